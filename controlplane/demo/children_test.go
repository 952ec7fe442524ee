package demo_test

import (
	"context"
	"testing"

	"congregate/controlplane/demo"
	"congregate/tenantapi/tenanttest"
)

// The demo church has a children's ministry: categories and classrooms, about 25 children of its
// households in them with allergies, a NOT authorised pickup, and six teachers (one expired) of whom the five with a valid check are
// in a room today; the children's
// pages read it.
func TestDemoChildren(t *testing.T) {
	e := tenanttest.New(t)
	if err := demo.Seed(context.Background(), e.App.Tenants, e.Alpha, 300, 2026); err != nil {
		t.Fatal(err)
	}
	for q, want := range map[string]int64{
		`SELECT count(*) FROM children_classroom_categories`: 3,
		`SELECT count(*) FROM children_classrooms`:           5,
		`SELECT count(*) FROM children_profiles`:             25,
		// Every child is in a household, and in a classroom.
		`SELECT count(*) FROM children_profiles p WHERE classroom_id IS NULL OR NOT EXISTS (SELECT 1 FROM household_members m WHERE m.person_id = p.person_id AND m.relationship = 'child')`: 0,
		`SELECT count(*) FROM children_pickups WHERE NOT authorised`: 1,
		`SELECT count(*) FROM children_teachers`:                     6,
		`SELECT count(*) FROM children_room_adults`:                  5,
	} {
		if n := e.Count(e.Alpha, q); n != want {
			t.Errorf("%s: %d, want %d", q, n, want)
		}
	}
	if n := e.Count(e.Alpha, `SELECT count(DISTINCT child_id) FROM children_allergies`); n < 4 {
		t.Errorf("%d children with allergies", n)
	}
	tok := e.Login(e.Alpha, "admin@alpha.test")
	r := e.Post(e.Alpha, "/api/children/list", tok, map[string]any{"pageSize": 50})
	tenanttest.Expect(t, r, 200, "Children")
	var page struct{ Total int64 }
	r.Decode(t, &page)
	if page.Total != 25 {
		t.Fatalf("the list: %d children", page.Total)
	}
	var teachers struct {
		Items []struct {
			CheckStatus string
			Classrooms  []struct{ Name string }
		}
	}
	e.Post(e.Alpha, "/api/children/teachers/list", tok, nil).Decode(t, &teachers)
	if len(teachers.Items) != 6 {
		t.Fatalf("teachers: %+v", teachers)
	}
	status := map[string]int{}
	for _, x := range teachers.Items {
		status[x.CheckStatus]++
	}
	if status["valid"] != 4 || status["expiring"] != 1 || status["expired"] != 1 {
		t.Fatalf("check statuses: %v", status)
	}
	// The board: every room but Lions has its adult; Lions is closed for the ratio.
	var board struct {
		Rooms []struct {
			Name   string
			Adults int
			Open   bool
		}
	}
	e.Post(e.Alpha, "/api/children/board", tok, map[string]any{}).Decode(t, &board)
	for _, room := range board.Rooms {
		if (room.Name == "Lions") == (room.Adults > 0) {
			t.Errorf("room %+v", room)
		}
	}
}
