package demo_test

import (
	"context"
	"testing"

	"congregate/controlplane/demo"
	"congregate/internal/platform/storage"
	"congregate/tenantapi/tenanttest"
)

// The demo church has The Word's media groups and series, and after WordMedia its files: two
// sermon recordings in Sunday services and the Romans series, the series' artwork, the logo —
// each a file in the store the file route serves.
func TestDemoWordMedia(t *testing.T) {
	e := tenanttest.New(t)
	ctx := context.Background()
	if err := demo.Seed(ctx, e.App.Tenants, e.Alpha, 50, 2026); err != nil {
		t.Fatal(err)
	}
	files := storage.Local{Dir: e.Files}
	for i := 0; i < 2; i++ { // a second run adds nothing
		if err := demo.WordMedia(ctx, e.App.Tenants, files, e.Alpha); err != nil {
			t.Fatal(err)
		}
	}
	var groups, series, items, inRomans, art int64
	e.Scan(e.Alpha, `SELECT (SELECT count(*) FROM word_media_groups), (SELECT count(*) FROM word_media_series), (SELECT count(*) FROM word_media WHERE file_name IN ('romans-1.wav', 'romans-2.wav', 'romans-artwork.png', 'logo.png')),
		(SELECT count(*) FROM word_media m JOIN word_media_series s ON s.id = m.series_id WHERE s.name LIKE 'Romans%' AND m.kind = 'audio'),
		(SELECT count(*) FROM word_media_series WHERE artwork_media_id IS NOT NULL AND name LIKE 'Romans%')`, &groups, &series, &items, &inRomans, &art)
	if groups != 3 || series != 2 || items != 4 || inRomans != 2 || art != 1 {
		t.Fatalf("groups %d, series %d, items %d, in Romans %d, artwork %d", groups, series, items, inRomans, art)
	}
	var token, ext string
	e.Scan(e.Alpha, `SELECT token, extension FROM word_media WHERE file_name = 'romans-1.wav'`, &token, &ext)
	if w := e.Raw(e.Alpha, "/api/word/files/"+token+"."+ext, ""); w.Code != 200 || w.Body.Len() < 40000 || w.Header().Get("Content-Type") != "audio/wav" {
		t.Errorf("the demo sermon's file: %d, %d bytes, %s", w.Code, w.Body.Len(), w.Header().Get("Content-Type"))
	}
}
