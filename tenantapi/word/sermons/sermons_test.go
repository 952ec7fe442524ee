package sermons_test

import (
	"fmt"
	"strings"
	"testing"

	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
	pt "congregate/tenantapi/tenanttest"
)

// seedMedia adds a media row of a kind to a church (h-media's uploads make them in the product).
func seedMedia(e *pt.Env, c *tenancy.Church, kind, ext string) int64 {
	e.T.Helper()
	token := fmt.Sprintf("tok%s%s%d", kind, ext, e.Count(c, `SELECT count(*) FROM word_media`)) + "0123456789abcdef"
	e.Exec(c, `INSERT INTO word_media (token, kind, title, file_name, extension, content_type, size_bytes, storage_key, status)
		VALUES (?, ?, ?, ?, ?, ?, 1234, ?, 'ready')`, token, kind, kind+" file", "file."+ext, ext, kind+"/"+ext, "word/"+token)
	var id int64
	e.Scan(c, `SELECT id FROM word_media WHERE token = '`+token+`'`, &id)
	return id
}

func id(t *testing.T, r pt.Resp) int64 {
	t.Helper()
	if r.Status != 200 && r.Status != 201 {
		t.Fatalf("%d %s %s", r.Status, r.Msg, r.Raw)
	}
	return int64(r.D["id"].(float64))
}

func TestSpeakersSeriesAndGroups(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "admin@alpha.test")
	post := func(path string, body any) pt.Resp { return e.Post(e.Alpha, "/api/word/"+path, tok, body) }
	image, audio := seedMedia(e, e.Alpha, "image", "png"), seedMedia(e, e.Alpha, "audio", "mp3")

	// Speakers: a guest by name, a person by their record's name.
	pt.Expect(t, post("speakers/add", map[string]any{"name": "  "}), 400, "Enter the speaker's name")
	guest := id(t, post("speakers/add", map[string]any{"name": "Rev. Amos Guest", "title": "Visiting"}))
	pid := e.PersonID(e.Alpha, "people@alpha.test")
	r := post("speakers/add", map[string]any{"name": "ignored", "personId": pid, "photoMediaId": image})
	pt.Expect(t, r, 201, "Speaker added")
	pastor := id(t, r)
	if r.D["guest"] != false || r.D["name"] == "ignored" || r.D["photoUrl"] == nil || !strings.HasPrefix(r.D["photoUrl"].(string), "/api/word/files/") {
		t.Fatalf("person speaker: %v", r.D)
	}
	pt.Expect(t, post("speakers/add", map[string]any{"personId": pid}), 409, "This person is already a speaker")
	pt.Expect(t, post("speakers/add", map[string]any{"personId": 999999}), 404, "Person not found")
	pt.Expect(t, post("speakers/add", map[string]any{"name": "X", "photoMediaId": audio}), 400, "Choose an image")
	pt.Expect(t, post("speakers/add", map[string]any{"name": "X", "photoMediaId": 999999}), 404, "Media not found")
	pt.Expect(t, post("speakers/update", map[string]any{"id": 999999, "name": "X"}), 404, "Speaker not found")
	r = post("speakers/list", map[string]any{"search": "amos"})
	if items := r.D["items"].([]any); len(items) != 1 || int64(items[0].(map[string]any)["id"].(float64)) != guest {
		t.Fatalf("search amos: %v", r.D)
	}

	// Series: names unique, artwork an image, a series with sermons stays.
	pt.Expect(t, post("series/add", map[string]any{"name": ""}), 400, "Enter a series name")
	romans := id(t, post("series/add", map[string]any{"name": "Romans Road", "artworkMediaId": image, "startOn": "2026-01-04"}))
	pt.Expect(t, post("series/add", map[string]any{"name": "romans road"}), 409, "A series with this name already exists")
	pt.Expect(t, post("series/add", map[string]any{"name": "Psalms", "artworkMediaId": audio}), 400, "Choose an image")
	pt.Expect(t, post("series/add", map[string]any{"name": "Psalms", "startOn": "2026-02-30"}), 400, "Enter the date as YYYY-MM-DD")
	psalms := id(t, post("series/add", map[string]any{"name": "Psalms"}))
	pt.Expect(t, post("series/get", map[string]any{"id": 999999}), 404, "Series not found")
	r = post("series/reposition", map[string]any{"ids": []int64{psalms, romans}})
	pt.Expect(t, r, 200, "Series reordered")
	if first := r.D["items"].([]any)[0].(map[string]any); int64(first["id"].(float64)) != psalms {
		t.Fatalf("order: %v", r.D)
	}
	pt.Expect(t, post("series/reposition", map[string]any{"ids": []int64{psalms}}), 400, "Send every id once")

	// Groups.
	pt.Expect(t, post("groups/add", map[string]any{"name": ""}), 400, "Enter a group name")
	sunday := id(t, post("groups/add", map[string]any{"name": "Sunday services"}))
	pt.Expect(t, post("groups/add", map[string]any{"name": "SUNDAY SERVICES"}), 409, "A group with this name already exists")
	pt.Expect(t, post("groups/update", map[string]any{"id": 999999, "name": "x"}), 404, "Sermon group not found")

	// In use: the speaker and the series refuse their delete; the group goes, its sermons stay.
	s := id(t, post("sermons/add", map[string]any{"title": "Grace", "preachedOn": "2026-01-04", "speakerId": pastor,
		"seriesId": romans, "groupIds": []int64{sunday}}))
	pt.Expect(t, post("speakers/delete", map[string]any{"id": pastor}), 409, "This speaker has sermons")
	pt.Expect(t, post("series/delete", map[string]any{"id": romans}), 409, "This series has sermons")
	pt.Expect(t, post("groups/delete", map[string]any{"id": sunday}), 200, "Sermon group deleted")
	r = post("sermons/get", map[string]any{"id": s})
	if g := r.D["groupIds"].([]any); len(g) != 0 {
		t.Fatalf("groups after delete: %v", r.D)
	}
	pt.Expect(t, post("speakers/delete", map[string]any{"id": guest}), 200, "Speaker deleted")
	pt.Expect(t, post("series/delete", map[string]any{"id": psalms}), 200, "Series deleted")
	if n := e.AuditCount(e.Alpha, "word.series.add"); n != 2 {
		t.Fatalf("audit word.series.add %d", n)
	}
}

func TestSermons(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "admin@alpha.test")
	post := func(path string, body any) pt.Resp { return e.Post(e.Alpha, "/api/word/"+path, tok, body) }
	audio, video, doc, image := seedMedia(e, e.Alpha, "audio", "mp3"), seedMedia(e, e.Alpha, "video", "mp4"),
		seedMedia(e, e.Alpha, "document", "pdf"), seedMedia(e, e.Alpha, "image", "png")
	speaker := id(t, post("speakers/add", map[string]any{"name": "Pastor Jane Doe"}))
	series := id(t, post("series/add", map[string]any{"name": "Gospel of John"}))
	group := id(t, post("groups/add", map[string]any{"name": "Youth"}))

	// The messages.
	base := map[string]any{"title": "Born again", "preachedOn": "2026-03-01"}
	with := func(k string, v any) map[string]any {
		m := map[string]any{}
		for a, b := range base {
			m[a] = b
		}
		m[k] = v
		return m
	}
	pt.Expect(t, post("sermons/add", with("title", " ")), 400, "Enter the sermon's title")
	pt.Expect(t, post("sermons/add", with("preachedOn", "")), 400, "Enter the date the sermon was preached")
	pt.Expect(t, post("sermons/add", with("preachedOn", "01/03/2026")), 400, "Enter the date as YYYY-MM-DD")
	pt.Expect(t, post("sermons/add", with("scripture", "John 3:16; Hezekiah 4")), 400, "Scripture reference not recognised: Hezekiah 4")
	pt.Expect(t, post("sermons/add", with("audioMediaId", video)), 400, "Choose an audio file")
	pt.Expect(t, post("sermons/add", with("videoMediaId", audio)), 400, "Choose a video")
	pt.Expect(t, post("sermons/add", with("audioMediaId", 999999)), 404, "Media not found")
	pt.Expect(t, post("sermons/add", with("attachmentIds", []int64{doc, 999999})), 404, "Media not found")
	pt.Expect(t, post("sermons/add", with("speakerId", 999999)), 404, "Speaker not found")
	pt.Expect(t, post("sermons/add", with("seriesId", 999999)), 404, "Series not found")
	pt.Expect(t, post("sermons/add", with("groupIds", []int64{999999})), 404, "Sermon group not found")
	pt.Expect(t, post("sermons/add", with("videoUrl", "javascript:alert(1)")), 400, "Enter the video's address as an http or https link")
	pt.Expect(t, post("sermons/add", with("notes", strings.Repeat("n", 20001))), 400, "Notes must be at most 20,000 characters")
	pt.Expect(t, post("sermons/add", with("status", "hidden")), 400, "Status must be draft or published")
	if n := e.Count(e.Alpha, `SELECT count(*) FROM word_sermons`); n != 0 {
		t.Fatalf("refused adds left %d sermons", n)
	}

	r := post("sermons/add", map[string]any{"title": "Born again", "preachedOn": "2026-03-01", "speakerId": speaker, "seriesId": series,
		"groupIds": []int64{group}, "scripture": "Jn 3:1-16; rom 8", "notes": "Nicodemus came by night", "audioMediaId": audio,
		"videoMediaId": video, "attachmentIds": []int64{doc, image}, "videoUrl": "https://www.youtube.com/watch?v=dQw4w9WgXcQ"})
	pt.Expect(t, r, 201, "Sermon added")
	born := id(t, r)
	var sm struct {
		Scripture     string
		ScriptureRefs []struct {
			Book    string
			Chapter *int
			Verses  string
		}
		SpeakerName, SeriesName, Status string
		Audio                           *struct{ Kind, URL string }
		Attachments                     []struct{ ID int64 }
		Groups                          []struct{ Name string }
		PublishedAt                     *string
	}
	r.Decode(t, &sm)
	if sm.Scripture != "John 3:1-16; Romans 8" || len(sm.ScriptureRefs) != 2 || sm.ScriptureRefs[1].Book != "Romans" ||
		*sm.ScriptureRefs[0].Chapter != 3 || sm.ScriptureRefs[0].Verses != "1-16" || sm.SpeakerName != "Pastor Jane Doe" ||
		sm.SeriesName != "Gospel of John" || sm.Status != "draft" || sm.Audio == nil || sm.Audio.Kind != "audio" ||
		len(sm.Attachments) != 2 || sm.Attachments[0].ID != doc || len(sm.Groups) != 1 || sm.PublishedAt != nil {
		t.Fatalf("sermon: %+v", sm)
	}
	other := id(t, post("sermons/add", map[string]any{"title": "The Shepherd", "preachedOn": "2026-02-01", "scripture": "Ps 23",
		"status": "published"}))
	third := id(t, post("sermons/add", map[string]any{"title": "Love", "preachedOn": "2026-01-04", "scripture": "1 Cor 13:4-7",
		"notes": "patient and kind"}))

	list := func(body map[string]any) []int64 {
		t.Helper()
		r := post("sermons/list", body)
		if r.Status != 200 {
			t.Fatalf("list %v: %d %s", body, r.Status, r.Msg)
		}
		var out []int64
		for _, it := range r.D["items"].([]any) {
			out = append(out, int64(it.(map[string]any)["id"].(float64)))
		}
		return out
	}
	eq := func(name string, got []int64, want ...int64) {
		t.Helper()
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: %v, want %v", name, got, want)
		}
	}
	eq("all, newest first", list(map[string]any{}), born, other, third)
	eq("book Romans", list(map[string]any{"book": "Romans"}), born)
	eq("book Rom", list(map[string]any{"book": "Rom"}), born)
	eq("book Psalms", list(map[string]any{"book": "Psalm"}), other)
	eq("book 1 Corinthians", list(map[string]any{"book": "1 Cor"}), third)
	pt.Expect(t, post("sermons/list", map[string]any{"book": "Hezekiah"}), 400, "Scripture reference not recognised: Hezekiah")
	eq("search title", list(map[string]any{"search": "shepherd"}), other)
	eq("search notes", list(map[string]any{"search": "nicodemus"}), born)
	eq("search speaker", list(map[string]any{"search": "jane"}), born)
	eq("search scripture", list(map[string]any{"search": "Corinthians"}), third)
	eq("search abbreviation", list(map[string]any{"search": "Jn"}), born)
	eq("speaker", list(map[string]any{"speakerId": speaker}), born)
	eq("series", list(map[string]any{"seriesId": series}), born)
	eq("group", list(map[string]any{"groupId": group}), born)
	eq("dates", list(map[string]any{"from": "2026-01-05", "to": "2026-02-28"}), other)
	eq("status", list(map[string]any{"status": "published"}), other)
	eq("status draft", list(map[string]any{"status": "draft"}), born, third)

	// Publish and unpublish.
	r = post("sermons/publish", map[string]any{"id": born, "published": true})
	pt.Expect(t, r, 200, "Sermon updated")
	if r.D["status"] != "published" || r.D["publishedAt"] == nil {
		t.Fatalf("published: %v", r.D)
	}
	r = post("sermons/publish", map[string]any{"id": born, "published": false})
	if r.D["status"] != "draft" || r.D["publishedAt"] != nil {
		t.Fatalf("unpublished: %v", r.D)
	}
	pt.Expect(t, post("sermons/publish", map[string]any{"id": 999999, "published": true}), 404, "Sermon not found")

	// Update writes every field; the attachments follow.
	r = post("sermons/update", map[string]any{"id": born, "title": "Born again (2)", "preachedOn": "2026-03-01",
		"attachmentIds": []int64{image}, "scripture": "John 3"})
	pt.Expect(t, r, 200, "Sermon updated")
	if r.D["audioMediaId"] != nil || len(r.D["attachments"].([]any)) != 1 || r.D["scripture"] != "John 3" {
		t.Fatalf("updated: %v", r.D)
	}
	eq("book Romans after update", list(map[string]any{"book": "Romans"}))
	pt.Expect(t, post("sermons/update", map[string]any{"id": 999999, "title": "x", "preachedOn": "2026-03-01"}), 404, "Sermon not found")

	// Delete: the media stay in the library.
	pt.Expect(t, post("sermons/delete", map[string]any{"id": born}), 200, "Sermon deleted")
	pt.Expect(t, post("sermons/get", map[string]any{"id": born}), 404, "Sermon not found")
	if n := e.Count(e.Alpha, `SELECT count(*) FROM word_media`); n != 4 {
		t.Fatalf("media after delete: %d", n)
	}
	// A file a sermon uses cannot be deleted from under it (the FK is RESTRICT).
	id(t, post("sermons/update", map[string]any{"id": third, "title": "Love", "preachedOn": "2026-01-04", "audioMediaId": audio}))
	if err := e.App.Tenants.RunFor(t.Context(), e.Alpha, func(tx *gorm.DB) error {
		return tx.Exec(`DELETE FROM word_media WHERE id = ?`, audio).Error
	}); err == nil || !strings.Contains(err.Error(), "word_sermons_audio_media_id_fkey") {
		t.Fatalf("media delete under a sermon: %v", err)
	}
	if n := e.AuditCount(e.Alpha, "word.sermon.publish"); n != 1 {
		t.Fatalf("audit publish %d", n)
	}
}
