package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/hibiken/asynq"
)

// TypeAutoRecharge buys a church's auto-recharge credits with its default card (worker/billing, the
// work itself in tenantapi/billing/purchases): enqueued by the credits ledger's AfterSpend hook when
// a send leaves fewer credits available than the church's threshold.
const TypeAutoRecharge = "billing:auto-recharge"

// AutoRecharge is the payload: the church and the generation of its auto-recharge settings the
// spend saw. The task charges only while the settings are still at that generation, and a charge
// moves them on, so many sends crossing the threshold together buy once.
type AutoRecharge struct {
	Tenant
	Generation int64 `json:"generation"`
}

// Validate reports payloads that can never succeed.
func (p AutoRecharge) Validate() error {
	if p.ChurchID <= 0 || p.Generation < 0 {
		return fmt.Errorf("auto-recharge: church and generation are required")
	}
	return nil
}

// TaskID is the asynq task id (and the charge's idempotency key): one task per church and
// generation while it waits or runs.
func (p AutoRecharge) TaskID() string {
	return fmt.Sprintf("auto-recharge:%d:%d", p.ChurchID, p.Generation)
}

// AutoRechargeDelay is how long a recharge waits after the spend that asked for it: the spend's
// transaction commits first, so the task sees the balance the spend left.
const AutoRechargeDelay = 2 * time.Second

// NewAutoRechargeTask builds the task. Nothing is retained after it ran: a task that found nothing
// to do (the spend had not committed, or was rolled back) must not keep a later spend of the same
// generation from queueing it again; the settings' generation is what makes a charge happen once.
func NewAutoRechargeTask(p AutoRecharge) (*asynq.Task, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return encode(TypeAutoRecharge, p, asynq.MaxRetry(10), asynq.Timeout(2*time.Minute))
}

// AutoRechargeEnqueuer enqueues an auto-recharge.
type AutoRechargeEnqueuer interface {
	EnqueueAutoRecharge(ctx context.Context, p AutoRecharge) error
}

// EnqueueAutoRecharge enqueues the task once per church and generation (TaskID) on the default
// queue, to run after AutoRechargeDelay: a task already there is not an error.
func (c *Client) EnqueueAutoRecharge(ctx context.Context, p AutoRecharge) error {
	t, err := NewAutoRechargeTask(p)
	if err != nil {
		return err
	}
	return c.submit(ctx, t, QueueDefault, asynq.TaskID(p.TaskID()), asynq.ProcessIn(AutoRechargeDelay))
}
