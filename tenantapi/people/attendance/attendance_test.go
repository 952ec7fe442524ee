package attendance_test

import (
	"testing"
	"time"

	pt "congregate/tenantapi/tenanttest"
)

func TestAttendance(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	now := time.Now()
	today := now.Format("2006-01-02")
	post := func(path string, body map[string]any) pt.Resp {
		return e.Post(e.Alpha, "/api/people/attendance/"+path, tok, body)
	}
	a := e.AddPerson(tok, map[string]any{"firstName": "Bea", "lastName": "Birthday"})
	b := e.AddPerson(tok, map[string]any{"firstName": "Wes", "lastName": "Wedding"})

	// Services.
	s := post("services/add", map[string]any{"name": "Sunday Service", "dayOfWeek": "sunday", "startTime": "09:00"})
	pt.Expect(t, s, 201, "Service added")
	sid := int64(s.M(t)["id"].(float64))
	pt.Expect(t, post("services/add", map[string]any{"name": "sunday service"}), 409, "A service with this name already exists")
	pt.Expect(t, post("services/add", map[string]any{"dayOfWeek": "sunday"}), 400, "Name is required")
	pt.Expect(t, post("services/add", map[string]any{"name": "Midweek", "dayOfWeek": "someday"}), 400, "Day must be a day of the week")
	pt.Expect(t, post("services/add", map[string]any{"name": "Midweek", "startTime": "25:00"}), 400, "Start time must look like 09:30")
	u := post("services/update", map[string]any{"id": sid, "dayOfWeek": " Sunday ", "startTime": "10:30"})
	pt.Expect(t, u, 200, "Service updated")
	if m := u.M(t); m["name"] != "Sunday Service" || m["dayOfWeek"] != "sunday" || m["startTime"] != "10:30" {
		t.Fatalf("updated service: %+v", m)
	}
	pt.Expect(t, post("services/update", map[string]any{"id": 999999, "name": "Lost"}), 404, "Service not found")
	var svcs struct {
		Items []struct {
			ID   int64
			Name string
		}
	}
	l := post("services/list", nil)
	pt.Expect(t, l, 200, "Services")
	if l.Decode(t, &svcs); len(svcs.Items) != 1 || svcs.Items[0].ID != sid {
		t.Fatalf("services: %+v", svcs)
	}

	// Recording a service date.
	pt.Expect(t, post("record", map[string]any{"serviceId": sid, "date": now.AddDate(0, 0, 2).Format("2006-01-02"), "personIds": []int64{a}}),
		400, "Attendance cannot be recorded for a future date")
	pt.Expect(t, post("record", map[string]any{"serviceId": sid, "date": "04/05/2025"}), 400, "Date must be a date like 2025-05-04")
	pt.Expect(t, post("record", map[string]any{"serviceId": sid}), 400, "Date is required")
	pt.Expect(t, post("record", map[string]any{"serviceId": sid, "date": today, "guests": -1}), 400, "Guests must be 0 or more")
	pt.Expect(t, post("record", map[string]any{"serviceId": sid, "date": today, "personIds": []int64{a, 999999}}), 404, "Person not found")
	pt.Expect(t, post("record", map[string]any{"serviceId": 999999, "date": today}), 404, "Service not found")
	rec := post("record", map[string]any{"serviceId": sid, "date": today, "personIds": []int64{a, b, a}, "guests": 3})
	pt.Expect(t, rec, 200, "Attendance recorded")
	if m := rec.M(t); len(m["people"].([]any)) != 2 || m["guests"] != float64(3) {
		t.Fatalf("recorded: %+v", m)
	}
	// Recording again replaces the list.
	rec = post("record", map[string]any{"serviceId": sid, "date": today, "personIds": []int64{a}, "guests": 4})
	if m := rec.M(t); len(m["people"].([]any)) != 1 || m["guests"] != float64(4) {
		t.Fatalf("recorded: %+v", m)
	}
	g := post("get", map[string]any{"serviceId": sid, "date": today})
	pt.Expect(t, g, 200, "Attendance")
	var got struct {
		Service string
		Date    string
		People  []struct {
			ID       int64
			FullName string
			Status   string
		}
	}
	if g.Decode(t, &got); got.Service != "Sunday Service" || got.Date != today || len(got.People) != 1 ||
		got.People[0].ID != a || got.People[0].FullName != "Bea Birthday" || got.People[0].Status != "active" {
		t.Fatalf("get: %s", g.Data)
	}
	list := post("list", map[string]any{"serviceId": sid})
	pt.Expect(t, list, 200, "Attendance")
	if m := list.M(t); m["total"] != float64(1) {
		t.Fatalf("attendance list: %+v", m)
	} else if first := m["items"].([]any)[0].(map[string]any); first["present"] != float64(1) || first["total"] != float64(5) || first["date"] != today {
		t.Fatalf("attendance list: %+v", m)
	}
	if m := post("list", map[string]any{"serviceId": sid, "to": now.AddDate(0, 0, -1).Format("2006-01-02")}).M(t); m["total"] != float64(0) {
		t.Fatalf("attendance before today: %+v", m)
	}
	pt.Expect(t, post("list", map[string]any{"from": "yesterday"}), 400, "From must be a date like 2025-05-04")
	if att := e.Post(e.Alpha, "/api/people/get", tok, map[string]any{"id": a}).M(t)["attendance"].(map[string]any); att["total"] != float64(1) || att["lastAttended"] != today {
		t.Fatalf("attendance summary: %+v", att)
	}

	// A service with attendance stays; deleting the date's attendance frees it.
	pt.Expect(t, post("services/delete", map[string]any{"id": sid}), 409, "This service has attendance records")
	pt.Expect(t, post("delete", map[string]any{"serviceId": sid, "date": today}), 200, "Attendance deleted")
	pt.Expect(t, post("delete", map[string]any{"serviceId": sid, "date": today}), 404, "No attendance for this service and date")
	pt.Expect(t, post("services/delete", map[string]any{"id": sid}), 200, "Service deleted")
	pt.Expect(t, post("services/delete", map[string]any{"id": sid}), 404, "Service not found")

	// Finance holds no people key.
	fin := e.Login(e.Alpha, "finance@alpha.test")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/attendance/services/list", fin, nil), 403, "You don't have permission to access this page")
}

func TestWeeklyDates(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	now := time.Now()
	post := func(body map[string]any) pt.Resp { return e.Post(e.Alpha, "/api/people/weekly-dates", tok, body) }

	// Weekly dates generator (spec §3/§9).
	sy := post(map[string]any{"type": "startYear"})
	pt.Expect(t, sy, 200, "Start years")
	years := sy.M(t)["ReturnedRecords"].([]any)
	if years[len(years)-1] != float64(now.Year()) {
		t.Fatalf("start years: %v", years)
	}
	ey := post(map[string]any{"type": "endYear", "startYear": now.Year() - 1})
	pt.Expect(t, ey, 200, "End years")
	if ys := ey.M(t)["ReturnedRecords"].([]any); len(ys) != 3 {
		t.Fatalf("end years: %v", ys)
	}
	var weeks struct {
		ReturnedRecords []struct {
			Week               int
			StartDate, EndDate string
			Label              string
		}
	}
	wr := post(map[string]any{"type": "other", "startYear": 2025, "endYear": 2025})
	pt.Expect(t, wr, 200, "Weekly dates")
	wr.Decode(t, &weeks)
	w := weeks.ReturnedRecords
	if len(w) != 53 || w[0].StartDate != "2024-12-29" || w[0].Label != "Sun Dec 29, 2024 - Sat Jan 4, 2025" || w[52].EndDate != "2026-01-03" {
		t.Fatalf("weeks of 2025: %d, first %+v, last %+v", len(w), w[0], w[len(w)-1])
	}
	pt.Expect(t, post(map[string]any{"type": "decade"}), 400, "Type must be startYear, endYear or other")
	pt.Expect(t, post(map[string]any{"type": "other", "startYear": 2025, "endYear": 2024}), 400, "End year must not be before start year")
	pt.Expect(t, post(map[string]any{"type": "other", "startYear": 2025}), 400, "Start year and end year are required")
	pt.Expect(t, post(map[string]any{"type": "other", "startYear": 2000, "endYear": 2020}), 400, "Choose at most 10 years between 50 years ago and 5 years ahead")
	pt.Expect(t, post(map[string]any{"type": "endYear", "startYear": now.Year() + 2}), 400, "Start year is not valid")
}
