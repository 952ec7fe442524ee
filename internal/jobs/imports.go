package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/hibiken/asynq"
)

// TypePeopleImport processes a validated people import (tenantapi/people/imports).
const TypePeopleImport = "people:import"

// PeopleImport is the payload of a people import: which church and which of its imports. The file
// and the mapping stay in the church's schema; the task carries no personal data.
type PeopleImport struct {
	Tenant
	ImportID int64 `json:"importId"`
}

// Validate reports payloads that can never succeed.
func (p PeopleImport) Validate() error {
	if p.ChurchID <= 0 || p.ImportID <= 0 {
		return fmt.Errorf("people import: church and import ids are required")
	}
	return nil
}

// NewPeopleImportTask builds the task. An import of 20,000 rows takes seconds; the timeout leaves
// room for a busy database. Retries are few: the handler itself decides when an import is done.
func NewPeopleImportTask(p PeopleImport) (*asynq.Task, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return encode(TypePeopleImport, p, asynq.MaxRetry(3), asynq.Timeout(10*time.Minute))
}

// ImportEnqueuer is what the tenant API needs to start imports.
type ImportEnqueuer interface {
	EnqueuePeopleImport(ctx context.Context, p PeopleImport) error
}

// EnqueuePeopleImport enqueues an import on the default queue.
func (c *Client) EnqueuePeopleImport(ctx context.Context, p PeopleImport) error {
	t, err := NewPeopleImportTask(p)
	if err != nil {
		return err
	}
	return c.submit(ctx, t, QueueDefault)
}
