package db_test

import (
	"context"
	"database/sql"
	"fmt"
	"io/fs"
	"net/url"
	"strings"
	"testing"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/db"
	"congregate/internal/testutil"
	"congregate/migrations"
)

// TestMigrateAllUnderAConnectionLimit migrates 48 church schemas as a role that may hold only 20
// connections (a connection kept by each schema would run out halfway): every migration gives its
// connection back. A second run finds nothing pending, and a broken schema is named while the
// others are migrated. make bench migrates 1,000.
func TestMigrateAllUnderAConnectionLimit(t *testing.T) {
	if testing.Short() {
		t.Skip("migrates 48 schemas")
	}
	admin, err := sql.Open("pgx", testutil.AdminURL())
	if err != nil {
		t.Fatal(err)
	}
	role := "migrate_" + strings.ToLower(strings.NewReplacer("-", "", "_", "").Replace(auth.NewToken(6)))
	if _, err := admin.Exec(`CREATE ROLE "` + role + `" LOGIN CONNECTION LIMIT 20`); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_, _ = admin.Exec(`DROP ROLE IF EXISTS "` + role + `"`)
		admin.Close()
	})
	d := testutil.NewDatabase(t) // dropped before the role (cleanups run last-in first-out)
	if err := d.Gorm.Exec(`GRANT CREATE ON DATABASE "` + d.Name + `" TO "` + role + `"`).Error; err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse(d.DSN)
	u.User = url.User(role)
	dsn := u.String()

	schemas := make([]string, 48)
	for i := range schemas {
		schemas[i] = fmt.Sprintf("church_%d", 9000+i)
	}
	ctx := context.Background()
	start := time.Now()
	if err := db.MigrateAllTenants(ctx, dsn, schemas, 4); err != nil {
		t.Fatalf("migrate 48 schemas with 20 connections: %v", err)
	}
	t.Logf("48 schemas migrated in %s", time.Since(start).Round(time.Millisecond))

	latest, _ := db.LatestTenantVersion()
	var n int
	if err := d.Gorm.Raw(`SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'church_9%'`).Scan(&n).Error; err != nil || n != 48 {
		t.Fatalf("%d schemas (%v)", n, err)
	}
	var v uint64
	if err := d.Gorm.Raw(`SELECT version FROM church_9047.schema_migrations`).Scan(&v).Error; err != nil || v != latest {
		t.Fatalf("church_9047 at %d, want %d (%v)", v, latest, err)
	}
	if behind, err := db.TenantsBehind(ctx, dsn, schemas); err != nil || len(behind) != 0 {
		t.Fatalf("after the run %d behind (%v)", len(behind), err)
	}
	start = time.Now()
	if err := db.MigrateAllTenants(ctx, dsn, schemas, 4); err != nil {
		t.Fatal(err)
	}
	t.Logf("nothing pending: %s", time.Since(start).Round(time.Millisecond))

	// A schema left dirty by a failed migration is named; one behind is still brought up to date.
	d.Gorm.Exec(`UPDATE church_9003.schema_migrations SET dirty = true`)
	stepBack(t, d, "church_9004", latest)
	err = db.MigrateAllTenants(ctx, dsn, schemas, 4)
	if err == nil || !strings.Contains(err.Error(), "church_9003") {
		t.Fatalf("a dirty schema must be named: %v", err)
	}
	if strings.Contains(err.Error(), "church_9004") {
		t.Fatalf("church_9004 should have migrated: %v", err)
	}
}

// stepBack undoes the newest tenant migration in one schema, as if it had not reached it yet.
func stepBack(t *testing.T, d *testutil.Database, schema string, latest uint64) {
	t.Helper()
	entries, _ := fs.ReadDir(migrations.Tenant, "tenant")
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), fmt.Sprintf("%06d_", latest)) && strings.HasSuffix(e.Name(), ".down.sql") {
			down, _ := fs.ReadFile(migrations.Tenant, "tenant/"+e.Name())
			err := d.Gorm.Transaction(func(tx *gorm.DB) error {
				if err := tx.Exec(`SET LOCAL search_path TO "` + schema + `"`).Error; err != nil {
					return err
				}
				if err := tx.Exec(string(down)).Error; err != nil {
					return err
				}
				return tx.Exec(`UPDATE schema_migrations SET version = ?`, latest-1).Error
			})
			if err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("no down migration for %d", latest)
}
