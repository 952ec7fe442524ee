package proposals_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"congregate/controlplane/cptest"
	"congregate/internal/jobs"
)

func body(church string) map[string]any {
	return map[string]any{"first_name": "Grace", "last_name": "Hopper", "email": "grace@example.org",
		"church_name": church, "phone_number": "+15555550177", "church_website": "https://example.org"}
}

// fetch follows the returned link on the onboarding host and returns the PDF.
func fetch(t *testing.T, e *cptest.Env, link string) []byte {
	t.Helper()
	path, ok := strings.CutPrefix(link, "http://"+cptest.Host)
	if !ok || !strings.HasPrefix(path, "/files/") {
		t.Fatalf("link %q is not on the onboarding host", link)
	}
	res := e.Do("GET", path, nil, "")
	if res.Status != 200 || res.Header.Get("Content-Type") != "application/pdf" {
		t.Fatalf("GET %s: %d %s", path, res.Status, res.Header)
	}
	return res.Body
}

func TestProposalIsARealPersonalisedPDF(t *testing.T) {
	e := cptest.New(t)
	res := e.Do("POST", "/api/onboarding/proposals", body("Riverside Fellowship"), "")
	var data struct {
		URL string `json:"proposalUrl"`
	}
	if res.Status != 200 || json.Unmarshal(res.Data, &data) != nil ||
		res.Message != "Your proposal is ready. We have also e-mailed you a copy." {
		t.Fatalf("proposal: %d %s", res.Status, res.Body)
	}
	pdf := fetch(t, e, data.URL)
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) || !bytes.Contains(pdf, []byte("Riverside Fellowship")) ||
		!bytes.Contains(pdf, []byte("grace@example.org")) || !bytes.Contains(pdf, []byte("USD 49.00")) {
		t.Fatalf("not the personalised proposal PDF (%d bytes)", len(pdf))
	}
	var rec struct{ Kind, ChurchName, FileKey, IP string }
	e.DB.Gorm.Raw(`SELECT kind, church_name, file_key, ip FROM control.document_requests`).Scan(&rec)
	if rec.Kind != "proposal" || rec.ChurchName != "Riverside Fellowship" || !strings.HasSuffix(data.URL, rec.FileKey) {
		t.Fatalf("record = %+v", rec)
	}
	mails := e.Messages(jobs.TypeEmail)
	if len(mails) != 1 || mails[0].To != "grace@example.org" || !strings.Contains(mails[0].Body, data.URL) ||
		!strings.HasPrefix(mails[0].Key, "proposal:") || !strings.Contains(mails[0].Subject, "Riverside Fellowship") {
		t.Fatalf("e-mail = %+v", mails)
	}
}

func TestBrochureTakesTheIPFromTheServer(t *testing.T) {
	e := cptest.New(t)
	b := body("Hillside Chapel")
	b["role"], b["ip"] = "Ministry Leader", "6.6.6.6"
	// Neither the body's ip nor a forged X-Forwarded-For (no proxy is trusted) is believed.
	res := e.DoHeader(cptest.Host, "POST", "/api/onboarding/brochures", b, "203.0.113.9",
		http.Header{"X-Forwarded-For": {"7.7.7.7"}, "X-Real-Ip": {"8.8.8.8"}})
	var data struct {
		URL string `json:"brochureUrl"`
	}
	if res.Status != 200 || json.Unmarshal(res.Data, &data) != nil {
		t.Fatalf("brochure: %d %s", res.Status, res.Body)
	}
	pdf := fetch(t, e, data.URL)
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) || !bytes.Contains(pdf, []byte("Hillside Chapel")) {
		t.Fatal("not the personalised brochure PDF")
	}
	var rec struct{ Kind, Role, IP string }
	e.DB.Gorm.Raw(`SELECT kind, role, ip FROM control.document_requests`).Scan(&rec)
	if rec.Kind != "brochure" || rec.Role != "Ministry Leader" || rec.IP != "203.0.113.9" {
		t.Fatalf("record = %+v", rec)
	}
	if mails := e.Messages(jobs.TypeEmail); len(mails) != 1 || !strings.HasPrefix(mails[0].Key, "brochure:") {
		t.Fatalf("e-mail = %+v", mails)
	}
}

func TestDocumentFormValidationMessages(t *testing.T) {
	e := cptest.New(t)
	long := strings.Repeat("a", 101)
	cases := []struct {
		field string
		value string
		want  []string
	}{
		{"first_name", "", []string{"This field is required"}},
		{"first_name", long, []string{"Maximum 100 characters"}},
		{"last_name", "", []string{"This field is required"}},
		{"last_name", long, []string{"Maximum 100 characters"}},
		{"email", "", []string{"This field is required"}},
		{"email", "grace@", []string{"email is not valid"}},
		{"church_name", "", []string{"This field is required"}},
		{"phone_number", "", []string{"This field is required"}},
		{"phone_number", "12", []string{"This number is invalid"}},
		{"church_website", "nope", []string{"URL is not valid"}},
		{"role", "", []string{"This field is required"}},
		{"role", "Bishop", []string{"Choose one of Pastor, Ministry Leader, Member, Other"}},
	}
	for _, path := range []string{"/api/onboarding/proposals", "/api/onboarding/brochures"} {
		for _, c := range cases {
			b := body("Hillside Chapel")
			if strings.HasSuffix(path, "brochures") {
				b["role"] = "Pastor"
			} else if c.field == "role" {
				continue
			}
			b[c.field] = c.value
			res := e.Do("POST", path, b, "")
			if f := res.Fields(); res.Status != 400 || !slices.Equal(f[c.field], c.want) || len(f) != 1 || res.Message != c.want[0] {
				t.Errorf("%s %s=%q: %d %s", path, c.field, c.value, res.Status, res.Body)
			}
		}
	}
	// Website is optional; every role of the spec is accepted.
	for _, role := range []string{"Pastor", "Ministry Leader", "Member", "Other"} {
		b := body("Hillside Chapel")
		b["church_website"], b["role"] = "", role
		if res := e.Do("POST", "/api/onboarding/brochures", b, "198.51.100.1"); res.Status != 200 {
			t.Errorf("role %s: %d %s", role, res.Status, res.Body)
		}
	}
}

func TestFilesAndLimits(t *testing.T) {
	e := cptest.New(t)
	for _, p := range []string{"/files/proposals/nothing.pdf", "/files/../../etc/passwd", "/files/"} {
		if res := e.Do("GET", p, nil, ""); res.Status != 404 {
			t.Errorf("GET %s: %d", p, res.Status)
		}
	}
	res := e.Do("POST", "/api/onboarding/proposals", body("Lakeside"), "")
	var data struct {
		URL string `json:"proposalUrl"`
	}
	_ = json.Unmarshal(res.Data, &data)
	path := strings.TrimPrefix(data.URL, "http://"+cptest.Host)
	if res := e.DoHost("grace.localhost:8080", "GET", path, nil, ""); res.Status != 404 {
		t.Fatalf("file on a church host: %d", res.Status)
	}
	// Per phone: five documents an hour (one made above).
	for i := range 5 {
		res := e.Do("POST", "/api/onboarding/proposals", body("Lakeside"), "198.51.100.200")
		if want := map[bool]int{true: 429, false: 200}[i == 4]; res.Status != want {
			t.Fatalf("request %d: %d %s", i+2, res.Status, res.Body)
		}
	}
}
