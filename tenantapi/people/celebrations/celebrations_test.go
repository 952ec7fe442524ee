package celebrations_test

import (
	"strconv"
	"strings"
	"testing"
	"time"

	pt "congregate/tenantapi/tenanttest"
)

type celebrationPage struct {
	Total int64
	Items []struct {
		PersonID int64
		FullName string
		Kind     string
		Date     string
		Day      string
		Years    int
	}
}

func celebrations(t *testing.T, e *pt.Env, tok string, body map[string]any) celebrationPage {
	t.Helper()
	r := e.Post(e.Alpha, "/api/people/celebrations", tok, body)
	pt.Expect(t, r, 200, "Celebrations")
	var p celebrationPage
	r.Decode(t, &p)
	return p
}

// days lists a page as "day kind name years" lines.
func days(p celebrationPage) string {
	var b strings.Builder
	for _, it := range p.Items {
		b.WriteString(it.Day + " " + it.Kind + " " + it.FullName + " " + strconv.Itoa(it.Years) + "\n")
	}
	return b.String()
}

func TestCelebrations(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	now := time.Now()
	bday := now.AddDate(-30, 0, 0).Format("2006-01-02")
	a := e.AddPerson(tok, map[string]any{"firstName": "Bea", "lastName": "Birthday", "birthDate": bday, "gender": "female"})
	e.AddPerson(tok, map[string]any{"firstName": "Wes", "lastName": "Wedding", "weddingDate": now.AddDate(-10, 0, 0).Format("2006-01-02"), "gender": "male"})

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
}

// A week that straddles New Year holds the anniversaries of both years, each in its own year; 29
// February falls on 28 February in other years; inactive people are left out.
func TestCelebrationsAcrossYearEnd(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	e.AddPerson(tok, map[string]any{"firstName": "Ned", "lastName": "Eve", "birthDate": "1990-12-31"})
	e.AddPerson(tok, map[string]any{"firstName": "Joy", "lastName": "Second", "birthDate": "1985-01-02", "weddingDate": "2010-06-12"})
	e.AddPerson(tok, map[string]any{"firstName": "Wendy", "lastName": "Wed", "weddingDate": "2000-12-30"})
	e.AddPerson(tok, map[string]any{"firstName": "Lea", "lastName": "Leap", "birthDate": "2000-02-29"})
	e.AddPerson(tok, map[string]any{"firstName": "Olly", "lastName": "Out", "birthDate": "1990-01-06"})
	gone := e.AddPerson(tok, map[string]any{"firstName": "Ina", "lastName": "Gone", "birthDate": "1990-12-31"})
	pt.Expect(t, e.Post(e.Alpha, "/api/people/deactivate", tok, map[string]any{"id": gone}), 200, "")

	// ISO week 1 of 2025 is Monday 30 December 2024 to Sunday 5 January 2025.
	p := celebrations(t, e, tok, map[string]any{"kind": "all", "period": "week", "year": 2025, "week": 1})
	want := "2024-12-30 wedding Wendy Wed 24\n2024-12-31 birthday Ned Eve 34\n2025-01-02 birthday Joy Second 40\n"
	if p.Total != 3 || days(p) != want {
		t.Fatalf("week 1 of 2025: %d\n%s", p.Total, days(p))
	}
	if p.Items[1].Date != "1990-12-31" {
		t.Fatalf("date: %+v", p.Items[1])
	}
	if p := celebrations(t, e, tok, map[string]any{"kind": "birthday", "period": "week", "year": 2025, "week": 1}); p.Total != 2 {
		t.Fatalf("birthdays of week 1: %s", days(p))
	}
	// Week 53 of 2026 ends in 2027.
	p = celebrations(t, e, tok, map[string]any{"kind": "birthday", "period": "week", "year": 2026, "week": 53})
	if want := "2026-12-31 birthday Ned Eve 36\n2027-01-02 birthday Joy Second 42\n"; days(p) != want {
		t.Fatalf("week 53 of 2026:\n%s", days(p))
	}
	// Pages of the same list.
	if p := celebrations(t, e, tok, map[string]any{"period": "week", "year": 2025, "week": 1, "page": 1, "pageSize": 2}); p.Total != 3 ||
		len(p.Items) != 1 || p.Items[0].FullName != "Joy Second" {
		t.Fatalf("second page: %d %s", p.Total, days(p))
	}
	// A leap-day birthday in a leap year and in another.
	if p := celebrations(t, e, tok, map[string]any{"kind": "birthday", "year": 2024, "month": 2}); days(p) != "2024-02-29 birthday Lea Leap 24\n" {
		t.Fatalf("February 2024:\n%s", days(p))
	}
	if p := celebrations(t, e, tok, map[string]any{"kind": "birthday", "period": "month", "year": 2025, "month": 2}); days(p) != "2025-02-28 birthday Lea Leap 25\n" {
		t.Fatalf("February 2025:\n%s", days(p))
	}
	if p := celebrations(t, e, tok, map[string]any{"kind": "wedding", "year": 2025, "month": 6}); days(p) != "2025-06-12 wedding Joy Second 15\n" {
		t.Fatalf("June 2025 weddings:\n%s", days(p))
	}

	for _, c := range []struct {
		body map[string]any
		msg  string
	}{
		{map[string]any{"period": "week", "year": 2025, "week": 53}, "Week must be an ISO week of the year"},
		{map[string]any{"period": "week", "year": 2025, "week": -1}, "Week must be an ISO week of the year"},
		{map[string]any{"period": "year"}, "Period must be month or week"},
		{map[string]any{"kind": "funeral"}, "Kind must be birthday, wedding or all"},
		{map[string]any{"year": 1800}, "Year is not valid"},
		{map[string]any{"pageSize": 500}, "pageSize must be between 1 and 200"},
		{map[string]any{"month": "May"}, ""},
	} {
		pt.Expect(t, e.Post(e.Alpha, "/api/people/celebrations", tok, c.body), 400, c.msg)
	}

	// Another church's list holds its own people only; Finance holds no people key.
	bTok := e.Login(e.Bravo, "admin@bravo.test")
	r := e.Post(e.Bravo, "/api/people/celebrations", bTok, map[string]any{"period": "week", "year": 2025, "week": 1})
	if m := r.M(t); r.Status != 200 || m["total"] != float64(0) {
		t.Fatalf("bravo: %d %s", r.Status, r.Data)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/celebrations", e.Login(e.Alpha, "finance@alpha.test"), nil), 403, "")
}
