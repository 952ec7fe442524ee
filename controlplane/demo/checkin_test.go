package demo

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"gorm.io/gorm"

	"congregate/tenantapi/tenanttest"
)

// The demo church's check-in: three stations, and with children's profiles eight past Sundays of
// check-ins, every one checked out, siblings under one code, no code twice in a day.
func TestDemoCheckin(t *testing.T) {
	e := tenanttest.New(t)
	if err := Seed(context.Background(), e.App.Tenants, e.Alpha, 200, 2026); err != nil {
		t.Fatal(err)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM children_stations`); n != 3 {
		t.Fatalf("%d stations", n)
	}
	e.Exec(e.Alpha, `INSERT INTO children_classrooms (name) VALUES ('Kids')`)
	e.Exec(e.Alpha, `INSERT INTO children_profiles (person_id, classroom_id)
		SELECT person_id, (SELECT id FROM children_classrooms) FROM household_members WHERE relationship = 'child'`)
	err := e.App.Tenants.RunFor(context.Background(), e.Alpha, func(tx *gorm.DB) error {
		return seedCheckin(tx, rand.New(rand.NewPCG(1, 2)), time.Now())
	})
	if err != nil {
		t.Fatal(err)
	}
	for q, want := range map[string]int64{
		`SELECT count(DISTINCT service_on) FROM children_checkins`:                                                                    8,
		`SELECT count(*) FROM children_checkins WHERE checked_out_at IS NULL OR checkout_id IS NULL`:                                  0,
		`SELECT count(*) FROM children_checkin_groups WHERE open`:                                                                     0,
		`SELECT count(*) FROM (SELECT service_on, code FROM children_checkin_groups GROUP BY 1, 2 HAVING count(*) > 1) d`:             0,
		`SELECT count(*) FROM children_checkin_groups g WHERE NOT EXISTS (SELECT 1 FROM children_checkins c WHERE c.group_id = g.id)`: 0,
	} {
		if n := e.Count(e.Alpha, q); n != want {
			t.Errorf("%s: %d, want %d", q, n, want)
		}
	}
	if e.Count(e.Alpha, `SELECT count(*) FROM children_checkins`) < 8 {
		t.Fatal("too few check-ins")
	}
}
