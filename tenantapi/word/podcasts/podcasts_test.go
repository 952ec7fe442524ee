package podcasts_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"congregate/internal/platform/tenancy"
	tt "congregate/tenantapi/tenanttest"
	"congregate/tenantapi/word/podcasts"
)

const (
	msgArtwork    = "Podcast artwork must be a square image from 1400×1400 to 3000×3000 pixels"
	msgNoEpisodes = "This podcast has no published episodes"
)

var seq int

// seedMedia adds a word_media row as h-media's upload would leave it and answers its id.
func seedMedia(e *tt.Env, c *tenancy.Church, kind, token string, size int64, width, height int) int64 {
	e.T.Helper()
	ext, ctype := "mp3", "audio/mpeg"
	if kind == "image" {
		ext, ctype = "png", "image/png"
	}
	w, h := any(nil), any(nil)
	if width > 0 {
		w, h = width, height
	}
	e.Exec(c, `INSERT INTO word_media (token, kind, title, file_name, extension, content_type, size_bytes, storage_key,
		duration_seconds, width, height, status)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, CASE WHEN ? = 'audio' THEN 1834.4 END, ?, ?, 'ready')`,
		token, kind, token, token+"."+ext, ext, ctype, size, "word/"+token+"."+ext, kind, w, h)
	var id int64
	e.Scan(c, fmt.Sprintf(`SELECT id FROM word_media WHERE token = '%s'`, token), &id)
	return id
}

// published makes a published album with n published episodes and answers its id and the
// episodes' ids.
func published(t *testing.T, e *tt.Env, c *tenancy.Church, tok string, n int) (int64, []int64) {
	t.Helper()
	seq++
	art := seedMedia(e, c, "image", fmt.Sprintf("artwork%s%07d", c.ShortName, seq), 1234, 1400, 1400)
	r := e.Post(c, "/api/word/podcasts/albums/add", tok, map[string]any{"title": "Sunday Sermons",
		"description": "Every Sunday's sermon.", "artworkMediaId": art, "ownerEmail": "podcast@grace.test",
		"author": "Grace Church", "ownerName": "Grace Church"})
	tt.Expect(t, r, 201, "Album added")
	album := int64(r.D["id"].(float64))
	var eps []int64
	for i := range n {
		seq++
		audio := seedMedia(e, c, "audio", fmt.Sprintf("audio%s%010d", c.ShortName, seq), 9_000_000+int64(i), 0, 0)
		r := e.Post(c, "/api/word/podcasts/episodes/add", tok, map[string]any{"albumId": album,
			"title": fmt.Sprintf("Episode %d", i+1), "description": "A sermon & a prayer <3", "audioMediaId": audio,
			"episodeNumber": i + 1, "status": "published"})
		tt.Expect(t, r, 201, "Episode added")
		eps = append(eps, int64(r.D["id"].(float64)))
	}
	r = e.Post(c, "/api/word/podcasts/albums/update", tok, map[string]any{"id": album, "title": "Sunday Sermons",
		"description": "Every Sunday's sermon.", "artworkMediaId": art, "ownerEmail": "podcast@grace.test",
		"author": "Grace Church", "ownerName": "Grace Church", "published": true})
	tt.Expect(t, r, 200, "Album updated")
	return album, eps
}

func get(e *tt.Env, c *tenancy.Church, path string, header ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.Host = tt.Host(c)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	e.H.ServeHTTP(w, req)
	return w
}

func TestCategoriesAlbumsAndRules(t *testing.T) {
	e := tt.New(t)
	tok := e.Login(e.Alpha, "admin@alpha.test")
	r := e.Post(e.Alpha, "/api/word/podcasts/categories/add", tok, map[string]any{"name": "Sermons"})
	tt.Expect(t, r, 201, "Category added")
	cat := int64(r.D["id"].(float64))
	tt.Expect(t, e.Post(e.Alpha, "/api/word/podcasts/categories/add", tok, map[string]any{"name": " sermons "}), 409,
		"A category with this name already exists")
	tt.Expect(t, e.Post(e.Alpha, "/api/word/podcasts/categories/add", tok, map[string]any{"name": " "}), 400, "Enter a category name")
	r = e.Post(e.Alpha, "/api/word/podcasts/categories/add", tok, map[string]any{"name": "Music"})
	music := int64(r.D["id"].(float64))
	r = e.Post(e.Alpha, "/api/word/podcasts/categories/reposition", tok, map[string]any{"ids": []int64{music, cat}})
	tt.Expect(t, r, 200, "Categories reordered")
	if !strings.Contains(string(r.Data), `"name":"Music","position":0`) {
		t.Fatalf("reposition: %s", r.Data)
	}
	tt.Expect(t, e.Post(e.Alpha, "/api/word/podcasts/categories/reposition", tok, map[string]any{"ids": []int64{music}}), 400,
		"Send every category once in its new order")

	small := seedMedia(e, e.Alpha, "image", "smallartwork00000001", 100, 1000, 1000)
	wide := seedMedia(e, e.Alpha, "image", "wideartwork000000001", 100, 3000, 1400)
	huge := seedMedia(e, e.Alpha, "image", "hugeartwork000000001", 100, 3001, 3001)
	good := seedMedia(e, e.Alpha, "image", "goodartwork000000001", 100, 3000, 3000)
	audio := seedMedia(e, e.Alpha, "audio", "someaudio00000000001", 100, 0, 0)
	add := func(body map[string]any) tt.Resp {
		body["categoryId"] = cat
		if body["title"] == nil {
			body["title"] = "Sunday"
		}
		return e.Post(e.Alpha, "/api/word/podcasts/albums/add", tok, body)
	}
	for _, id := range []int64{small, wide, huge} {
		tt.Expect(t, add(map[string]any{"artworkMediaId": id}), 400, msgArtwork)
	}
	tt.Expect(t, add(map[string]any{"artworkMediaId": audio}), 400, "Choose an image")
	tt.Expect(t, add(map[string]any{"artworkMediaId": 999999}), 404, "Media not found")
	tt.Expect(t, add(map[string]any{"title": " "}), 400, "Enter the album's title")
	tt.Expect(t, add(map[string]any{"ownerEmail": "nope"}), 400, "email is not valid")
	tt.Expect(t, add(map[string]any{"published": true}), 400, "Add artwork before publishing")
	tt.Expect(t, add(map[string]any{"published": true, "artworkMediaId": good}), 400, "Add a description before publishing")
	tt.Expect(t, add(map[string]any{"published": true, "artworkMediaId": good, "description": "x"}), 400, "Publish an episode first")
	r = add(map[string]any{"artworkMediaId": good, "description": "Sundays"})
	tt.Expect(t, r, 201, "Album added")
	album := r.M(t)
	// Defaults from the Word settings; the feed URL is absolute on the church's host.
	if album["language"] != "en" || album["itunesCategory"] != "Religion & Spirituality" || album["itunesSubcategory"] != "Christianity" ||
		album["feedUrl"] != fmt.Sprintf("http://alpha.test.localhost/api/word/podcasts/%v/feed.xml", album["id"]) ||
		album["categoryName"] != "Sermons" || album["artworkUrl"] != "/api/word/files/goodartwork000000001.png" {
		t.Fatalf("album: %v", album)
	}
	tt.Expect(t, e.Post(e.Alpha, "/api/word/podcasts/categories/delete", tok, map[string]any{"id": cat}), 409,
		"This category has albums; move or delete them first")
	r = e.Post(e.Alpha, "/api/word/podcasts/albums/list", tok, map[string]any{"categoryId": cat, "search": "sun"})
	tt.Expect(t, r, 200, "Albums")
	if !strings.Contains(string(r.Data), `"title":"Sunday"`) {
		t.Fatalf("list: %s", r.Data)
	}

	// Episodes: audio only, guid made once and kept.
	id := album["id"]
	tt.Expect(t, e.Post(e.Alpha, "/api/word/podcasts/episodes/add", tok, map[string]any{"albumId": id, "title": "One",
		"audioMediaId": good}), 400, "Choose an audio file")
	r = e.Post(e.Alpha, "/api/word/podcasts/episodes/add", tok, map[string]any{"albumId": id, "title": "One", "audioMediaId": audio})
	tt.Expect(t, r, 201, "Episode added")
	ep := r.M(t)
	guid := ep["guid"].(string)
	if !strings.HasPrefix(guid, "urn:uuid:") || len(guid) != 45 || ep["status"] != "draft" || ep["episodeType"] != "full" {
		t.Fatalf("episode: %v", ep)
	}
	r = e.Post(e.Alpha, "/api/word/podcasts/episodes/update", tok, map[string]any{"id": ep["id"], "title": "One, renamed",
		"audioMediaId": audio, "episodeType": "bonus", "season": 2})
	tt.Expect(t, r, 200, "Episode updated")
	if r.D["guid"] != guid {
		t.Fatalf("guid changed: %v", r.D["guid"])
	}
	r = e.Post(e.Alpha, "/api/word/podcasts/episodes/publish", tok, map[string]any{"id": ep["id"], "published": true})
	tt.Expect(t, r, 200, "Episode updated")
	if r.D["status"] != "published" || r.D["publishedAt"] == nil {
		t.Fatalf("publish: %v", r.D)
	}
	album["published"] = true
	delete(album, "artworkUrl")
	for _, k := range []string{"categoryName", "position", "episodeCount", "feedUrl", "updatedAt"} {
		delete(album, k)
	}
	tt.Expect(t, e.Post(e.Alpha, "/api/word/podcasts/albums/update", tok, album), 200, "Album updated")
	if e.AuditCount(e.Alpha, "word.podcast.episode.publish") != 1 || e.AuditCount(e.Alpha, "word.podcast.album.update") != 1 {
		t.Fatal("audit entries missing")
	}

	// The open reads: a signed-in user without livestreamSermons reads, and cannot write.
	people := e.Login(e.Alpha, "people@alpha.test")
	tt.Expect(t, e.Post(e.Alpha, "/api/word/podcasts/episodes/list", people, map[string]any{"albumId": id}), 200, "Episodes")
	tt.Expect(t, e.Post(e.Alpha, "/api/word/podcasts/categories/list", people, nil), 200, "Album categories")
	r = e.Post(e.Alpha, "/api/word/podcasts/categories/add", people, map[string]any{"name": "Nope"})
	if r.Status != 403 {
		t.Fatalf("people manager wrote: %d", r.Status)
	}
}

func TestFeedIsValidAndCached(t *testing.T) {
	e := tt.New(t)
	tok := e.Login(e.Alpha, "admin@alpha.test")
	album, eps := published(t, e, e.Alpha, tok, 3)
	path := podcasts.FeedPath(album)
	w := get(e, e.Alpha, path)
	if w.Code != 200 || w.Header().Get("Content-Type") != "application/rss+xml; charset=utf-8" ||
		w.Header().Get("Cache-Control") != "public, max-age=300" || w.Header().Get("ETag") == "" || w.Header().Get("Last-Modified") == "" {
		t.Fatalf("feed: %d %v %s", w.Code, w.Header(), w.Body.String())
	}
	body := w.Body.String()
	if probs := podcasts.ValidateFeed(w.Body.Bytes()); len(probs) > 0 {
		t.Fatalf("feed problems: %v\n%s", probs, body)
	}
	for _, want := range []string{`.mp3" length="9000000" type="audio/mpeg">`, `<enclosure url="http://alpha.test.localhost/api/word/files/audioalpha00000000`,
		`<itunes:duration>1834</itunes:duration>`, `<itunes:image href="http://alpha.test.localhost/api/word/files/artworkalpha`,
		`<itunes:category text="Religion &amp; Spirituality">`, `<atom:link href="http://alpha.test.localhost` + path + `" rel="self"`,
		`<guid isPermaLink="false">urn:uuid:`, `<itunes:explicit>false</itunes:explicit>`, `A sermon &amp; a prayer &lt;3`} {
		if !strings.Contains(body, want) {
			t.Fatalf("feed lacks %s:\n%s", want, body)
		}
	}
	etag := w.Header().Get("ETag")

	// A repeat: 304 on If-None-Match (and If-Modified-Since), one small query and no rendering.
	w = get(e, e.Alpha, path, "If-None-Match", etag)
	if w.Code != 304 || w.Body.Len() != 0 {
		t.Fatalf("If-None-Match: %d", w.Code)
	}
	w = get(e, e.Alpha, path, "If-Modified-Since", w.Header().Get("Last-Modified"))
	if w.Code != 304 {
		t.Fatalf("If-Modified-Since: %d", w.Code)
	}
	w = get(e, e.Alpha, path)
	if w.Code != 200 || w.Body.String() != body {
		t.Fatal("cached feed differs")
	}

	// A change revalidates: a new ETag, the old one answers the new feed.
	r := e.Post(e.Alpha, "/api/word/podcasts/episodes/update", tok, map[string]any{"id": eps[0], "title": "Renamed episode",
		"audioMediaId": seedMedia(e, e.Alpha, "audio", "newaudio000000000001", 42, 0, 0), "status": "published"})
	tt.Expect(t, r, 200, "Episode updated")
	w = get(e, e.Alpha, path, "If-None-Match", etag)
	if w.Code != 200 || w.Header().Get("ETag") == etag || !strings.Contains(w.Body.String(), "Renamed episode") {
		t.Fatalf("after a change: %d %s", w.Code, w.Header().Get("ETag"))
	}
	etag = w.Header().Get("ETag")
	tt.Expect(t, e.Post(e.Alpha, "/api/word/podcasts/episodes/reorder", tok, map[string]any{"albumId": album,
		"ids": []int64{eps[2], eps[1], eps[0]}}), 200, "Episodes reordered")
	if w = get(e, e.Alpha, path, "If-None-Match", etag); w.Code != 200 {
		t.Fatalf("after a reorder: %d", w.Code)
	}

	// The church's feed: every published album, the channel from the settings.
	w = get(e, e.Alpha, podcasts.ChurchFeedPath)
	if w.Code != 200 {
		t.Fatalf("church feed: %d %s", w.Code, w.Body.String())
	}
	if probs := podcasts.ValidateFeed(w.Body.Bytes()); len(probs) > 0 {
		t.Fatalf("church feed problems: %v\n%s", probs, w.Body.String())
	}
	if n := strings.Count(w.Body.String(), "<item>"); n != 3 {
		t.Fatalf("church feed has %d items", n)
	}

	// No published episode: 404 with the contract's message; an unknown album 404.
	for _, id := range eps {
		tt.Expect(t, e.Post(e.Alpha, "/api/word/podcasts/episodes/publish", tok, map[string]any{"id": id, "published": false}),
			200, "Episode updated")
	}
	for _, p := range []string{path, podcasts.ChurchFeedPath} {
		r := e.Do(e.Alpha, http.MethodGet, p, "", "", nil)
		tt.Expect(t, r, 404, msgNoEpisodes)
	}
	tt.Expect(t, e.Do(e.Alpha, http.MethodGet, podcasts.FeedPath(999999), "", "", nil), 404, "Album not found")
	tt.Expect(t, e.Do(e.Alpha, http.MethodGet, "/api/word/podcasts/abc/feed.xml", "", "", nil), 404, "Album not found")
}

func TestChurchesAreIsolated(t *testing.T) {
	e := tt.New(t)
	alpha := e.Login(e.Alpha, "admin@alpha.test")
	bravo := e.Login(e.Bravo, "admin@bravo.test")
	// Alpha's ids are none of bravo's, so an id bravo sends is alpha's only.
	e.Exec(e.Alpha, `SELECT setval('word_albums_id_seq', 1000), setval('word_episodes_id_seq', 1000), setval('word_media_id_seq', 1000)`)
	album, eps := published(t, e, e.Alpha, alpha, 2)
	balbum, beps := published(t, e, e.Bravo, bravo, 2)
	var before string
	e.Scan(e.Alpha, `SELECT string_agg(id || ':' || position, ',' ORDER BY id) FROM word_episodes`, &before)

	// Bravo's reorder with alpha's ids: 404, nothing changed in either church.
	tt.Expect(t, e.Post(e.Bravo, "/api/word/podcasts/episodes/reorder", bravo, map[string]any{"albumId": album,
		"ids": []int64{eps[1], eps[0]}}), 404, "Album not found")
	tt.Expect(t, e.Post(e.Bravo, "/api/word/podcasts/episodes/reorder", bravo, map[string]any{"albumId": balbum,
		"ids": []int64{beps[1], eps[0]}}), 404, "Episode not found")
	tt.Expect(t, e.Post(e.Bravo, "/api/word/podcasts/episodes/reorder", bravo, map[string]any{"albumId": balbum,
		"ids": []int64{beps[1]}}), 400, "Send every episode of the album once")
	var after string
	e.Scan(e.Alpha, `SELECT string_agg(id || ':' || position, ',' ORDER BY id) FROM word_episodes`, &after)
	if before != after || e.Count(e.Bravo, `SELECT count(*) FROM word_episodes WHERE position <> id - (SELECT min(id) FROM word_episodes)`) != 0 {
		t.Fatalf("positions changed: %s → %s", before, after)
	}
	for _, p := range []string{"episodes/get", "episodes/delete", "episodes/publish"} {
		tt.Expect(t, e.Post(e.Bravo, "/api/word/podcasts/"+p, bravo, map[string]any{"id": eps[0]}), 404, "Episode not found")
	}
	tt.Expect(t, e.Post(e.Bravo, "/api/word/podcasts/albums/get", bravo, map[string]any{"id": album}), 404, "Album not found")
	tt.Expect(t, e.Post(e.Bravo, "/api/word/podcasts/episodes/add", bravo, map[string]any{"albumId": album, "title": "x",
		"audioMediaId": 1}), 404, "Album not found")

	// Bravo's host with alpha's album: 404, never alpha's feed.
	r := e.Do(e.Bravo, http.MethodGet, podcasts.FeedPath(album), "", "", nil)
	tt.Expect(t, r, 404, "Album not found")
	if w := get(e, e.Bravo, podcasts.FeedPath(balbum)); w.Code != 200 || strings.Contains(w.Body.String(), "alpha.test") {
		t.Fatalf("bravo's own feed: %d", w.Code)
	}
}
