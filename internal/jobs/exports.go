package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/hibiken/asynq"
)

// A church's full export (issue 17, internal/exports, worker/exports): the ZIP of one CSV per
// table and the church's files, and the hourly sweep of expired and stuck exports.
const (
	TypeChurchExport  = "church:export"
	TypeExportsExpire = "exports:expire"
)

// ChurchExport names the church and its control.church_exports row. The row holds the state, so
// a re-run of a finished export does nothing and a run that died is redone.
type ChurchExport struct {
	Tenant
	ExportID int64 `json:"exportId"`
}

// Validate reports payloads that can never succeed.
func (p ChurchExport) Validate() error {
	if p.ChurchID <= 0 || p.ExportID <= 0 {
		return fmt.Errorf("church export: church and export ids are required")
	}
	return nil
}

// NewChurchExportTask builds the task: one per export (TaskID), a long timeout (a church's every
// table and file), a few retries.
func NewChurchExportTask(p ChurchExport) (*asynq.Task, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return encode(TypeChurchExport, p, asynq.MaxRetry(3), asynq.Timeout(2*time.Hour),
		asynq.TaskID(fmt.Sprintf("church-export-%d-%d", p.ChurchID, p.ExportID)))
}

// ChurchExportEnqueuer is what the ops and tenant APIs need to start an export.
type ChurchExportEnqueuer interface {
	EnqueueChurchExport(ctx context.Context, p ChurchExport) error
}

// EnqueueChurchExport enqueues an export on the bulk queue.
func (c *Client) EnqueueChurchExport(ctx context.Context, p ChurchExport) error {
	t, err := NewChurchExportTask(p)
	if err != nil {
		return err
	}
	return c.submit(ctx, t, QueueBulk)
}

// ExportsExpire is the payload of the hourly sweep (no data).
type ExportsExpire struct{}

// NewExportsExpireTask builds the hourly sweep; Unique keeps one per hour.
func NewExportsExpireTask() (*asynq.Task, error) {
	return encode(TypeExportsExpire, ExportsExpire{}, asynq.MaxRetry(3), asynq.Timeout(30*time.Minute),
		asynq.Unique(50*time.Minute), asynq.Queue(QueueDefault))
}
