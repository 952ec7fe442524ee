package figures_test

import (
	"sort"
	"testing"
	"time"

	pt "congregate/tenantapi/tenanttest"
)

type labelCount struct {
	Label string
	Count int64
}

type dashboard struct {
	Totals struct{ People, Active, Inactive, NewThisMonth int64 }
	Growth []struct {
		Month      string
		Total, New int64
	}
	MembershipTypes []struct {
		ID    *int64
		Label string
		Count int64
	}
	Gender          []labelCount
	AgeBands        []labelCount
	AttendanceTrend []struct {
		WeekStart       string
		Present, Guests int64
	}
}

func TestDashboard(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	now := time.Now()
	today := now.Format("2006-01-02")
	a := e.AddPerson(tok, map[string]any{"firstName": "Bea", "lastName": "Birthday", "birthDate": now.AddDate(-30, 0, 0).Format("2006-01-02"), "gender": "female"})
	e.AddPerson(tok, map[string]any{"firstName": "Wes", "lastName": "Wedding", "weddingDate": now.AddDate(-10, 0, 0).Format("2006-01-02"), "gender": "male"})
	gone := e.AddPerson(tok, map[string]any{"firstName": "Ina", "lastName": "Gone", "birthDate": "1950-01-01"})
	pt.Expect(t, e.Post(e.Alpha, "/api/people/deactivate", tok, map[string]any{"id": gone}), 200, "")

	// Today's attendance (recorded through the calls in package attendance's tests): a and 4 guests.
	e.Exec(e.Alpha, `INSERT INTO services (name, day_of_week, start_time) VALUES ('Sunday Service', 'sunday', '09:00')`)
	e.Exec(e.Alpha, `INSERT INTO attendance_sessions (service_id, service_date, guests) SELECT id, ?, 4 FROM services WHERE name = 'Sunday Service'`, today)
	e.Exec(e.Alpha, `INSERT INTO attendance_records (session_id, person_id) SELECT id, ? FROM attendance_sessions WHERE service_date = ?`, a, today)

	d := e.Post(e.Alpha, "/api/people/dashboard", tok, nil)
	pt.Expect(t, d, 200, "People dashboard")
	var dash dashboard
	d.Decode(t, &dash)
	if dash.Totals.Active < 2 || len(dash.Growth) != 12 || len(dash.AgeBands) != 7 || len(dash.AttendanceTrend) != 12 ||
		dash.AttendanceTrend[11].Present != 1 || dash.AttendanceTrend[11].Guests != 4 {
		t.Fatalf("dashboard: %s", d.Data)
	}
	// Alpha's three staff and the two added are active, Ina is not; all five were added this month.
	if tt := dash.Totals; tt.People != 6 || tt.Active != 5 || tt.Inactive != 1 || tt.NewThisMonth != 5 {
		t.Fatalf("totals: %+v", tt)
	}
	last := dash.Growth[11]
	if last.Month != now.Format("2006-01") || last.Total != 5 || last.New != 5 {
		t.Fatalf("growth: %+v", dash.Growth)
	}
	bands := map[string]int64{}
	for _, b := range dash.AgeBands {
		bands[b.Label] = b.Count
	}
	if bands["30-49"] != 1 || bands["unknown"] != 4 || bands["65+"] != 0 || dash.AgeBands[6].Label != "unknown" {
		t.Fatalf("age bands: %+v", dash.AgeBands)
	}
	if g := dash.Gender; len(g) != 3 || g[0] != (labelCount{"Female", 1}) || g[1] != (labelCount{"Male", 1}) || g[2] != (labelCount{"Not recorded", 3}) {
		t.Fatalf("gender: %+v", g)
	}

	// The church dashboard counts alike: the same gender counts (the largest first), the same age
	// bands without the unknown, the last six months of the same growth.
	ann := e.Login(e.Alpha, "admin@alpha.test")
	var church struct {
		TotalPeople     int64
		GenderBreakdown []labelCount
		AgeBands        []labelCount
		Growth          []struct {
			Month string
			Count int64
		}
	}
	e.Post(e.Alpha, "/api/dashboard/default", ann, nil).Decode(t, &church)
	gender := append([]labelCount{}, dash.Gender...)
	sort.SliceStable(gender, func(i, j int) bool { return gender[i].Count > gender[j].Count })
	if church.TotalPeople != dash.Totals.Active || len(church.GenderBreakdown) != len(gender) {
		t.Fatalf("church dashboard: %+v", church)
	}
	for i := range gender {
		if church.GenderBreakdown[i] != gender[i] {
			t.Fatalf("church gender %+v, people %+v", church.GenderBreakdown, gender)
		}
	}
	if len(church.AgeBands) != 6 {
		t.Fatalf("church age bands: %+v", church.AgeBands)
	}
	for i, b := range church.AgeBands {
		if b != dash.AgeBands[i] {
			t.Fatalf("church age bands %+v, people %+v", church.AgeBands, dash.AgeBands)
		}
	}
	if len(church.Growth) != 6 {
		t.Fatalf("church growth: %+v", church.Growth)
	}
	for i, m := range church.Growth {
		if p := dash.Growth[6+i]; m.Month != p.Month || m.Count != p.Total {
			t.Fatalf("church growth %+v, people %+v", church.Growth, dash.Growth[6:])
		}
	}

	// Bravo's dashboard is bravo's own; Finance holds no people key.
	var bravo dashboard
	e.Post(e.Bravo, "/api/people/dashboard", e.Login(e.Bravo, "admin@bravo.test"), nil).Decode(t, &bravo)
	if bravo.Totals.People != 1 || bravo.AttendanceTrend[11].Present != 0 {
		t.Fatalf("bravo: %+v", bravo)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/dashboard", e.Login(e.Alpha, "finance@alpha.test"), nil), 403, "")
}
