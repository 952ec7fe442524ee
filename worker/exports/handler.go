// Package exports runs a church's full export (the church:export task) and the hourly sweep of
// expired and stuck exports (exports:expire) with internal/exports.
package exports

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/hibiken/asynq"

	"congregate/internal/exports"
	"congregate/internal/jobs"
	"congregate/internal/platform/tenancy"
)

// Handler holds the runner the tasks use (built in cmd/worker over the files store).
type Handler struct {
	Runner *exports.Runner
	Log    *slog.Logger
}

var errNotWired = errors.New("exports are not wired in this worker")

// HandleExport builds the export of the payload in the church of the context. Under
// at-least-once delivery a re-run of a finished export does nothing, and one whose worker died is
// built again; an export that failed is marked so (its row says why) and not retried.
func (h *Handler) HandleExport(ctx context.Context, p jobs.ChurchExport) error {
	if h == nil || h.Runner == nil {
		return errNotWired
	}
	err := h.Runner.Run(ctx, tenancy.FromContext(ctx), p.ExportID)
	if errors.Is(err, exports.ErrFailed) {
		return fmt.Errorf("%s: %v: %w", jobs.TypeChurchExport, err, asynq.SkipRetry)
	}
	return err
}

// HandleExpire is the hourly sweep: expired exports' files deleted, stuck ones failed.
func (h *Handler) HandleExpire(ctx context.Context, _ *asynq.Task) error {
	if h == nil || h.Runner == nil {
		return errNotWired
	}
	res, err := h.Runner.Sweep(ctx, time.Now())
	if h.Log != nil && (res.Expired > 0 || res.Stuck > 0) {
		h.Log.InfoContext(ctx, "exports swept", "expired", res.Expired, "stuck", res.Stuck)
	}
	return err
}
