package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/hibiken/asynq"
)

// TypeGivingImport writes a contribution import's good rows as one committed batch
// (tenantapi/giving/imports).
const TypeGivingImport = "giving:import"

// GivingImport is the payload of a contribution import: which church and which of its imports
// (the file and the mapping stay in the church's schema).
type GivingImport struct {
	Tenant
	ImportID int64 `json:"importId"`
	// QueuedAt is the import's queued_at: with the ids it names the task (importTaskOpts).
	QueuedAt time.Time `json:"queuedAt,omitempty"`
}

// Validate reports payloads that can never succeed.
func (p GivingImport) Validate() error {
	if p.ChurchID <= 0 || p.ImportID <= 0 {
		return fmt.Errorf("giving import: church and import ids are required")
	}
	return nil
}

// NewGivingImportTask builds the task.
func NewGivingImportTask(p GivingImport) (*asynq.Task, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return encode(TypeGivingImport, p, importTaskOpts(TypeGivingImport, p.ChurchID, p.ImportID, p.QueuedAt)...)
}

// GivingImportEnqueuer is what the tenant API needs to start contribution imports.
type GivingImportEnqueuer interface {
	EnqueueGivingImport(ctx context.Context, p GivingImport) error
}

// EnqueueGivingImport enqueues a contribution import on the default queue.
func (c *Client) EnqueueGivingImport(ctx context.Context, p GivingImport) error {
	t, err := NewGivingImportTask(p)
	if err != nil {
		return err
	}
	return c.submit(ctx, t, QueueDefault)
}
