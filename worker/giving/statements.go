// Package giving handles giving's tasks in the worker (issue 14). This file: contribution
// statement runs (giving:statements), the work of tenantapi/giving/statements.
package giving

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/db"
	"congregate/internal/platform/storage"
	"congregate/tenantapi/communications/greetings"
	"congregate/tenantapi/communications/messages"
	"congregate/tenantapi/giving/reports/layout"
	"congregate/tenantapi/giving/statements"
	"congregate/tenantapi/people/directory"
)

// Statements runs giving:statements tasks.
type Statements struct {
	S   *statements.Service
	Log *slog.Logger
}

// NewStatements builds the handler: statements stored in files, the church's logo when it is a
// data: URL (organization/branding's stored logos are read by a gin package the worker does not
// link), e-mails through communications' send path.
func NewStatements(tenants *db.Tenants, control *gorm.DB, files storage.Store, jobsClient jobs.CommunicationEnqueuer, secret []byte,
	churchURL func(string) string, log *slog.Logger) *Statements {
	send := &messages.Service{Tenants: tenants, Control: control, People: greetings.MessagesPeople{},
		Settings: greetings.MessagesSettings{}, Jobs: jobsClient}
	return &Statements{Log: log, S: &statements.Service{Tenants: tenants, Files: files, People: directory.Directory{}, Logo: layout.DataURLLogo,
		Secret: secret, ChurchURL: churchURL, Send: send.Send}}
}

// HandleStatements runs (or resumes) one run. A run the church does not have is not retried;
// other failures are, and the last attempt marks the run failed.
func (h *Statements) HandleStatements(ctx context.Context, p jobs.GivingStatements) error {
	err := h.S.Process(ctx, p.RunID)
	if err == nil {
		return nil
	}
	if errors.Is(err, statements.ErrRunNotFound) {
		return fmt.Errorf("giving statements run %d of church %d: %w", p.RunID, p.ChurchID, asynq.SkipRetry)
	}
	retry, _ := asynq.GetRetryCount(ctx)
	maxRetry, ok := asynq.GetMaxRetry(ctx)
	if !ok || retry >= maxRetry {
		if ferr := h.S.Fail(context.WithoutCancel(ctx), p.RunID, err); ferr != nil && h.Log != nil {
			h.Log.Error("giving statements: mark failed", "run", p.RunID, "err", ferr)
		}
	}
	return err
}
