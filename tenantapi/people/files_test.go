package people_test

import (
	"bytes"
	"encoding/csv"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	pt "congregate/tenantapi/tenanttest"
)

func pngBytes(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	img.Set(1, 1, color.RGBA{R: 200, A: 255})
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestPhotos(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	id := addPerson(t, e, tok, map[string]any{"firstName": "Phil", "lastName": "Photo"})
	ids := sprintf("%d", id)
	pngData := pngBytes(t)
	exe := append([]byte("MZ\x90\x00\x03\x00\x00\x00\x04\x00"), bytes.Repeat([]byte{0}, 200)...)
	cases := []struct {
		name   string
		data   []byte
		status int
		msg    string
	}{
		{"virus.exe", exe, 400, "Only JPEG, PNG or SVG images are allowed"},
		{"photo.png", exe, 400, "Only JPEG, PNG or SVG images are allowed"},          // a renamed executable
		{"photo.jpg", pngData, 400, "The file content does not match its extension"}, // a PNG called .jpg
		{"photo.png", []byte("\x89PNG\r\n\x1a\nnot really"), 400, "Only JPEG, PNG or SVG images are allowed"},
		{"photo.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`), 400, "SVG images with scripts are not allowed"},
		{"photo.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`), 400, "SVG images with scripts are not allowed"},
		{"photo.svg", []byte(`<!DOCTYPE svg [<!ENTITY x "y">]><svg/>`), 400, "SVG images with a DOCTYPE are not allowed"},
		{"photo.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><image href="http://evil.example/x.png"/></svg>`), 400, "SVG images must not load other files"},
		{"photo.pdf", []byte("%PDF-1.4"), 400, "Only JPEG, PNG or SVG images are allowed"},
		{"photo.png", pngData, 200, "Photo uploaded"},
		{"face.svg", []byte(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><circle r="2" fill="#304FFF"/></svg>`), 200, "Photo uploaded"},
	}
	for _, c := range cases {
		r := e.Upload(e.Alpha, "/api/people/photo", tok, "photo", c.name, c.data, map[string]string{"id": ids})
		if r.Status != c.status || r.Msg != c.msg {
			t.Errorf("%s: got %d %q, want %d %q", c.name, r.Status, r.Msg, c.status, c.msg)
		}
	}
	pt.Expect(t, e.Upload(e.Alpha, "/api/people/photo", tok, "photo", "p.png", pngData, map[string]string{"id": "999999"}), 404, "Person not found")
	big := append(append([]byte{}, pngData...), bytes.Repeat([]byte{0}, 6<<20)...)
	pt.Expect(t, e.Upload(e.Alpha, "/api/people/photo", tok, "photo", "big.png", big, map[string]string{"id": ids}), 413, "")

	p := e.Post(e.Alpha, "/api/people/get", tok, map[string]any{"id": id}).M(t)
	url, _ := p["photoUrl"].(string)
	if p["hasPhoto"] != true || !strings.HasPrefix(url, "/api/people/photo/"+ids+"?v=") {
		t.Fatalf("photo url %q", url)
	}
	g := e.Do(e.Alpha, http.MethodGet, url, tok, "", nil)
	if g.Status != 200 || g.ContentType != "image/svg+xml" || !strings.Contains(g.Header.Get("Content-Security-Policy"), "sandbox") {
		t.Fatalf("download: %d %s %v", g.Status, g.ContentType, g.Header)
	}
	// The photo is the people key's: Finance cannot fetch it, nor anyone without a session.
	pt.Expect(t, e.Do(e.Alpha, http.MethodGet, url, e.Login(e.Alpha, "finance@alpha.test"), "", nil), 403, "You don't have permission to access this page")
	pt.Expect(t, e.Do(e.Alpha, http.MethodGet, url, "", "", nil), 401, "")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/photo/delete", tok, map[string]any{"id": id}), 200, "Photo removed")
	pt.Expect(t, e.Do(e.Alpha, http.MethodGet, url, tok, "", nil), 404, "Photo not found")
}

func TestExport(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	addPerson(t, e, tok, map[string]any{"firstName": "Eve", "lastName": "Export", "email": "eve@example.org", "gender": "female"})
	addPerson(t, e, tok, map[string]any{"firstName": "=HYPERLINK(\"http://x\")", "lastName": "Export"})
	addPerson(t, e, tok, map[string]any{"firstName": "Zoë", "lastName": "Export", "mobile": "+15557770001"})

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

	e.DB.Gorm.Exec(`UPDATE control.churches SET logo_url = ? WHERE id = ?`, "data:image/png;base64,"+b64(pngBytes(t)), e.Alpha.ID)
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
