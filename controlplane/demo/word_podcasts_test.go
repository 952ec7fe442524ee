package demo_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"congregate/controlplane/demo"
	"congregate/internal/platform/storage"
	"congregate/tenantapi/tenanttest"
	"congregate/tenantapi/word/podcasts"
)

// The demo church has two podcast albums whose feeds (and the church's) pass the feed rules, and
// WordFiles writes the WAV and PNG files their media rows name.
func TestDemoPodcasts(t *testing.T) {
	e := tenanttest.New(t)
	ctx := context.Background()
	if err := demo.Seed(ctx, e.App.Tenants, e.Alpha, 20, 2026); err != nil {
		t.Fatal(err)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM word_albums WHERE published`); n != 2 {
		t.Fatalf("%d published albums", n)
	}
	var ids []int64
	for _, id := range []string{"min", "max"} {
		var v int64
		e.Scan(e.Alpha, `SELECT `+id+`(id) FROM word_albums`, &v)
		ids = append(ids, v)
	}
	for _, path := range []string{podcasts.FeedPath(ids[0]), podcasts.FeedPath(ids[1]), podcasts.ChurchFeedPath} {
		req := httptest.NewRequest(http.MethodGet, path, nil)
		req.Host = tenanttest.Host(e.Alpha)
		w := httptest.NewRecorder()
		e.H.ServeHTTP(w, req)
		if w.Code != 200 {
			t.Fatalf("%s: %d %s", path, w.Code, w.Body.String())
		}
		if probs := podcasts.ValidateFeed(w.Body.Bytes()); len(probs) > 0 {
			t.Fatalf("%s: %v", path, probs)
		}
	}
	files := storage.Local{Dir: t.TempDir()}
	if err := demo.WordFiles(ctx, files, e.App.Tenants, e.Alpha); err != nil {
		t.Fatal(err)
	}
	var key string
	var size int64
	e.Scan(e.Alpha, `SELECT storage_key, size_bytes FROM word_media WHERE kind = 'audio' ORDER BY id LIMIT 1`, &key, &size)
	rc, err := files.Open(ctx, key)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(rc)
	rc.Close()
	if int64(len(b)) != size || !strings.HasPrefix(string(b), "RIFF") || string(b[8:12]) != "WAVE" {
		t.Fatalf("%s: %d bytes, want %d of WAV", key, len(b), size)
	}
}

// TestDemoWAVIsWholeWAV: the demo's recordings have their 44-byte header (the fmt chunk once went
// missing, so players showed 0:00) and the samples their length says.
func TestDemoWAVIsWholeWAV(t *testing.T) {
	b := demo.DemoWAV(1, 220)
	if len(b) != 44+2*8000 || string(b[0:4]) != "RIFF" || string(b[8:16]) != "WAVEfmt " || string(b[36:40]) != "data" {
		t.Fatalf("len %d, header %q", len(b), b[:44])
	}
}
