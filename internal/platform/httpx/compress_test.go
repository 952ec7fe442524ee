package httpx_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
)

func compressRouter() *gin.Engine {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(httpx.CompressJSON())
	rows := make([]map[string]any, 100)
	for i := range rows {
		rows[i] = map[string]any{"id": i, "firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.test"}
	}
	big := httpx.NoBody("People", func(*gin.Context) ([]map[string]any, error) { return rows, nil }).Serve
	r.GET("/big", httpx.NoStore, big)
	r.GET("/small", httpx.NoBody("Pong", func(*gin.Context) (map[string]any, error) { return map[string]any{"ok": true}, nil }).Serve)
	r.GET("/fail", func(c *gin.Context) { httpx.Fail(c, httpx.E(httpx.KindNotFound, strings.Repeat("missing ", 300))) })
	r.GET("/csv", func(c *gin.Context) { c.Data(http.StatusOK, "text/csv", bytes.Repeat([]byte("a,b,c\n"), 1000)) })
	r.GET("/encoded", func(c *gin.Context) {
		c.Header("Content-Encoding", "br")
		c.Data(http.StatusOK, "application/json", bytes.Repeat([]byte("x"), 4000))
	})
	r.GET("/stream", func(c *gin.Context) {
		c.Header("Content-Type", "application/json")
		_, _ = c.Writer.Write([]byte(`{"part":1}`))
		c.Writer.Flush()
		_, _ = c.Writer.Write(bytes.Repeat([]byte(" "), 4000))
	})
	r.HEAD("/big", big)
	return r
}

func call(r http.Handler, method, path, accept string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, nil)
	if accept != "" {
		req.Header.Set("Accept-Encoding", accept)
	}
	w := httptest.NewRecorder()
	r.ServeHTTP(w, req)
	return w
}

func TestCompressJSON(t *testing.T) {
	r := compressRouter()
	plain := call(r, http.MethodGet, "/big", "")
	if plain.Header().Get("Content-Encoding") != "" || plain.Body.Len() < httpx.CompressMin {
		t.Fatalf("identity answer: %v, %d bytes", plain.Header(), plain.Body.Len())
	}
	if plain.Header().Get("Vary") != "Accept-Encoding" {
		t.Errorf("identity answer of a compressible size lacks Vary: %v", plain.Header())
	}
	for _, accept := range []string{"gzip", "br, gzip", "gzip, deflate, br, zstd"} {
		w := call(r, http.MethodGet, "/big", accept)
		h := w.Header()
		if h.Get("Content-Encoding") != "gzip" || h.Get("Vary") != "Accept-Encoding" {
			t.Fatalf("%q: headers %v", accept, h)
		}
		if h.Get("Cache-Control") != "no-store" || !strings.HasPrefix(h.Get("Content-Type"), "application/json") {
			t.Errorf("%q: other headers lost: %v", accept, h)
		}
		if w.Body.Len() >= plain.Body.Len()/3 {
			t.Errorf("%q: %d bytes gzipped from %d", accept, w.Body.Len(), plain.Body.Len())
		}
		zr, err := gzip.NewReader(w.Body)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(zr)
		if !bytes.Equal(got, plain.Body.Bytes()) {
			t.Errorf("%q: does not decode to the identity answer", accept)
		}
		var env httpx.Envelope
		if err := json.Unmarshal(got, &env); err != nil || env.ResponseCode != "00" {
			t.Errorf("%q: envelope %v %v", accept, env, err)
		}
	}
	// Refused gzip, small answers, errors the client refuses, other types, already encoded, streams, HEAD.
	for _, tc := range []struct{ path, accept, encoding string }{
		{"/big", "br", ""},
		{"/big", "gzip;q=0", ""},
		{"/big", "identity", ""},
		{"/small", "gzip", ""},
		{"/fail", "gzip", "gzip"},
		{"/fail", "", ""},
		{"/csv", "gzip", ""},
		{"/encoded", "gzip", "br"},
		{"/stream", "gzip", ""},
	} {
		w := call(r, http.MethodGet, tc.path, tc.accept)
		if got := w.Header().Get("Content-Encoding"); got != tc.encoding {
			t.Errorf("%s %q: Content-Encoding %q, want %q", tc.path, tc.accept, got, tc.encoding)
		}
		if tc.encoding == "" && w.Body.Len() == 0 {
			t.Errorf("%s %q: empty body", tc.path, tc.accept)
		}
	}
	if w := call(r, http.MethodGet, "/fail", "gzip"); w.Code != http.StatusNotFound {
		t.Errorf("error status %d", w.Code)
	}
	if w := call(r, http.MethodGet, "/stream", "gzip"); !strings.HasPrefix(w.Body.String(), `{"part":1}`) || !w.Flushed {
		t.Errorf("stream: flushed %v, %q", w.Flushed, w.Body.String()[:20])
	}
	if w := call(r, http.MethodHead, "/big", "gzip"); w.Header().Get("Content-Encoding") != "" {
		t.Errorf("HEAD: %v", w.Header())
	}
}
