package export_test

import (
	"bytes"
	"encoding/base64"
	"encoding/csv"
	"fmt"
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

// Custom field columns take the field's name as their header and its value as people read it;
// columns that name no field, or too many columns, are refused before anything is written.
func TestExportColumns(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	e.Exec(e.Alpha, `INSERT INTO custom_fields (name, kind) VALUES ('Shirt size', 'text')`)
	var shirt int64
	e.Scan(e.Alpha, `SELECT id FROM custom_fields WHERE name = 'Shirt size'`, &shirt)
	e.AddPerson(tok, map[string]any{"firstName": "Cal", "lastName": "Column", "customFields": map[string]any{fmt.Sprint(shirt): "XL"}})

	r := e.Post(e.Alpha, "/api/people/export", tok, map[string]any{"format": "csv", "q": "column", "columns": []string{"fullName", fmt.Sprintf("custom:%d", shirt)}})
	if r.Status != 200 || !strings.HasPrefix(r.Header.Get("Content-Disposition"), `attachment; filename="people-`) {
		t.Fatalf("csv: %d %s", r.Status, r.Raw)
	}
	recs, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(r.Raw, []byte("\xEF\xBB\xBF")))).ReadAll()
	if err != nil || len(recs) != 2 || recs[0][1] != "Shirt size" || recs[1][0] != "Cal Column" || recs[1][1] != "XL" {
		t.Fatalf("csv rows: %v %v", recs, err)
	}
	// Without columns: the default ones.
	d := e.Post(e.Alpha, "/api/people/export", tok, map[string]any{"format": "csv", "q": "column"})
	if head, _ := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(d.Raw, []byte("\xEF\xBB\xBF")))).Read(); strings.Join(head, ",") != "Name,E-mail,Mobile,Gender,Birth date,Membership type,Status" {
		t.Fatalf("default columns: %v", head)
	}
	tooMany := make([]string, 200)
	for i := range tooMany {
		tooMany[i] = "email"
	}
	for _, c := range []struct {
		columns []string
		msg     string
	}{
		{[]string{"custom:999999"}, `Unknown column "custom:999999"`},
		{[]string{"custom:shirt"}, `Unknown column "custom:shirt"`},
		{tooMany, "Too many columns"},
	} {
		pt.Expect(t, e.Post(e.Alpha, "/api/people/export", tok, map[string]any{"format": "csv", "columns": c.columns}), 400, c.msg)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/export", tok, map[string]any{"format": "csv", "ageBand": "ancient"}), 400, "Unknown age band")
	if n := e.AuditCount(e.Alpha, "people_export"); n != 2 {
		t.Fatalf("export audit entries: %d (refused exports are not audited)", n)
	}
}
