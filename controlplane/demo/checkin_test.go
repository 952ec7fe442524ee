package demo

import (
	"context"
	"testing"

	"congregate/tenantapi/tenanttest"
)

// The demo church's check-in: three stations and eight past Sundays of the demo children's
// check-ins, every one checked out, siblings under one code, no code twice in a day.
func TestDemoCheckin(t *testing.T) {
	e := tenanttest.New(t)
	if err := Seed(context.Background(), e.App.Tenants, e.Alpha, 200, 2026); err != nil {
		t.Fatal(err)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM children_stations`); n != 3 {
		t.Fatalf("%d stations", n)
	}
	// Seed makes the children's profiles first (children.go), so their Sundays are there.
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
