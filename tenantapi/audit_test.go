package tenantapi_test

import (
	tt "congregate/tenantapi/tenanttest"
	"encoding/csv"
	"fmt"
	"net/http"
	"strings"
	"testing"
)

func TestAuditListFiltersAndExport(t *testing.T) {
	t.Parallel()
	e := newOrgEnv(t)
	tok := e.Login(e.Alpha, "org@alpha.test")
	orgID := e.PersonID(e.Alpha, "org@alpha.test")
	annID := e.PersonID(e.Alpha, "admin@alpha.test")
	// A known history (the church's time zone is America/Chicago: UTC-6 in January).
	e.Exec(e.Alpha, `INSERT INTO audit_log (occurred_at, person_id, actor, event, outcome, ip, details) VALUES
		('2026-01-05 12:00:00+00', ?, 'Ann Alpha', 'login', 'success', '203.0.113.1', '{}'),
		('2026-01-06 05:00:00+00', ?, 'Ann Alpha', 'login', 'failure', '203.0.113.1', '{}'),
		('2026-01-07 12:00:00+00', ?, '=HYPERLINK("http://evil")', 'role_assigned', 'success', '203.0.113.2', '{"roleId": 3}'),
		('2026-01-08 12:00:00+00', NULL, 'nobody@alpha.test', 'login', 'failure', '198.51.100.7', '{}')`, annID, annID, orgID)
	e.Exec(e.Bravo, `INSERT INTO audit_log (occurred_at, actor, event, outcome) VALUES ('2026-01-06 12:00:00+00', 'Bravo', 'login', 'success')`)

	list := func(body map[string]any) tt.Resp {
		t.Helper()
		r := e.Post(e.Alpha, "/api/audit/list", tok, body)
		tt.ExpectCode(t, r, 200, "00", "")
		return r
	}
	ids := func(r tt.Resp) []string {
		var out []string
		for _, it := range r.D["items"].([]any) {
			m := it.(map[string]any)
			out = append(out, m["event"].(string)+"/"+m["outcome"].(string))
		}
		return out
	}
	jan := map[string]any{"from": "2026-01-01", "to": "2026-01-31"}
	with := func(extra map[string]any) map[string]any {
		out := map[string]any{}
		for k, v := range jan {
			out[k] = v
		}
		for k, v := range extra {
			out[k] = v
		}
		return out
	}
	r := list(jan)
	if got := fmt.Sprint(ids(r)); got != "[login/failure role_assigned/success login/failure login/success]" || r.D["total"].(float64) != 4 {
		t.Fatalf("newest first: %s", got)
	}
	if it := r.D["items"].([]any)[1].(map[string]any); it["personName"] != "Olu Org" || it["details"].(map[string]any)["roleId"].(float64) != 3 {
		t.Fatalf("item: %+v", it)
	}
	for _, c := range []struct {
		filter map[string]any
		want   string
	}{
		{with(map[string]any{"personId": annID}), "[login/failure login/success]"},
		{with(map[string]any{"event": "role_assigned"}), "[role_assigned/success]"},
		{with(map[string]any{"event": []string{"login"}, "outcome": "failure"}), "[login/failure login/failure]"},
		// Days are the church's: 2026-01-06 05:00 UTC is still the 5th in Chicago.
		{map[string]any{"from": "2026-01-05", "to": "2026-01-05"}, "[login/failure login/success]"},
		{map[string]any{"from": "2026-01-07T00:00:00Z", "to": "2026-01-07T12:00:00Z"}, "[role_assigned/success]"},
		{with(map[string]any{"q": "198.51"}), "[login/failure]"},
		{with(map[string]any{"q": "olu"}), "[role_assigned/success]"},
		{map[string]any{"from": "2027-01-01"}, "[]"},
	} {
		if got := fmt.Sprint(ids(list(c.filter))); got != c.want {
			t.Errorf("filter %v: %s, want %s", c.filter, got, c.want)
		}
	}
	r = list(with(map[string]any{"page": 1, "pageSize": 3}))
	if len(r.D["items"].([]any)) != 1 || r.D["totalPages"].(float64) != 2 {
		t.Fatalf("paging: %+v", r.Data)
	}
	for body, msg := range map[string]string{
		`{"outcome": "maybe"}`:                       "outcome must be success or failure",
		`{"from": "yesterday"}`:                      "from must be a date (YYYY-MM-DD) or an RFC 3339 time",
		`{"from": "2026-02-01", "to": "2026-01-01"}`: "from must be before to",
		`{"pageSize": 500}`:                          "pageSize must be between 1 and 200",
		`{"event": 5}`:                               "event must be an event name or a list of event names",
		`{"personId": "x"}`:                          "Field personId must be a number",
	} {
		tt.ExpectCode(t, e.Post(e.Alpha, "/api/audit/list", tok, body), 400, "01", msg)
	}
	if ev := e.Post(e.Alpha, "/api/audit/events", tok, nil); len(ev.D["items"].([]any)) < 20 {
		t.Fatalf("events: %+v", ev.Data)
	}

	// CSV export: same filters, newest first, formula cells defused, and itself audited.
	got := e.Raw(e.Alpha, "/api/audit/export.csv?from=2026-01-01&to=2026-01-31&event=login&event=role_assigned", tok)
	if got.Code != 200 || !strings.HasPrefix(got.Header().Get("Content-Type"), "text/csv") || !strings.Contains(got.Header().Get("Content-Disposition"), "alpha-audit-") {
		t.Fatalf("export: %d %v", got.Code, got.Header())
	}
	rows, err := csv.NewReader(strings.NewReader(got.Body.String())).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 5 || rows[0][0] != "occurred_at" || rows[1][4] != "login" || rows[2][3] != `'=HYPERLINK("http://evil")` || rows[4][0] != "2026-01-05T12:00:00Z" {
		t.Fatalf("csv rows: %q", rows)
	}
	var details string
	e.Scan(e.Alpha, `SELECT details::text FROM audit_log WHERE event = 'audit_exported'`, &details)
	if !strings.Contains(details, `"rows": 4`) || !strings.Contains(details, `"role_assigned"`) {
		t.Fatalf("export audit: %s", details)
	}
	tt.ExpectCode(t, e.Call(tt.Host(e.Alpha), http.MethodGet, "/api/audit/export.csv?outcome=maybe", tok, nil), 400, "01", "outcome must be success or failure")
	tt.ExpectCode(t, e.Call(tt.Host(e.Alpha), http.MethodGet, "/api/audit/export.csv?personId=abc", tok, nil), 400, "01", "personId must be a person id")

	// Bravo sees only its own trail, in the list and the export.
	bravo := e.Login(e.Bravo, "admin@bravo.test")
	r = e.Post(e.Bravo, "/api/audit/list", bravo, jan)
	if fmt.Sprint(ids(r)) != "[login/success]" {
		t.Fatalf("bravo list: %v", ids(r))
	}
	out := e.Raw(e.Bravo, "/api/audit/export.csv?from=2026-01-01&to=2026-01-31", bravo).Body.String()
	if strings.Contains(out, "HYPERLINK") || strings.Count(out, "\n") != 2 {
		t.Fatalf("bravo export: %s", out)
	}
	// The changes made through the API are in the trail with actor, IP, user agent and diff.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/organization/colors/update", tok, map[string]any{"colorThemes": []map[string]string{{"primary": "#123456", "secondary": "#123456"}, {"primary": "#123456", "secondary": "#123456"}}}), 200, "00", "")
	r = list(map[string]any{"event": "org_colors_updated"})
	it := r.D["items"].([]any)[0].(map[string]any)
	if it["personId"].(float64) != float64(orgID) || it["actor"] != "Olu Org" || it["userAgent"] != "congregate-test" || it["ip"] == "" ||
		it["details"].(map[string]any)["changes"] == nil {
		t.Fatalf("audit item: %+v", it)
	}
}
