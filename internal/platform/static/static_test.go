package static_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"congregate/internal/platform/static"
)

func TestNegotiate(t *testing.T) {
	both := []string{"br", "gzip"}
	for _, tc := range []struct {
		header string
		offers []string
		want   string
	}{
		{"", both, ""},
		{"br, gzip", both, "br"},
		{"gzip, deflate, br, zstd", both, "br"}, // Chromium: ties go to the server's order
		{"gzip", both, "gzip"},
		{"x-gzip", both, "gzip"},
		{"GZIP;Q=1", both, "gzip"},
		{"br;q=0.5, gzip;q=0.8", both, "gzip"},
		{"br;q=0, gzip", both, "gzip"},
		{"br;q=0, gzip;q=0", both, ""},
		{"*", both, "br"},
		{"*;q=0.1, br;q=0", both, "gzip"},
		{"*;q=0", both, ""},
		{"identity", both, ""},
		{"deflate", both, ""},
		{"gzip;q=0.5, identity;q=1", both, ""},
		{"gzip;q=0.5", both, "gzip"}, // identity not named: the client still said it takes gzip
		{"br", []string{"gzip"}, ""},
		{"gzip;q=abc", both, ""},
		{"gzip;q=2", both, ""},
		{" br ; q=0.9 , gzip ; q=0.9 ", both, "br"},
	} {
		if got := static.Negotiate(tc.header, tc.offers...); got != tc.want {
			t.Errorf("Negotiate(%q, %v) = %q, want %q", tc.header, tc.offers, got, tc.want)
		}
	}
}

// dist is a built app: an entry script with its two variants, a small SVG without any, the
// index, the build manifest; secret.txt lies beside the directory.
func dist(t *testing.T) (dir string, entry []byte) {
	t.Helper()
	root := t.TempDir()
	dir = filepath.Join(root, "dist")
	entry = bytes.Repeat([]byte("console.log('congregate');\n"), 200)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	_, _ = zw.Write(entry)
	_ = zw.Close()
	files := map[string][]byte{
		"index.html":               []byte(`<!doctype html><html><head><script type="module" src="./assets/index-abc.js"></script></head></html>`),
		"assets/index-abc.js":      entry,
		"assets/index-abc.js.gz":   gz.Bytes(),
		"assets/index-abc.js.br":   []byte("brotli bytes"), // served as they are: the server never decodes
		"assets/logo-abc.svg":      []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`),
		"sw.js":                    []byte("self.addEventListener('fetch', () => {})"),
		".vite/manifest.json":      []byte(`{}`),
		"../secret.txt":            []byte("secret"),
		"assets/app.webmanifest":   []byte(`{"name":"x"}`),
		"assets/nested/dir/x.json": []byte(`{"a":1}`),
	}
	for name, body := range files {
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

func get(f static.Files, path string, header ...string) (*httptest.ResponseRecorder, bool) {
	r := httptest.NewRequest(http.MethodGet, "/", nil)
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	ok := f.Serve(w, r, path)
	return w, ok
}

func TestServeChoosesThePrecompressedVariant(t *testing.T) {
	dir, entry := dist(t)
	f := static.Files{Dir: dir}
	for _, tc := range []struct {
		accept, coding string
	}{
		{"br, gzip", "br"},
		{"gzip, deflate, br, zstd", "br"},
		{"gzip", "gzip"},
		{"br;q=0, gzip", "gzip"},
		{"", ""},
		{"identity", ""},
		{"deflate", ""},
	} {
		w, ok := get(f, "/assets/index-abc.js", "Accept-Encoding", tc.accept)
		h := w.Header()
		if !ok || w.Code != http.StatusOK {
			t.Fatalf("%q: served %v, status %d", tc.accept, ok, w.Code)
		}
		if h.Get("Content-Encoding") != tc.coding {
			t.Errorf("%q: Content-Encoding %q, want %q", tc.accept, h.Get("Content-Encoding"), tc.coding)
		}
		if h.Get("Content-Type") != "text/javascript; charset=utf-8" {
			t.Errorf("%q: Content-Type %q", tc.accept, h.Get("Content-Type"))
		}
		if h.Get("Vary") != "Accept-Encoding" {
			t.Errorf("%q: Vary %q", tc.accept, h.Get("Vary"))
		}
		if h.Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Errorf("%q: Cache-Control %q", tc.accept, h.Get("Cache-Control"))
		}
		body := w.Body.Bytes()
		switch tc.coding {
		case "gzip":
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			body, _ = io.ReadAll(zr)
		case "br":
			if string(body) != "brotli bytes" {
				t.Errorf("br body %q", body)
			}
			continue
		}
		if !bytes.Equal(body, entry) {
			t.Errorf("%q: body does not decode to the file (%d bytes)", tc.accept, len(body))
		}
	}
}

func TestServeTypesAndCaching(t *testing.T) {
	dir, _ := dist(t)
	f := static.Files{Dir: dir}
	for path, want := range map[string][2]string{
		"/assets/logo-abc.svg":      {"image/svg+xml", "public, max-age=31536000, immutable"},
		"/sw.js":                    {"text/javascript; charset=utf-8", "no-cache"},
		"/index.html":               {"text/html; charset=utf-8", "no-cache"},
		"/assets/app.webmanifest":   {"application/manifest+json", "public, max-age=31536000, immutable"},
		"/assets/nested/dir/x.json": {"application/json", "public, max-age=31536000, immutable"},
	} {
		w, ok := get(f, path, "Accept-Encoding", "br, gzip")
		if !ok || w.Code != http.StatusOK {
			t.Fatalf("%s: served %v, %d", path, ok, w.Code)
		}
		if got := [2]string{w.Header().Get("Content-Type"), w.Header().Get("Cache-Control")}; got != want {
			t.Errorf("%s: type and caching %q, want %q", path, got, want)
		}
		// No variant on disk: nothing to vary on, sent as it is.
		if w.Header().Get("Content-Encoding") != "" || w.Header().Get("Vary") != "" {
			t.Errorf("%s: encoding %q vary %q", path, w.Header().Get("Content-Encoding"), w.Header().Get("Vary"))
		}
	}
}

func TestServeRevalidates(t *testing.T) {
	dir, _ := dist(t)
	f := static.Files{Dir: dir}
	first, _ := get(f, "/index.html")
	etag, modified := first.Header().Get("ETag"), first.Header().Get("Last-Modified")
	if etag == "" || modified == "" {
		t.Fatalf("no validators: %v", first.Header())
	}
	if w, _ := get(f, "/index.html", "If-None-Match", etag); w.Code != http.StatusNotModified || w.Body.Len() != 0 {
		t.Errorf("If-None-Match: %d %q", w.Code, w.Body.String())
	}
	if w, _ := get(f, "/index.html", "If-Modified-Since", modified); w.Code != http.StatusNotModified {
		t.Errorf("If-Modified-Since: %d", w.Code)
	}
	if w, _ := get(f, "/index.html", "If-None-Match", `"other"`); w.Code != http.StatusOK {
		t.Errorf("stale tag: %d", w.Code)
	}
	// Each representation has its own tag: the brotli body does not revalidate the gzip one.
	br, _ := get(f, "/assets/index-abc.js", "Accept-Encoding", "br")
	gz, _ := get(f, "/assets/index-abc.js", "Accept-Encoding", "gzip")
	if br.Header().Get("ETag") == gz.Header().Get("ETag") {
		t.Errorf("br and gzip share the tag %s", br.Header().Get("ETag"))
	}
	if w, _ := get(f, "/assets/index-abc.js", "Accept-Encoding", "gzip", "If-None-Match", br.Header().Get("ETag")); w.Code != http.StatusOK {
		t.Errorf("gzip revalidated by the br tag: %d", w.Code)
	}
	if w, _ := get(f, "/assets/index-abc.js", "Accept-Encoding", "br", "If-None-Match", br.Header().Get("ETag")); w.Code != http.StatusNotModified {
		t.Errorf("br revalidation: %d", w.Code)
	}
}

func TestServeStaysInItsDirectory(t *testing.T) {
	dir, _ := dist(t)
	f := static.Files{Dir: dir}
	for _, p := range []string{
		"/../secret.txt", "../secret.txt", "/assets/../../secret.txt", "/assets/..%2f..%2fsecret.txt",
		"/..\\secret.txt", "/.vite/manifest.json", "/assets/.", "/assets", "/", "/missing.js", "/index.html\x00.js",
	} {
		if w, ok := get(f, p); ok || strings.Contains(w.Body.String(), "secret") || strings.Contains(w.Body.String(), "{}") {
			t.Errorf("%q: served %v (%d %q)", p, ok, w.Code, w.Body.String())
		}
	}
}

func TestPageRevalidates(t *testing.T) {
	body := []byte("<html>per request</html>")
	serve := func(h ...string) *httptest.ResponseRecorder {
		r := httptest.NewRequest(http.MethodGet, "/people", nil)
		for i := 0; i+1 < len(h); i += 2 {
			r.Header.Set(h[i], h[i+1])
		}
		w := httptest.NewRecorder()
		static.Page(w, r, body, fixedTime)
		return w
	}
	w := serve()
	if w.Code != 200 || w.Body.String() != string(body) || w.Header().Get("Cache-Control") != "no-cache" || w.Header().Get("Content-Type") != "text/html; charset=utf-8" {
		t.Fatalf("%d %v %q", w.Code, w.Header(), w.Body.String())
	}
	if again := serve("If-None-Match", w.Header().Get("ETag")); again.Code != http.StatusNotModified {
		t.Errorf("revalidation: %d", again.Code)
	}
}

var fixedTime = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
