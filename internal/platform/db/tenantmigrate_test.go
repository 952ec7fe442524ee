package db_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"testing/fstest"

	"congregate/internal/platform/db"
	"congregate/internal/testutil"
)

// Two migrate-all runs at once (two deploys' hooks) take turns per schema: every version is
// applied exactly once, nothing fails, nothing is dirty.
func TestMigrateTenantsTwoRunsAtOnce(t *testing.T) {
	d := testutil.NewDatabase(t)
	files := fstest.MapFS{
		"000001_a.up.sql":   {Data: []byte(`CREATE TABLE a (id int);`)},
		"000001_a.down.sql": {Data: []byte(`DROP TABLE a;`)},
		"000002_b.up.sql":   {Data: []byte(`ALTER TABLE a ADD COLUMN b int; SELECT pg_sleep(0.02);`)},
		"000003_c.up.sql":   {Data: []byte(`CREATE TABLE c (id int);`)},
	}
	var targets []db.TenantSchema
	for i := range 6 {
		targets = append(targets, db.TenantSchema{Schema: fmt.Sprintf("church_%d", 8100+i), Church: "x", Cluster: "default"})
	}
	clusters := map[string]string{"default": d.DSN}
	var wg sync.WaitGroup
	reps := make([]db.MigrateReport, 2)
	for i := range reps {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rep, err := db.MigrateTenants(context.Background(), clusters, targets, db.MigrateOptions{Files: files, Parallel: 3})
			if err != nil {
				t.Error(err)
			}
			reps[i] = rep
		}()
	}
	wg.Wait()
	if len(reps[0].Failed)+len(reps[1].Failed) != 0 || reps[0].Applied+reps[1].Applied != 18 {
		t.Fatalf("runs: %s / %s", reps[0].Summary(), reps[1].Summary())
	}
	for _, s := range targets {
		var v []struct {
			Version int64
			Dirty   bool
		}
		d.Gorm.Raw(`SELECT version, dirty FROM "` + s.Schema + `".schema_migrations`).Scan(&v)
		if len(v) != 1 || v[0].Version != 3 || v[0].Dirty {
			t.Errorf("%s: %+v", s.Schema, v)
		}
	}
	// A bad migrations directory is refused before anything runs.
	files["000003_d.up.sql"] = &fstest.MapFile{Data: []byte(`SELECT 1;`)}
	if _, err := db.MigrateTenants(context.Background(), clusters, targets, db.MigrateOptions{Files: files}); err == nil {
		t.Fatal("two files of version 3 were accepted")
	}
}
