package giving_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"regexp"
	"strings"
	"testing"

	"congregate/internal/jobs"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	tt "congregate/tenantapi/tenanttest"
	wgiving "congregate/worker/giving"
)

func person(e *tt.Env, c *tenancy.Church, first, email string) int64 {
	e.Exec(c, `INSERT INTO people (first_name, last_name, email, address, city) VALUES (?, 'Giver', ?, '1 Main St', 'Springfield')`, first, email)
	return e.PersonID(c, email)
}

func fund(e *tt.Env, c *tenancy.Church, code string) int64 {
	var id int64
	e.Scan(c, `SELECT id FROM giving_funds WHERE code = '`+code+`'`, &id)
	return id
}

func gift(e *tt.Env, c *tenancy.Church, personID any, fundID int64, minor int64, on, status string) {
	e.Exec(c, `INSERT INTO giving_contributions (person_id, fund_id, amount_minor, currency, method, received_on, status)
		VALUES (?, ?, ?, 'USD', 'cash', ?, ?)`, personID, fundID, minor, on, status)
}

func num(v any) int64 { return int64(v.(float64)) }

// TestStatements: one donor's statement equals the ledger (voids, pending gifts and other years
// left out, tax-deductible part), a donor without gifts has none, and a run through the real
// worker handler writes a PDF per donor, the ZIP, and e-mails each donor once with their own
// link, leaving out the opted-out donor and the one without e-mail, even when the task runs again.
func TestStatements(t *testing.T) {
	e := tt.New(t)
	c := e.Alpha
	gen, tithe := fund(e, c, "GEN"), fund(e, c, "TITHE")
	e.Exec(c, `UPDATE giving_funds SET tax_deductible = false WHERE id = ?`, tithe)
	e.Exec(c, `UPDATE giving_settings SET statement_signatory = 'Pastor Jane Doe'`)
	p1 := person(e, c, "One", "one@giver.test")
	p2 := person(e, c, "Two", "two@giver.test")
	p3 := person(e, c, "Three", "")
	p4 := person(e, c, "Four", "four@giver.test") // no gifts in 2025
	gift(e, c, p1, gen, 10000, "2025-01-05", "succeeded")
	gift(e, c, p1, tithe, 5000, "2025-02-10", "succeeded")
	gift(e, c, p1, gen, 2500, "2025-02-11", "succeeded")
	e.Exec(c, `UPDATE giving_contributions SET voided_at = now(), void_reason = 'typo' WHERE amount_minor = 2500`)
	gift(e, c, p1, gen, 700, "2025-03-01", "pending")
	gift(e, c, p1, gen, 900, "2024-12-31", "succeeded")
	gift(e, c, p2, gen, 20000, "2025-06-01", "succeeded")
	gift(e, c, p3, gen, 3000, "2025-07-01", "succeeded")
	gift(e, c, p4, gen, 4000, "2024-07-01", "succeeded")
	gift(e, c, nil, gen, 1000, "2025-07-01", "succeeded")
	tok := e.Login(c, "finance@alpha.test")

	r := e.Post(c, "/api/generosity/statements/preview", tok, map[string]any{"personId": p1, "year": 2025})
	tt.Expect(t, r, 200, "Contribution statement")
	st := r.M(t)
	var ledger int64
	e.Scan(c, `SELECT sum(amount_minor) FROM giving_contributions WHERE person_id = `+itoa(p1)+` AND status = 'succeeded'
		AND voided_at IS NULL AND received_on BETWEEN '2025-01-01' AND '2025-12-31'`, &ledger)
	if num(st["totalMinor"]) != ledger || ledger != 15000 || num(st["deductibleMinor"]) != 10000 || len(st["gifts"].([]any)) != 2 {
		t.Fatalf("p1's 2025 statement: %v (ledger %d)", st, ledger)
	}
	tt.Expect(t, e.Post(c, "/api/generosity/statements/preview", tok, map[string]any{"personId": p4, "year": 2025}), 404, "No contributions in this period")
	tt.Expect(t, e.Post(c, "/api/generosity/statements/pdf", tok, map[string]any{"personId": p4, "from": "2025-01-01", "to": "2025-12-31"}), 404, "No contributions in this period")
	pdf := e.Post(c, "/api/generosity/statements/pdf", tok, map[string]any{"personId": p1, "from": "2025-01-01", "to": "2025-12-31"})
	if pdf.Status != 200 || pdf.ContentType != "application/pdf" || !strings.HasPrefix(string(pdf.Raw), "%PDF") {
		t.Fatalf("PDF: %d %s", pdf.Status, pdf.ContentType)
	}
	tt.Expect(t, e.Post(c, "/api/generosity/statements/preview", tok, map[string]any{"personId": p1, "year": 2025, "from": "2025-01-01"}), 400, "Choose a year, or a start and an end date")

	// The run: p1, p2 and p3 gave in 2025 (p4 did not); p2 opted out of e-mail; p3 has no e-mail.
	e.Exec(c, `UPDATE credit_account SET balance = 100`)
	e.Exec(c, `INSERT INTO do_not_contact (channel, address, person_id, method) VALUES ('email', 'two@giver.test', ?, 'staff')`, p2)
	r = e.Post(c, "/api/generosity/statements/run", tok, map[string]any{"from": "2025-01-01", "to": "2025-12-31", "email": true})
	tt.Expect(t, r, 202, "Statements are being prepared")
	runID := num(r.M(t)["id"])
	tt.Expect(t, e.Post(c, "/api/generosity/statements/run", tok, map[string]any{"from": "2025-01-01", "to": "2025-12-31"}), 409, "A statement run is already in progress")
	tasks := e.PendingTasks(jobs.TypeGivingStatements)
	if len(tasks) != 1 {
		t.Fatalf("%d tasks queued", len(tasks))
	}
	var p jobs.GivingStatements
	if err := json.Unmarshal(tasks[0], &p); err != nil || p.RunID != runID {
		t.Fatalf("payload %s", tasks[0])
	}
	h := wgiving.NewStatements(e.App.Tenants, e.DB.Gorm, storage.Local{Dir: e.Files}, e.Client, []byte(e.App.Config.LinkSecret),
		e.App.Config.ChurchURL, slog.Default())
	h.S.Every = 2 // progress between chunks
	ctx := tenancy.WithChurch(context.Background(), c)
	if err := h.HandleStatements(ctx, p); err != nil {
		t.Fatal(err)
	}
	run := e.Post(c, "/api/generosity/statements/run/get", tok, map[string]any{"id": runID}).M(t)
	if run["status"] != "done" || num(run["total"]) != 3 || num(run["done"]) != 3 || num(run["emailed"]) != 1 ||
		num(run["optedOut"]) != 1 || num(run["skippedNoEmail"]) != 1 || run["zipReady"] != true || run["createdByName"] != "Fin Ance" {
		t.Fatalf("run: %v", run)
	}
	comms := func() int64 { return e.Count(c, `SELECT count(*) FROM communications WHERE origin = 'giving'`) }
	if comms() != 1 || e.Count(c, `SELECT count(*) FROM communication_recipients WHERE address = 'one@giver.test'`) != 1 ||
		e.Count(c, `SELECT count(*) FROM communication_recipients WHERE address = 'two@giver.test'`) != 0 {
		t.Fatalf("%d giving communications", comms())
	}
	// The ZIP holds every statement.
	z := e.Raw(c, "/api/generosity/statements/runs/"+itoa(runID)+"/zip", tok)
	if z.Code != 200 || z.Header().Get("Content-Type") != "application/zip" || strings.Count(z.Body.String(), "%PDF") != 3 {
		t.Fatalf("zip: %d %s", z.Code, z.Header().Get("Content-Type"))
	}
	// The donor's own signed link opens their PDF without a session; a changed token does not.
	var body string
	e.Scan(c, `SELECT body FROM communications WHERE origin = 'giving'`, &body)
	link := regexp.MustCompile(`/api/generosity/statements/file/[A-Za-z0-9_.-]+`).FindString(body)
	if link == "" {
		t.Fatalf("no link in %q", body)
	}
	if w := e.Raw(c, link, ""); w.Code != 200 || !strings.HasPrefix(w.Body.String(), "%PDF") {
		t.Fatalf("link: %d", w.Code)
	}
	if w := e.Raw(c, link+"x", ""); w.Code != 404 {
		t.Fatalf("tampered link: %d", w.Code)
	}
	if w := e.Raw(e.Bravo, link, ""); w.Code != 404 {
		t.Fatalf("alpha's link on bravo's host: %d", w.Code)
	}

	// Killed mid-run and retried: the run resumes; nobody is e-mailed twice.
	e.Exec(c, `UPDATE giving_statement_runs SET status = 'running', zip_key = '', finished_at = NULL WHERE id = ?`, runID)
	e.Exec(c, `UPDATE giving_statement_files SET email_status = '' WHERE run_id = ?`, runID)
	e.Exec(c, `DELETE FROM giving_statement_files WHERE run_id = ? AND person_id = ?`, runID, p3)
	if err := h.HandleStatements(ctx, p); err != nil {
		t.Fatal(err)
	}
	run = e.Post(c, "/api/generosity/statements/run/get", tok, map[string]any{"id": runID}).M(t)
	if run["status"] != "done" || num(run["done"]) != 3 || num(run["emailed"]) != 1 || comms() != 1 {
		t.Fatalf("after the retry: %v, %d communications", run, comms())
	}
	runs := e.Post(c, "/api/generosity/statements/runs", tok, map[string]any{}).M(t)
	if num(runs["total"]) != 1 {
		t.Errorf("runs: %v", runs)
	}

	// Bravo reads none of alpha's statements or runs.
	btok := e.Login(e.Bravo, "admin@bravo.test")
	tt.Expect(t, e.Post(e.Bravo, "/api/generosity/statements/preview", btok, map[string]any{"personId": p1, "year": 2025}), 404, "Person not found")
	tt.Expect(t, e.Post(e.Bravo, "/api/generosity/statements/run/get", btok, map[string]any{"id": runID}), 404, "Statement run not found")
	if w := e.Raw(e.Bravo, "/api/generosity/statements/runs/"+itoa(runID)+"/zip", btok); w.Code != 404 {
		t.Errorf("bravo's zip of alpha's run: %d", w.Code)
	}
}

func itoa(n int64) string { b, _ := json.Marshal(n); return string(b) }
