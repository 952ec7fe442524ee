package controlplane

import (
	"context"
	"fmt"
	"log/slog"

	"gorm.io/gorm"

	"congregate/controlplane/provisioning"
	"congregate/internal/platform/db"
)

// MigrateAll migrates the control schema, then every church schema (4 at a time). It is what the
// Helm migration hook and `make migrate` run; re-running it resumes after a failure.
func MigrateAll(ctx context.Context, dsn string, control *gorm.DB) error {
	if err := db.MigrateControl(dsn); err != nil {
		return fmt.Errorf("control: %w", err)
	}
	schemas, err := provisioning.Schemas(ctx, control)
	if err != nil {
		return err
	}
	slog.Info("migrating church schemas", "count", len(schemas))
	return db.MigrateAllTenants(ctx, dsn, schemas, 4)
}
