// Command bench-migrate times migrate-all over many church schemas (make bench): with nothing
// pending, which is what every deploy's migration hook runs, and from scratch for a share of them.
// The schemas live in their own database (congregate_bench_migrate), kept between runs.
//
// Flags: -schemas 1000 -runs 5 -out docs/benchmarks.md
package main

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"log"
	"net/url"
	"os"
	"runtime"
	"sort"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/testutil"
)

var (
	schemas = flag.Int("schemas", 1000, "church schemas in the bench database")
	runs    = flag.Int("runs", 5, "timed runs of migrate-all with nothing pending")
	fresh   = flag.Int("fresh", 100, "schemas dropped and migrated from scratch in the last run")
	out     = flag.String("out", "docs/benchmarks.md", "the file whose migrate section is rewritten ('' = stdout only)")
)

const dbName = "congregate_bench_migrate"

func main() {
	flag.Parse()
	ctx := context.Background()
	dsn := ensureDatabase()
	g, err := db.Open(dsn)
	if err != nil {
		log.Fatal(err)
	}
	names := make([]string, *schemas)
	for i := range names {
		names[i] = fmt.Sprintf("church_%d", i+1)
	}
	setup := time.Now()
	built := ensureSchemas(ctx, g, names)
	setupTime := time.Since(setup)

	// A schema left behind by an earlier run (a migration added since) is brought up to date first:
	// that is what a deploy with one new migration costs.
	behind, err := db.TenantsBehind(ctx, dsn, names)
	if err != nil {
		log.Fatal(err)
	}
	catchUp := time.Now()
	if err := db.MigrateAllTenants(ctx, dsn, names, 4); err != nil {
		log.Fatal(err)
	}
	catchUpTime := time.Since(catchUp)

	// Where the cost grows: nothing pending over a growing share of the schemas.
	var sweep []string
	for _, n := range []int{125, 250, 500, 1000, 2000} {
		if n > len(names) {
			break
		}
		var ds []time.Duration
		for range 3 {
			start := time.Now()
			if err := db.MigrateAllTenants(ctx, dsn, names[:n], 4); err != nil {
				log.Fatal(err)
			}
			ds = append(ds, time.Since(start))
		}
		sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
		sweep = append(sweep, fmt.Sprintf("| %d | %s |", n, r(ds[1])))
	}

	var idle []time.Duration
	for range *runs {
		start := time.Now()
		if err := db.MigrateAllTenants(ctx, dsn, names, 4); err != nil {
			log.Fatal(err)
		}
		idle = append(idle, time.Since(start))
	}
	for _, s := range names[:*fresh] {
		if err := g.Exec(`DROP SCHEMA "` + s + `" CASCADE`).Error; err != nil {
			log.Fatal(err)
		}
	}
	start := time.Now()
	if err := db.MigrateAllTenants(ctx, dsn, names, 4); err != nil {
		log.Fatal(err)
	}
	scratch := time.Since(start)
	var maxConn int
	_ = g.Raw(`SHOW max_connections`).Scan(&maxConn).Error

	sort.Slice(idle, func(i, j int) bool { return idle[i] < idle[j] })
	load, _ := os.ReadFile("/proc/loadavg")
	var b strings.Builder
	fmt.Fprintf(&b, "## Migrate all churches\n\nWritten by `make bench` (scripts/bench-migrate) on %s; %d CPUs, load average %s, max_connections %d.\n\n",
		time.Now().UTC().Format("2006-01-02 15:04 UTC"), runtime.NumCPU(), strings.Join(strings.Fields(string(load))[:3], " "), maxConn)
	fmt.Fprintf(&b, "`bin/ops migrate` over %d church schemas (the Helm pre-upgrade hook runs the same), 4 schemas at a time.\n\n", *schemas)
	b.WriteString("| case | min | median | max | target |\n|---|---|---|---|---|\n")
	verdict := "met"
	if idle[len(idle)/2] > 10*time.Second {
		verdict = "**missed**"
	}
	fmt.Fprintf(&b, "| nothing pending, %d runs | %s | %s | %s | ≤ 10 s: %s |\n", len(idle), r(idle[0]), r(idle[len(idle)/2]), r(idle[len(idle)-1]), verdict)
	fmt.Fprintf(&b, "| %d of them from scratch (every tenant migration), the rest current | %s | | | |\n", *fresh, r(scratch))
	if len(behind) > 0 {
		fmt.Fprintf(&b, "| catch-up: %d schemas behind by a migration added since the last run | %s | | | |\n\n", len(behind), r(catchUpTime))
	} else {
		b.WriteString("\n")
	}
	b.WriteString("Nothing pending, by number of schemas (median of 3):\n\n| schemas | migrate-all |\n|---|---|\n")
	b.WriteString(strings.Join(sweep, "\n") + "\n\n")
	fmt.Fprintf(&b, "Nothing pending costs two statements whatever the count (which schemas have a version table; every\nversion in one UNION ALL), so it opens no migration. From scratch: %s per schema; before the fix each\nmigrated schema kept a connection, and 120 churches failed with \"too many clients\". Set-up of the bench\ndatabase this run: %s (%d schemas built).\n", r(scratch/time.Duration(*fresh)), r(setupTime), built)
	fmt.Print(b.String())
	if *out != "" {
		if err := writeSection(*out, b.String()); err != nil {
			log.Fatal(err)
		}
	}
}

func r(d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf("%.0f ms", float64(d)/float64(time.Millisecond))
	}
	return fmt.Sprintf("%.2f s", d.Seconds())
}

// ensureDatabase creates the bench database once and returns its DSN.
func ensureDatabase() string {
	admin, err := sql.Open("pgx", testutil.AdminURL())
	if err != nil {
		log.Fatal(err)
	}
	defer admin.Close()
	var n int
	_ = admin.QueryRow(`SELECT count(*) FROM pg_database WHERE datname = $1`, dbName).Scan(&n)
	if n == 0 {
		if _, err := admin.Exec(`CREATE DATABASE "` + dbName + `"`); err != nil {
			log.Fatal(err)
		}
	}
	u, _ := url.Parse(testutil.AdminURL())
	u.Path = "/" + dbName
	return u.String()
}

// ensureSchemas builds the missing schemas, each fully migrated in one transaction as
// provisioning does.
func ensureSchemas(ctx context.Context, g *gorm.DB, names []string) int {
	var have []string
	_ = g.Raw(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'church\_%'`).Scan(&have).Error
	exists := map[string]bool{}
	for _, s := range have {
		exists[s] = true
	}
	built := 0
	for _, s := range names {
		if exists[s] {
			continue
		}
		err := g.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
			if err := tx.Exec(`CREATE SCHEMA "` + s + `"`).Error; err != nil {
				return err
			}
			if err := tx.Exec(`SET LOCAL search_path TO "` + s + `"`).Error; err != nil {
				return err
			}
			return db.ApplyTenantMigrations(tx)
		})
		if err != nil {
			log.Fatal(err)
		}
		built++
	}
	return built
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
