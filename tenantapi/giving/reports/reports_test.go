package reports_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"congregate/internal/platform/tenancy"
	tt "congregate/tenantapi/tenanttest"
)

// fixture is a hand-counted ledger of church alpha (docs/giving-api.md: counted = succeeded and
// not void):
//
//	p1: 2024-01-10 GEN cash 40.00; 2025-01-05 GEN cash 100.00; 2025-02-10 TITHE card 50.00;
//	    2025-02-11 GEN cash 25.00 VOID
//	p2: 2025-01-20 GEN cheque 200.00; 2025-04-01 MISS bank 30.00 PENDING
//	p3: 2025-06-01 GEN card 70.00; today-5 GEN card 10.00
//	anonymous: 2025-02-01 GEN cash 10.00
type fixture struct {
	p1, p2, p3, gen, tithe, miss int64
}

func person(e *tt.Env, c *tenancy.Church, first, email string) int64 {
	e.Exec(c, `INSERT INTO people (first_name, last_name, email) VALUES (?, 'Giver', ?)`, first, email)
	return e.PersonID(c, email)
}

func fund(e *tt.Env, c *tenancy.Church, code string) int64 {
	var id int64
	e.Scan(c, `SELECT id FROM giving_funds WHERE code = '`+code+`'`, &id)
	return id
}

func gift(e *tt.Env, c *tenancy.Church, personID any, fundID int64, minor int64, method, on, status string) {
	e.Exec(c, `INSERT INTO giving_contributions (person_id, fund_id, amount_minor, currency, method, received_on, status)
		VALUES (?, ?, ?, 'USD', ?, ?, ?)`, personID, fundID, minor, method, on, status)
}

func seed(e *tt.Env) fixture {
	c := e.Alpha
	f := fixture{p1: person(e, c, "One", "one@giver.test"), p2: person(e, c, "Two", "two@giver.test"), p3: person(e, c, "Three", "three@giver.test"),
		gen: fund(e, c, "GEN"), tithe: fund(e, c, "TITHE"), miss: fund(e, c, "MISS")}
	gift(e, c, f.p1, f.gen, 4000, "cash", "2024-01-10", "succeeded")
	gift(e, c, f.p1, f.gen, 10000, "cash", "2025-01-05", "succeeded")
	gift(e, c, f.p1, f.tithe, 5000, "card", "2025-02-10", "succeeded")
	gift(e, c, f.p1, f.gen, 2500, "cash", "2025-02-11", "succeeded")
	e.Exec(c, `UPDATE giving_contributions SET voided_at = now(), void_reason = 'typo' WHERE received_on = '2025-02-11'`)
	gift(e, c, f.p2, f.gen, 20000, "cheque", "2025-01-20", "succeeded")
	gift(e, c, f.p2, f.miss, 3000, "bank", "2025-04-01", "pending")
	gift(e, c, f.p3, f.gen, 7000, "card", "2025-06-01", "succeeded")
	gift(e, c, f.p3, f.gen, 1000, "card", time.Now().AddDate(0, 0, -5).Format("2006-01-02"), "succeeded")
	gift(e, c, nil, f.gen, 1000, "cash", "2025-02-01", "succeeded")
	return f
}

func num(v any) int64 { return int64(v.(float64)) }

func TestReportsAgainstAHandCountedLedger(t *testing.T) {
	e := tt.New(t)
	f := seed(e)
	tok := e.Login(e.Alpha, "finance@alpha.test")

	// By numbers, 2025 by month: the void, the pending gift and 2024 are not counted.
	r := e.Post(e.Alpha, "/api/generosity/reports/numbers", tok, map[string]any{"from": "2025-01-01", "to": "2025-12-31", "groupBy": "month"})
	tt.Expect(t, r, 200, "Giving by numbers")
	d := r.M(t)
	if num(d["totalMinor"]) != 43000 || num(d["count"]) != 5 {
		t.Fatalf("2025 total %v count %v, want 43000 and 5", d["totalMinor"], d["count"])
	}
	byPeriod := map[string][2]int64{}
	for _, x := range d["totals"].(map[string]any)["byPeriod"].([]any) {
		m := x.(map[string]any)
		byPeriod[m["period"].(string)] = [2]int64{num(m["totalMinor"]), num(m["previousYearMinor"])}
	}
	want := map[string][2]int64{"2025-01": {30000, 4000}, "2025-02": {6000, 0}, "2025-06": {7000, 0}}
	for k, v := range want {
		if byPeriod[k] != v {
			t.Errorf("period %s: %v, want %v (all: %v)", k, byPeriod[k], v, byPeriod)
		}
	}
	if len(d["rows"].([]any)) != 5 {
		t.Errorf("rows %v, want 5 (month × fund × method)", d["rows"])
	}
	// Filters: cash only; a quarter; an unknown fund is 404.
	r = e.Post(e.Alpha, "/api/generosity/reports/numbers", tok, map[string]any{"from": "2025-01-01", "to": "2025-12-31", "methods": []string{"cash"}})
	if got := num(r.M(t)["totalMinor"]); got != 11000 {
		t.Errorf("cash total %d, want 11000", got)
	}
	r = e.Post(e.Alpha, "/api/generosity/reports/numbers", tok, map[string]any{"from": "2025-01-01", "to": "2025-03-31", "groupBy": "quarter",
		"fundIds": []int64{f.gen}})
	rows := r.M(t)["totals"].(map[string]any)["byPeriod"].([]any)
	if len(rows) != 1 || rows[0].(map[string]any)["period"] != "2025-Q1" || num(rows[0].(map[string]any)["totalMinor"]) != 31000 {
		t.Errorf("Q1 GEN: %v, want 2025-Q1 31000", rows)
	}
	tt.Expect(t, e.Post(e.Alpha, "/api/generosity/reports/numbers", tok, map[string]any{"from": "2025-01-01", "to": "2025-12-31", "fundIds": []int64{999999}}), 404, "Contribution code not found")
	tt.Expect(t, e.Post(e.Alpha, "/api/generosity/reports/numbers", tok, map[string]any{"from": "2025-12-31", "to": "2025-01-01"}), 400, "The end date must be on or after the start date")
	tt.Expect(t, e.Post(e.Alpha, "/api/generosity/reports/numbers", tok, map[string]any{"from": "2025-1-1", "to": "2025-12-31"}), 400, "Enter the date as YYYY-MM-DD")
	tt.Expect(t, e.Post(e.Alpha, "/api/generosity/reports/numbers", tok, map[string]any{"from": "2025-01-01", "to": "2025-12-31", "groupBy": "day"}), 400, "Group by week, month, quarter or year")

	// By donors: the whole year (rollups), a partial period (ledger), each kind.
	donors := func(body map[string]any) []map[string]any {
		t.Helper()
		r := e.Post(e.Alpha, "/api/generosity/reports/donors", tok, body)
		tt.Expect(t, r, 200, "Giving by donors")
		var out []map[string]any
		for _, x := range r.M(t)["items"].([]any) {
			out = append(out, x.(map[string]any))
		}
		return out
	}
	top := donors(map[string]any{"from": "2025-01-01", "to": "2025-12-31", "kind": "top"})
	if len(top) != 3 || num(top[0]["personId"]) != f.p2 || num(top[0]["totalMinor"]) != 20000 || num(top[1]["personId"]) != f.p1 ||
		num(top[1]["totalMinor"]) != 15000 || num(top[1]["count"]) != 2 || num(top[1]["previousTotalMinor"]) != 4000 || num(top[2]["totalMinor"]) != 7000 {
		t.Fatalf("top donors 2025: %v", top)
	}
	if top[1]["name"] != "One Giver" || top[1]["email"] != "one@giver.test" || top[1]["firstGiftOn"] != "2024-01-10" || top[1]["lastGiftOn"] != "2025-02-10" {
		t.Errorf("donor row: %v", top[1])
	}
	part := donors(map[string]any{"from": "2025-01-15", "to": "2025-02-28"})
	if len(part) != 2 || num(part[0]["totalMinor"]) != 20000 || num(part[1]["totalMinor"]) != 5000 {
		t.Errorf("partial period: %v", part)
	}
	// Most of a year: the year's rollup minus the ledger outside the period. p1 and p2 gave only
	// before March, so they cancel out and are not listed at all.
	most := donors(map[string]any{"from": "2025-01-10", "to": "2025-12-31"})
	if len(most) != 3 || num(most[0]["personId"]) != f.p2 || num(most[1]["personId"]) != f.p3 || num(most[2]["personId"]) != f.p1 ||
		num(most[2]["totalMinor"]) != 5000 || num(most[2]["count"]) != 1 {
		t.Errorf("2025-01-10 to 2025-12-31: %v", most)
	}
	if late := donors(map[string]any{"from": "2025-03-01", "to": "2025-12-31"}); len(late) != 1 || num(late[0]["personId"]) != f.p3 || num(late[0]["totalMinor"]) != 7000 {
		t.Errorf("2025-03-01 to 2025-12-31: %v, want p3 alone", late)
	}
	if across := donors(map[string]any{"from": "2024-01-05", "to": "2025-12-20"}); len(across) != 3 || num(across[1]["personId"]) != f.p1 || num(across[1]["totalMinor"]) != 19000 || num(across[1]["count"]) != 3 {
		t.Errorf("2024-01-05 to 2025-12-20: %v", across)
	}
	mixed := donors(map[string]any{"from": "2024-01-01", "to": "2025-12-31"})
	if len(mixed) != 3 || num(mixed[1]["personId"]) != f.p1 || num(mixed[1]["totalMinor"]) != 19000 {
		t.Errorf("2024-2025: %v", mixed)
	}
	first := donors(map[string]any{"from": "2025-01-01", "to": "2025-12-31", "kind": "first-time"})
	if len(first) != 2 || num(first[0]["personId"]) != f.p3 || num(first[1]["personId"]) != f.p2 {
		t.Errorf("first-time 2025: %v (p1 first gave in 2024)", first)
	}
	lapsed := donors(map[string]any{"from": "2025-01-01", "to": "2025-12-31", "kind": "lapsed", "lapsedDays": 90})
	if len(lapsed) != 2 || num(lapsed[0]["personId"]) != f.p1 || num(lapsed[1]["personId"]) != f.p2 {
		t.Errorf("lapsed: %v (p3 gave 5 days ago)", lapsed)
	}
	paged := e.Post(e.Alpha, "/api/generosity/reports/donors", tok, map[string]any{"from": "2025-01-01", "to": "2025-12-31", "page": 1, "pageSize": 2}).M(t)
	if num(paged["total"]) != 3 || len(paged["items"].([]any)) != 1 {
		t.Errorf("page 2 of 2: %v", paged)
	}

	// One person's history: everything counted, by year and fund.
	r = e.Post(e.Alpha, "/api/generosity/reports/person", tok, map[string]any{"personId": f.p1})
	tt.Expect(t, r, 200, "Giving history")
	h := r.M(t)
	if num(h["totalMinor"]) != 19000 || num(h["count"]) != 3 || len(h["byYear"].([]any)) != 2 || num(h["gifts"].(map[string]any)["total"]) != 3 {
		t.Errorf("p1 history: %v", h)
	}

	// Exports: CSV with the hand-counted total, XLSX, PDF.
	r = e.Post(e.Alpha, "/api/generosity/reports/numbers/export", tok, map[string]any{"from": "2025-01-01", "to": "2025-12-31", "format": "csv"})
	if !strings.HasPrefix(r.ContentType, "text/csv") || !strings.Contains(string(r.Raw), "Total,,,5,430.00") {
		t.Errorf("numbers CSV %s: %s", r.ContentType, r.Raw)
	}
	r = e.Post(e.Alpha, "/api/generosity/reports/donors/export", tok, map[string]any{"from": "2025-01-01", "to": "2025-12-31", "format": "csv"})
	if !strings.Contains(string(r.Raw), "Two Giver,,,two@giver.test,1,200.00") {
		t.Errorf("donors CSV: %s", r.Raw)
	}
	for _, format := range []string{"xlsx", "pdf"} {
		r = e.Post(e.Alpha, "/api/generosity/reports/donors/export", tok, map[string]any{"from": "2025-01-01", "to": "2025-12-31", "format": format})
		if r.Status != 200 || len(r.Raw) < 500 {
			t.Errorf("donors %s: %d %d bytes", format, r.Status, len(r.Raw))
		}
	}
	if r.ContentType != "application/pdf" || !strings.HasPrefix(string(r.Raw), "%PDF") {
		t.Errorf("PDF: %s", r.ContentType)
	}
	tt.Expect(t, e.Post(e.Alpha, "/api/generosity/reports/numbers/export", tok, map[string]any{"from": "2025-01-01", "to": "2025-12-31", "format": "doc"}), 400, "Choose a format: csv, xlsx or pdf")

	// Bravo sees none of it, and alpha's person is not found there.
	btok := e.Login(e.Bravo, "admin@bravo.test")
	tt.Expect(t, e.Post(e.Bravo, "/api/generosity/reports/person", btok, map[string]any{"personId": f.p1}), 404, "Person not found")
	b := e.Post(e.Bravo, "/api/generosity/reports/numbers", btok, map[string]any{"from": "2025-01-01", "to": "2025-12-31"}).M(t)
	if num(b["totalMinor"]) != 0 {
		t.Errorf("bravo's numbers: %v", b)
	}
	// People without generosity cannot read reports.
	ptok := e.Login(e.Alpha, "people@alpha.test")
	if r := e.Post(e.Alpha, "/api/generosity/reports/person", ptok, map[string]any{"personId": f.p1}); r.Status != 403 {
		t.Errorf("people manager: %d", r.Status)
	}
}

func TestDashboard(t *testing.T) {
	e := tt.New(t)
	f := seed(e)
	tok := e.Login(e.Alpha, "admin@alpha.test")
	// Dates relative to the church's today (America/Chicago by default).
	loc, _ := time.LoadLocation("America/Chicago")
	now := time.Now().In(loc)
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	thisMonth := time.Date(today.Year(), today.Month(), 1, 0, 0, 0, 0, time.UTC)
	e.Exec(e.Alpha, `DELETE FROM giving_contributions`)
	gift(e, e.Alpha, f.p1, f.gen, 1000, "cash", thisMonth.Format("2006-01-02"), "succeeded")
	gift(e, e.Alpha, f.p2, f.tithe, 3000, "card", thisMonth.Format("2006-01-02"), "succeeded")
	gift(e, e.Alpha, f.p1, f.gen, 500, "cash", thisMonth.AddDate(0, -1, 0).Format("2006-01-02"), "succeeded")
	gift(e, e.Alpha, f.p3, f.gen, 7000, "bank", thisMonth.AddDate(-1, 0, 0).Format("2006-01-02"), "succeeded")
	gift(e, e.Alpha, f.p3, f.gen, 9999, "bank", thisMonth.Format("2006-01-02"), "failed")
	r := e.Post(e.Alpha, "/api/generosity/dashboard", tok, map[string]any{})
	tt.Expect(t, r, 200, "Giving dashboard")
	d := r.M(t)
	lastMonth := int64(500)
	ytd, ytdCount := int64(4000), int64(2)
	if thisMonth.Month() != 1 {
		ytd, ytdCount = 4500, 3
	}
	if num(d["thisMonthMinor"]) != 4000 || num(d["lastMonthMinor"]) != lastMonth || num(d["yearToDateMinor"]) != ytd ||
		num(d["lastYearToDateMinor"]) != 7000 || num(d["averageGiftMinor"]) != (ytd+ytdCount/2)/ytdCount {
		t.Errorf("dashboard headline: %v", d)
	}
	givers := int64(2)
	if num(d["givers"]) != givers || num(d["firstTimeGivers"]) != 2 {
		t.Errorf("givers %v first-time %v, want 2 and 2 (p3 gave last year only)", d["givers"], d["firstTimeGivers"])
	}
	months := d["byMonth"].([]any)
	last := months[11].(map[string]any)
	if len(months) != 12 || last["month"] != thisMonth.Format("2006-01") || num(last["totalMinor"]) != 4000 || num(last["lastYearMinor"]) != 7000 {
		t.Errorf("byMonth: %v", months)
	}
	if len(d["recent"].([]any)) != 4 {
		t.Errorf("recent: %v", d["recent"])
	}
	mi := e.Post(e.Alpha, "/api/generosity/module-info", tok, map[string]any{}).M(t)
	if num(mi["contributions"]) != 4 || num(mi["donors"]) != 3 || num(mi["funds"]) != 5 {
		t.Errorf("module info: %v", mi)
	}
}

// TestRollupsEqualTheLedger changes gifts every way the ledger does (add, void, change type,
// a fund's gifts moved, a batch committed, a gift moved to another person, amount and date
// corrected, deleted) and compares the rollups with what a rebuild from the ledger gives.
func TestRollupsEqualTheLedger(t *testing.T) {
	e := tt.New(t)
	f := seed(e)
	c := e.Alpha
	check := func(step string) {
		t.Helper()
		for _, q := range []string{
			`SELECT count(*) FROM (SELECT day, fund_id, method, total_minor, gift_count FROM giving_daily_totals
				EXCEPT SELECT received_on, fund_id, method, sum(amount_minor), count(*)::int FROM giving_contributions
				WHERE status = 'succeeded' AND voided_at IS NULL GROUP BY 1, 2, 3) x`,
			`SELECT count(*) FROM (SELECT received_on, fund_id, method, sum(amount_minor), count(*)::int FROM giving_contributions
				WHERE status = 'succeeded' AND voided_at IS NULL GROUP BY 1, 2, 3
				EXCEPT SELECT day, fund_id, method, total_minor, gift_count FROM giving_daily_totals) x`,
			`SELECT count(*) FROM (SELECT person_id, year, fund_id, total_minor, gift_count, first_on, last_on FROM giving_person_years
				EXCEPT SELECT person_id, extract(year FROM received_on)::int, fund_id, sum(amount_minor), count(*)::int, min(received_on), max(received_on)
				FROM giving_contributions WHERE status = 'succeeded' AND voided_at IS NULL AND person_id IS NOT NULL GROUP BY 1, 2, 3) x`,
			`SELECT count(*) FROM (SELECT person_id, extract(year FROM received_on)::int, fund_id, sum(amount_minor), count(*)::int, min(received_on), max(received_on)
				FROM giving_contributions WHERE status = 'succeeded' AND voided_at IS NULL AND person_id IS NOT NULL GROUP BY 1, 2, 3
				EXCEPT SELECT person_id, year, fund_id, total_minor, gift_count, first_on, last_on FROM giving_person_years) x`,
			`SELECT count(*) FROM (SELECT person_id, first_on, last_on, total_minor, gift_count::bigint FROM giving_donors
				EXCEPT SELECT person_id, min(received_on), max(received_on), sum(amount_minor), count(*) FROM giving_contributions
				WHERE status = 'succeeded' AND voided_at IS NULL AND person_id IS NOT NULL GROUP BY 1) x`,
			`SELECT count(*) FROM (SELECT person_id, min(received_on), max(received_on), sum(amount_minor), count(*) FROM giving_contributions
				WHERE status = 'succeeded' AND voided_at IS NULL AND person_id IS NOT NULL GROUP BY 1
				EXCEPT SELECT person_id, first_on, last_on, total_minor, gift_count::bigint FROM giving_donors) x`,
		} {
			if n := e.Count(c, q); n != 0 {
				t.Fatalf("after %s: %d rollup rows differ from the ledger (%s)", step, n, q)
			}
		}
	}
	check("seed")
	gift(e, c, f.p1, f.miss, 1234, "bank", "2025-03-03", "succeeded")
	check("add")
	e.Exec(c, `UPDATE giving_contributions SET voided_at = now(), void_reason = 'duplicate' WHERE amount_minor = 10000`)
	check("void of a first gift of the year")
	e.Exec(c, `UPDATE giving_contributions SET fund_id = ? WHERE amount_minor = 5000`, f.miss)
	check("change type")
	e.Exec(c, `UPDATE giving_contributions SET fund_id = ? WHERE fund_id = ?`, f.tithe, f.miss)
	check("a fund's gifts moved")
	e.Exec(c, `INSERT INTO giving_batches (name, batch_date, expected_total_minor) VALUES ('Sunday', '2025-05-04', 4500)`)
	var batch int64
	e.Scan(c, `SELECT max(id) FROM giving_batches`, &batch)
	for i, amount := range []int64{1000, 1500, 2000} {
		e.Exec(c, `INSERT INTO giving_contributions (person_id, fund_id, amount_minor, currency, method, received_on, status, batch_id, source)
			VALUES (?, ?, ?, 'USD', 'cash', '2025-05-04', 'pending', ?, 'batch')`, []int64{f.p1, f.p2, f.p3}[i], f.gen, amount, batch)
	}
	check("open batch")
	e.Exec(c, `UPDATE giving_contributions SET status = 'succeeded' WHERE batch_id = ?`, batch)
	e.Exec(c, `UPDATE giving_batches SET status = 'committed', committed_at = now() WHERE id = ?`, batch)
	check("batch commit")
	e.Exec(c, `UPDATE giving_contributions SET person_id = ? WHERE amount_minor = 20000`, f.p3)
	check("gift moved to another person")
	e.Exec(c, `UPDATE giving_contributions SET amount_minor = 7500, received_on = '2024-12-31' WHERE amount_minor = 7000`)
	check("amount and date corrected")
	e.Exec(c, `UPDATE giving_contributions SET status = 'refunded' WHERE amount_minor = 1500`)
	check("refund")
	e.Exec(c, `UPDATE giving_contributions SET note = 'seen', updated_at = now()`)
	check("a change that does not count")
	e.Exec(c, `DELETE FROM giving_contributions WHERE batch_id = ? AND status = 'succeeded'`, batch)
	check("delete")
	e.Exec(c, `SELECT giving_rollups_rebuild()`)
	check("rebuild")
	// Many gifts of one person in one statement (a batch of 500).
	e.Exec(c, fmt.Sprintf(`INSERT INTO giving_contributions (person_id, fund_id, amount_minor, currency, method, received_on)
		SELECT ?, ?, n * 10, 'USD', 'cash', DATE '2025-01-01' + (n %% 300) FROM generate_series(1, 500) n`), f.p2, f.gen)
	check("500 gifts")
}
