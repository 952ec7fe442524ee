package imports_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"congregate/internal/jobs"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/giving/imports"
	pt "congregate/tenantapi/tenanttest"
)

// giftsCSV is n rows over three donors (by e-mail, phone and envelope id, and name), with the
// given rows replaced.
func giftsCSV(n int, replace map[int]string) []byte {
	var b strings.Builder
	b.WriteString("Date,Amount,Fund,Method,Check Number,Email,Phone,Envelope,First Name,Last Name,Memo\n")
	day := time.Now().UTC().AddDate(0, 0, -10).Format("2006-01-02")
	for i := 1; i <= n; i++ {
		if line, ok := replace[i]; ok {
			b.WriteString(line + "\n")
			continue
		}
		switch i % 4 {
		case 0:
			fmt.Fprintf(&b, "%s,%d.00,GEN,cash,,grace@donors.test,,,,,\n", day, 10+i)
		case 1:
			fmt.Fprintf(&b, "%s,\"1,%03d.50\",Tithes,check,%d,,(555) 010-7777,,,,\n", day, i, 5000+i)
		case 2:
			fmt.Fprintf(&b, "%s,%d,MISS,card,,,,E-0042,,,\n", day, 5+i)
		case 3:
			fmt.Fprintf(&b, "%s,%d.25,GEN,ach,,,,,Hope,Namely,Thanks\n", day, i)
		}
	}
	return []byte(b.String())
}

func setup(t *testing.T) (*pt.Env, string) {
	e := pt.New(t)
	admin := e.Login(e.Alpha, "admin@alpha.test")
	e.AddPerson(admin, map[string]any{"firstName": "Grace", "lastName": "Mailer", "email": "grace@donors.test"})
	e.AddPerson(admin, map[string]any{"firstName": "Phil", "lastName": "Phoner", "mobile": "+15550107777"})
	e.AddPerson(admin, map[string]any{"firstName": "Eve", "lastName": "Envelope", "envelopeId": "E-0042"})
	e.AddPerson(admin, map[string]any{"firstName": "Hope", "lastName": "Namely"})
	return e, e.Login(e.Alpha, "finance@alpha.test")
}

func upload(t *testing.T, e *pt.Env, tok string, data []byte) (int64, map[string]string) {
	t.Helper()
	r := e.Upload(e.Alpha, "/api/generosity/contributions/import/upload", tok, "file", "march gifts.csv", data, nil)
	pt.Expect(t, r, 201, "File uploaded")
	var u struct {
		ImportID int64
		Mapping  map[string]string
		Columns  []string
	}
	r.Decode(t, &u)
	return u.ImportID, u.Mapping
}

func run(t *testing.T, e *pt.Env, id int64) error {
	ctx := tenancy.WithChurch(context.Background(), e.Alpha)
	return (&imports.Service{Tenants: e.App.Tenants}).Run(ctx, id, true)
}

func TestImportRefusesBadRowsThenImportsTheGoodOnes(t *testing.T) {
	e, fin := setup(t)
	day := time.Now().UTC().AddDate(0, 0, -3).Format("2006-01-02")
	id, mapping := upload(t, e, fin, giftsCSV(50, map[int]string{
		7:  day + ",20.00,GEN,cash,,stranger@nowhere.test,,,,,",
		23: day + ",twenty,GEN,cash,,grace@donors.test,,,,,",
	}))
	want := map[string]string{"date": "Date", "amount": "Amount", "fund": "Fund", "method": "Method", "chequeNumber": "Check Number",
		"email": "Email", "phone": "Phone", "envelopeId": "Envelope", "firstName": "First Name", "lastName": "Last Name", "note": "Memo"}
	for k, v := range want {
		if mapping[k] != v {
			t.Fatalf("suggested mapping %v", mapping)
		}
	}
	r := e.Post(e.Alpha, "/api/generosity/contributions/import/preview", fin, map[string]any{"importId": id, "mapping": mapping})
	pt.Expect(t, r, 200, "Import preview")
	var p struct {
		Total, Good, Bad int
		Rows             []struct {
			Row    int
			Match  string
			Errors []string
		}
	}
	r.Decode(t, &p)
	if p.Total != 50 || p.Good != 48 || p.Bad != 2 {
		t.Fatalf("preview: %d/%d/%d", p.Total, p.Good, p.Bad)
	}
	matches := map[string]int{}
	for _, row := range p.Rows {
		matches[row.Match]++
		switch row.Row {
		case 8:
			if strings.Join(row.Errors, ";") != "No person matches this row" {
				t.Fatalf("row 8: %v", row.Errors)
			}
		case 24:
			if strings.Join(row.Errors, ";") != "Enter an amount like 25.00" {
				t.Fatalf("row 24: %v", row.Errors)
			}
		}
	}
	if matches["email"] == 0 || matches["phone"] == 0 || matches["envelope"] == 0 || matches["name"] == 0 {
		t.Fatalf("matches: %v", matches)
	}
	process := "/api/generosity/contributions/import/process"
	pt.Expect(t, e.Post(e.Alpha, process, fin, map[string]any{"importId": id, "mapping": mapping}), 409,
		"Fix the 2 rows with errors first, or import only the good rows")
	var status string
	e.Scan(e.Alpha, `SELECT status FROM giving_imports WHERE id = `+fmt.Sprint(id), &status)
	if status != "uploaded" {
		t.Fatalf("a refused import is %s", status)
	}
	// The bad rows as a CSV with an Errors column.
	w := e.Raw(e.Alpha, fmt.Sprintf("/api/generosity/contributions/import/bad-rows/%d", id), fin)
	if w.Code != 200 || !strings.Contains(w.Body.String(), "stranger@nowhere.test") || !strings.Contains(w.Body.String(), "Errors") ||
		strings.Count(strings.TrimSpace(w.Body.String()), "\n") != 2 {
		t.Fatalf("bad rows: %d %s", w.Code, w.Body.String())
	}

	pt.Expect(t, e.Post(e.Alpha, process, fin, map[string]any{"importId": id, "mapping": mapping, "skipBadRows": true}), 202, "Import queued")
	if len(e.PendingTasks(jobs.TypeGivingImport)) != 1 {
		t.Fatal("not queued")
	}
	if err := run(t, e, id); err != nil {
		t.Fatal(err)
	}
	r = e.Post(e.Alpha, "/api/generosity/contributions/import/status", fin, map[string]any{"importId": id})
	var st struct {
		Status                     string
		Total, Processed, Imported int
		BatchID                    *int64
	}
	r.Decode(t, &st)
	if st.Status != "done" || st.Imported != 48 || st.BatchID == nil {
		t.Fatalf("status: %+v", st)
	}
	var b struct {
		Batch struct {
			Name, Status, Source string
			EnteredCount         int
		}
	}
	e.Post(e.Alpha, "/api/generosity/batches/get", fin, map[string]any{"id": *st.BatchID}).Decode(t, &b)
	if b.Batch.Name != "Import march gifts.csv" || b.Batch.Status != "committed" || b.Batch.Source != "import" || b.Batch.EnteredCount != 48 {
		t.Fatalf("batch: %+v", b)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM giving_contributions WHERE source = 'import' AND status = 'succeeded' AND import_id IS NOT NULL`); n != 48 {
		t.Fatalf("counted %d", n)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM giving_contributions WHERE method = 'cheque' AND cheque_number <> ''`); n == 0 {
		t.Fatal("no cheques")
	}
	if e.AuditCount(e.Alpha, "giving.import.process") != 1 {
		t.Fatal("not audited")
	}
	// Run again (a retried task): nothing more.
	if err := run(t, e, id); err != nil || e.Count(e.Alpha, `SELECT count(*) FROM giving_contributions`) != 48 {
		t.Fatalf("second run: %v", err)
	}
	// Bravo cannot read alpha's import.
	ben := e.Login(e.Bravo, "admin@bravo.test")
	pt.Expect(t, e.Post(e.Bravo, "/api/generosity/contributions/import/status", ben, map[string]any{"importId": id}), 404, "Import not found")
}

func TestImportIsAllOrNothing(t *testing.T) {
	e, fin := setup(t)
	day := time.Now().UTC().AddDate(0, 0, -3).Format("2006-01-02")
	id, mapping := upload(t, e, fin, giftsCSV(30, map[int]string{29: day + ",20.00,GEN,cash,,grace@donors.test,,,,,boom"}))
	// The database refuses the 29th row mid-write (a trigger standing in for any failure).
	e.Exec(e.Alpha, `CREATE FUNCTION boom() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
		IF NEW.note = 'boom' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$`)
	e.Exec(e.Alpha, `CREATE TRIGGER boom BEFORE INSERT ON giving_contributions FOR EACH ROW EXECUTE FUNCTION boom()`)
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/contributions/import/process", fin, map[string]any{"importId": id, "mapping": mapping}), 202, "Import queued")
	if err := run(t, e, id); err == nil {
		t.Fatal("the failed write reported success")
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM giving_contributions`) + e.Count(e.Alpha, `SELECT count(*) FROM giving_batches`); n != 0 {
		t.Fatalf("%d rows left behind", n)
	}
	var status string
	e.Scan(e.Alpha, `SELECT status FROM giving_imports WHERE id = `+fmt.Sprint(id), &status)
	if status != "failed" {
		t.Fatalf("status %s", status)
	}
}
