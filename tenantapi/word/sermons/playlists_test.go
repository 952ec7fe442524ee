package sermons_test

import (
	"fmt"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

// TestPlaylistReorder: reorder-playlist takes exactly the playlist's sermons; another church's id
// is 404 "Sermon not found" and nothing changes; a missing or repeated one is 400.
func TestPlaylistReorder(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "admin@alpha.test")
	btok := e.Login(e.Bravo, "admin@bravo.test")
	post := func(path string, body any) pt.Resp { return e.Post(e.Alpha, "/api/word/"+path, tok, body) }
	sermon := func(title string) int64 {
		return id(t, post("sermons/add", map[string]any{"title": title, "preachedOn": "2026-03-01"}))
	}
	a, b, c, outside := sermon("A"), sermon("B"), sermon("C"), sermon("Not in the playlist")
	// Bravo's sermon, with an id alpha does not have.
	e.Exec(e.Bravo, `INSERT INTO word_sermons (id, title, preached_on) VALUES (900001, 'Bravo only', '2026-03-01')`)
	const bravoSermon = 900001

	pt.Expect(t, post("playlists/add", map[string]any{"name": " "}), 400, "Enter a playlist name")
	r := post("playlists/add", map[string]any{"name": "Easter", "description": "Holy week"})
	pt.Expect(t, r, 201, "Playlist added")
	pl := id(t, r)
	pt.Expect(t, post("playlists/add-sermons", map[string]any{"id": pl, "sermonIds": []int64{a, bravoSermon}}), 404, "Sermon not found")
	pt.Expect(t, post("playlists/add-sermons", map[string]any{"id": 999999, "sermonIds": []int64{a}}), 404, "Playlist not found")
	r = post("playlists/add-sermons", map[string]any{"id": pl, "sermonIds": []int64{a, b, c, a}})
	pt.Expect(t, r, 200, "Sermons added to the playlist")

	order := func() string {
		t.Helper()
		r := post("playlists/get", map[string]any{"id": pl})
		var d struct {
			Playlist struct{ SermonCount int64 }
			Sermons  []struct{ ID int64 }
		}
		r.Decode(t, &d)
		var ids []int64
		for _, s := range d.Sermons {
			ids = append(ids, s.ID)
		}
		if d.Playlist.SermonCount != int64(len(ids)) {
			t.Fatalf("count %d for %v", d.Playlist.SermonCount, ids)
		}
		return fmt.Sprint(ids)
	}
	if got := order(); got != fmt.Sprint([]int64{a, b, c}) {
		t.Fatalf("added: %s", got)
	}
	r = post("playlists/reorder", map[string]any{"id": pl, "sermonIds": []int64{c, a, b}})
	pt.Expect(t, r, 200, "Playlist reordered")
	want := fmt.Sprint([]int64{c, a, b})
	if got := order(); got != want {
		t.Fatalf("reordered: %s", got)
	}

	// Another church's id: 404, nothing changed.
	pt.Expect(t, post("playlists/reorder", map[string]any{"id": pl, "sermonIds": []int64{bravoSermon, a, b}}), 404, "Sermon not found")
	pt.Expect(t, post("playlists/reorder", map[string]any{"id": pl, "sermonIds": []int64{c, a, b, bravoSermon}}), 404, "Sermon not found")
	// Missing, repeated, or one not in the playlist: 400.
	for _, ids := range [][]int64{{c, a}, {c, a, a}, {c, a, b, b}, {c, a, outside}, {c, a, b, outside}, {}} {
		pt.Expect(t, post("playlists/reorder", map[string]any{"id": pl, "sermonIds": ids}), 400, "Send every sermon of the playlist once")
	}
	// Bravo, with alpha's playlist and sermons: 404 and nothing changed.
	pt.Expect(t, e.Post(e.Bravo, "/api/word/playlists/reorder", btok, map[string]any{"id": pl, "sermonIds": []int64{a, b, c}}), 404, "Playlist not found")
	pt.Expect(t, e.Post(e.Bravo, "/api/word/playlists/get", btok, map[string]any{"id": pl}), 404, "Playlist not found")
	if got := order(); got != want {
		t.Fatalf("after refused reorders: %s", got)
	}
	if n := e.AuditCount(e.Alpha, "word.playlist.reorder"); n != 1 {
		t.Fatalf("audit reorder %d", n)
	}

	// Remove, update, delete: the sermons stay.
	pt.Expect(t, post("playlists/remove-sermon", map[string]any{"id": pl, "sermonId": outside}), 404, "Sermon not found")
	r = post("playlists/remove-sermon", map[string]any{"id": pl, "sermonId": a})
	pt.Expect(t, r, 200, "Sermon removed from the playlist")
	if got := order(); got != fmt.Sprint([]int64{c, b}) {
		t.Fatalf("removed: %s", got)
	}
	pt.Expect(t, post("playlists/update", map[string]any{"id": pl, "name": "Easter 2026"}), 200, "Playlist updated")
	pt.Expect(t, post("playlists/update", map[string]any{"id": 999999, "name": "x"}), 404, "Playlist not found")
	r = post("playlists/list", map[string]any{})
	if items := r.D["items"].([]any); len(items) != 1 || items[0].(map[string]any)["name"] != "Easter 2026" {
		t.Fatalf("list: %v", r.D)
	}
	// Deleting a sermon takes it out of the playlist.
	pt.Expect(t, post("sermons/delete", map[string]any{"id": b}), 200, "Sermon deleted")
	if got := order(); got != fmt.Sprint([]int64{c}) {
		t.Fatalf("after sermon delete: %s", got)
	}
	pt.Expect(t, post("playlists/delete", map[string]any{"id": pl}), 200, "Playlist deleted")
	pt.Expect(t, post("playlists/get", map[string]any{"id": pl}), 404, "Playlist not found")
	if n := e.Count(e.Alpha, `SELECT count(*) FROM word_sermons`); n != 3 {
		t.Fatalf("sermons after playlist delete: %d", n)
	}
}
