package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/hibiken/asynq"
)

// TypeChildrenImport applies a children import's good rows in batches
// (tenantapi/children/imports).
const TypeChildrenImport = "children:import"

// ChildrenImport is the payload of a children import: which church and which of its imports
// (the file and the mapping stay in the church's schema).
type ChildrenImport struct {
	Tenant
	ImportID int64 `json:"importId"`
	// QueuedAt is the import's queued_at: with the ids it names the task (importTaskOpts).
	QueuedAt time.Time `json:"queuedAt,omitempty"`
}

// Validate reports payloads that can never succeed.
func (p ChildrenImport) Validate() error {
	if p.ChurchID <= 0 || p.ImportID <= 0 {
		return fmt.Errorf("children import: church and import ids are required")
	}
	return nil
}

// NewChildrenImportTask builds the task.
func NewChildrenImportTask(p ChildrenImport) (*asynq.Task, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return encode(TypeChildrenImport, p, importTaskOpts(TypeChildrenImport, p.ChurchID, p.ImportID, p.QueuedAt)...)
}

// ChildrenImportEnqueuer is what the tenant API needs to start children imports.
type ChildrenImportEnqueuer interface {
	EnqueueChildrenImport(ctx context.Context, p ChildrenImport) error
}

// EnqueueChildrenImport enqueues a children import on the default queue.
func (c *Client) EnqueueChildrenImport(ctx context.Context, p ChildrenImport) error {
	t, err := NewChildrenImportTask(p)
	if err != nil {
		return err
	}
	return c.submit(ctx, t, QueueDefault)
}
