package people_test

import (
	"testing"
	"time"

	pt "congregate/tenantapi/tenanttest"
)

func listPeople(t *testing.T, e *pt.Env, tok string, body map[string]any) (int64, []any) {
	t.Helper()
	m := e.Post(e.Alpha, "/api/people/list", tok, body).M(t)
	return int64(m["total"].(float64)), m["items"].([]any)
}

func TestCelebrationsDashboard(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	now := time.Now()
	today := now.Format("2006-01-02")
	bday := now.AddDate(-30, 0, 0).Format("2006-01-02")
	a := addPerson(t, e, tok, map[string]any{"firstName": "Bea", "lastName": "Birthday", "birthDate": bday, "gender": "female"})
	addPerson(t, e, tok, map[string]any{"firstName": "Wes", "lastName": "Wedding", "weddingDate": now.AddDate(-10, 0, 0).Format("2006-01-02"), "gender": "male"})

	// Today's attendance (recorded through the calls in package attendance's tests): a and 4 guests.
	e.Exec(e.Alpha, `INSERT INTO services (name, day_of_week, start_time) VALUES ('Sunday Service', 'sunday', '09:00')`)
	e.Exec(e.Alpha, `INSERT INTO attendance_sessions (service_id, service_date, guests) SELECT id, ?, 4 FROM services WHERE name = 'Sunday Service'`, today)
	e.Exec(e.Alpha, `INSERT INTO attendance_records (session_id, person_id) SELECT id, ? FROM attendance_sessions WHERE service_date = ?`, a, today)
	if att := e.Post(e.Alpha, "/api/people/get", tok, map[string]any{"id": a}).M(t)["attendance"].(map[string]any); att["total"] != float64(1) || att["lastAttended"] != today {
		t.Fatalf("attendance summary: %+v", att)
	}

	// Celebrations of this month and this week.
	c := e.Post(e.Alpha, "/api/people/celebrations", tok, map[string]any{"kind": "all", "period": "month"}).M(t)
	kinds := map[string]bool{}
	for _, it := range c["items"].([]any) {
		m := it.(map[string]any)
		kinds[m["kind"].(string)] = true
		if m["kind"] == "birthday" && (m["years"] != float64(30) || m["personId"] != float64(a)) {
			t.Fatalf("birthday: %+v", m)
		}
	}
	if !kinds["birthday"] || !kinds["wedding"] {
		t.Fatalf("celebrations: %+v", c)
	}
	wk := e.Post(e.Alpha, "/api/people/celebrations", tok, map[string]any{"kind": "birthday", "period": "week"}).M(t)
	if wk["total"] != float64(1) {
		t.Fatalf("birthdays this week: %+v", wk)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/celebrations", tok, map[string]any{"period": "month", "month": 13}), 400, "Month must be between 1 and 12")

	// Dashboard and age bands.
	d := e.Post(e.Alpha, "/api/people/dashboard", tok, nil)
	pt.Expect(t, d, 200, "")
	var dash struct {
		Totals   struct{ People, Active int64 }
		Growth   []struct{ Month string }
		AgeBands []struct {
			Label string
			Count int64
		}
		AttendanceTrend []struct{ Present, Guests int64 }
	}
	d.Decode(t, &dash)
	if dash.Totals.Active < 2 || len(dash.Growth) != 12 || len(dash.AgeBands) != 7 || len(dash.AttendanceTrend) != 12 ||
		dash.AttendanceTrend[11].Present != 1 || dash.AttendanceTrend[11].Guests != 4 {
		t.Fatalf("dashboard: %s", d.Data)
	}
	if n, _ := listPeople(t, e, tok, map[string]any{"ageBand": "30-49", "q": "birthday"}); n != 1 {
		t.Fatalf("30-49 band: %d", n)
	}
	if n, _ := listPeople(t, e, tok, map[string]any{"ageBand": "unknown", "q": "wedding"}); n != 1 {
		t.Fatalf("unknown age band: %d", n)
	}

	// Settings.
	st := e.Post(e.Alpha, "/api/people/settings/update", tok, map[string]any{"envelopePrefix": "GC-"})
	pt.Expect(t, st, 200, "")
	if id := e.Post(e.Alpha, "/api/people/generate-envelope-id", tok, nil).M(t)["envelopeId"].(string); id[:3] != "GC-" {
		t.Fatalf("envelope with prefix: %s", id)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/settings/update", tok, map[string]any{"envelopePrefix": "<script>"}), 400, "")
}
