package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/jackc/pgx/v5/pgconn"
	"golang.org/x/sync/errgroup"

	"congregate/migrations"
)

// Migration is one up file of a migrations directory.
type Migration struct {
	Version uint64
	File    string // e.g. 000024_people_notes.up.sql
	SQL     string
}

// TenantMigrations is the tenant migrations directory every binary carries (migrations/tenant).
func TenantMigrations() fs.FS {
	sub, err := fs.Sub(migrations.Tenant, "tenant")
	if err != nil {
		panic(err)
	}
	return sub
}

// LoadMigrations reads the *.up.sql files at the root of files, oldest first. Two files of one
// version, or a name without a version, are an error.
func LoadMigrations(files fs.FS) ([]Migration, error) {
	entries, err := fs.ReadDir(files, ".")
	if err != nil {
		return nil, err
	}
	var out []Migration
	seen := map[uint64]string{}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".up.sql") {
			continue
		}
		v, err := strconv.ParseUint(strings.SplitN(e.Name(), "_", 2)[0], 10, 64)
		if err != nil || v == 0 {
			return nil, fmt.Errorf("migration %s: the name does not start with a version", e.Name())
		}
		if other, dup := seen[v]; dup {
			return nil, fmt.Errorf("migrations %s and %s have the same version", other, e.Name())
		}
		seen[v] = e.Name()
		body, err := fs.ReadFile(files, e.Name())
		if err != nil {
			return nil, err
		}
		out = append(out, Migration{Version: v, File: e.Name(), SQL: string(body)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Version < out[j].Version })
	return out, nil
}

// TenantSchema is one church schema to migrate: its schema, the church's short name (for the
// messages) and the cluster (placement) it lives on.
type TenantSchema struct {
	Schema  string
	Church  string
	Cluster string
}

func (t TenantSchema) String() string {
	if t.Church == "" {
		return fmt.Sprintf("%s on %s", t.Schema, t.Cluster)
	}
	return fmt.Sprintf("%s (church %s) on %s", t.Schema, t.Church, t.Cluster)
}

// SchemaPlan is where a schema stands and what a run would apply to it.
type SchemaPlan struct {
	TenantSchema
	Exists  bool  // the schema is there
	Tracked bool  // it has a version table with a version in it
	Version int64 // -1: no version
	Dirty   bool  // an older golang-migrate run failed at Version
	Pending []Migration
	Latest  uint64 // the newest migration of the files
}

// Ahead says the schema is at a version newer than every file (a newer release migrated it).
func (p SchemaPlan) Ahead() bool { return p.Version > int64(p.Latest) }

// MigrationError is a schema that failed: at which version and why. The schema stays at the
// version before (each version is its own transaction), never dirty.
type MigrationError struct {
	TenantSchema
	Version uint64 // the version that failed (for Dirty: the version it is stuck at)
	File    string
	Dirty   bool
	Err     error
}

func (e *MigrationError) Error() string {
	if e.Dirty {
		return fmt.Sprintf("%s is dirty at version %d: an older run failed there and left it marked; nothing was applied to it. "+
			"Check whether version %d's changes are in the schema: if not (a failed file is rolled back as a whole), "+
			"mark it clean at the version before with `UPDATE \"%s\".schema_migrations SET version = %d, dirty = false`; "+
			"if they are, `... SET dirty = false`; then run migrate again",
			e.TenantSchema, e.Version, e.Version, e.Schema, e.Version-1)
	}
	if e.Version == 0 {
		return fmt.Sprintf("%s: %v", e.TenantSchema, e.Err)
	}
	return fmt.Sprintf("%s: version %d (%s) failed, the schema stays at the version before: %v", e.TenantSchema, e.Version, e.File, e.Err)
}

func (e *MigrationError) Unwrap() error { return e.Err }

// SchemaResult is what a run did to one schema.
type SchemaResult struct {
	TenantSchema
	From, To int64 // versions before and after (-1: none)
	Applied  int
	Err      *MigrationError
}

// MigrateOptions tune a migrate-all run.
type MigrateOptions struct {
	// Files is the tenant migrations directory (*.up.sql at its root); nil = TenantMigrations().
	Files fs.FS
	// Parallel is how many schemas of one cluster migrate at a time (default 4); the clusters
	// migrate at the same time, each with a pool of Parallel connections.
	Parallel int
	// Progress, when set, hears of every schema the run changed or failed on (from several
	// goroutines, one call at a time).
	Progress func(SchemaResult)
}

// MigrateReport sums a run up.
type MigrateReport struct {
	Schemas  int // schemas considered
	Migrated int // schemas that got at least one version
	Applied  int // versions applied, all schemas together
	UpToDate int
	Ahead    []SchemaPlan // at a version newer than the files: left alone
	Failed   []*MigrationError
	// Interrupted is the context's error when the run was cancelled; the schemas it did not
	// reach are neither migrated nor failed, and the next run resumes with them.
	Interrupted error
	NotReached  int
}

// Err is nil when every schema is at the latest version (or ahead of it).
func (r MigrateReport) Err() error {
	if len(r.Failed) == 0 && r.Interrupted == nil {
		return nil
	}
	return errors.New(r.Summary())
}

// Summary is the run's last line: "migrated 997 schemas, 3 failed: ...".
func (r MigrateReport) Summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "migrated %d schema%s (%d version%s applied), %d up to date", r.Migrated, plural(r.Migrated), r.Applied, plural(r.Applied), r.UpToDate)
	if len(r.Ahead) > 0 {
		fmt.Fprintf(&b, ", %d ahead of this release", len(r.Ahead))
	}
	if r.Interrupted != nil {
		fmt.Fprintf(&b, ", interrupted (%v) with %d not reached: run migrate again to resume", r.Interrupted, r.NotReached)
	}
	if len(r.Failed) > 0 {
		msgs := make([]string, len(r.Failed))
		for i, f := range r.Failed {
			msgs[i] = f.Error()
		}
		fmt.Fprintf(&b, ", %d failed: %s", len(r.Failed), strings.Join(msgs, "; "))
	}
	return b.String()
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// PlanTenants reads where every schema stands (two statements per 500 schemas of a cluster) and
// what a run would apply. clusters maps a placement to its DSN; a schema on a cluster that is not
// there, or whose cluster does not answer, comes back in the errors, the others are planned.
func PlanTenants(ctx context.Context, clusters map[string]string, targets []TenantSchema, files fs.FS) ([]SchemaPlan, []*MigrationError, error) {
	ms, err := loadFiles(files)
	if err != nil {
		return nil, nil, err
	}
	byCluster, failed := groupTargets(clusters, targets)
	var plans []SchemaPlan
	for _, name := range sortedKeys(byCluster) {
		sqlDB, err := sql.Open("pgx", clusters[name])
		if err != nil {
			return nil, nil, err
		}
		p, err := planCluster(ctx, sqlDB, byCluster[name], ms)
		sqlDB.Close()
		if err != nil {
			failed = append(failed, clusterFailed(byCluster[name], err)...)
			continue
		}
		plans = append(plans, p...)
	}
	return plans, failed, nil
}

// MigrateTenants brings every target schema to the newest migration of opts.Files. Each cluster
// migrates at the same time as the others, opts.Parallel schemas at a time. Every version of a
// schema is one transaction (SET LOCAL search_path, the version row locked FOR UPDATE, the file's
// SQL, the version update) on a pooled connection, so a failure, a cancelled context or a killed
// process leaves the schema at its last good version, never dirty, and a second run resumes. The
// version table is golang-migrate's (version, dirty): golang-migrate and this runner can take
// turns. A failing schema is reported and the others go on; a schema left dirty by an older
// golang-migrate run is reported with what to do and left alone. The error is for set-up problems
// (unreadable files); per-schema outcomes are in the report.
func MigrateTenants(ctx context.Context, clusters map[string]string, targets []TenantSchema, opts MigrateOptions) (MigrateReport, error) {
	ms, err := loadFiles(opts.Files)
	if err != nil {
		return MigrateReport{}, err
	}
	parallel := opts.Parallel
	if parallel <= 0 {
		parallel = 4
	}
	rep := MigrateReport{Schemas: len(targets)}
	byCluster, failed := groupTargets(clusters, targets)
	rep.Failed = failed
	var mu sync.Mutex
	record := func(res SchemaResult, plan SchemaPlan, interrupted bool) {
		mu.Lock()
		defer mu.Unlock()
		rep.Applied += res.Applied
		switch {
		case interrupted:
			// Cancelled midway: the version under way rolled back; the next run resumes.
			rep.NotReached++
			return
		case res.Err != nil:
			rep.Failed = append(rep.Failed, res.Err)
		case plan.Ahead():
			rep.Ahead = append(rep.Ahead, plan)
		case res.Applied == 0:
			rep.UpToDate++
		default:
			rep.Migrated++
		}
		if opts.Progress != nil && (res.Applied > 0 || res.Err != nil) {
			opts.Progress(res)
		}
	}
	var wg sync.WaitGroup
	for _, name := range sortedKeys(byCluster) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			notReached, err := migrateCluster(ctx, clusters[name], byCluster[name], ms, parallel, record)
			mu.Lock()
			defer mu.Unlock()
			rep.NotReached += notReached
			if err != nil {
				rep.Failed = append(rep.Failed, clusterFailed(byCluster[name], err)...)
			}
		}()
	}
	wg.Wait()
	if ctx.Err() != nil && rep.NotReached > 0 {
		rep.Interrupted = ctx.Err()
	}
	sort.SliceStable(rep.Failed, func(i, j int) bool {
		a, b := rep.Failed[i], rep.Failed[j]
		if a.Cluster != b.Cluster {
			return a.Cluster < b.Cluster
		}
		return a.Schema < b.Schema
	})
	return rep, nil
}

// migrateCluster runs one cluster's schemas, parallel at a time, and says how many it did not
// reach (the context was cancelled).
func migrateCluster(ctx context.Context, dsn string, targets []TenantSchema, ms []Migration, parallel int,
	record func(SchemaResult, SchemaPlan, bool)) (int, error) {
	sqlDB, err := sql.Open("pgx", dsn)
	if err != nil {
		return 0, err
	}
	defer sqlDB.Close()
	sqlDB.SetMaxOpenConns(parallel)
	sqlDB.SetMaxIdleConns(parallel)
	plans, err := planCluster(ctx, sqlDB, targets, ms)
	if err != nil {
		if ctx.Err() != nil {
			return len(targets), nil
		}
		return 0, err
	}
	g := new(errgroup.Group)
	g.SetLimit(parallel)
	var mu sync.Mutex
	notReached := 0
	for _, p := range plans {
		if p.Dirty {
			record(SchemaResult{TenantSchema: p.TenantSchema, From: p.Version, To: p.Version,
				Err: &MigrationError{TenantSchema: p.TenantSchema, Version: uint64(p.Version), Dirty: true}}, p, false)
			continue
		}
		if len(p.Pending) == 0 {
			record(SchemaResult{TenantSchema: p.TenantSchema, From: p.Version, To: p.Version}, p, false)
			continue
		}
		if ctx.Err() != nil {
			notReached++
			continue
		}
		g.Go(func() error {
			if ctx.Err() != nil {
				mu.Lock()
				notReached++
				mu.Unlock()
				return nil
			}
			res := migrateSchema(ctx, sqlDB, p)
			record(res, p, res.Err != nil && ctx.Err() != nil)
			return nil
		})
	}
	_ = g.Wait()
	return notReached, nil
}

// migrateSchema applies a schema's pending versions one transaction each, stopping at the first
// failure.
func migrateSchema(ctx context.Context, sqlDB *sql.DB, p SchemaPlan) SchemaResult {
	res := SchemaResult{TenantSchema: p.TenantSchema, From: p.Version, To: p.Version}
	for _, m := range p.Pending {
		applied, err := applyVersion(ctx, sqlDB, p.Schema, m)
		for try := 0; try < 3 && errors.Is(err, errRetry); try++ {
			applied, err = applyVersion(ctx, sqlDB, p.Schema, m)
		}
		if err != nil {
			var me *MigrationError
			if errors.As(err, &me) {
				me.TenantSchema = p.TenantSchema
				res.Err = me
			} else {
				res.Err = &MigrationError{TenantSchema: p.TenantSchema, Version: m.Version, File: m.File, Err: err}
			}
			return res
		}
		if applied {
			res.Applied++
		}
		res.To = int64(m.Version)
	}
	return res
}

// applyVersion runs one migration file in one transaction. It creates the schema and golang-
// migrate's version table when missing; the version row (or the whole new table) is locked, so
// two runs at once take turns and the second skips a version the first applied. It says false
// when the schema was already at or past m.Version.
func applyVersion(ctx context.Context, sqlDB *sql.DB, schema string, m Migration) (bool, error) {
	if !ValidSchema(schema) {
		return false, fmt.Errorf("refusing to migrate schema %q", schema)
	}
	q := `"` + schema + `"`
	tx, err := sqlDB.BeginTx(ctx, nil)
	if err != nil {
		return false, err
	}
	defer func() { _ = tx.Rollback() }()
	// Every statement here has no arguments: it goes by the simple protocol, with nothing
	// prepared per schema.
	// Two runs at once take turns per schema: the lock is the transaction's, so a killed run
	// lets go of it with its connection. (The version row's FOR UPDATE below does the same for a
	// golang-migrate run; this one also covers creating the schema and its version table.) It is
	// taken before anything looks the schema up.
	if _, err := tx.ExecContext(ctx, `SELECT pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('congregate migrate `+schema+`'))`); err != nil {
		return false, err
	}
	if _, err := tx.ExecContext(ctx, `SET LOCAL search_path TO `+q); err != nil {
		return false, err
	}
	if _, err := tx.ExecContext(ctx, `CREATE SCHEMA IF NOT EXISTS `+q+`;
		CREATE TABLE IF NOT EXISTS `+q+`.schema_migrations (version bigint NOT NULL PRIMARY KEY, dirty boolean NOT NULL)`); err != nil {
		var pg *pgconn.PgError
		if errors.As(err, &pg) && pg.Code == "23505" {
			// Another run created them while this transaction's catalog cache still said they
			// were missing: a new transaction sees them.
			return false, errRetry
		}
		return false, err
	}
	rows, err := tx.QueryContext(ctx, `SELECT version, dirty FROM `+q+`.schema_migrations FOR UPDATE`)
	if err != nil {
		return false, err
	}
	version, dirty, found := int64(-1), false, false
	for rows.Next() {
		var v int64
		var d bool
		if err := rows.Scan(&v, &d); err != nil {
			rows.Close()
			return false, err
		}
		if !found || v > version {
			version, dirty = v, d
		}
		found = true
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return false, err
	}
	if !found {
		// No row to lock: lock the table, so a second run waits here instead of applying the
		// same first version; then look again.
		if _, err := tx.ExecContext(ctx, `LOCK TABLE `+q+`.schema_migrations IN SHARE ROW EXCLUSIVE MODE`); err != nil {
			return false, err
		}
		var n int64
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM `+q+`.schema_migrations`).Scan(&n); err != nil {
			return false, err
		}
		if n > 0 {
			return false, errRetry
		}
	}
	if dirty {
		return false, &MigrationError{Version: uint64(version), Dirty: true}
	}
	if version >= int64(m.Version) {
		return false, nil
	}
	if _, err := tx.ExecContext(ctx, m.SQL); err != nil {
		return false, err
	}
	set := fmt.Sprintf(`UPDATE %s.schema_migrations SET version = %d, dirty = false`, q, m.Version)
	if !found {
		set = fmt.Sprintf(`INSERT INTO %s.schema_migrations (version, dirty) VALUES (%d, false)`, q, m.Version)
	}
	if _, err := tx.ExecContext(ctx, set); err != nil {
		return false, err
	}
	if err := tx.Commit(); err != nil {
		return false, err
	}
	return true, nil
}

var errRetry = errors.New("another run created this schema's first version at the same time: run migrate again")

// planCluster reads every target's version on one cluster.
func planCluster(ctx context.Context, sqlDB *sql.DB, targets []TenantSchema, ms []Migration) ([]SchemaPlan, error) {
	names := make([]string, len(targets))
	for i, t := range targets {
		names[i] = t.Schema
	}
	exists := map[string]bool{}
	withTable := map[string]bool{}
	rows, err := sqlDB.QueryContext(ctx, `SELECT n.nspname, c.oid IS NOT NULL FROM pg_namespace n
		LEFT JOIN pg_class c ON c.relnamespace = n.oid AND c.relname = 'schema_migrations' AND c.relkind IN ('r', 'p')
		WHERE n.nspname = ANY($1)`, names)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var s string
		var t bool
		if err := rows.Scan(&s, &t); err != nil {
			rows.Close()
			return nil, err
		}
		exists[s] = true
		withTable[s] = t && ValidSchema(s)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var tracked []string
	for _, s := range names {
		if withTable[s] {
			tracked = append(tracked, s)
		}
	}
	type state struct {
		version int64
		dirty   bool
	}
	states := map[string]state{}
	for start := 0; start < len(tracked); start += 500 {
		part := tracked[start:min(start+500, len(tracked))]
		selects := make([]string, len(part))
		for i, s := range part {
			selects[i] = fmt.Sprintf(`SELECT '%s', max(version), bool_or(dirty) FROM "%s".schema_migrations`, s, s)
		}
		rows, err := sqlDB.QueryContext(ctx, strings.Join(selects, " UNION ALL "))
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var s string
			var v sql.NullInt64
			var d sql.NullBool
			if err := rows.Scan(&s, &v, &d); err != nil {
				rows.Close()
				return nil, err
			}
			if v.Valid {
				states[s] = state{v.Int64, d.Bool}
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	var latest uint64
	if len(ms) > 0 {
		latest = ms[len(ms)-1].Version
	}
	plans := make([]SchemaPlan, len(targets))
	for i, t := range targets {
		st, ok := states[t.Schema]
		p := SchemaPlan{TenantSchema: t, Exists: exists[t.Schema], Tracked: ok, Version: -1, Latest: latest}
		if ok {
			p.Version, p.Dirty = st.version, st.dirty
		}
		if !p.Dirty {
			for _, m := range ms {
				if int64(m.Version) > p.Version {
					p.Pending = append(p.Pending, m)
				}
			}
		}
		plans[i] = p
	}
	return plans, nil
}

var (
	defaultFilesOnce sync.Once
	defaultFiles     []Migration
	defaultFilesErr  error
)

func loadFiles(files fs.FS) ([]Migration, error) {
	if files != nil {
		return LoadMigrations(files)
	}
	defaultFilesOnce.Do(func() { defaultFiles, defaultFilesErr = LoadMigrations(TenantMigrations()) })
	return defaultFiles, defaultFilesErr
}

func groupTargets(clusters map[string]string, targets []TenantSchema) (map[string][]TenantSchema, []*MigrationError) {
	by := map[string][]TenantSchema{}
	unknown := map[string][]TenantSchema{}
	for _, t := range targets {
		if t.Cluster == "" {
			t.Cluster = "default"
		}
		if _, ok := clusters[t.Cluster]; ok {
			by[t.Cluster] = append(by[t.Cluster], t)
		} else {
			unknown[t.Cluster] = append(unknown[t.Cluster], t)
		}
	}
	var failed []*MigrationError
	for _, name := range sortedKeys(unknown) {
		for _, t := range unknown[name] {
			failed = append(failed, &MigrationError{TenantSchema: t,
				Err: fmt.Errorf("placement %q is not in DATABASE_CLUSTERS: not migrated", name)})
		}
	}
	return by, failed
}

func clusterFailed(targets []TenantSchema, err error) []*MigrationError {
	out := make([]*MigrationError, len(targets))
	for i, t := range targets {
		out[i] = &MigrationError{TenantSchema: t, Err: fmt.Errorf("cluster %s: %w", t.Cluster, err)}
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
