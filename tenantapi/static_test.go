package tenantapi_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tt "congregate/tenantapi/tenanttest"
)

// consoleBuild writes a console build the way `npm run build` leaves it: the entry script with
// its brotli and gzip variants (scripts/vite-precompress.mts), index.html and the build manifest.
func consoleBuild(t *testing.T) (dir string, entry []byte) {
	t.Helper()
	dir = filepath.Join(t.TempDir(), "dist")
	entry = bytes.Repeat([]byte("export const congregate = 'fast on a phone';\n"), 400)
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	_, _ = zw.Write(entry)
	_ = zw.Close()
	for name, body := range map[string][]byte{
		"index.html":                  []byte(`<!doctype html><html><head><script type="module" crossorigin src="./assets/index-Bby7E1KI.js"></script></head><body></body></html>`),
		"assets/index-Bby7E1KI.js":    entry,
		"assets/index-Bby7E1KI.js.gz": gz.Bytes(),
		"assets/index-Bby7E1KI.js.br": []byte("\x1b brotli stream"),
		".vite/manifest.json":         []byte(`{"index.html":{}}`),
		"../outside.txt":              []byte("outside the build"),
	} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, body, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir, entry
}

// get is `curl -H 'Accept-Encoding: ...'` against the real handler on alpha's host.
func get(e *tt.Env, method, path string, header ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, strings.NewReader(`{"page":0,"pageSize":100}`))
	req.Host = tt.Host(e.Alpha)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	e.H.ServeHTTP(w, req)
	return w
}

func gunzip(t *testing.T, b []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// The console's files go out precompressed by Accept-Encoding, hashed assets cached for a year,
// index.html revalidated; the API's JSON lists are gzipped; nothing outside the build is served.
func TestConsoleServedPrecompressed(t *testing.T) {
	e := tt.New(t)
	dir, entry := consoleBuild(t)
	e.App.Config.ConsoleDir = dir
	e.Remount()
	const script = "/assets/index-Bby7E1KI.js"

	for _, tc := range []struct{ accept, coding string }{{"br, gzip", "br"}, {"gzip, deflate, br, zstd", "br"}, {"gzip", "gzip"}, {"", ""}, {"br;q=0, gzip;q=0", ""}} {
		w := get(e, http.MethodGet, script, "Accept-Encoding", tc.accept)
		h := w.Header()
		if w.Code != 200 || h.Get("Content-Encoding") != tc.coding || h.Get("Vary") != "Accept-Encoding" {
			t.Fatalf("%q: %d, Content-Encoding %q, Vary %q", tc.accept, w.Code, h.Get("Content-Encoding"), h.Get("Vary"))
		}
		if h.Get("Content-Type") != "text/javascript; charset=utf-8" || h.Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Errorf("%q: type %q, caching %q", tc.accept, h.Get("Content-Type"), h.Get("Cache-Control"))
		}
		if h.Get("Content-Security-Policy") == "" || h.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%q: security headers missing: %v", tc.accept, h)
		}
		body := w.Body.Bytes()
		switch tc.coding {
		case "br":
			if string(body) != "\x1b brotli stream" {
				t.Errorf("br: not the build's .br file: %q", body)
			}
			continue
		case "gzip":
			body = gunzip(t, body)
		}
		if !bytes.Equal(body, entry) {
			t.Errorf("%q: does not decode to the entry script", tc.accept)
		}
	}

	// index.html: with its <base>, no-cache, and a revalidation answers 304.
	page := get(e, http.MethodGet, "/people/listing")
	if page.Code != 200 || page.Header().Get("Cache-Control") != "no-cache" || !strings.Contains(page.Body.String(), `<base href="/">`) {
		t.Fatalf("index: %d %v %q", page.Code, page.Header(), page.Body.String())
	}
	etag, modified := page.Header().Get("ETag"), page.Header().Get("Last-Modified")
	if etag == "" || modified == "" {
		t.Fatalf("index without validators: %v", page.Header())
	}
	if w := get(e, http.MethodGet, "/", "If-None-Match", etag); w.Code != http.StatusNotModified || w.Body.Len() != 0 {
		t.Errorf("If-None-Match: %d %q", w.Code, w.Body.String())
	}
	if w := get(e, http.MethodGet, "/index.html", "If-Modified-Since", modified); w.Code != http.StatusNotModified {
		t.Errorf("If-Modified-Since: %d", w.Code)
	}
	// The page carries the organisation info the console would otherwise ask for first: the same
	// data GET /api/org/info answers, in a JSON data block.
	var inPage, fromAPI map[string]any
	if err := json.Unmarshal([]byte(orgBlock(t, page.Body.String())), &inPage); err != nil {
		t.Fatalf("org info in the page: %v", err)
	}
	var env struct{ ResponseData map[string]any }
	if err := json.Unmarshal(get(e, http.MethodGet, "/api/org/info?domain="+tt.Host(e.Alpha)).Body.Bytes(), &env); err != nil {
		t.Fatal(err)
	}
	fromAPI = env.ResponseData
	if fmt.Sprint(inPage) != fmt.Sprint(fromAPI) || inPage["orgId"] != float64(e.Alpha.ID) {
		t.Errorf("org info in the page %v, the API answers %v", inPage, fromAPI)
	}
	// Under an onboarding host's /{church}/ prefix the page differs, so its tag does too.
	if w := get(e, http.MethodGet, "/", "If-None-Match", etag, "X-Forwarded-Prefix", "/alpha"); w.Code != 200 || !strings.Contains(w.Body.String(), `<base href="/alpha/">`) {
		t.Errorf("prefixed index: %d %q", w.Code, w.Body.String())
	}

	// Outside the build, hidden files and missing chunks: never a file's bytes.
	for _, p := range []string{"/../outside.txt", "/assets/../../outside.txt", "/%2e%2e/outside.txt", "/.vite/manifest.json", "/assets/missing-abc.js"} {
		w := get(e, http.MethodGet, p)
		if strings.Contains(w.Body.String(), "outside the build") || strings.Contains(w.Body.String(), `"index.html"`) {
			t.Errorf("%s: served %d %q", p, w.Code, w.Body.String())
		}
		if strings.HasPrefix(p, "/assets/") && w.Code != http.StatusNotFound {
			t.Errorf("%s: %d, want 404", p, w.Code)
		}
	}

	// A large JSON list: gzip when accepted (the API has no brotli), the same envelope decoded,
	// and still no-store; identity when not accepted.
	tok := e.Login(e.Alpha, "admin@alpha.test")
	for i := 0; i < 12; i++ {
		e.AddPerson(tok, map[string]any{"firstName": fmt.Sprintf("Member%02d", i), "lastName": "Compressed", "email": fmt.Sprintf("m%02d@alpha.test", i)})
	}
	plain := get(e, http.MethodPost, "/api/people/list", "Authorization", "Bearer "+tok, "Content-Type", "application/json")
	if plain.Code != 200 || plain.Header().Get("Content-Encoding") != "" || plain.Body.Len() < 2048 {
		t.Fatalf("identity list: %d %v, %d bytes", plain.Code, plain.Header(), plain.Body.Len())
	}
	w := get(e, http.MethodPost, "/api/people/list", "Authorization", "Bearer "+tok, "Content-Type", "application/json", "Accept-Encoding", "br, gzip")
	h := w.Header()
	if w.Code != 200 || h.Get("Content-Encoding") != "gzip" || h.Get("Vary") != "Accept-Encoding" || h.Get("Cache-Control") != "no-store" {
		t.Fatalf("gzip list: %d %v", w.Code, h)
	}
	if w.Body.Len() >= plain.Body.Len()/2 {
		t.Errorf("gzip list: %d bytes from %d", w.Body.Len(), plain.Body.Len())
	}
	if got := gunzip(t, w.Body.Bytes()); !bytes.Equal(got, plain.Body.Bytes()) || !bytes.Contains(got, []byte(`"responseCode":"00"`)) {
		t.Errorf("gzip list does not decode to the identity answer")
	}
}

// orgBlock is the JSON of the page's organisation info data block.
func orgBlock(t *testing.T, page string) string {
	t.Helper()
	_, rest, ok := strings.Cut(page, `<script type="application/json" id="congregate-org">`)
	data, _, closed := strings.Cut(rest, `</script>`)
	if !ok || !closed {
		t.Fatalf("no organisation info in the page: %q", page)
	}
	return data
}

// A church's name is its admin's to write: whatever it holds stays data inside the page's block.
func TestConsolePageOrgInfoCannotCloseItsScript(t *testing.T) {
	e := tt.New(t)
	dir, _ := consoleBuild(t)
	e.App.Config.ConsoleDir = dir
	e.Remount()
	const name = `Grace</script><script>alert(1)</script> & <!-- "Co"`
	if err := e.DB.Gorm.Exec(`UPDATE control.churches SET full_name = ? WHERE id = ?`, name, e.Alpha.ID).Error; err != nil {
		t.Fatal(err)
	}
	e.App.Resolver.Forget()

	page := get(e, http.MethodGet, "/").Body.String()
	if strings.Contains(page, "<script>alert") || strings.Count(page, "</script>") != 2 {
		t.Fatalf("the name escaped its block: %q", page)
	}
	var org struct{ FullName string }
	if err := json.Unmarshal([]byte(orgBlock(t, page)), &org); err != nil || org.FullName != name {
		t.Errorf("full name in the page %q (%v), want %q", org.FullName, err, name)
	}
}

// The page's icon link is the church's icon (the fifth of its favicon list, what the console's
// applyFavicon sets), so a load fetches that icon and not the build's favicon.svg first.
func TestConsolePageLinksTheChurchIcon(t *testing.T) {
	e := tt.New(t)
	dir, _ := consoleBuild(t)
	index := filepath.Join(dir, "index.html")
	b, err := os.ReadFile(index)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(index, bytes.Replace(b, []byte("<head>"), []byte(`<head><link rel="icon" href="./favicon.svg" />`), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	e.App.Config.ConsoleDir = dir
	e.Remount()
	page := get(e, http.MethodGet, "/people/listing").Body.String()
	if n := strings.Count(page, `<link rel="icon"`); n != 1 || strings.Contains(page, "favicon.svg\"") ||
		!strings.Contains(page, `<link rel="icon" href="api/org/favicon.svg?size=96" type="image/svg+xml" sizes="96x96">`) {
		t.Fatalf("icon links in the page: %q", page)
	}
}
