package controlplane

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sort"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/provisioning"
)

// MigrateAll migrates the control schema, then every church schema on its placement's cluster
// (DATABASE_URL for "default", DATABASE_CLUSTERS for the others), 4 at a time per cluster. It is
// what the Helm migration hook and `make migrate` run; re-running it resumes after a failure. A
// church on a placement the configuration does not name fails the run, after the others are done.
func MigrateAll(ctx context.Context, cfg config.Config, control *gorm.DB) error {
	placements, err := cfg.Placements()
	if err != nil {
		return err
	}
	if err := db.MigrateControl(cfg.DatabaseURL); err != nil {
		return fmt.Errorf("control: %w", err)
	}
	byPlacement, err := provisioning.SchemasByPlacement(ctx, control)
	if err != nil {
		return err
	}
	names := make([]string, 0, len(byPlacement))
	for name := range byPlacement {
		names = append(names, name)
	}
	sort.Strings(names)
	var errs []error
	for _, name := range names {
		schemas := byPlacement[name]
		dsn, ok := placements[name]
		if !ok {
			errs = append(errs, fmt.Errorf("placement %q is not in DATABASE_CLUSTERS: %s not migrated", name, strings.Join(schemas, ", ")))
			continue
		}
		slog.Info("migrating church schemas", "placement", name, "count", len(schemas))
		if err := db.MigrateAllTenants(ctx, dsn, schemas, 4); err != nil {
			errs = append(errs, fmt.Errorf("placement %s: %w", name, err))
		}
	}
	return errors.Join(errs...)
}
