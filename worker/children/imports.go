// Package children handles children's ministry's tasks (issue 15): children:import runs the
// children import of tenantapi/children/imports in the church the worker's church middleware found.
package children

import (
	"context"
	"errors"
	"fmt"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
	"congregate/internal/platform/db"
	"congregate/tenantapi/children/imports"
)

// Imports processes children:import tasks.
type Imports struct{ S *imports.Service }

// NewImports reaches the churches' schemas through tenants.
func NewImports(tenants *db.Tenants) *Imports { return &Imports{S: &imports.Service{Tenants: tenants}} }

// HandleImport runs one import. An import the church does not have is not retried; database
// failures are (the import resumes after its last committed batch), and the last attempt marks the
// import failed.
func (h *Imports) HandleImport(ctx context.Context, p jobs.ChildrenImport) error {
	retry, _ := asynq.GetRetryCount(ctx)
	maxRetry, ok := asynq.GetMaxRetry(ctx)
	err := h.S.Run(ctx, p.ImportID, !ok || retry >= maxRetry)
	if errors.Is(err, imports.ErrNotFound) {
		return fmt.Errorf("children import %d of church %d: %w", p.ImportID, p.ChurchID, asynq.SkipRetry)
	}
	return err
}
