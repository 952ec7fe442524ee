package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/hibiken/asynq"
)

// TypeGivingStatements builds a contribution statement run (tenantapi/giving/statements): a PDF
// per donor, the ZIP, and the e-mails when the run asks for them.
const TypeGivingStatements = "giving:statements"

// GivingStatements is the payload: which church and which of its runs. The run's row holds the
// period and what is done, so a retry carries on where the last attempt stopped.
type GivingStatements struct {
	Tenant
	RunID int64 `json:"runId"`
}

// Validate reports payloads that can never succeed.
func (p GivingStatements) Validate() error {
	if p.ChurchID <= 0 || p.RunID <= 0 {
		return fmt.Errorf("giving statements: church and run ids are required")
	}
	return nil
}

// NewGivingStatementsTask builds the task: one per run (TaskID), a long timeout (20,000 donors'
// PDFs and e-mails), a few retries that resume.
func NewGivingStatementsTask(p GivingStatements) (*asynq.Task, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return encode(TypeGivingStatements, p, asynq.MaxRetry(5), asynq.Timeout(30*time.Minute),
		asynq.TaskID(fmt.Sprintf("giving-statements-%d-%d", p.ChurchID, p.RunID)))
}

// GivingStatementsEnqueuer is what the tenant API needs to start statement runs.
type GivingStatementsEnqueuer interface {
	EnqueueGivingStatements(ctx context.Context, p GivingStatements) error
}

// EnqueueGivingStatements enqueues a run on the default queue.
func (c *Client) EnqueueGivingStatements(ctx context.Context, p GivingStatements) error {
	t, err := NewGivingStatementsTask(p)
	if err != nil {
		return err
	}
	return c.submit(ctx, t, QueueDefault)
}
