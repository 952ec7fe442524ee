package controlplane_test

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"gorm.io/gorm"

	"congregate/controlplane"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
)

// twoClusters is a control database on the main cluster and a database on the 5433 cluster
// ("second"), with churches provisioned on both.
type twoClusters struct {
	cfg      config.Config
	control  *testutil.Database
	clusters map[string]*gorm.DB
	churches []db.TenantSchema
	latest   uint64
}

func newTwoClusters(t *testing.T, perCluster int) *twoClusters {
	t.Helper()
	control := testutil.NewDatabase(t)
	second := testutil.NewDatabaseOn(t, testutil.Cluster(t, "second", testutil.SecondClusterPort))
	f := &twoClusters{
		cfg:      config.Config{DatabaseURL: control.DSN, DatabaseClusters: "second=" + second.DSN},
		control:  control,
		clusters: map[string]*gorm.DB{"default": control.Gorm, "second": second.Gorm},
	}
	tenants, err := db.TenantsFromConfig(f.cfg, control.Gorm)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tenants.Close() })
	for i := range perCluster {
		for _, placement := range []string{"default", "second"} {
			short := fmt.Sprintf("%s%c", map[string]string{"default": "home", "second": "east"}[placement], 'a'+i)
			c, err := provisioning.ProvisionOn(context.Background(), control.Gorm, tenants,
				provisioning.Spec{ShortName: short, FullName: short, Placement: placement})
			if err != nil {
				t.Fatal(err)
			}
			f.churches = append(f.churches, db.TenantSchema{Schema: c.SchemaName, Church: c.ShortName, Cluster: placement})
		}
	}
	f.latest, err = db.LatestTenantVersion()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// withExtra is the tenant migrations plus extra files (name → SQL).
func withExtra(t *testing.T, extra map[string]string) fs.FS {
	t.Helper()
	m := fstest.MapFS{}
	err := fs.WalkDir(db.TenantMigrations(), ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(db.TenantMigrations(), path)
		m[path] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for name, body := range extra {
		m[name] = &fstest.MapFile{Data: []byte(body)}
	}
	return m
}

type schemaState struct {
	version int64
	dirty   bool
	column  bool // people.migrate_note exists
}

func (f *twoClusters) state(t *testing.T, s db.TenantSchema) schemaState {
	t.Helper()
	var st schemaState
	g := f.clusters[s.Cluster]
	var rows []struct {
		Version int64
		Dirty   bool
	}
	if err := g.Raw(`SELECT version, dirty FROM "` + s.Schema + `".schema_migrations`).Scan(&rows).Error; err != nil || len(rows) != 1 {
		t.Fatalf("%s: version rows %v (%v)", s, rows, err)
	}
	st.version, st.dirty = rows[0].Version, rows[0].Dirty
	var n int
	g.Raw(`SELECT count(*) FROM information_schema.columns WHERE table_schema = ? AND table_name = 'people' AND column_name = 'migrate_note'`, s.Schema).Scan(&n)
	st.column = n == 1
	return st
}

func (f *twoClusters) v(n uint64) string { return fmt.Sprintf("%06d", f.latest+n) }

// The clusters migrate at the same time, N schemas at a time within each; every schema of both
// ends at the newest version, and a second run finds nothing to do.
func TestMigrateAllParallelOverBothClusters(t *testing.T) {
	f := newTwoClusters(t, 3)
	files := withExtra(t, map[string]string{
		f.v(1) + "_migrate_note.up.sql":  `ALTER TABLE people ADD COLUMN migrate_note text;`,
		f.v(2) + "_migrate_index.up.sql": `CREATE INDEX people_migrate_note_idx ON people (migrate_note);`,
	})
	var out bytes.Buffer
	var mu sync.Mutex
	rep, err := controlplane.MigrateAll(context.Background(), f.cfg, f.control.Gorm, controlplane.MigrateOptions{Parallel: 2, Files: files, Out: lockedWriter{&mu, &out}})
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if rep.Migrated != 6 || rep.Applied != 12 || len(rep.Failed) != 0 {
		t.Fatalf("report %+v", rep)
	}
	for _, s := range f.churches {
		if st := f.state(t, s); st.version != int64(f.latest+2) || st.dirty || !st.column {
			t.Errorf("%s: %+v", s, st)
		}
		if !strings.Contains(out.String(), "migrated "+s.String()+fmt.Sprintf(": %d -> %d", f.latest, f.latest+2)) {
			t.Errorf("no progress line for %s:\n%s", s, out.String())
		}
	}
	if !strings.Contains(out.String(), "migrated 6 schemas (12 versions applied), 0 up to date") {
		t.Errorf("summary:\n%s", out.String())
	}
	rep, err = controlplane.MigrateAll(context.Background(), f.cfg, f.control.Gorm, controlplane.MigrateOptions{Parallel: 2, Files: files})
	if err != nil || rep.Migrated != 0 || rep.UpToDate != 6 {
		t.Fatalf("second run: %+v %v", rep, err)
	}
	// golang-migrate reads the same table: a schema this runner migrated is up to date for it.
	g := f.churches[0]
	if err := f.clusters[g.Cluster].Exec(`UPDATE "`+g.Schema+`".schema_migrations SET version = ?`, f.latest).Error; err != nil {
		t.Fatal(err)
	}
	if err := db.MigrateTenant(f.control.DSN, g.Schema); err != nil {
		t.Fatalf("golang-migrate after the runner: %v", err)
	}
}

// --dry-run lists every schema's version and pending files per cluster, and changes nothing.
func TestMigrateAllDryRunListsAndChangesNothing(t *testing.T) {
	f := newTwoClusters(t, 2)
	files := withExtra(t, map[string]string{f.v(1) + "_migrate_note.up.sql": `ALTER TABLE people ADD COLUMN migrate_note text;`})
	// One schema of the second cluster is gone, one of the default has no version table, one
	// is already at the new version.
	gone, untracked, current := f.churches[1], f.churches[2], f.churches[3]
	mustExec(t, f.clusters["second"], `DROP SCHEMA "`+gone.Schema+`" CASCADE`)
	mustExec(t, f.clusters["default"], `DROP TABLE "`+untracked.Schema+`".schema_migrations`)
	mustExec(t, f.clusters["second"], `UPDATE "`+current.Schema+`".schema_migrations SET version = ?`, f.latest+1)
	before := snapshot(t, f)
	var out bytes.Buffer
	rep, err := controlplane.MigrateAll(context.Background(), f.cfg, f.control.Gorm, controlplane.MigrateOptions{DryRun: true, Files: files, Out: &out})
	if err != nil || rep.Migrated != 0 {
		t.Fatalf("%v %+v", err, rep)
	}
	text := out.String()
	t.Log("\n" + text)
	for _, want := range []string{
		"cluster default (2 schemas):", "cluster second (2 schemas):",
		fmt.Sprintf("%s (church %s): version %d, 1 pending: %s_migrate_note.up.sql", f.churches[0].Schema, f.churches[0].Church, f.latest, f.v(1)),
		fmt.Sprintf("%s (church %s): no schema, %d pending: 000001_", gone.Schema, gone.Church, f.latest+1),
		fmt.Sprintf("%s (church %s): no version table, %d pending: 000001_", untracked.Schema, untracked.Church, f.latest+1),
		fmt.Sprintf("1 schema up to date at version %d", f.latest+1),
		"dry run: 3 schemas would be migrated (" + fmt.Sprint(1+2*(f.latest+1)) + " versions), 1 up to date; nothing changed",
		"control schema: version ",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("dry run lacks %q", want)
		}
	}
	if after := snapshot(t, f); after != before {
		t.Fatalf("the dry run changed something:\n%s\n---\n%s", before, after)
	}
}

// A migration that fails on one schema names it (church, schema, cluster, version, error),
// leaves the others migrated and that one at its old version, not dirty; after the fix a second
// run resumes and completes. A schema an older golang-migrate run left dirty is named with what
// to do, and left alone.
func TestMigrateAllNamesTheFailingSchemaAndResumes(t *testing.T) {
	f := newTwoClusters(t, 3)
	files := withExtra(t, map[string]string{
		f.v(1) + "_migrate_note.up.sql":     `ALTER TABLE people ADD COLUMN migrate_note text;`,
		f.v(2) + "_migrate_table.up.sql":    `CREATE TABLE migrate_audit (id bigserial PRIMARY KEY, note text);`,
		f.v(3) + "_migrate_backfill.up.sql": `UPDATE people SET migrate_note = 'x';`,
	})
	poisoned, dirty := f.churches[3], f.churches[4] // on second, on default
	// The poison: a table the migration creates is already there (made by hand, say).
	mustExec(t, f.clusters[poisoned.Cluster], `CREATE TABLE "`+poisoned.Schema+`".migrate_audit (id int)`)
	mustExec(t, f.clusters[dirty.Cluster], `UPDATE "`+dirty.Schema+`".schema_migrations SET dirty = true`)
	var out bytes.Buffer
	var mu sync.Mutex
	rep, err := controlplane.MigrateAll(context.Background(), f.cfg, f.control.Gorm, controlplane.MigrateOptions{Parallel: 3, Files: files, Out: lockedWriter{&mu, &out}})
	t.Log("\n" + out.String())
	if err == nil || len(rep.Failed) != 2 || rep.Migrated != 4 {
		t.Fatalf("want 4 migrated, 2 failed: %+v %v", rep, err)
	}
	msg := err.Error()
	for _, want := range []string{
		"migrated 4 schemas (13 versions applied), 0 up to date, 2 failed: ",
		fmt.Sprintf("%s (church %s) on second: version %d (%s_migrate_table.up.sql) failed, the schema stays at the version before: ", poisoned.Schema, poisoned.Church, f.latest+2, f.v(2)),
		`relation "migrate_audit" already exists`,
		fmt.Sprintf("%s (church %s) on default is dirty at version %d", dirty.Schema, dirty.Church, f.latest),
		fmt.Sprintf(`UPDATE "%s".schema_migrations SET version = %d, dirty = false`, dirty.Schema, f.latest-1),
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("error lacks %q:\n%s", want, msg)
		}
	}
	if !strings.Contains(out.String(), "FAILED "+poisoned.String()) {
		t.Errorf("no FAILED line for the poisoned schema")
	}
	for _, s := range f.churches {
		st := f.state(t, s)
		switch s {
		case poisoned:
			// Version +1 went in; +2 failed and rolled back as a whole.
			if st.version != int64(f.latest+1) || st.dirty || !st.column {
				t.Errorf("poisoned %s: %+v", s, st)
			}
		case dirty:
			if st.version != int64(f.latest) || !st.dirty || st.column {
				t.Errorf("dirty %s was touched: %+v", s, st)
			}
		default:
			if st.version != int64(f.latest+3) || st.dirty {
				t.Errorf("%s: %+v", s, st)
			}
		}
	}
	// The fixes: the stray table goes; the dirty schema is marked clean as the message says.
	mustExec(t, f.clusters[poisoned.Cluster], `DROP TABLE "`+poisoned.Schema+`".migrate_audit`)
	mustExec(t, f.clusters[dirty.Cluster], `UPDATE "`+dirty.Schema+`".schema_migrations SET dirty = false`)
	rep, err = controlplane.MigrateAll(context.Background(), f.cfg, f.control.Gorm, controlplane.MigrateOptions{Parallel: 3, Files: files})
	if err != nil || rep.Migrated != 2 || rep.Applied != 2+3 || rep.UpToDate != 4 {
		t.Fatalf("resume: %+v %v", rep, err)
	}
	for _, s := range f.churches {
		if st := f.state(t, s); st.version != int64(f.latest+3) || st.dirty || !st.column {
			t.Errorf("after the fix %s: %+v", s, st)
		}
	}
}

// A run whose context is cancelled midway (SIGTERM to bin/ops migrate) stops: the version under
// way rolls back, nothing is dirty, and the next run resumes and completes.
func TestMigrateAllInterruptedResumes(t *testing.T) {
	f := newTwoClusters(t, 4)
	files := withExtra(t, map[string]string{
		f.v(1) + "_migrate_note.up.sql": `ALTER TABLE people ADD COLUMN migrate_note text; SELECT pg_sleep(0.3);`,
	})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out bytes.Buffer
	var mu sync.Mutex
	rep, err := controlplane.MigrateAll(ctx, f.cfg, f.control.Gorm, controlplane.MigrateOptions{Parallel: 1, Files: files,
		Out: cancelAfter{lockedWriter{&mu, &out}, cancel, "migrated church_"}})
	t.Log("\n" + out.String())
	if err == nil || rep.Interrupted == nil || rep.Migrated == 0 || rep.Migrated >= len(f.churches) || len(rep.Failed) != 0 {
		t.Fatalf("want an interrupted run that migrated some: %+v %v", rep, err)
	}
	if !strings.Contains(err.Error(), "interrupted (context canceled)") || !strings.Contains(err.Error(), "run migrate again to resume") {
		t.Errorf("summary: %v", err)
	}
	at := map[int64]int{}
	for _, s := range f.churches {
		st := f.state(t, s)
		if st.dirty || st.column != (st.version == int64(f.latest+1)) {
			t.Errorf("%s half-migrated: %+v", s, st)
		}
		at[st.version]++
	}
	if at[int64(f.latest)] == 0 || at[int64(f.latest+1)] == 0 {
		t.Fatalf("versions after the interruption: %v", at)
	}
	rep, err = controlplane.MigrateAll(context.Background(), f.cfg, f.control.Gorm, controlplane.MigrateOptions{Parallel: 2, Files: files})
	if err != nil || rep.Migrated != at[int64(f.latest)] {
		t.Fatalf("resume: %+v %v", rep, err)
	}
	for _, s := range f.churches {
		if st := f.state(t, s); st.version != int64(f.latest+1) || st.dirty || !st.column {
			t.Errorf("after the resume %s: %+v", s, st)
		}
	}
}

type lockedWriter struct {
	mu *sync.Mutex
	b  *bytes.Buffer
}

func (w lockedWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.Write(p)
}

// cancelAfter cancels the run once a line starting with prefix is written.
type cancelAfter struct {
	w      lockedWriter
	cancel context.CancelFunc
	prefix string
}

func (c cancelAfter) Write(p []byte) (int, error) {
	if strings.HasPrefix(string(p), c.prefix) {
		c.cancel()
	}
	return c.w.Write(p)
}

func mustExec(t *testing.T, g *gorm.DB, sql string, args ...any) {
	t.Helper()
	if err := g.Exec(sql, args...).Error; err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
}

// snapshot is every church schema's tables, columns and version rows on both clusters.
func snapshot(t *testing.T, f *twoClusters) string {
	t.Helper()
	var b strings.Builder
	for _, name := range []string{"default", "second"} {
		var cols []string
		f.clusters[name].Raw(`SELECT table_schema || '.' || table_name || '.' || column_name FROM information_schema.columns
			WHERE table_schema LIKE 'church\_%' ORDER BY 1`).Scan(&cols)
		fmt.Fprintf(&b, "%s: %d columns %x\n", name, len(cols), strings.Join(cols, ","))
		var nsp []string
		f.clusters[name].Raw(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'church\_%' ORDER BY 1`).Scan(&nsp)
		fmt.Fprintf(&b, "%s: schemas %v\n", name, nsp)
		for _, s := range nsp {
			var v []string
			f.clusters[name].Raw(`SELECT version || ':' || dirty FROM "` + s + `".schema_migrations`).Scan(&v)
			fmt.Fprintf(&b, "  %s %v\n", s, v)
		}
	}
	var cv []string
	f.control.Gorm.Raw(`SELECT version || ':' || dirty FROM control.schema_migrations`).Scan(&cv)
	fmt.Fprintf(&b, "control %v\n", cv)
	return b.String()
}
