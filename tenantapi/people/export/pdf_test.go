package export_test

import (
	"strings"
	"testing"

	"congregate/controlplane/demo"
	"congregate/internal/testutil"
	pt "congregate/tenantapi/tenanttest"
)

// The PDF prints what the console shows: whole e-mails (wrapped in their cell), an ellipsis where
// a value is longer than a cell holds, "Male"/"Active" rather than the stored values, and the
// church's logo (the demo church's, seeded as an upload).
func TestExportPDFText(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	long := "brian.adeyemi270.with.a.longer.mailbox.name@fellowship-of-the-example-congregation.org"
	e.AddPerson(tok, map[string]any{"firstName": "Brian", "lastName": "Pdfrow", "email": "brian.adeyemi270@example.org", "gender": "male"})
	e.AddPerson(tok, map[string]any{"firstName": "Long", "lastName": "Pdfrow", "email": long, "gender": "female"})
	e.AddPerson(tok, map[string]any{"firstName": "Addie", "lastName": "Pdfrow", "address": strings.Repeat("Bartholomew Maximilian Boulevard ", 9)})

	cols := []string{"fullName", "email", "gender", "address", "status"}
	p := e.Post(e.Alpha, "/api/people/export", tok, map[string]any{"format": "pdf", "q": "pdfrow", "columns": cols})
	if p.Status != 200 || p.ContentType != "application/pdf" {
		t.Fatalf("pdf: %d %s", p.Status, p.Raw)
	}
	pages := testutil.PDFPages(t, p.Raw)
	if len(pages) != 1 {
		t.Fatalf("pages: %d", len(pages))
	}
	text := pages[0]
	joined := strings.ReplaceAll(text, "\n", "")
	for _, want := range []string{"brian.adeyemi270@example.org", long} {
		if !strings.Contains(joined, want) {
			t.Errorf("e-mail %q not whole in the PDF:\n%s", want, text)
		}
	}
	lines := strings.Split(text, "\n")
	for _, l := range lines {
		if strings.HasSuffix(l, "example.") || strings.HasSuffix(l, "@example") {
			t.Errorf("an e-mail cut with no ellipsis: %q", l)
		}
	}
	// The 300-character address does not fit its cell in three lines: it ends with "…".
	if !strings.Contains(text, "Boulevard…") && !strings.Contains(text, "Bartholomew…") && !strings.Contains(text, "Maximilian…") {
		t.Errorf("no ellipsis for the long address:\n%s", text)
	}
	for _, want := range []string{"Male", "Female", "Active"} {
		if !contains(lines, want) {
			t.Errorf("no %q cell:\n%s", want, text)
		}
	}
	for _, raw := range []string{"male", "female", "active"} {
		if contains(lines, raw) {
			t.Errorf("raw value %q printed", raw)
		}
	}
	if n := testutil.PDFImages(p.Raw); n != 0 {
		t.Errorf("images without a logo: %d", n)
	}

	// With the demo church's logo, saved as `ops seed-demo` saves it, the PDF holds it.
	if err := demo.Brand(t.Context(), e.App.Organization().Branding, e.Alpha, "admin@alpha.test"); err != nil {
		t.Fatal(err)
	}
	var logoURL string
	e.DB.Gorm.Raw(`SELECT logo_url FROM control.churches WHERE id = ?`, e.Alpha.ID).Scan(&logoURL)
	if !strings.HasPrefix(logoURL, "api/org/logo/logo?v=") {
		t.Fatalf("logo URL after seeding: %q", logoURL)
	}
	p = e.Post(e.Alpha, "/api/people/export", tok, map[string]any{"format": "pdf", "q": "pdfrow", "columns": cols})
	if n := testutil.PDFImages(p.Raw); p.Status != 200 || n < 1 { // (an image with alpha is two: the picture and its mask)
		t.Fatalf("pdf with the logo: %d, %d images", p.Status, n)
	}
}

func contains(lines []string, s string) bool {
	for _, l := range lines {
		if l == s {
			return true
		}
	}
	return false
}
