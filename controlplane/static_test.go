package controlplane_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"congregate/controlplane/cptest"
)

// The onboarding app goes out the way the console does (internal/platform/static): precompressed
// by Accept-Encoding, immutable hashed assets, a revalidated index.html; its JSON gzipped.
func TestOnboardingServedPrecompressed(t *testing.T) {
	e := cptest.New(t)
	dir := e.App.Config.OnboardingDir
	entry := bytes.Repeat([]byte("export const wizard = 'pricing and planning';\n"), 300)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	_, _ = zw.Write(entry)
	_ = zw.Close()
	for name, body := range map[string][]byte{
		"index.html":               []byte(`<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head></html>`),
		"assets/index-abc.js":      entry,
		"assets/index-abc.js.gz":   gz.Bytes(),
		"assets/index-abc.js.br":   []byte("brotli"),
		"assets/index-abc.css":     []byte("body{}"),
		".vite/manifest.json":      []byte(`{"index.html":{}}`),
		"../onboarding-secret.txt": []byte("outside the build"),
	} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, body, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	accept := func(v string) http.Header { return http.Header{"Accept-Encoding": {v}} }

	for _, tc := range []struct{ accept, coding string }{{"br, gzip", "br"}, {"gzip", "gzip"}, {"", ""}} {
		res := e.DoHeader(cptest.Host, "GET", "/assets/index-abc.js", nil, "", accept(tc.accept))
		h := res.Header
		if res.Status != 200 || h.Get("Content-Encoding") != tc.coding || h.Get("Vary") != "Accept-Encoding" ||
			h.Get("Cache-Control") != "public, max-age=31536000, immutable" || h.Get("Content-Type") != "text/javascript; charset=utf-8" {
			t.Fatalf("%q: %d %v", tc.accept, res.Status, h)
		}
		body := res.Body
		switch tc.coding {
		case "br":
			if string(body) != "brotli" {
				t.Errorf("br body %q", body)
			}
			continue
		case "gzip":
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			body, _ = io.ReadAll(zr)
		}
		if !bytes.Equal(body, entry) {
			t.Errorf("%q: does not decode to the entry script", tc.accept)
		}
	}

	page := e.Do("GET", "/", nil, "")
	if page.Status != 200 || page.Header.Get("Cache-Control") != "no-cache" || page.Header.Get("ETag") == "" || !strings.Contains(string(page.Body), "index-abc.js") {
		t.Fatalf("index: %d %v", page.Status, page.Header)
	}
	if res := e.DoHeader(cptest.Host, "GET", "/mobile-app-proposal", nil, "", http.Header{"If-None-Match": {page.Header.Get("ETag")}}); res.Status != http.StatusNotModified {
		t.Errorf("index revalidation: %d", res.Status)
	}
	for _, p := range []string{"/../onboarding-secret.txt", "/assets/../../onboarding-secret.txt", "/.vite/manifest.json", "/assets/gone-abc.js"} {
		res := e.Do("GET", p, nil, "")
		if strings.Contains(string(res.Body), "outside the build") || strings.Contains(string(res.Body), `"index.html"`) {
			t.Errorf("%s: served %d %q", p, res.Status, res.Body)
		}
	}
	if res := e.Do("GET", "/assets/gone-abc.js", nil, ""); res.Status != http.StatusNotFound {
		t.Errorf("missing chunk: %d, want 404", res.Status)
	}

	// JSON above 1 kB (the API's own document): gzip when accepted, identity otherwise.
	plain := e.Do("GET", "/api/openapi.json", nil, "")
	zipped := e.DoHeader(cptest.Host, "GET", "/api/openapi.json", nil, "", accept("gzip, deflate, br"))
	if plain.Header.Get("Content-Encoding") != "" || zipped.Header.Get("Content-Encoding") != "gzip" || zipped.Header.Get("Vary") != "Accept-Encoding" {
		t.Fatalf("openapi.json: identity %v, gzip %v", plain.Header, zipped.Header)
	}
	zr, err := gzip.NewReader(bytes.NewReader(zipped.Body))
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := io.ReadAll(zr); !bytes.Equal(got, plain.Body) {
		t.Errorf("gzip openapi.json does not decode to the identity answer")
	}
}
