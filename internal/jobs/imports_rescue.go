package jobs

import (
	"context"
	"errors"
	"time"

	"github.com/hibiken/asynq"
)

// TypeImportsRescue enqueues again the imports (people, giving, children) left queued or
// processing for more than two minutes, in every church (worker/imports): a Redis that lost its
// data lost their tasks, and nothing else would ever run them. Every ten minutes, and once when a
// worker starts. An import whose task is still in Redis is left to it (importTaskOpts).
const TypeImportsRescue = "imports:rescue"

// ImportsRescue is the payload of imports:rescue (no data: it lists the churches itself).
type ImportsRescue struct{}

// NewImportsRescueTask builds the rescue; Unique keeps one at a time however many schedulers and
// starting workers ask.
func NewImportsRescueTask() (*asynq.Task, error) {
	return encode(TypeImportsRescue, ImportsRescue{}, asynq.MaxRetry(2), asynq.Timeout(5*time.Minute),
		asynq.Unique(9*time.Minute), asynq.Queue(QueueDefault))
}

// EnqueueImportsRescue asks for a rescue now (a worker starting); one already waiting is enough.
func (c *Client) EnqueueImportsRescue(ctx context.Context) error {
	t, err := NewImportsRescueTask()
	if err != nil {
		return err
	}
	if err := c.submit(ctx, t, QueueDefault); err != nil && !errors.Is(err, asynq.ErrDuplicateTask) {
		return err
	}
	return nil
}
