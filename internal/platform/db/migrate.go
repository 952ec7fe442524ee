package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"strconv"
	"strings"

	"github.com/golang-migrate/migrate/v4"
	pgxmigrate "github.com/golang-migrate/migrate/v4/database/pgx/v5"
	"github.com/golang-migrate/migrate/v4/source/iofs"
	_ "github.com/jackc/pgx/v5/stdlib" // database/sql driver "pgx"
	"gorm.io/gorm"

	"congregate/migrations"
)

// MigrateControl brings the control schema up to date with golang-migrate.
func MigrateControl(dsn string) error {
	return runMigrate(dsn, "control", "control", migrations.Control)
}

// MigrateTenant brings one church schema up to date with golang-migrate on a dedicated connection
// whose search_path is that schema.
func MigrateTenant(dsn, schema string) error {
	if !ValidSchema(schema) {
		return fmt.Errorf("refusing to migrate schema %q", schema)
	}
	return runMigrate(dsn, schema, "tenant", migrations.Tenant)
}

func runMigrate(dsn, schema, dir string, files fs.FS) error {
	sqlDB, err := sql.Open("pgx", withSearchPath(dsn, schema))
	if err != nil {
		return err
	}
	defer sqlDB.Close()
	if _, err := sqlDB.Exec(fmt.Sprintf(`CREATE SCHEMA IF NOT EXISTS "%s"`, schema)); err != nil {
		return fmt.Errorf("create schema %s: %w", schema, err)
	}
	driver, err := pgxmigrate.WithInstance(sqlDB, &pgxmigrate.Config{SchemaName: schema, MigrationsTable: "schema_migrations"})
	if err != nil {
		return fmt.Errorf("migrate %s: %w", schema, err)
	}
	src, err := iofs.New(files, dir)
	if err != nil {
		return err
	}
	m, err := migrate.NewWithInstance("iofs", src, "pgx5", driver)
	if err != nil {
		return fmt.Errorf("migrate %s: %w", schema, err)
	}
	// The driver holds a connection of its own until the instance is closed: without this every
	// migrated schema kept one, and migrating ~95 churches ran out of connections.
	defer m.Close()
	if err := m.Up(); err != nil && !errors.Is(err, migrate.ErrNoChange) {
		return fmt.Errorf("migrate %s: %w", schema, err)
	}
	return nil
}

// MigrateAllTenants migrates every listed schema of one cluster, at most `parallel` at a time
// (MigrateTenants with the tenant migrations). A run that stops halfway resumes where it stopped.
// The error names every schema that failed.
func MigrateAllTenants(ctx context.Context, dsn string, schemas []string, parallel int) error {
	targets := make([]TenantSchema, len(schemas))
	for i, s := range schemas {
		targets[i] = TenantSchema{Schema: s, Cluster: "default"}
	}
	rep, err := MigrateTenants(ctx, map[string]string{"default": dsn}, targets, MigrateOptions{Parallel: parallel})
	if err != nil {
		return err
	}
	return rep.Err()
}

// TenantsBehind lists the schemas that need a migration: no version table yet, a version older
// than the newest tenant migration, or a dirty one (golang-migrate then names the failure). It
// reads every version in one statement, so a run with nothing pending opens no migration at all.
func TenantsBehind(ctx context.Context, dsn string, schemas []string) ([]string, error) {
	latest, err := LatestTenantVersion()
	if err != nil {
		return nil, err
	}
	sqlDB, err := sql.Open("pgx", dsn)
	if err != nil {
		return nil, err
	}
	defer sqlDB.Close()
	rows, err := sqlDB.QueryContext(ctx, `SELECT table_schema FROM information_schema.tables
		WHERE table_name = 'schema_migrations' AND table_schema = ANY($1)`, schemas)
	if err != nil {
		return nil, err
	}
	var tracked []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			rows.Close()
			return nil, err
		}
		if ValidSchema(s) {
			tracked = append(tracked, s)
		}
	}
	rows.Close()
	current := map[string]bool{}
	for start := 0; start < len(tracked); start += 500 {
		part := tracked[start:min(start+500, len(tracked))]
		selects := make([]string, len(part))
		for i, s := range part {
			selects[i] = fmt.Sprintf(`SELECT '%s', version, dirty FROM "%s".schema_migrations`, s, s)
		}
		rows, err := sqlDB.QueryContext(ctx, strings.Join(selects, " UNION ALL "))
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var s string
			var v uint64
			var dirty bool
			if err := rows.Scan(&s, &v, &dirty); err != nil {
				rows.Close()
				return nil, err
			}
			current[s] = v >= latest && !dirty
		}
		rows.Close()
	}
	var behind []string
	for _, s := range schemas {
		if !current[s] {
			behind = append(behind, s)
		}
	}
	return behind, nil
}

// LatestTenantVersion is the version of the newest tenant migration.
func LatestTenantVersion() (uint64, error) {
	entries, err := fs.ReadDir(migrations.Tenant, "tenant")
	if err != nil {
		return 0, err
	}
	var latest uint64
	for _, e := range entries {
		if v, err := strconv.ParseUint(strings.SplitN(e.Name(), "_", 2)[0], 10, 64); err == nil && v > latest {
			latest = v
		}
	}
	return latest, nil
}

// ApplyTenantMigrations runs every tenant migration inside tx (already bound to a fresh schema) and
// records the version the way golang-migrate does, so later upgrades continue from it. Provisioning
// uses this to create a church in one transaction.
func ApplyTenantMigrations(tx *gorm.DB) error {
	ms, err := loadFiles(nil)
	if err != nil {
		return err
	}
	var last uint64
	for _, m := range ms {
		if err := tx.Exec(m.SQL).Error; err != nil {
			return fmt.Errorf("tenant migration %s: %w", m.File, err)
		}
		last = m.Version
	}
	if err := tx.Exec(`CREATE TABLE schema_migrations (version bigint NOT NULL PRIMARY KEY, dirty boolean NOT NULL)`).Error; err != nil {
		return err
	}
	return tx.Exec(fmt.Sprintf(`INSERT INTO schema_migrations (version, dirty) VALUES (%d, false)`, last)).Error
}

// withSearchPath adds search_path as a connection parameter of the DSN (URL or key=value form).
func withSearchPath(dsn, schema string) string {
	if u, err := url.Parse(dsn); err == nil && (u.Scheme == "postgres" || u.Scheme == "postgresql") {
		q := u.Query()
		q.Set("search_path", schema)
		u.RawQuery = q.Encode()
		return u.String()
	}
	return dsn + " search_path=" + schema
}

// SchemaVersion is the golang-migrate version of the schema tx is bound to (0: none recorded).
func SchemaVersion(tx *gorm.DB) (int64, error) {
	var v []int64
	err := tx.Raw(`SELECT version FROM schema_migrations LIMIT 1`).Scan(&v).Error
	if err != nil || len(v) == 0 {
		return 0, err
	}
	return v[0], nil
}
