// Package greetings handles the automated greetings' tasks: the hourly tick, which enqueues a run
// for every active church, and a church's run (tenantapi/communications/greetings).
package greetings

import (
	"context"
	"log/slog"
	"time"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/clock"
	"congregate/tenantapi/communications/greetings"
)

// Handler runs greetings tasks.
type Handler struct {
	Control *gorm.DB
	Jobs    jobs.GreetingsEnqueuer
	Runner  *greetings.Runner
	Clock   clock.Clock
	Log     *slog.Logger
}

// HandleTick enqueues a greetings run for every active church (one per church and hour).
func (h *Handler) HandleTick(ctx context.Context, _ *asynq.Task) error {
	var ids []int64
	if err := h.Control.WithContext(ctx).Raw(`SELECT id FROM control.churches WHERE status = 'active' ORDER BY id`).Scan(&ids).Error; err != nil {
		return err
	}
	hour := h.Clock.Now().UTC().Truncate(time.Hour)
	for _, id := range ids {
		if err := h.Jobs.EnqueueGreetingsChurch(ctx, jobs.GreetingsChurch{Tenant: jobs.In(id)}, hour); err != nil {
			return err
		}
	}
	return nil
}

// HandleChurch runs the church's greetings (the church is in ctx).
func (h *Handler) HandleChurch(ctx context.Context, _ jobs.GreetingsChurch) error {
	res, err := h.Runner.Run(ctx)
	if err == nil && res.Communications > 0 && h.Log != nil {
		h.Log.InfoContext(ctx, "greetings sent", "communications", res.Communications, "greeted", res.Greeted)
	}
	return err
}
