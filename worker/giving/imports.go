// Package giving handles giving's tasks (issue 14): giving:import runs the contribution import of
// tenantapi/giving/imports in the church the worker's church middleware found.
package giving

import (
	"context"
	"errors"
	"fmt"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
	"congregate/internal/platform/db"
	"congregate/tenantapi/giving/imports"
)

// Imports processes giving:import tasks.
type Imports struct{ S *imports.Service }

// NewImports reaches the churches' schemas through tenants.
func NewImports(tenants *db.Tenants) *Imports { return &Imports{S: &imports.Service{Tenants: tenants}} }

// HandleImport runs one import. An import the church does not have is not retried; database
// failures are, and the last attempt marks the import failed.
func (h *Imports) HandleImport(ctx context.Context, p jobs.GivingImport) error {
	retry, _ := asynq.GetRetryCount(ctx)
	maxRetry, ok := asynq.GetMaxRetry(ctx)
	err := h.S.Run(ctx, p.ImportID, !ok || retry >= maxRetry)
	if errors.Is(err, imports.ErrNotFound) {
		return fmt.Errorf("giving import %d of church %d: %w", p.ImportID, p.ChurchID, asynq.SkipRetry)
	}
	return err
}
