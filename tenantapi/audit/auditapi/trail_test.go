package auditapi_test

import (
	"strconv"
	"strings"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

// TestTrailNamesAndSearch pins the actor names beside each entry and the text search (the entry's
// actor, its IP, the actor's full name or e-mail, merged and deactivated people included), in
// the list and the CSV export.
func TestTrailNamesAndSearch(t *testing.T) {
	e := pt.New(t)
	ann := e.Login(e.Alpha, "admin@alpha.test")
	var annID, patID int64
	e.Scan(e.Alpha, `SELECT id FROM people WHERE email = 'admin@alpha.test'`, &annID)
	e.Scan(e.Alpha, `SELECT id FROM people WHERE email = 'people@alpha.test'`, &patID)
	odd := e.AddPerson(ann, map[string]any{"firstName": "Perc%ent", "lastName": "Under_Score", "email": "ps@odd.test"})
	zed := e.AddPerson(ann, map[string]any{"firstName": "Zed", "lastName": "Zulu"})
	merged := e.AddPerson(ann, map[string]any{"firstName": "Mer", "lastName": "Ged", "email": "mer@ged.test"})
	e.Exec(e.Alpha, `UPDATE people SET merged_into_id = ?, is_active = false WHERE id = ?`, zed, merged)
	e.Exec(e.Alpha, `INSERT INTO audit_log (occurred_at, person_id, actor, event, outcome, ip, details) VALUES
		('2026-01-05 12:00:00+00', ?, 'Ann Alpha', 'login', 'success', '203.0.113.1', '{}'),
		('2026-01-05 13:00:00+00', ?, '', 'login', 'failure', '203.0.113.9', '{}'),
		('2026-01-06 12:00:00+00', ?, '', 'profile_updated', 'success', '203.0.113.2', '{}'),
		('2026-01-06 12:00:00+00', ?, '', 'login', 'success', '198.51.100.3', '{}'),
		('2026-01-07 12:00:00+00', ?, 'Old Name', 'role_assigned', 'success', '203.0.113.2', '{"roleId": 3}'),
		('2026-01-08 12:00:00+00', NULL, 'nobody@alpha.test', 'login', 'failure', '198.51.100.7', '{}')`,
		annID, patID, odd, merged, zed)

	type item struct {
		ID         int64
		PersonID   *int64
		PersonName string
		Actor      string
		Event      string
	}
	type page struct {
		Items             []item
		Total, TotalPages int64
		Page, PageSize    int
	}
	jan := map[string]any{"from": "2026-01-01", "to": "2026-01-31"}
	results := map[string]page{}
	for _, q := range []string{"", "ann", "ANN ALPHA", "nn a", "alpha", "%", "_", "t%e", "r_s", "under_", "ps@odd", "ODD.TEST",
		"mer ged", "ged.test", "old", "zulu", "  zed  ", "nobody", "198.51", "people@", "pat people", "x"} {
		body := map[string]any{"q": q}
		for k, v := range jan {
			body[k] = v
		}
		r := e.Post(e.Alpha, "/api/audit/list", ann, body)
		pt.Expect(t, r, 200, "Audit trail")
		var p page
		r.Decode(t, &p)
		results["q="+q] = p
	}
	for name, body := range map[string]map[string]any{
		"person+q":   {"from": "2026-01-01", "to": "2026-01-31", "personId": annID, "q": "a"},
		"paged+q":    {"from": "2026-01-01", "to": "2026-01-31", "q": "e", "page": 1, "pageSize": 2},
		"past end+q": {"from": "2026-01-01", "to": "2026-01-31", "q": "e", "page": 9, "pageSize": 2},
		"events+q":   {"from": "2026-01-01", "to": "2026-01-31", "q": "a", "event": []string{"login"}, "outcome": "success"},
	} {
		r := e.Post(e.Alpha, "/api/audit/list", ann, body)
		pt.Expect(t, r, 200, "Audit trail")
		var p page
		r.Decode(t, &p)
		results[name] = p
	}
	pt.Golden(t, "list", results)

	csv := map[string]string{}
	for name, query := range map[string]string{"all": "", "q": "&q=e", "person": "&personId=" + strconv.FormatInt(zed, 10)} {
		r := e.Do(e.Alpha, "GET", "/api/audit/export.csv?from=2026-01-01&to=2026-01-31"+query, ann, "", nil)
		if r.Status != 200 {
			t.Fatalf("export %s: %d %s", name, r.Status, r.Raw)
		}
		csv[name] = string(r.Raw)
	}
	pt.Golden(t, "export", csv)
	if r := e.Do(e.Alpha, "GET", "/api/audit/export.csv?q="+strings.Repeat("a", 101), ann, "", nil); r.Status != 400 || r.Msg != "Search text must be at most 100 characters" {
		t.Fatalf("long search: %d %s", r.Status, r.Msg)
	}
}
