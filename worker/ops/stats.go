// Package ops runs the operator console's platform tasks: ops:church-stats refreshes the figures
// of every church (controlplane/ops/churches/churchstats, gin-free).
package ops

import (
	"context"
	"log/slog"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"

	"congregate/controlplane/ops/churches/churchstats"
	"congregate/internal/platform/db"
)

// Stats handles ops:church-stats.
type Stats struct {
	Control *gorm.DB
	Tenants *db.Tenants
	Log     *slog.Logger
}

// HandleChurchStats refreshes control.church_stats for every church that is not closed.
func (s *Stats) HandleChurchStats(ctx context.Context, _ *asynq.Task) error {
	return churchstats.RefreshAll(ctx, s.Control, s.Tenants, s.Log)
}
