package demo_test

import (
	"context"
	"testing"

	"congregate/controlplane/demo"
	"congregate/internal/provisioning"
	"congregate/tenantapi/tenanttest"
)

// The demo church has sermons: three speakers (two of them its people), three series, 25 sermons
// (two drafts) with scripture the book filter finds, two playlists and two streams, one ended with
// its sermon; media@grace.demo's role reads them.
func TestDemoWordSermons(t *testing.T) {
	e := tenanttest.New(t)
	if err := demo.Seed(context.Background(), e.App.Tenants, e.Alpha, 300, 2026); err != nil {
		t.Fatal(err)
	}
	for q, want := range map[string]int64{
		`SELECT count(*) FROM word_speakers`:                                             3,
		`SELECT count(*) FROM word_speakers WHERE person_id IS NOT NULL`:                 2,
		`SELECT count(*) FROM word_sermon_series`:                                        3,
		`SELECT count(*) FROM word_sermon_groups`:                                        3,
		`SELECT count(*) FROM word_sermons`:                                              25,
		`SELECT count(*) FROM word_sermons WHERE status = 'draft'`:                       2,
		`SELECT count(*) FROM word_sermons WHERE speaker_id IS NULL`:                     0,
		`SELECT count(*) FROM word_sermon_group_members`:                                 25,
		`SELECT count(*) FROM word_playlists`:                                            2,
		`SELECT count(*) FROM word_playlist_items`:                                       8,
		`SELECT count(*) FROM word_streams`:                                              2,
		`SELECT count(*) FROM word_sermons WHERE stream_id IS NOT NULL`:                  1,
		`SELECT count(*) FROM word_sermons WHERE books @> ARRAY['Romans']`:               7,
		`SELECT count(*) FROM word_sermons WHERE jsonb_array_length(scripture_refs) = 0`: 0,
	} {
		if n := e.Count(e.Alpha, q); n != want {
			t.Errorf("%s: %d, want %d", q, n, want)
		}
	}
	// The Media & Sermons login of the demo reads the sermons by book.
	var media provisioning.UserSpec
	for _, s := range demo.Staff {
		if s.Email == "media@grace.demo" {
			media = s
		}
	}
	if len(media.Roles) != 1 || media.Roles[0] != "Media & Sermons" {
		t.Fatalf("media@grace.demo: %+v", media)
	}
	media.Email = "media@alpha.test"
	e.AddUser(e.Alpha, media)
	tok := e.Login(e.Alpha, "media@alpha.test")
	r := e.Post(e.Alpha, "/api/word/sermons/list", tok, map[string]any{"book": "Psalms", "pageSize": 50})
	tenanttest.Expect(t, r, 200, "Sermons")
	var page struct{ Total int64 }
	r.Decode(t, &page)
	if page.Total != 6 { // five in the series and the Good Shepherd's Ps 23
		t.Fatalf("Psalms: %d", page.Total)
	}
	r = e.Post(e.Alpha, "/api/word/streams/list", tok, map[string]any{})
	tenanttest.Expect(t, r, 200, "Streams")
	// The role reads but does not reach other keys.
	tenanttest.Expect(t, e.Post(e.Alpha, "/api/children/list", tok, map[string]any{}), 403, "")
}
