package export_test

import (
	"bytes"
	"encoding/base64"
	"encoding/csv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	pt "congregate/tenantapi/tenanttest"
)

func TestExport(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	e.AddPerson(tok, map[string]any{"firstName": "Eve", "lastName": "Export", "email": "eve@example.org", "gender": "female"})
	e.AddPerson(tok, map[string]any{"firstName": "=HYPERLINK(\"http://x\")", "lastName": "Export"})
	e.AddPerson(tok, map[string]any{"firstName": "Zoë", "lastName": "Export", "mobile": "+15557770001"})

	r := e.Post(e.Alpha, "/api/people/export", tok, map[string]any{"format": "csv", "q": "export", "columns": []string{"firstName", "lastName", "email", "mobile"}})
	if r.Status != 200 || r.ContentType != "text/csv; charset=utf-8" || !strings.Contains(r.Header.Get("Content-Disposition"), "attachment") {
		t.Fatalf("csv: %d %s %s", r.Status, r.ContentType, r.Raw)
	}
	recs, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(r.Raw, []byte("\xEF\xBB\xBF")))).ReadAll()
	if err != nil || len(recs) != 4 || recs[0][0] != "First name" {
		t.Fatalf("csv rows: %v %v", recs, err)
	}
	body := string(r.Raw)
	if !strings.Contains(body, `'=HYPERLINK`) || !strings.Contains(body, "Zoë") || !strings.Contains(body, "+15557770001") {
		t.Fatalf("csv content: %s", body)
	}

	x := e.Post(e.Alpha, "/api/people/export", tok, map[string]any{"format": "xlsx", "q": "export"})
	if x.Status != 200 {
		t.Fatalf("xlsx: %d %s", x.Status, x.Msg)
	}
	f, err := excelize.OpenReader(bytes.NewReader(x.Raw))
	if err != nil {
		t.Fatal(err)
	}
	rows, _ := f.GetRows("People")
	if len(rows) != 4 || rows[0][0] != "Name" {
		t.Fatalf("xlsx rows: %v", rows)
	}

	e.DB.Gorm.Exec(`UPDATE control.churches SET logo_url = ? WHERE id = ?`, "data:image/png;base64,"+base64.StdEncoding.EncodeToString(pt.PNG(t)), e.Alpha.ID)
	e.App.Resolver.Forget()
	p := e.Post(e.Alpha, "/api/people/export", tok, map[string]any{"format": "pdf", "q": "export"})
	if p.Status != 200 || p.ContentType != "application/pdf" || !bytes.HasPrefix(p.Raw, []byte("%PDF")) || !bytes.Contains(p.Raw, []byte("/Subtype /Image")) {
		t.Fatalf("pdf: %d %s %d bytes", p.Status, p.ContentType, len(p.Raw))
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/export", tok, map[string]any{"format": "doc"}), 400, "Format must be csv, xlsx or pdf")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/export", tok, map[string]any{"format": "csv", "columns": []string{"password_hash"}}), 400, `Unknown column "password_hash"`)
	if n := e.Count(e.Alpha, `SELECT count(*) FROM audit_log WHERE event = 'people_export'`); n != 3 {
		t.Fatalf("export audit entries: %d", n)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/export", e.Login(e.Alpha, "finance@alpha.test"), map[string]any{"format": "csv"}), 403, "You don't have permission to access this page")
}
