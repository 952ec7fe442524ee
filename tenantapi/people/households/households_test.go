package households_test

import (
	"fmt"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

func TestHouseholdsAndMerge(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	dad := e.AddPerson(tok, map[string]any{"firstName": "Kofi", "lastName": "Mensah", "mobile": "+233201234567"})
	mum := e.AddPerson(tok, map[string]any{"firstName": "Ama", "lastName": "Mensah"})
	kid := e.AddPerson(tok, map[string]any{"firstName": "Kwame", "lastName": "Mensah", "birthDate": "2015-04-02"})
	// The same Kwame typed in again, with a phone written differently.
	kid2 := e.AddPerson(tok, map[string]any{"firstName": "kwame", "lastName": "MENSAH", "email": "kwame@example.org"})
	other := e.AddPerson(tok, map[string]any{"firstName": "Yaw", "lastName": "Boateng"})
	// The same number saved before numbers were kept in E.164, as typed (the migration leaves
	// the numbers it cannot read).
	e.Exec(e.Alpha, fmt.Sprintf(`UPDATE people SET mobile = '0233201234567' WHERE id = %d`, other))

	r := e.Post(e.Alpha, "/api/people/households/add", tok, map[string]any{"name": "Mensah family",
		"members": []map[string]any{{"personId": dad, "relationship": "head"}, {"personId": mum, "relationship": "spouse"}, {"personId": kid, "relationship": "child"}}})
	pt.Expect(t, r, 201, "Household added")
	var h struct {
		ID      int64
		Members []struct {
			PersonID     int64
			Relationship string
		}
	}
	r.Decode(t, &h)
	if len(h.Members) != 3 || h.Members[0].PersonID != dad || h.Members[0].Relationship != "head" {
		t.Fatalf("household: %+v", h)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/households/add-member", tok, map[string]any{"householdId": h.ID, "personId": other, "relationship": "head"}),
		409, "This household already has a head")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/households/add-member", tok, map[string]any{"householdId": h.ID, "personId": other, "relationship": "cousin"}),
		400, "Relationship must be head, spouse, child or other")
	r2 := e.Post(e.Alpha, "/api/people/households/add", tok, map[string]any{"name": "Boateng household", "members": []map[string]any{{"personId": other, "relationship": "head"}}})
	pt.Expect(t, r2, 201, "")
	var h2 struct{ ID int64 }
	r2.Decode(t, &h2)
	// A person is in at most one household, and a failed add writes nothing.
	pt.Expect(t, e.Post(e.Alpha, "/api/people/households/add", tok, map[string]any{"name": "Half", "members": []map[string]any{
		{"personId": kid2, "relationship": "head"}, {"personId": dad, "relationship": "child"}}}), 409, `This person already belongs to the household "Mensah family"`)
	if n := e.Count(e.Alpha, `SELECT count(*) FROM households WHERE name = 'Half'`); n != 0 {
		t.Fatal("a refused household was written")
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/households/add-member", tok, map[string]any{"householdId": h2.ID, "personId": kid2, "relationship": "child"}), 200, "")
	l := e.Post(e.Alpha, "/api/people/households/list", tok, map[string]any{"q": "mensah"})
	if m := l.M(t); m["total"] != float64(1) {
		t.Fatalf("households list: %+v", m)
	}

	// Duplicates: both Kwames (name), and the two phones that differ by the international prefix.
	d := e.Post(e.Alpha, "/api/people/duplicates", tok, nil)
	pt.Expect(t, d, 200, "")
	var dups struct {
		Items []struct {
			A, B    struct{ ID int64 }
			Reasons []string
		}
		Total int64
	}
	d.Decode(t, &dups)
	found := map[[2]int64][]string{}
	for _, p := range dups.Items {
		found[[2]int64{p.A.ID, p.B.ID}] = p.Reasons
	}
	if found[[2]int64{kid, kid2}] == nil || found[[2]int64{dad, other}] == nil {
		t.Fatalf("duplicate pairs: %+v", dups)
	}

	// Merge Kwame 2 into Kwame: links move, the kept one stays in his household only.
	e.Exec(e.Alpha, `INSERT INTO groups (name) VALUES ('Choir'), ('Youth')`)
	e.Exec(e.Alpha, `INSERT INTO group_members (group_id, person_id) SELECT id, ? FROM groups`, kid2)
	e.Exec(e.Alpha, `INSERT INTO group_members (group_id, person_id) SELECT id, ? FROM groups WHERE name = 'Choir'`, kid)
	e.Exec(e.Alpha, `INSERT INTO services (name) VALUES ('Sunday')`)
	e.Exec(e.Alpha, `INSERT INTO attendance_sessions (service_id, service_date) SELECT id, '2025-01-05' FROM services`)
	e.Exec(e.Alpha, `INSERT INTO attendance_records (session_id, person_id) SELECT id, ? FROM attendance_sessions`, kid2)
	e.Exec(e.Alpha, `INSERT INTO leaders (person_id, title) VALUES (?, 'Junior usher')`, kid2)

	pt.Expect(t, e.Post(e.Alpha, "/api/people/merge", tok, map[string]any{"keepId": kid, "mergeId": kid}), 400, "Choose two different people")
	var adminID int64
	e.Scan(e.Alpha, `SELECT id FROM people WHERE email = 'admin@alpha.test'`, &adminID)
	pt.Expect(t, e.Post(e.Alpha, "/api/people/merge", tok, map[string]any{"keepId": kid, "mergeId": adminID}), 409, "A person with console access cannot be merged away")

	m := e.Post(e.Alpha, "/api/people/merge", tok, map[string]any{"keepId": kid, "mergeId": kid2})
	pt.Expect(t, m, 200, "People merged")
	if mm := m.M(t); mm["email"] != "kwame@example.org" || mm["householdName"] != "Mensah family" || mm["birthDate"] != "2015-04-02" {
		t.Fatalf("kept person: %+v", mm)
	}
	checks := map[string]int64{
		`SELECT count(*) FROM group_members WHERE person_id = %d`:      2, // Choir (once) and Youth
		`SELECT count(*) FROM attendance_records WHERE person_id = %d`: 1,
		`SELECT count(*) FROM leaders WHERE person_id = %d`:            1,
		`SELECT count(*) FROM household_members WHERE person_id = %d`:  1,
	}
	for q, want := range checks {
		if got := e.Count(e.Alpha, fmt.Sprintf(q, kid)); got != want {
			t.Errorf("%s: %d, want %d", q, got, want)
		}
	}
	if n := e.Count(e.Alpha, fmt.Sprintf(`SELECT count(*) FROM household_members WHERE person_id = %d`, kid2)); n != 0 {
		t.Fatal("the merged person kept a household place")
	}
	var mergedInto int64
	e.Scan(e.Alpha, fmt.Sprintf(`SELECT merged_into_id FROM people WHERE id = %d`, kid2), &mergedInto)
	if mergedInto != kid {
		t.Fatalf("tombstone points to %d", mergedInto)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/get", tok, map[string]any{"id": kid2}), 404, "Person not found")
	if n := e.Count(e.Alpha, `SELECT count(*) FROM audit_log WHERE event = 'people_merge'`); n != 1 {
		t.Fatalf("merge audit entries: %d", n)
	}
	// Merging two people who both have households keeps the kept one's and drops the other's place.
	pt.Expect(t, e.Post(e.Alpha, "/api/people/merge", tok, map[string]any{"keepId": dad, "mergeId": other}), 200, "")
	if n := e.Count(e.Alpha, fmt.Sprintf(`SELECT count(*) FROM household_members WHERE person_id IN (%d, %d)`, dad, other)); n != 1 {
		t.Fatalf("household places after merge: %d", n)
	}
}
