//go:build reliability

package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/testutil"
)

// TestReliabilityMigrateResume runs the real `bin/ops migrate` over ~200 church schemas on two
// clusters, all one version behind (built with every tenant migration but the newest, so the
// binary has a real migration to apply), kill -9s it midway, runs it again, and checks that every
// schema reached the newest version and none is dirty. (make test-reliability)
func TestReliabilityMigrateResume(t *testing.T) {
	const n = 200
	ctx := context.Background()
	control := testutil.NewDatabase(t)
	second := testutil.NewDatabaseOn(t, testutil.Cluster(t, "second", testutil.SecondClusterPort))
	clusters := map[string]string{"default": control.DSN, "second": second.DSN}
	gorms := map[string]*gorm.DB{"default": control.Gorm, "second": second.Gorm}

	// The churches: registry rows (half on each cluster) and their schemas at the version before
	// the newest.
	var targets []db.TenantSchema
	err := control.Gorm.Raw(`INSERT INTO control.churches (id, short_name, full_name, schema_name, placement)
		SELECT id, 'rel' || id, 'Reliability ' || id, 'church_' || id, CASE WHEN id % 2 = 0 THEN 'second' ELSE 'default' END
		FROM (SELECT nextval('control.churches_id_seq') AS id FROM generate_series(1, ?)) s
		RETURNING schema_name AS schema, short_name AS church, placement AS cluster`, n).Scan(&targets).Error
	if err != nil || len(targets) != n {
		t.Fatalf("%d churches: %v", len(targets), err)
	}
	// 200 schemas take testutil's database drop past its time limit on a loaded machine: they go
	// first (cleanups run last in, first out).
	t.Cleanup(func() {
		for _, s := range targets {
			_ = gorms[s.Cluster].Exec(`DROP SCHEMA IF EXISTS "` + s.Schema + `" CASCADE`).Error
		}
	})
	all, err := db.LoadMigrations(db.TenantMigrations())
	if err != nil {
		t.Fatal(err)
	}
	newest := all[len(all)-1]
	older := fstest.MapFS{}
	for _, m := range all[:len(all)-1] {
		older[m.File] = &fstest.MapFile{Data: []byte(m.SQL)}
	}
	start := time.Now()
	rep, err := db.MigrateTenants(ctx, clusters, targets, db.MigrateOptions{Files: older, Parallel: 4})
	if err != nil || rep.Err() != nil || rep.Migrated != n {
		t.Fatalf("building %d schemas at version %d: %v %v", n, newest.Version-1, err, rep.Err())
	}
	t.Logf("%d schemas built at version %d in %s", n, newest.Version-1, time.Since(start).Round(time.Millisecond))

	bin := filepath.Join(t.TempDir(), "ops")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	env := append(os.Environ(), "DATABASE_URL="+control.DSN, "DATABASE_CLUSTERS=second="+second.DSN)

	// First run, one schema at a time per cluster, killed with SIGKILL after 10 schemas.
	cmd := exec.Command(bin, "migrate", "--parallel", "1")
	cmd.Env = env
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	seen := 0
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "migrated church_") {
			seen++
		}
		if seen == 10 {
			_ = cmd.Process.Kill()
			break
		}
	}
	_ = cmd.Wait()
	if seen < 10 {
		t.Fatalf("the run ended after %d schemas, before the kill", seen)
	}
	at := versions(t, gorms, targets)
	t.Logf("after kill -9: %v", at)
	if at[fmt.Sprintf("%d", newest.Version)] == 0 || at[fmt.Sprintf("%d", newest.Version)] == n {
		t.Fatalf("the kill did not land midway: %v", at)
	}

	// Second run: resumes and completes.
	cmd = exec.Command(bin, "migrate")
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("second run: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	t.Logf("second run: %s", lines[len(lines)-1])
	want := fmt.Sprintf("migrated %d schemas", n-at[fmt.Sprintf("%d", newest.Version)])
	if !strings.HasPrefix(lines[len(lines)-1], want) {
		t.Errorf("summary %q, want %q...", lines[len(lines)-1], want)
	}
	at = versions(t, gorms, targets)
	if at[fmt.Sprintf("%d", newest.Version)] != n {
		t.Fatalf("after the second run: %v", at)
	}
	for _, s := range targets {
		var tables int
		gorms[s.Cluster].Raw(`SELECT count(*) FROM information_schema.tables WHERE table_schema = ? AND table_name = 'word_episodes'`, s.Schema).Scan(&tables)
		if tables != 1 {
			t.Fatalf("%s has no word_episodes (%s)", s, newest.File)
		}
	}
	// And a dry run agrees: nothing pending.
	cmd = exec.Command(bin, "migrate", "--dry-run")
	cmd.Env = env
	if out, err = cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), fmt.Sprintf("dry run: 0 schemas would be migrated (0 versions), %d up to date; nothing changed", n)) {
		t.Fatalf("dry run: %v\n%s", err, out)
	}
}

// versions counts the schemas per version ("dirty" counts as a failure at once).
func versions(t *testing.T, gorms map[string]*gorm.DB, targets []db.TenantSchema) map[string]int {
	t.Helper()
	at := map[string]int{}
	for _, s := range targets {
		var rows []struct {
			Version int64
			Dirty   bool
		}
		if err := gorms[s.Cluster].Raw(`SELECT version, dirty FROM "` + s.Schema + `".schema_migrations`).Scan(&rows).Error; err != nil || len(rows) != 1 {
			t.Fatalf("%s: %v %v", s, rows, err)
		}
		if rows[0].Dirty {
			t.Fatalf("%s is dirty at %d", s, rows[0].Version)
		}
		at[fmt.Sprint(rows[0].Version)]++
	}
	return at
}
