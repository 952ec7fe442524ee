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
	// QueuedAt is the import's queued_at: with the ids it names the task (importTaskOpts).
	QueuedAt time.Time `json:"queuedAt,omitempty"`
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
	return encode(TypePeopleImport, p, importTaskOpts(TypePeopleImport, p.ChurchID, p.ImportID, p.QueuedAt)...)
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

// importTaskOpts are the options of the three import tasks (people, giving, children). An import
// queued at a known time gets a task id of its own, type:church:import:queued-at: enqueueing it
// again while its task is still in Redis (pending, retrying, running, archived) does nothing
// (submit), which is what lets imports:rescue enqueue every import that looks stuck; a new
// queueing of the same import (after it failed) is a new time, hence a new task.
func importTaskOpts(typ string, churchID, importID int64, queuedAt time.Time) []asynq.Option {
	opts := []asynq.Option{asynq.MaxRetry(3), asynq.Timeout(10 * time.Minute)}
	if !queuedAt.IsZero() {
		opts = append(opts, asynq.TaskID(fmt.Sprintf("%s:%d:%d:%d", typ, churchID, importID, queuedAt.UnixMicro())))
	}
	return opts
}
