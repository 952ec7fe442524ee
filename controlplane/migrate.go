package controlplane

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/provisioning"
	"congregate/migrations"
)

// MigrateOptions are `ops migrate`'s flags.
type MigrateOptions struct {
	Parallel int       // schemas at a time per cluster (default 4)
	DryRun   bool      // list what would be applied, change nothing
	Out      io.Writer // progress lines and the summary (nil: none)
	// Files is the tenant migrations directory; nil = the binary's own (tests add versions).
	Files fs.FS
}

// MigrateAll migrates the control schema (golang-migrate), then every church schema on its
// placement's cluster (DATABASE_URL for "default", DATABASE_CLUSTERS for the others): the
// clusters at the same time, opts.Parallel schemas at a time within each, every version of a
// schema in a transaction of its own (db.MigrateTenants). It is what the Helm migration hook and
// `make migrate` run. A schema that fails is named and the others go on; re-running resumes. The
// error, when any, is the summary line ("migrated 997 schemas ..., 3 failed: ...").
func MigrateAll(ctx context.Context, cfg config.Config, control *gorm.DB, opts MigrateOptions) (db.MigrateReport, error) {
	placements, err := cfg.Placements()
	if err != nil {
		return db.MigrateReport{}, err
	}
	if opts.DryRun {
		return db.MigrateReport{}, dryRun(ctx, placements, control, opts)
	}
	if err := db.MigrateControl(cfg.DatabaseURL); err != nil {
		return db.MigrateReport{}, fmt.Errorf("control: %w", err)
	}
	targets, err := provisioning.ChurchSchemas(ctx, control)
	if err != nil {
		return db.MigrateReport{}, err
	}
	slog.Info("migrating church schemas", "schemas", len(targets), "parallel", opts.Parallel)
	out := opts.Out
	if out == nil {
		out = io.Discard
	}
	rep, err := db.MigrateTenants(ctx, placements, targets, db.MigrateOptions{Files: opts.Files, Parallel: opts.Parallel,
		Progress: func(r db.SchemaResult) {
			if r.Err != nil {
				fmt.Fprintf(out, "FAILED %s\n", r.Err)
				return
			}
			fmt.Fprintf(out, "migrated %s: %s -> %d\n", r.TenantSchema, versionText(r.From), r.To)
		}})
	if err != nil {
		return rep, err
	}
	fmt.Fprintln(out, rep.Summary())
	return rep, rep.Err()
}

// dryRun lists, per cluster and schema, the version and the pending files; it changes nothing.
func dryRun(ctx context.Context, placements map[string]string, control *gorm.DB, opts MigrateOptions) error {
	out := opts.Out
	if out == nil {
		out = io.Discard
	}
	var controlVersion int64 = -1
	_ = control.WithContext(ctx).Raw(`SELECT version FROM control.schema_migrations LIMIT 1`).Scan(&controlVersion).Error
	controlFiles, err := fs.Sub(migrations.Control, "control")
	if err != nil {
		return err
	}
	cms, err := db.LoadMigrations(controlFiles)
	if err != nil {
		return err
	}
	var controlPending []string
	for _, m := range cms {
		if int64(m.Version) > controlVersion {
			controlPending = append(controlPending, m.File)
		}
	}
	fmt.Fprintf(out, "control schema: version %s, %s\n", versionText(controlVersion), pendingText(controlPending))
	targets, err := provisioning.ChurchSchemas(ctx, control)
	if err != nil {
		return fmt.Errorf("list churches (is the control schema migrated?): %w", err)
	}
	plans, failed, err := db.PlanTenants(ctx, placements, targets, opts.Files)
	if err != nil {
		return err
	}
	byCluster := map[string][]db.SchemaPlan{}
	var clusters []string
	for _, p := range plans {
		if _, ok := byCluster[p.Cluster]; !ok {
			clusters = append(clusters, p.Cluster)
		}
		byCluster[p.Cluster] = append(byCluster[p.Cluster], p)
	}
	behind, versions, dirty, ahead, current := 0, 0, 0, 0, 0
	for _, name := range clusters {
		fmt.Fprintf(out, "cluster %s (%d schemas):\n", name, len(byCluster[name]))
		upToDate := map[int64]int{}
		for _, p := range byCluster[name] {
			switch {
			case p.Dirty:
				dirty++
				fmt.Fprintf(out, "  %s: %s\n", p.TenantSchema.Schema, (&db.MigrationError{TenantSchema: p.TenantSchema, Version: uint64(p.Version), Dirty: true}).Error())
			case len(p.Pending) > 0:
				behind++
				versions += len(p.Pending)
				files := make([]string, len(p.Pending))
				for i, m := range p.Pending {
					files[i] = m.File
				}
				state := "version " + versionText(p.Version)
				if !p.Exists {
					state = "no schema"
				} else if !p.Tracked {
					state = "no version table"
				}
				fmt.Fprintf(out, "  %s (church %s): %s, %s\n", p.Schema, p.Church, state, pendingText(files))
			case p.Ahead():
				ahead++
				fmt.Fprintf(out, "  %s (church %s): version %d, ahead of this release's newest (%d): left alone\n", p.Schema, p.Church, p.Version, p.Latest)
			default:
				current++
				upToDate[p.Version]++
			}
		}
		for v, n := range upToDate {
			fmt.Fprintf(out, "  %d schema%s up to date at version %d\n", n, plural(n), v)
		}
	}
	for _, f := range failed {
		fmt.Fprintf(out, "CANNOT PLAN %s\n", f)
	}
	fmt.Fprintf(out, "dry run: %d schema%s would be migrated (%d version%s), %d up to date", behind, plural(behind), versions, plural(versions), current)
	if ahead > 0 {
		fmt.Fprintf(out, ", %d ahead", ahead)
	}
	if dirty > 0 {
		fmt.Fprintf(out, ", %d dirty", dirty)
	}
	if len(failed) > 0 {
		fmt.Fprintf(out, ", %d cannot be read", len(failed))
	}
	fmt.Fprintln(out, "; nothing changed")
	return nil
}

func versionText(v int64) string {
	if v < 0 {
		return "none"
	}
	return fmt.Sprint(v)
}

func pendingText(files []string) string {
	if len(files) == 0 {
		return "nothing pending"
	}
	return fmt.Sprintf("%d pending: %s", len(files), strings.Join(files, ", "))
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
