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

// The profile's attendance summary and the list's age bands (the people dashboard's figures are
// tested in package figures, the celebrations in package celebrations).
func TestAttendanceSummaryAndAgeBands(t *testing.T) {
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

	if n, _ := listPeople(t, e, tok, map[string]any{"ageBand": "30-49", "q": "birthday"}); n != 1 {
		t.Fatalf("30-49 band: %d", n)
	}
	if n, _ := listPeople(t, e, tok, map[string]any{"ageBand": "unknown", "q": "wedding"}); n != 1 {
		t.Fatalf("unknown age band: %d", n)
	}
}
