package db

import (
	"bytes"
	"context"
	"fmt"
	"net/url"
	"os/exec"
	"regexp"
	"strconv"
	"strings"

	"gorm.io/gorm"

	"congregate/migrations"
)

// The tenant baseline (migrations/tenant_baseline.sql) is the tenant schema at its newest migration
// as one script: pg_dump of a schema migrated from scratch, made schema-independent. Provisioning
// runs it instead of replaying every migration: the migrations' `ALTER TABLE … ADD COLUMN` with a
// default or a generated column each read the whole of pg_index (PostgreSQL 15), which grows with
// every church, while the baseline creates each table once with its final columns.

// RegenerateBaseline is what to do when the baseline is behind the migrations.
const RegenerateBaseline = "run go run ./scripts/tenant-baseline"

const baselineHeader = "-- congregate tenant baseline, version "

// baselineSchema is the throw-away schema the generator migrates and dumps.
const baselineSchema = "church_0"

// baselinePrologue creates the database-wide extensions the migrations create (000002, 000009),
// the same way: one provisioning creates them, the others wait.
const baselinePrologue = `DO $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
        PERFORM pg_advisory_xact_lock(7346298113);
        CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'unaccent') THEN
        PERFORM pg_advisory_xact_lock(7346298113);
        CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
    END IF;
END
$$;

-- Functions come before the tables their bodies use (as in pg_dump's restore).
SET LOCAL check_function_bodies = false;
`

const baselineEpilogue = `
RESET check_function_bodies;
`

// TenantBaseline is the checked-in baseline: its version and its SQL.
func TenantBaseline() (uint64, string, error) {
	return parseBaseline(migrations.TenantBaseline)
}

func parseBaseline(text string) (uint64, string, error) {
	first, _, _ := strings.Cut(text, "\n")
	rest, ok := strings.CutPrefix(first, baselineHeader)
	if !ok {
		return 0, "", fmt.Errorf("tenant baseline: the first line does not name its version: %s", RegenerateBaseline)
	}
	v, err := strconv.ParseUint(strings.Fields(rest + " ")[0], 10, 64)
	if err != nil {
		return 0, "", fmt.Errorf("tenant baseline: bad version in %q: %s", first, RegenerateBaseline)
	}
	return v, text, nil
}

// BaselineCurrent says whether the baseline is at the newest tenant migration (and errs, saying
// what to do, when it is not).
func BaselineCurrent() (uint64, error) {
	v, _, err := TenantBaseline()
	if err != nil {
		return 0, err
	}
	latest, err := LatestTenantVersion()
	if err != nil {
		return 0, err
	}
	if v != latest {
		return v, fmt.Errorf("the tenant baseline is at version %d, the newest tenant migration is %d: %s", v, latest, RegenerateBaseline)
	}
	return v, nil
}

// ApplyTenantSchema builds a fresh church schema inside tx (already bound to it by SET LOCAL
// search_path): from the baseline when it is at the newest migration, else (a migration was added
// and the baseline not regenerated) by replaying every migration. Either way it records the
// version the way golang-migrate does.
func ApplyTenantSchema(tx *gorm.DB) error {
	return applyTenantSchema(tx, migrations.TenantBaseline)
}

func applyTenantSchema(tx *gorm.DB, baseline string) error {
	v, text, err := parseBaseline(baseline)
	latest, lerr := LatestTenantVersion()
	if err != nil || lerr != nil || v != latest {
		return ApplyTenantMigrations(tx)
	}
	return ApplyBaseline(tx, v, text)
}

// ApplyBaseline runs a baseline script in tx and records its version.
func ApplyBaseline(tx *gorm.DB, version uint64, text string) error {
	if err := tx.Exec(text).Error; err != nil {
		return fmt.Errorf("tenant baseline (version %d): %w", version, err)
	}
	if err := tx.Exec(`CREATE TABLE schema_migrations (version bigint NOT NULL PRIMARY KEY, dirty boolean NOT NULL)`).Error; err != nil {
		return err
	}
	return tx.Exec(fmt.Sprintf(`INSERT INTO schema_migrations (version, dirty) VALUES (%d, false)`, version)).Error
}

// BuildTenantBaseline makes the baseline text in the database at dsn: it migrates a throw-away
// schema from scratch, dumps it and drops it again. The database must not hold the schema church_0.
func BuildTenantBaseline(ctx context.Context, dsn string) (string, error) {
	g, err := Open(dsn)
	if err != nil {
		return "", err
	}
	if s, err := g.DB(); err == nil {
		defer s.Close()
	}
	latest, err := LatestTenantVersion()
	if err != nil {
		return "", err
	}
	var now string
	err = g.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Exec(`CREATE SCHEMA ` + baselineSchema).Error; err != nil {
			return err
		}
		if err := tx.Exec(`SET LOCAL search_path TO ` + baselineSchema).Error; err != nil {
			return err
		}
		if err := ApplyTenantMigrations(tx); err != nil {
			return err
		}
		// The rows the migrations seed take now() (the transaction's start) for their times: as
		// pg_dump writes it with TimeZone UTC.
		return tx.Raw(`SELECT (now() AT TIME ZONE 'UTC')::text || '+00'`).Scan(&now).Error
	})
	if err != nil {
		return "", err
	}
	defer g.Exec(`DROP SCHEMA IF EXISTS ` + baselineSchema + ` CASCADE`)
	raw, err := DumpSchema(ctx, dsn, baselineSchema, baselineSchema+".schema_migrations")
	if err != nil {
		return "", err
	}
	body, err := NormaliseDump(raw, baselineSchema, now)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%s%d (generated by `go run ./scripts/tenant-baseline`: do not edit)\n"+
		"-- The tenant schema as the migrations up to %d make it, for provisioning a new church in one\n"+
		"-- go. Runs in the provisioning transaction, search_path the new schema only.\n\n%s",
		baselineHeader, latest, latest, body), nil
}

// DumpSchema is pg_dump (schema and data, rows as INSERTs) of one schema of the database at dsn,
// without owners and privileges, times in UTC; exclude names tables left out.
func DumpSchema(ctx context.Context, dsn, schema string, exclude ...string) (string, error) {
	u, err := url.Parse(dsn)
	if err != nil {
		return "", err
	}
	q := u.Query()
	q.Del("search_path") // libpq does not know it
	u.RawQuery = q.Encode()
	args := []string{"--no-owner", "--no-privileges", "--column-inserts", "-n", schema}
	for _, t := range exclude {
		args = append(args, "-T", t)
	}
	args = append(args, "--dbname", u.String())
	cmd := exec.CommandContext(ctx, "pg_dump", args...)
	cmd.Env = append(cmd.Environ(), "PGTZ=UTC", "PGOPTIONS=")
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("pg_dump %s: %v: %s", schema, err, strings.TrimSpace(stderr.String()))
	}
	return out.String(), nil
}

var (
	dumpNoise = regexp.MustCompile(`^(\\(un)?restrict .*|-- (Dumped (from|by) .*|PostgreSQL database dump( complete)?|Name: .*|Data for Name: .*)|--|SET [a-z_]+ = .*;|SELECT pg_catalog\.set_config\('search_path', '', false\);)$`)
	blankRuns = regexp.MustCompile(`\n{3,}`)
)

// NormaliseDump makes a pg_dump of schema independent of it: no pg_dump settings (the search_path
// stays the transaction's), no CREATE SCHEMA, no schema qualification, functions' search_path
// FROM CURRENT (the new schema), and the seeded rows' times now() again (now: the time they hold,
// as text in UTC; "" leaves the times as they are).
func NormaliseDump(raw, schema, now string) (string, error) {
	var b strings.Builder
	for _, line := range strings.Split(raw, "\n") {
		if dumpNoise.MatchString(line) || line == "CREATE SCHEMA "+schema+";" {
			continue
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	s := b.String()
	s = strings.ReplaceAll(s, "SET search_path TO '"+schema+"'", "SET search_path FROM CURRENT")
	s = regexp.MustCompile(`\b`+regexp.QuoteMeta(schema)+`\.`).ReplaceAllString(s, "")
	if now != "" {
		s = strings.ReplaceAll(s, "'"+now+"'", "now()")
	}
	if strings.Contains(s, schema) {
		return "", fmt.Errorf("tenant baseline: the dump still names the schema %s after normalising", schema)
	}
	if day, _, _ := strings.Cut(now, " "); day != "" && strings.Contains(s, "'"+day) {
		return "", fmt.Errorf("tenant baseline: a seeded row holds a time of the generation (%s) other than now()", day)
	}
	return baselinePrologue + "\n" + strings.TrimSpace(blankRuns.ReplaceAllString(s, "\n\n")) + "\n" + baselineEpilogue, nil
}
