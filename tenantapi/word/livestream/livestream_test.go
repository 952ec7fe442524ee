package livestream_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	pt "congregate/tenantapi/tenanttest"
)

func id(t *testing.T, r pt.Resp) int64 {
	t.Helper()
	if r.Status != 200 && r.Status != 201 {
		t.Fatalf("%d %s %s", r.Status, r.Msg, r.Raw)
	}
	return int64(r.D["id"].(float64))
}

func TestStreams(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "admin@alpha.test")
	post := func(path string, body any) pt.Resp { return e.Post(e.Alpha, "/api/word/"+path, tok, body) }
	live := func(c string) pt.Resp {
		host := pt.Host(e.Alpha)
		if c == "bravo" {
			host = pt.Host(e.Bravo)
		}
		return e.Call(host, http.MethodGet, "/api/word/live", "", nil)
	}

	// Nothing yet: not live, nothing next.
	r := live("alpha")
	pt.Expect(t, r, 200, "Live status")
	if r.D["live"] != false || r.D["stream"] != nil || r.D["next"] != nil {
		t.Fatalf("empty live: %v", r.D)
	}

	// The messages.
	pt.Expect(t, post("streams/add", map[string]any{"title": "", "provider": "youtube"}), 400, "Enter the stream's title")
	pt.Expect(t, post("streams/add", map[string]any{"title": "x", "provider": "twitch"}), 400, "Choose youtube, facebook, rtmp, hls or custom")
	pt.Expect(t, post("streams/add", map[string]any{"title": "x", "provider": "youtube", "url": "https://example.org/v"}), 400, "Enter a YouTube video link")
	pt.Expect(t, post("streams/add", map[string]any{"title": "x", "provider": "facebook", "url": "https://example.org/v"}), 400, "Enter a Facebook video link")
	pt.Expect(t, post("streams/add", map[string]any{"title": "x", "provider": "hls", "url": "ftp://x/a.m3u8"}), 400, "Enter the stream's address as an http or https link")
	pt.Expect(t, post("streams/add", map[string]any{"title": "x", "provider": "rtmp", "rtmpServer": "https://x"}), 400, "Enter the RTMP server as an rtmp:// or rtmps:// address")
	pt.Expect(t, post("streams/add", map[string]any{"title": "x", "provider": "hls", "url": "https://cdn.example/live.m3u8", "scheduledAt": "tomorrow"}), 400,
		"Enter the time as RFC 3339, like 2026-12-06T10:00:00Z")
	pt.Expect(t, post("streams/get", map[string]any{"id": 999999}), 404, "Stream not found")

	// A YouTube stream with a key: the key is stored, never answered.
	next := time.Now().Add(72 * time.Hour).UTC().Format(time.RFC3339)
	r = post("streams/add", map[string]any{"title": "Sunday service", "provider": "youtube", "url": "https://youtu.be/dQw4w9WgXcQ",
		"streamKey": "abcd-efgh-ijkl-SECRETKEY9876", "scheduledAt": next})
	pt.Expect(t, r, 201, "Stream added")
	sunday := id(t, r)
	if r.D["embedUrl"] != "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" || r.D["streamKeyHint"] != "9876" || r.D["status"] != "scheduled" ||
		strings.Contains(string(r.Raw), "SECRETKEY") {
		t.Fatalf("youtube stream: %s", r.Raw)
	}
	var key string
	e.Scan(e.Alpha, `SELECT stream_key FROM word_streams WHERE id = `+strconv.FormatInt(sunday, 10), &key)
	if key != "abcd-efgh-ijkl-SECRETKEY9876" {
		t.Fatalf("stored key %q", key)
	}
	// An update without streamKey keeps it.
	r = post("streams/update", map[string]any{"id": sunday, "title": "Sunday service", "provider": "youtube",
		"url": "https://www.youtube.com/watch?v=dQw4w9WgXcQ", "scheduledAt": next})
	if r.D["streamKeyHint"] != "9876" {
		t.Fatalf("key kept: %v", r.D)
	}
	fb := id(t, post("streams/add", map[string]any{"title": "Midweek", "provider": "facebook", "url": "https://www.facebook.com/grace/videos/123/"}))
	r = post("streams/get", map[string]any{"id": fb})
	if !strings.HasPrefix(r.D["embedUrl"].(string), "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fgrace%2Fvideos%2F123%2F") {
		t.Fatalf("facebook embed: %v", r.D)
	}
	hls := id(t, post("streams/add", map[string]any{"title": "Prayer", "provider": "hls", "url": "https://cdn.example/live.m3u8"}))
	if r := post("streams/get", map[string]any{"id": hls}); r.D["embedUrl"] != nil {
		t.Fatalf("hls embed: %v", r.D)
	}

	r = live("alpha")
	if r.D["live"] != false || r.D["next"].(map[string]any)["title"] != "Sunday service" {
		t.Fatalf("next: %v", r.D)
	}

	// Not yet finished: no sermon.
	pt.Expect(t, post("streams/create-sermon", map[string]any{"id": sunday}), 409, "Only a finished stream can become a sermon")
	// scheduled → live → ended; never live again.
	pt.Expect(t, post("streams/status", map[string]any{"id": sunday, "status": "paused"}), 400, "Status must be scheduled, live or ended")
	r = post("streams/status", map[string]any{"id": sunday, "status": "live"})
	pt.Expect(t, r, 200, "Stream updated")
	if r.D["status"] != "live" || r.D["startedAt"] == nil {
		t.Fatalf("live: %v", r.D)
	}
	r = live("alpha")
	st := r.D["stream"].(map[string]any)
	if r.D["live"] != true || st["title"] != "Sunday service" || st["embedUrl"] != "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" ||
		strings.Contains(string(r.Raw), "SECRET") || strings.Contains(string(r.Raw), "9876") {
		t.Fatalf("public live: %s", r.Raw)
	}
	if r := live("bravo"); r.D["live"] != false {
		t.Fatalf("bravo sees alpha's stream: %s", r.Raw)
	}
	pt.Expect(t, post("streams/status", map[string]any{"id": sunday, "status": "scheduled"}), 409, "A live stream can only end")
	r = post("streams/status", map[string]any{"id": sunday, "status": "ended"})
	if r.D["status"] != "ended" || r.D["endedAt"] == nil {
		t.Fatalf("ended: %v", r.D)
	}
	pt.Expect(t, post("streams/status", map[string]any{"id": sunday, "status": "live"}), 409, "A stream that has ended cannot go live again")

	// A finished stream becomes a draft sermon, once.
	pt.Expect(t, post("streams/create-sermon", map[string]any{"id": sunday, "speakerId": 999999}), 404, "Speaker not found")
	r = post("streams/create-sermon", map[string]any{"id": sunday, "title": "The Vine"})
	pt.Expect(t, r, 201, "Sermon added")
	if r.D["status"] != "draft" || r.D["videoUrl"] != "https://www.youtube.com/watch?v=dQw4w9WgXcQ" || r.D["title"] != "The Vine" ||
		int64(r.D["streamId"].(float64)) != sunday || r.D["preachedOn"] == "" {
		t.Fatalf("stream sermon: %v", r.D)
	}
	sermonID := int64(r.D["id"].(float64))
	pt.Expect(t, post("streams/create-sermon", map[string]any{"id": sunday}), 409, "This stream already has a sermon")
	if r := post("streams/get", map[string]any{"id": sunday}); int64(r.D["sermonId"].(float64)) != sermonID {
		t.Fatalf("stream's sermon: %v", r.D)
	}
	r = post("streams/list", map[string]any{"status": "ended"})
	if r.D["total"].(float64) != 1 {
		t.Fatalf("ended list: %v", r.D)
	}
	r = post("streams/list", map[string]any{})
	if r.D["total"].(float64) != 3 {
		t.Fatalf("list: %v", r.D)
	}
	// Bravo cannot touch alpha's stream.
	btok := e.Login(e.Bravo, "admin@bravo.test")
	pt.Expect(t, e.Post(e.Bravo, "/api/word/streams/status", btok, map[string]any{"id": hls, "status": "live"}), 404, "Stream not found")
	// Deleting the stream keeps its sermon.
	pt.Expect(t, post("streams/delete", map[string]any{"id": sunday}), 200, "Stream deleted")
	pt.Expect(t, post("sermons/get", map[string]any{"id": sermonID}), 200, "Sermon")
	if n := e.AuditCount(e.Alpha, "word.stream.status"); n != 2 {
		t.Fatalf("audit status: %d", n)
	}
}
