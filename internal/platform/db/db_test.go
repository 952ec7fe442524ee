package db_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/internal/testutil"
)

// SET LOCAL must not outlive the transaction: the pooled connection goes back with its default
// search_path, so the next borrower never lands in the previous church.
func TestInSchemaDoesNotLeakSearchPath(t *testing.T) {
	d := testutil.NewDatabase(t)
	sqlDB, _ := d.Gorm.DB()
	sqlDB.SetMaxOpenConns(1) // force reuse of the one connection
	ctx := context.Background()
	d.Gorm.Exec(`CREATE SCHEMA church_1; CREATE TABLE church_1.things (n int); INSERT INTO church_1.things VALUES (1)`)
	d.Gorm.Exec(`CREATE SCHEMA church_2; CREATE TABLE church_2.things (n int); INSERT INTO church_2.things VALUES (2)`)
	for _, c := range []struct {
		schema string
		want   int
	}{{"church_1", 1}, {"church_2", 2}, {"church_1", 1}} {
		var n int
		err := db.InSchema(ctx, d.Gorm, c.schema, func(tx *gorm.DB) error { return tx.Raw(`SELECT n FROM things`).Scan(&n).Error })
		if err != nil || n != c.want {
			t.Fatalf("%s: n=%d err=%v", c.schema, n, err)
		}
		var path string
		d.Gorm.Raw(`SHOW search_path`).Scan(&path)
		if path != `"$user", public` {
			t.Fatalf("search_path leaked: %q", path)
		}
	}
	if err := db.InSchema(ctx, d.Gorm, `church_1"; DROP TABLE x; --`, func(*gorm.DB) error { return nil }); err == nil {
		t.Fatal("an invalid schema name was accepted")
	}
}

// Qualified hands out the church's own schema, quoted, and refuses names that are not a church's.
func TestQualifiedNamesTheChurchSchema(t *testing.T) {
	d := testutil.NewDatabase(t)
	d.Gorm.Exec(`CREATE SCHEMA church_7; CREATE TABLE church_7.things (n int); INSERT INTO church_7.things VALUES (7)`)
	tenants := db.NewTenants(d.Gorm)
	ctx := tenancy.WithChurch(context.Background(), &tenancy.Church{ID: 7, ShortName: "seven", SchemaName: "church_7", Placement: "default"})
	var n int
	err := tenants.Qualified(ctx, func(g *gorm.DB, schema string) error {
		if schema != `"church_7"` {
			t.Fatalf("schema %s", schema)
		}
		return g.Raw(`SELECT n FROM ` + schema + `.things`).Scan(&n).Error
	})
	if err != nil || n != 7 {
		t.Fatalf("n=%d err=%v", n, err)
	}
	bad := tenancy.WithChurch(context.Background(), &tenancy.Church{ID: 8, SchemaName: `church_8"; DROP TABLE x; --`, Placement: "default"})
	if err := tenants.Qualified(bad, func(*gorm.DB, string) error { return nil }); err == nil {
		t.Fatal("an invalid schema name was accepted")
	}
}

// A burst of requests that holds every connection of the pool at once keeps them all when it ends:
// the next burst finds them open instead of starting new PostgreSQL backends (a fork, a cold
// catalog cache) for each connection above the idle count.
func TestOpenKeepsItsConnectionsBetweenBursts(t *testing.T) {
	d := testutil.NewDatabase(t)
	g, err := db.Open(d.DSN)
	if err != nil {
		t.Fatal(err)
	}
	sqlDB, _ := g.DB()
	defer sqlDB.Close()
	burst := func() {
		var wg sync.WaitGroup
		for range db.MaxConns {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if err := g.Exec(`SELECT pg_sleep(0.05)`).Error; err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
	}
	burst()
	if st := sqlDB.Stats(); st.OpenConnections != db.MaxConns || st.MaxIdleClosed != 0 {
		t.Fatalf("after a burst of %d: %d open, %d closed as surplus idle", db.MaxConns, st.OpenConnections, st.MaxIdleClosed)
	}
	var backends []int
	g.Raw(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() ORDER BY pid`).Scan(&backends)
	burst()
	var again []int
	g.Raw(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() ORDER BY pid`).Scan(&again)
	if st := sqlDB.Stats(); st.MaxIdleClosed != 0 || fmt.Sprint(again) != fmt.Sprint(backends) {
		t.Fatalf("the second burst changed the backends: %v then %v (%d closed as surplus idle)", backends, again, st.MaxIdleClosed)
	}
}
