// Package imports handles people import tasks: it finds the church and runs the import of
// tenantapi/people/imports in the church's schema.
package imports

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/people/imports"
)

// Handler processes people:import tasks.
type Handler struct {
	control *gorm.DB
	tenants *db.Tenants
}

// NewHandler reads churches from the control database and reaches their schemas through it.
func NewHandler(control *gorm.DB) *Handler {
	return &Handler{control: control, tenants: db.NewTenants(control)}
}

// HandlePeopleImportTask runs one import. Bad payloads and unknown churches or imports are not
// retried; database failures are, and the last attempt marks the import failed.
func (h *Handler) HandlePeopleImportTask(ctx context.Context, t *asynq.Task) error {
	var p jobs.PeopleImport
	if err := json.Unmarshal(t.Payload(), &p); err != nil {
		return fmt.Errorf("people import payload: %v: %w", err, asynq.SkipRetry)
	}
	if err := p.Validate(); err != nil {
		return fmt.Errorf("%v: %w", err, asynq.SkipRetry)
	}
	var church tenancy.Church
	if err := h.control.WithContext(ctx).First(&church, p.ChurchID).Error; err != nil {
		if errors.Is(err, gorm.ErrRecordNotFound) {
			return fmt.Errorf("people import: church %d not found: %w", p.ChurchID, asynq.SkipRetry)
		}
		return err
	}
	retry, _ := asynq.GetRetryCount(ctx)
	maxRetry, ok := asynq.GetMaxRetry(ctx)
	final := !ok || retry >= maxRetry
	err := imports.Process(ctx, h.tenants, &church, p.ImportID, final, time.Now())
	if errors.Is(err, imports.ErrNotFound) {
		return fmt.Errorf("people import %d of church %d: %w", p.ImportID, p.ChurchID, asynq.SkipRetry)
	}
	return err
}
