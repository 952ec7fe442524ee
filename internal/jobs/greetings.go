package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/hibiken/asynq"
)

// Automated greetings (worker/greetings, the work itself in tenantapi/communications/greetings):
// every hour the worker's scheduler enqueues one greetings:tick, which enqueues a greetings:church
// for every active church; a church's task sends the day's birthday and anniversary greetings
// once its local time reaches a template's hour.
const (
	TypeGreetingsTick   = "greetings:tick"
	TypeGreetingsChurch = "greetings:church"
)

// GreetingsTick is the payload of the hourly tick (no data: it lists the churches itself).
type GreetingsTick struct{}

// GreetingsChurch is the payload of one church's greetings run.
type GreetingsChurch struct {
	Tenant
}

// NewGreetingsTickTask builds the tick; Unique keeps one per hour however many schedulers run.
func NewGreetingsTickTask() (*asynq.Task, error) {
	return encode(TypeGreetingsTick, GreetingsTick{}, asynq.MaxRetry(3), asynq.Timeout(5*time.Minute),
		asynq.Unique(50*time.Minute), asynq.Queue(QueueDefault))
}

// GreetingsEnqueuer enqueues a church's greetings run.
type GreetingsEnqueuer interface {
	EnqueueGreetingsChurch(ctx context.Context, p GreetingsChurch, hour time.Time) error
}

// EnqueueGreetingsChurch enqueues a church's run for the hour (UTC, truncated): the same church
// and hour again is not queued twice (TaskID, kept an hour and a half after it ran). A run sends
// nothing twice anyway (greetings_sent and the communication's idempotency key).
func (c *Client) EnqueueGreetingsChurch(ctx context.Context, p GreetingsChurch, hour time.Time) error {
	if err := p.Validate(); err != nil {
		return err
	}
	t, err := encode(TypeGreetingsChurch, p, asynq.MaxRetry(5), asynq.Timeout(5*time.Minute), asynq.Retention(90*time.Minute))
	if err != nil {
		return err
	}
	id := fmt.Sprintf("greetings:church:%d:%s", p.ChurchID, hour.UTC().Truncate(time.Hour).Format("2006010215"))
	return c.submit(ctx, t, QueueBulk, asynq.TaskID(id))
}
