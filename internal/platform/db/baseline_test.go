package db_test

import (
	"context"
	"strings"
	"testing"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/testutil"
)

// TestTenantBaselineIsCurrent fails when a tenant migration was added without regenerating the
// baseline (provisioning would fall back to replaying every migration, slowly).
func TestTenantBaselineIsCurrent(t *testing.T) {
	v, err := db.BaselineCurrent()
	if err != nil {
		t.Fatal(err)
	}
	latest, _ := db.LatestTenantVersion()
	if v != latest {
		t.Fatalf("baseline version %d, newest migration %d: %s", v, latest, db.RegenerateBaseline)
	}
}

// TestTenantBaselineEqualsMigrations is the baseline's proof: a schema built from the baseline and
// one migrated from scratch, in one transaction (so the seeded rows' now() is the same), dump the
// same — tables, columns with their types, defaults and generated expressions, constraints,
// indexes, triggers, functions (with their search_path), sequences and their values, comments,
// the seeded rows and the recorded version — but for the schema's name. migrate-all then finds
// nothing pending on the baseline schema.
func TestTenantBaselineEqualsMigrations(t *testing.T) {
	if _, err := db.BaselineCurrent(); err != nil {
		t.Fatal(err)
	}
	v, text, err := db.TenantBaseline()
	if err != nil {
		t.Fatal(err)
	}
	d := testutil.NewDatabase(t)
	const fromBaseline, fromScratch = "church_101", "church_102"
	err = d.Gorm.Transaction(func(tx *gorm.DB) error {
		for _, s := range []string{fromBaseline, fromScratch} {
			if err := tx.Exec(`CREATE SCHEMA ` + s).Error; err != nil {
				return err
			}
			if err := tx.Exec(`SET LOCAL search_path TO ` + s).Error; err != nil {
				return err
			}
			if s == fromBaseline {
				if err := db.ApplyBaseline(tx, v, text); err != nil {
					return err
				}
			} else if err := db.ApplyTenantMigrations(tx); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	dump := func(s string) string {
		out, err := db.DumpSchema(ctx, d.DSN, s)
		if err != nil {
			t.Fatal(err)
		}
		var keep []string
		for _, l := range strings.Split(out, "\n") {
			if !strings.HasPrefix(l, `\restrict `) && !strings.HasPrefix(l, `\unrestrict `) {
				keep = append(keep, l)
			}
		}
		return strings.ReplaceAll(strings.Join(keep, "\n"), s, "SCHEMA")
	}
	a, b := dump(fromBaseline), dump(fromScratch)
	if len(b) < 100000 || !strings.Contains(b, "INSERT INTO SCHEMA.membership_types") || !strings.Contains(b, "SET search_path TO 'SCHEMA'") {
		t.Fatalf("the from-scratch dump looks incomplete (%d bytes)", len(b))
	}
	// Line by line, the one difference allowed is in parentheses: PostgreSQL keeps `a OR b OR c`
	// of a migration as nested ORs ((a OR b) OR c) but, reading pg_dump's text back, as one flat
	// OR: the same expression.
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	if len(al) != len(bl) {
		t.Fatalf("pg_dump of the baseline schema has %d lines, of the migrated one %d: %s", len(al), len(bl), db.RegenerateBaseline)
	}
	noParens := strings.NewReplacer("(", "", ")", "")
	for i := range al {
		if al[i] == bl[i] {
			continue
		}
		if noParens.Replace(al[i]) != noParens.Replace(bl[i]) {
			t.Fatalf("the baseline schema differs from the migrated one at line %d of pg_dump:\nbaseline: %s\nmigrated: %s\n(%s)", i+1, al[i], bl[i], db.RegenerateBaseline)
		}
		t.Logf("line %d differs only in parentheses (flattened ORs):\nbaseline: %s\nmigrated: %s", i+1, al[i], bl[i])
	}
	// And exactly: the migrated schema read back from its own dump (as the generator does) dumps
	// the same as the baseline schema, parentheses too.
	raw, err := db.DumpSchema(ctx, d.DSN, fromScratch, fromScratch+".schema_migrations")
	if err != nil {
		t.Fatal(err)
	}
	again, err := db.NormaliseDump(raw, fromScratch, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Gorm.Transaction(func(tx *gorm.DB) error {
		if err := tx.Exec(`CREATE SCHEMA church_104; SET LOCAL search_path TO church_104`).Error; err != nil {
			return err
		}
		return db.ApplyBaseline(tx, v, again)
	}); err != nil {
		t.Fatal(err)
	}
	if c := dump("church_104"); c != a {
		cl := strings.Split(c, "\n")
		for i := range al {
			if i >= len(cl) || cl[i] != al[i] {
				t.Fatalf("the migrated schema read back from its dump differs from the baseline one at line %d:\nbaseline:  %s\nread back: %s\n(%s)", i+1, al[i], cl[min(i, len(cl)-1)], db.RegenerateBaseline)
			}
		}
		t.Fatalf("the migrated schema read back has %d lines, the baseline one %d", len(cl), len(al))
	}

	// The search_path and check_function_bodies the baseline set end with it.
	var sp, cfb string
	err = d.Gorm.Transaction(func(tx *gorm.DB) error {
		if err := tx.Exec(`CREATE SCHEMA church_103; SET LOCAL search_path TO church_103`).Error; err != nil {
			return err
		}
		if err := db.ApplyTenantSchema(tx); err != nil {
			return err
		}
		return tx.Raw(`SELECT current_setting('search_path') || ' ' || current_setting('check_function_bodies')`).Row().Scan(&sp)
	})
	if err != nil {
		t.Fatal(err)
	}
	if sp, cfb, _ = strings.Cut(sp, " "); sp != "church_103" || cfb != "on" {
		t.Fatalf("after the baseline: search_path %q, check_function_bodies %q; want church_103, on", sp, cfb)
	}

	plans, failed, err := db.PlanTenants(ctx, map[string]string{"default": d.DSN},
		[]db.TenantSchema{{Schema: fromBaseline}, {Schema: "church_103"}}, nil)
	if err != nil || len(failed) > 0 {
		t.Fatal(err, failed)
	}
	for _, p := range plans {
		if len(p.Pending) > 0 || p.Version != int64(v) {
			t.Fatalf("%s: version %d, %d pending after the baseline; want %d, none", p.Schema, p.Version, len(p.Pending), v)
		}
	}
}

// TestStaleBaselineFallsBack: a baseline behind the newest migration is not run; the schema is
// migrated from scratch instead (and TestTenantBaselineIsCurrent fails, saying to regenerate).
func TestStaleBaselineFallsBack(t *testing.T) {
	latest, _ := db.LatestTenantVersion()
	d := testutil.NewDatabase(t)
	stale := "-- congregate tenant baseline, version 1 (stale)\nSELECT 1/0;\n"
	var version int64
	var tables int
	err := d.Gorm.Transaction(func(tx *gorm.DB) error {
		if err := tx.Exec(`CREATE SCHEMA church_201; SET LOCAL search_path TO church_201`).Error; err != nil {
			return err
		}
		if err := db.ApplyTenantSchemaWith(tx, stale); err != nil {
			return err
		}
		if err := tx.Raw(`SELECT count(*) FROM pg_tables WHERE schemaname = 'church_201'`).Scan(&tables).Error; err != nil {
			return err
		}
		var err error
		version, err = db.SchemaVersion(tx)
		return err
	})
	if err != nil {
		t.Fatalf("a stale baseline: %v (want the migrations replayed)", err)
	}
	if version != int64(latest) || tables < 50 {
		t.Fatalf("after a stale baseline: version %d, %d tables; want %d and the whole schema", version, tables, latest)
	}
}
