package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/hibiken/asynq"
)

// Billing (issue 13, worker/billing, the work itself in tenantapi/billing): a verified Stripe
// event to apply, a new church's Stripe customer and subscription, and the hourly lock-down tick.
const (
	TypeBillingEvent        = "billing:event"
	TypeBillingSetup        = "billing:setup"
	TypeBillingLockdownTick = "billing:lockdown-tick"
)

// BillingEvent is the payload of billing:event: the id of a row of control.stripe_events (the
// event's church is found from its customer, so the payload names none).
type BillingEvent struct {
	EventID string `json:"eventId"`
}

// Validate reports a payload without an event.
func (p BillingEvent) Validate() error {
	if p.EventID == "" {
		return fmt.Errorf("billing event without id")
	}
	return nil
}

// BillingSetup is the payload of billing:setup.
type BillingSetup struct {
	Tenant
}

// BillingLockdownTick is the payload of the hourly tick (no data).
type BillingLockdownTick struct{}

// BillingEnqueuer enqueues billing's tasks.
type BillingEnqueuer interface {
	EnqueueBillingEvent(ctx context.Context, eventID string) error
	EnqueueBillingSetup(ctx context.Context, churchID int64) error
}

// EnqueueBillingEvent queues the application of a recorded Stripe event, once per event
// (TaskID stripe-event:<id>, kept a day after it ran).
func (c *Client) EnqueueBillingEvent(ctx context.Context, eventID string) error {
	p := BillingEvent{EventID: eventID}
	if err := p.Validate(); err != nil {
		return err
	}
	t, err := encode(TypeBillingEvent, p, asynq.MaxRetry(12), asynq.Timeout(2*time.Minute), asynq.Retention(24*time.Hour))
	if err != nil {
		return err
	}
	return c.submit(ctx, t, QueueDefault, asynq.TaskID("stripe-event:"+eventID))
}

// EnqueueBillingSetup queues a new church's Stripe customer and subscription (once per church).
func (c *Client) EnqueueBillingSetup(ctx context.Context, churchID int64) error {
	p := BillingSetup{Tenant: In(churchID)}
	if err := p.Validate(); err != nil {
		return err
	}
	t, err := encode(TypeBillingSetup, p, asynq.MaxRetry(20), asynq.Timeout(2*time.Minute), asynq.Retention(24*time.Hour))
	if err != nil {
		return err
	}
	return c.submit(ctx, t, QueueDefault, asynq.TaskID(fmt.Sprintf("billing-setup:%d", churchID)))
}

// NewBillingLockdownTickTask builds the hourly tick; Unique keeps one per hour however many
// schedulers run.
func NewBillingLockdownTickTask() (*asynq.Task, error) {
	return encode(TypeBillingLockdownTick, BillingLockdownTick{}, asynq.MaxRetry(3), asynq.Timeout(5*time.Minute),
		asynq.Unique(50*time.Minute), asynq.Queue(QueueDefault))
}
