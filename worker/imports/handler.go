// Package imports handles people import tasks: it runs the import of tenantapi/people/imports in
// the church the worker's church middleware found. It also runs imports:rescue (rescue.go), which
// enqueues again the imports of every kind whose task Redis lost.
package imports

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/people/imports"
)

// Handler processes people:import tasks.
type Handler struct{ tenants *db.Tenants }

// NewHandler reaches the churches' schemas through tenants.
func NewHandler(tenants *db.Tenants) *Handler { return &Handler{tenants: tenants} }

// HandlePeopleImport runs one import. An import the church does not have is not retried; database
// failures are, and the last attempt marks the import failed.
func (h *Handler) HandlePeopleImport(ctx context.Context, p jobs.PeopleImport) error {
	church := tenancy.FromContext(ctx)
	retry, _ := asynq.GetRetryCount(ctx)
	maxRetry, ok := asynq.GetMaxRetry(ctx)
	final := !ok || retry >= maxRetry
	err := imports.Process(ctx, h.tenants, church, p.ImportID, final, time.Now())
	if errors.Is(err, imports.ErrNotFound) {
		return fmt.Errorf("people import %d of church %d: %w", p.ImportID, p.ChurchID, asynq.SkipRetry)
	}
	return err
}
