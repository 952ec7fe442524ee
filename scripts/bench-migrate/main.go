// Command bench-migrate times migrate-all and provisioning with many church schemas present
// (make bench): migrate-all with nothing pending (what every deploy's migration hook runs), one
// pending migration applied to every schema, and provisioning one church with 1,000 schemas
// present against 10. The schemas live in their own databases (congregate_bench_migrate and
// congregate_bench_migrate10), kept between runs and reused when they hold the right count
// (-rebuild starts them again).
//
// Flags: -schemas 1000 -runs 5 -provisions 7 -parallel 4 -out docs/benchmarks.md -provision-only
package main

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"net/url"
	"os"
	"runtime"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
	"congregate/migrations"
)

var (
	schemas    = flag.Int("schemas", 1000, "church schemas in the big bench database")
	small      = flag.Int("small", 10, "church schemas in the small bench database (the provisioning baseline)")
	runs       = flag.Int("runs", 5, "timed runs of migrate-all with nothing pending")
	provisions = flag.Int("provisions", 21, "churches provisioned (and removed again) per database, after one warm-up")
	parallel   = flag.Int("parallel", 4, "schemas at a time (bin/ops migrate --parallel)")
	rebuild    = flag.Bool("rebuild", false, "drop the bench databases and build them again")
	out        = flag.String("out", "docs/benchmarks.md", "the file whose migrate section is rewritten ('' = stdout only)")
	provOnly   = flag.Bool("provision-only", false, "time provisioning only and print its rows (the file is left alone)")
)

const dbName = "congregate_bench_migrate"

func main() {
	flag.Parse()
	ctx := context.Background()
	load0 := loadavg()

	setup := time.Now()
	bigDSN, bigG, bigNames, built := fixture(ctx, dbName, *schemas)
	smallDSN, smallG, _, builtSmall := fixture(ctx, dbName+"10", *small)
	setupTime := time.Since(setup)
	_ = smallDSN
	clusters := map[string]string{"default": bigDSN}
	targets := targetsOf(bigNames)

	// Anything left behind (a migration added since the fixture was built) first.
	if *provOnly {
		fmt.Print(provisionRows(ctx, bigG, smallG, len(targets), load0))
		return
	}
	if rep, err := db.MigrateTenants(ctx, clusters, targets, db.MigrateOptions{Parallel: *parallel}); err != nil || rep.Err() != nil {
		log.Fatalf("catch-up: %v %v", err, rep.Err())
	}

	// Nothing pending, by number of schemas, then the full count several times.
	var sweep []string
	for _, n := range []int{125, 250, 500, 1000, 2000} {
		if n > len(targets) {
			break
		}
		var ds []time.Duration
		for range 3 {
			ds = append(ds, timeMigrate(ctx, clusters, targets[:n]))
		}
		sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
		sweep = append(sweep, fmt.Sprintf("| %d | %s |", n, r(ds[1])))
	}
	var idle []time.Duration
	for range *runs {
		idle = append(idle, timeMigrate(ctx, clusters, targets))
	}
	sort.Slice(idle, func(i, j int) bool { return idle[i] < idle[j] })

	// One pending migration: the newest tenant migration is undone in every schema (not timed),
	// then migrate-all applies it again to all of them.
	newest := stepBackAll(ctx, bigG, bigNames)
	start := time.Now()
	rep, err := db.MigrateTenants(ctx, clusters, targets, db.MigrateOptions{Parallel: *parallel})
	pendingTime := time.Since(start)
	if err != nil || rep.Err() != nil || rep.Migrated != len(targets) {
		log.Fatalf("one pending: %v %v (%d migrated)", err, rep.Err(), rep.Migrated)
	}

	provRows := provisionRows(ctx, bigG, smallG, len(targets), "")

	var maxConn int
	_ = bigG.Raw(`SHOW max_connections`).Scan(&maxConn).Error
	var relations int64
	_ = bigG.Raw(`SELECT count(*) FROM pg_class`).Scan(&relations).Error
	var catalog, catalogSmall, sharedBuffers string
	catalogSize := `SELECT pg_size_pretty(sum(pg_total_relation_size(c.oid))) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'pg_catalog'`
	_ = bigG.Raw(catalogSize).Scan(&catalog).Error
	_ = smallG.Raw(catalogSize).Scan(&catalogSmall).Error
	_ = bigG.Raw(`SHOW shared_buffers`).Scan(&sharedBuffers).Error
	var pgIndex, pgIndexSmall int64
	_ = bigG.Raw(`SELECT pg_relation_size('pg_catalog.pg_index') / 8192`).Scan(&pgIndex).Error
	_ = smallG.Raw(`SELECT pg_relation_size('pg_catalog.pg_index') / 8192`).Scan(&pgIndexSmall).Error

	var b strings.Builder
	fmt.Fprintf(&b, "## Migrate all churches, and provisioning with 1,000 schemas\n\nWritten by `make bench` (scripts/bench-migrate) on %s; %d CPUs, max_connections %d; load average %s at the start, %s at the end (a load average above 1 means other work shared the CPUs: the times are then upper bounds).\n\n",
		time.Now().UTC().Format("2006-01-02 15:04 UTC"), runtime.NumCPU(), maxConn, load0, loadavg())
	fmt.Fprintf(&b, "`bin/ops migrate --parallel %d` over %d church schemas (%d relations in the database's catalog; the Helm pre-upgrade hook runs the same): every version of a schema is one transaction on a pooled connection (`db.MigrateTenants`), the clusters at the same time.\n\n", *parallel, len(targets), relations)
	b.WriteString("| case | min | median | max | target |\n|---|---|---|---|---|\n")
	fmt.Fprintf(&b, "| migrate-all, nothing pending, %d runs | %s | %s | %s | ≤ 10 s: %s |\n", len(idle), r(idle[0]), r(idle[len(idle)/2]), r(idle[len(idle)-1]), verdict(idle[len(idle)/2] <= 10*time.Second))
	fmt.Fprintf(&b, "| migrate-all, one pending migration (%s) applied to all %d | %s | | | ≤ 2 min: %s |\n", newest, len(targets), r(pendingTime), verdict(pendingTime <= 2*time.Minute))
	b.WriteString(provRows)
	b.WriteString("Nothing pending, by number of schemas (median of 3):\n\n| schemas | migrate-all |\n|---|---|\n")
	b.WriteString(strings.Join(sweep, "\n") + "\n\n")
	fmt.Fprintf(&b, "Provisioning builds a church's schema from the tenant baseline (migrations/tenant_baseline.sql, `go run ./scripts/tenant-baseline`: about %d relations per church schema, tables created with their final columns), then its roles and settings, in one transaction. The migration chain stays for existing schemas. Before the baseline, provisioning ran the migrations, and four of them (000002, 000006, 000009, 000010) add columns with a DEFAULT or a generated column, for which PostgreSQL 15 reads the whole of pg_index once per statement; pg_index grows with every church (%d blocks at %d schemas, %d at %d; the catalog is %s against %s, with shared_buffers %s), so provisioning grew with the number of churches (4.45 s against 2.99 s on a loaded machine). The baseline has no ADD COLUMN. On a quiet machine (load average below 1) the ratio of medians was 1.05–1.35 in four runs of 11–21 provisions each (2026-12-06, issue 18); earlier runs on a machine loaded by other work gave up to 1.95, as catalog pages then leave the caches between provisions. Each run's medians are noisy (±20 %%): read the ratio over several runs.\n\n",
		relations/int64(len(targets)+1), pgIndex, len(targets), pgIndexSmall, *small, catalog, catalogSmall, sharedBuffers)
	fmt.Fprintf(&b, "Nothing pending costs two statements per 500 schemas (which schemas have a version table; every version in one UNION ALL): no transaction is opened. One pending migration: %s per schema. Set-up of the bench databases this run: %s (%d + %d schemas built; they are kept, `-rebuild` starts again).\n",
		r(pendingTime/time.Duration(len(targets))), r(setupTime), built, builtSmall)
	fmt.Print(b.String())
	if *out != "" {
		if err := writeSection(*out, b.String()); err != nil {
			log.Fatal(err)
		}
	}
}

// provisionRows times provisioning one church with n schemas present (big) and with -small
// (small), taking turns so both see the same load, and gives the table rows (with the load
// average around them when load0 is set).
func provisionRows(ctx context.Context, bigG, smallG *gorm.DB, n int, load0 string) string {
	// Provisioning one church with 1,000 schemas present and with 10, taking turns so both see
	// the same load.
	// One connection each, so the CPU time read is the backend's that provisioned.
	for _, g := range []*gorm.DB{smallG, bigG} {
		sqlDB, _ := g.DB()
		sqlDB.SetMaxOpenConns(1)
	}
	var provBig, provSmall, cpuBig, cpuSmall []time.Duration
	for i := 0; i <= *provisions; i++ {
		small, smallCPU := timeProvision(ctx, smallG, i)
		big, bigCPU := timeProvision(ctx, bigG, i)
		if i > 0 { // the first of each is a warm-up
			provSmall, provBig = append(provSmall, small), append(provBig, big)
			cpuSmall, cpuBig = append(cpuSmall, smallCPU), append(cpuBig, bigCPU)
		}
	}
	for _, ds := range [][]time.Duration{provBig, provSmall, cpuBig, cpuSmall} {
		sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	}

	b := new(strings.Builder)
	if load0 != "" {
		fmt.Fprintf(b, "provisioning only, %s; load average %s at the start, %s at the end\n", time.Now().UTC().Format("2006-01-02 15:04 UTC"), load0, loadavg())
	}
	bigMed, smallMed := median(provBig), median(provSmall)
	fmt.Fprintf(b, "| provision one church (`provisioning.Provision`: schema from the tenant baseline, roles, settings), %d schemas present, %d provisions (taking turns with the next row): wall time | %s | %s | %s | ≤ 1 s: %s |\n",
		n, len(provBig), r(provBig[0]), r(bigMed), r(provBig[len(provBig)-1]), verdict(provBig[len(provBig)-1] <= time.Second))
	fmt.Fprintf(b, "| the same, %d schemas present: wall time | %s | %s | %s | |\n", *small, r(provSmall[0]), r(smallMed), r(provSmall[len(provSmall)-1]))
	fmt.Fprintf(b, "| provision, %d schemas present: CPU time (PostgreSQL backend + Go) | %s | %s | %s | ≤ 1 s: %s |\n",
		n, r(cpuBig[0]), r(median(cpuBig)), r(cpuBig[len(cpuBig)-1]), verdict(cpuBig[len(cpuBig)-1] <= time.Second))
	fmt.Fprintf(b, "| provision, %d schemas present: CPU time | %s | %s | %s | |\n", *small, r(cpuSmall[0]), r(median(cpuSmall)), r(cpuSmall[len(cpuSmall)-1]))
	ratio := float64(bigMed) / float64(smallMed)
	cpuRatio := float64(median(cpuBig)) / float64(median(cpuSmall))
	fmt.Fprintf(b, "| provisioning at %d ÷ at %d (medians): wall time; CPU time | | %.2f; %.2f | | ≤ 1.5: %s; %s |\n\n", n, *small, ratio, cpuRatio, verdict(ratio <= 1.5), verdict(cpuRatio <= 1.5))
	return b.String()
}

func verdict(ok bool) string {
	if ok {
		return "met"
	}
	return "**missed**"
}

func median(ds []time.Duration) time.Duration { return ds[len(ds)/2] }

func timeMigrate(ctx context.Context, clusters map[string]string, targets []db.TenantSchema) time.Duration {
	start := time.Now()
	rep, err := db.MigrateTenants(ctx, clusters, targets, db.MigrateOptions{Parallel: *parallel})
	d := time.Since(start)
	if err != nil || rep.Err() != nil || rep.UpToDate != len(targets) {
		log.Fatalf("nothing pending: %v %v (%d up to date)", err, rep.Err(), rep.UpToDate)
	}
	return d
}

// timeProvision provisions one church and removes it again, so the database keeps its count. It
// returns the wall time and the CPU time of the PostgreSQL backend that did it plus this
// process's: on a loaded machine the wall time mostly measures waiting for a CPU.
func timeProvision(ctx context.Context, g *gorm.DB, i int) (time.Duration, time.Duration) {
	short := fmt.Sprintf("benchprov%s", string(rune('a'+i%26)))
	var pid int
	if err := g.Raw(`SELECT pg_backend_pid()`).Scan(&pid).Error; err != nil {
		log.Fatal(err)
	}
	cpu0, self0 := procCPU(pid), selfCPU()
	start := time.Now()
	c, err := provisioning.Provision(ctx, g, provisioning.Spec{ShortName: short, FullName: "Bench Provision Church", Email: "bench@example.org"})
	d := time.Since(start)
	cpu := procCPU(pid) - cpu0 + selfCPU() - self0
	if err != nil {
		log.Fatalf("provision: %v", err)
	}
	if err := g.Exec(`DELETE FROM control.churches WHERE id = ?`, c.ID).Error; err != nil {
		log.Fatalf("remove %s: %v", short, err)
	}
	if err := g.Exec(`DROP SCHEMA "` + c.SchemaName + `" CASCADE`).Error; err != nil {
		log.Fatal(err)
	}
	return d, cpu
}

// procCPU is the user+system CPU time of a process (a PostgreSQL backend on this machine).
func procCPU(pid int) time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	s := string(b)
	f := strings.Fields(s[strings.LastIndex(s, ")")+2:])
	var u, k int64
	fmt.Sscan(f[11], &u)
	fmt.Sscan(f[12], &k)
	return time.Duration(u+k) * time.Second / 100 // USER_HZ
}

func selfCPU() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// stepBackAll undoes the newest tenant migration in every schema, as if it had not run yet, and
// names it.
func stepBackAll(ctx context.Context, g *gorm.DB, names []string) string {
	ms, err := db.LoadMigrations(db.TenantMigrations())
	if err != nil {
		log.Fatal(err)
	}
	newest := ms[len(ms)-1]
	down, err := fs.ReadFile(migrations.Tenant, "tenant/"+strings.TrimSuffix(newest.File, ".up.sql")+".down.sql")
	if err != nil {
		log.Fatal(err)
	}
	each(names, func(s string) error {
		return db.InSchema(ctx, g, s, func(tx *gorm.DB) error {
			if err := tx.Exec(string(down)).Error; err != nil {
				return err
			}
			return tx.Exec(fmt.Sprintf(`UPDATE schema_migrations SET version = %d`, ms[len(ms)-2].Version)).Error
		})
	})
	return newest.File
}

// fixture returns a bench database with the control schema and n church schemas church_1..n,
// building what is missing (each schema in one transaction, as provisioning does). The churches
// sequence starts past them, so provisioning in the bench makes new names.
func fixture(ctx context.Context, name string, n int) (string, *gorm.DB, []string, int) {
	admin, err := sql.Open("pgx", testutil.AdminURL())
	if err != nil {
		log.Fatal(err)
	}
	defer admin.Close()
	if *rebuild {
		if _, err := admin.Exec(`DROP DATABASE IF EXISTS "` + name + `" WITH (FORCE)`); err != nil {
			log.Fatal(err)
		}
	}
	var exists int
	_ = admin.QueryRow(`SELECT count(*) FROM pg_database WHERE datname = $1`, name).Scan(&exists)
	if exists == 0 {
		if _, err := admin.Exec(`CREATE DATABASE "` + name + `"`); err != nil {
			log.Fatal(err)
		}
	}
	u, _ := url.Parse(testutil.AdminURL())
	u.Path = "/" + name
	dsn := u.String()
	if err := db.MigrateControl(dsn); err != nil {
		log.Fatal(err)
	}
	g, err := db.Open(dsn)
	if err != nil {
		log.Fatal(err)
	}
	if err := g.Exec(`SELECT setval('control.churches_id_seq', greatest(10000000, (SELECT last_value FROM control.churches_id_seq)))`).Error; err != nil {
		log.Fatal(err)
	}
	// Churches an interrupted run provisioned and did not remove.
	var left []string
	_ = g.Raw(`SELECT schema_name FROM control.churches WHERE short_name LIKE 'benchprov%'`).Scan(&left).Error
	for _, s := range left {
		if err := g.Exec(`DROP SCHEMA IF EXISTS "` + s + `" CASCADE`).Error; err != nil {
			log.Fatal(err)
		}
	}
	_ = g.Exec(`DELETE FROM control.churches WHERE short_name LIKE 'benchprov%'`).Error
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("church_%d", i+1)
	}
	var have []string
	_ = g.Raw(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'church\_%'`).Scan(&have).Error
	present := map[string]bool{}
	for _, s := range have {
		present[s] = true
	}
	var missing []string
	for _, s := range names {
		if !present[s] {
			missing = append(missing, s)
		}
	}
	if len(missing) > 0 {
		log.Printf("%s: building %d church schemas", name, len(missing))
	}
	each(missing, func(s string) error {
		return g.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
			if err := tx.Exec(`CREATE SCHEMA "` + s + `"`).Error; err != nil {
				return err
			}
			if err := tx.Exec(`SET LOCAL search_path TO "` + s + `"`).Error; err != nil {
				return err
			}
			return db.ApplyTenantMigrations(tx)
		})
	})
	return dsn, g, names, len(missing)
}

// each runs fn over names, 4 at a time, and stops the bench at the first error.
func each(names []string, fn func(string) error) {
	var wg sync.WaitGroup
	work := make(chan string)
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for s := range work {
				if err := fn(s); err != nil {
					log.Fatalf("%s: %v", s, err)
				}
			}
		}()
	}
	for _, s := range names {
		work <- s
	}
	close(work)
	wg.Wait()
}

func targetsOf(names []string) []db.TenantSchema {
	out := make([]db.TenantSchema, len(names))
	for i, s := range names {
		out[i] = db.TenantSchema{Schema: s, Cluster: "default"}
	}
	return out
}

func loadavg() string {
	b, _ := os.ReadFile("/proc/loadavg")
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

func r(d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf("%.0f ms", float64(d)/float64(time.Millisecond))
	}
	return fmt.Sprintf("%.2f s", d.Seconds())
}

const begin, end = "<!-- bench-migrate -->", "<!-- /bench-migrate -->"

// writeSection replaces this bench's section of the file (or appends it), leaving the rest.
func writeSection(path, section string) error {
	old, _ := os.ReadFile(path)
	s := string(old)
	block := begin + "\n" + section + end + "\n"
	if i, j := strings.Index(s, begin), strings.Index(s, end); i >= 0 && j > i {
		s = s[:i] + block + strings.TrimPrefix(s[j+len(end):], "\n")
	} else {
		s = strings.TrimRight(s, "\n") + "\n\n" + block
	}
	return os.WriteFile(path, []byte(s), 0o644)
}
