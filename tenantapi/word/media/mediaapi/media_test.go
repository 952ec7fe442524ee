package mediaapi_test

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"congregate/internal/platform/tenancy"
	tt "congregate/tenantapi/tenanttest"
	"congregate/tenantapi/word/media"
)

// wav is a valid PCM WAV of n bytes in all (silence).
func wav(n int) []byte {
	b := make([]byte, n)
	copy(b, "RIFF")
	binary.LittleEndian.PutUint32(b[4:], uint32(n-8))
	copy(b[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(b[16:], 16)
	binary.LittleEndian.PutUint16(b[20:], 1)
	binary.LittleEndian.PutUint16(b[22:], 1)
	binary.LittleEndian.PutUint32(b[24:], 8000)
	binary.LittleEndian.PutUint32(b[28:], 16000)
	binary.LittleEndian.PutUint16(b[32:], 2)
	binary.LittleEndian.PutUint16(b[34:], 16)
	copy(b[36:], "data")
	binary.LittleEndian.PutUint32(b[40:], uint32(n-44))
	for i := 44; i < n; i++ {
		b[i] = byte(i * 7)
	}
	return b
}

func pngOf(w, h int) []byte {
	var b bytes.Buffer
	_ = png.Encode(&b, image.NewGray(image.Rect(0, 0, w, h)))
	return b.Bytes()
}

// chunk sends PUT …/chunk; cut sends fewer bytes than Content-Length says.
func chunk(e *tt.Env, c *tenancy.Church, token string, id int64, offset int, data []byte, cut int) answer {
	e.T.Helper()
	body := data
	if cut > 0 {
		body = data[:len(data)-cut]
	}
	req := httptest.NewRequest(http.MethodPut, fmt.Sprintf("/api/word/uploads/%d/chunk", id), bytes.NewReader(body))
	req.ContentLength = int64(len(data))
	req.Host = tt.Host(c)
	req.Header.Set("Content-Type", "application/octet-stream")
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Upload-Offset", fmt.Sprint(offset))
	w := httptest.NewRecorder()
	e.H.ServeHTTP(w, req)
	return decode(e, w)
}

type answer struct {
	Status int
	Msg    string          `json:"responseMessage"`
	Data   json.RawMessage `json:"responseData"`
}

func decode(e *tt.Env, w *httptest.ResponseRecorder) answer {
	a := answer{Status: w.Code}
	_ = json.Unmarshal(w.Body.Bytes(), &a)
	return a
}

func (a answer) upload(t *testing.T) media.Upload {
	var u media.Upload
	if err := json.Unmarshal(a.Data, &u); err != nil {
		t.Fatalf("upload %s: %v", a.Data, err)
	}
	return u
}

func get(e *tt.Env, path string, headers map[string]string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.Host = tt.Host(e.Alpha)
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	e.H.ServeHTTP(w, req)
	return w
}

func TestResumableUpload(t *testing.T) {
	e := tt.New(t)
	admin := e.Login(e.Alpha, "admin@alpha.test")
	size := media.ChunkSize + 1000
	data := wav(size)
	r := e.Post(e.Alpha, "/api/word/uploads/create", admin, map[string]any{"fileName": "Easter sermon.wav", "sizeBytes": size})
	if r.Status != 201 {
		t.Fatalf("create: %d %s", r.Status, r.Raw)
	}
	var up media.Upload
	r.Decode(t, &up)
	if up.ChunkSize != media.ChunkSize || up.Status != "open" || up.ReceivedBytes != 0 {
		t.Fatalf("upload = %+v", up)
	}
	first, last := data[:media.ChunkSize], data[media.ChunkSize:]

	// A chunk at the wrong offset: 409, and the answer is the upload to resume from.
	a := chunk(e, e.Alpha, admin, up.ID, media.ChunkSize, last, 0)
	if a.Status != 409 || a.Msg != "Upload offset does not match; resume from 0" || a.upload(t).ReceivedBytes != 0 {
		t.Fatalf("wrong offset: %d %s %s", a.Status, a.Msg, a.Data)
	}
	// A truncated chunk leaves the offset where it was.
	a = chunk(e, e.Alpha, admin, up.ID, 0, first, 1000)
	if a.Status != 400 || a.Msg != media.MsgCutShort {
		t.Fatalf("truncated: %d %s", a.Status, a.Msg)
	}
	if got := e.Post(e.Alpha, "/api/word/uploads/get", admin, map[string]any{"id": up.ID}); got.D["receivedBytes"] != float64(0) {
		t.Fatalf("after a truncated chunk: %s", got.Data)
	}
	a = chunk(e, e.Alpha, admin, up.ID, 0, first, 0)
	if a.Status != 200 || a.upload(t).ReceivedBytes != int64(media.ChunkSize) {
		t.Fatalf("first chunk: %d %s %s", a.Status, a.Msg, a.Data)
	}
	r = e.Post(e.Alpha, "/api/word/uploads/complete", admin, map[string]any{"id": up.ID})
	if r.Status != 409 || r.Msg != fmt.Sprintf("The upload is not complete: %d of %d bytes", media.ChunkSize, size) {
		t.Fatalf("early complete: %d %s", r.Status, r.Msg)
	}
	if a = chunk(e, e.Alpha, admin, up.ID, media.ChunkSize, last, 0); a.Status != 200 || a.upload(t).ReceivedBytes != int64(size) {
		t.Fatalf("last chunk: %d %s", a.Status, a.Msg)
	}
	r = e.Post(e.Alpha, "/api/word/uploads/complete", admin, map[string]any{"id": up.ID})
	if r.Status != 201 {
		t.Fatalf("complete: %d %s", r.Status, r.Raw)
	}
	var it media.Item
	r.Decode(t, &it)
	if it.Kind != "audio" || it.Status != "processing" || it.Title != "Easter sermon" || it.SizeBytes != int64(size) ||
		it.URL != "/api/word/files/"+it.Token+".wav" || it.ContentType != "audio/wav" {
		t.Fatalf("item = %+v", it)
	}
	if a = chunk(e, e.Alpha, admin, up.ID, size, []byte("x"), 0); a.Status != 409 || a.Msg != media.MsgNotOpen {
		t.Errorf("chunk after completion: %d %s", a.Status, a.Msg)
	}
	if left, _ := os.ReadDir(filepath.Join(e.Files, ".parts")); len(left) != 0 {
		t.Errorf("parts left: %v", left)
	}

	// The public file: whole, ranges, validators.
	w := get(e, it.URL, nil)
	if w.Code != 200 || !bytes.Equal(w.Body.Bytes(), data) || w.Header().Get("Accept-Ranges") != "bytes" ||
		w.Header().Get("Content-Type") != "audio/wav" || w.Header().Get("Cache-Control") != "public, max-age=86400" ||
		w.Header().Get("X-Content-Type-Options") != "nosniff" || !strings.HasPrefix(w.Header().Get("Content-Disposition"), "inline") {
		t.Fatalf("file: %d %v (%d bytes)", w.Code, w.Header(), w.Body.Len())
	}
	etag, mod := w.Header().Get("ETag"), w.Header().Get("Last-Modified")
	for rg, want := range map[string][3]int{"bytes=0-99": {206, 0, 100}, "bytes=8388600-": {206, 8388600, size - 8388600},
		"bytes=-10": {206, size - 10, 10}, "bytes=100-99999999999": {206, 100, size - 100}} {
		w = get(e, it.URL, map[string]string{"Range": rg})
		if w.Code != want[0] || !bytes.Equal(w.Body.Bytes(), data[want[1]:want[1]+want[2]]) ||
			w.Header().Get("Content-Range") != fmt.Sprintf("bytes %d-%d/%d", want[1], want[1]+want[2]-1, size) {
			t.Errorf("Range %s: %d %s (%d bytes)", rg, w.Code, w.Header().Get("Content-Range"), w.Body.Len())
		}
	}
	if w = get(e, it.URL, map[string]string{"Range": fmt.Sprintf("bytes=%d-", size)}); w.Code != 416 || w.Header().Get("Content-Range") != fmt.Sprintf("bytes */%d", size) {
		t.Errorf("unsatisfiable: %d %v", w.Code, w.Header())
	}
	if w = get(e, it.URL, map[string]string{"If-None-Match": etag}); w.Code != 304 || w.Body.Len() != 0 {
		t.Errorf("If-None-Match: %d", w.Code)
	}
	if w = get(e, it.URL, map[string]string{"If-Modified-Since": mod}); w.Code != 304 {
		t.Errorf("If-Modified-Since: %d", w.Code)
	}
	if w = get(e, it.URL, map[string]string{"Range": "bytes=0-9", "If-Range": `"other"`}); w.Code != 200 {
		t.Errorf("If-Range of another version: %d", w.Code)
	}
	for _, p := range []string{"/api/word/files/" + it.Token + ".mp3", "/api/word/files/nothing.wav", "/api/word/files/" + it.Token + "/thumbnail.jpg"} {
		if w = get(e, p, nil); w.Code != 404 {
			t.Errorf("%s: %d", p, w.Code)
		}
	}
}

func TestUploadRefusedAndCancelled(t *testing.T) {
	e := tt.New(t)
	admin := e.Login(e.Alpha, "admin@alpha.test")
	create := func(name string, size int) media.Upload {
		r := e.Post(e.Alpha, "/api/word/uploads/create", admin, map[string]any{"fileName": name, "sizeBytes": size})
		if r.Status != 201 {
			t.Fatalf("create %s: %d %s", name, r.Status, r.Raw)
		}
		var u media.Upload
		r.Decode(t, &u)
		return u
	}
	// An executable renamed .mp3: 415, the upload cancelled and nothing stored.
	exe := append([]byte("MZ\x90\x00"), make([]byte, 996)...)
	up := create("sermon.mp3", len(exe))
	if a := chunk(e, e.Alpha, admin, up.ID, 0, exe, 0); a.Status != 415 || a.Msg != media.MsgNotAllowed {
		t.Fatalf("exe: %d %s", a.Status, a.Msg)
	}
	if r := e.Post(e.Alpha, "/api/word/uploads/get", admin, map[string]any{"id": up.ID}); r.D["status"] != "cancelled" {
		t.Errorf("refused upload: %s", r.Data)
	}
	// A WAV named .png: the content does not match the name.
	up = create("photo.png", 2000)
	if a := chunk(e, e.Alpha, admin, up.ID, 0, wav(2000), 0); a.Status != 400 || a.Msg != "The file's content does not match its name" {
		t.Errorf("mismatch: %d %s", a.Status, a.Msg)
	}
	// Cancel after a chunk: the parts go, no media row, and the upload is closed.
	up = create("talk.wav", media.ChunkSize+10)
	if a := chunk(e, e.Alpha, admin, up.ID, 0, wav(media.ChunkSize + 10)[:media.ChunkSize], 0); a.Status != 200 {
		t.Fatalf("chunk: %d %s", a.Status, a.Msg)
	}
	if r := e.Post(e.Alpha, "/api/word/uploads/cancel", admin, map[string]any{"id": up.ID}); r.Status != 200 || r.D["status"] != "cancelled" {
		t.Fatalf("cancel: %d %s", r.Status, r.Raw)
	}
	if r := e.Post(e.Alpha, "/api/word/uploads/cancel", admin, map[string]any{"id": up.ID}); r.Status != 409 || r.Msg != media.MsgNotOpen {
		t.Errorf("cancel twice: %d %s", r.Status, r.Msg)
	}
	if r := e.Post(e.Alpha, "/api/word/uploads/complete", admin, map[string]any{"id": up.ID}); r.Status != 409 {
		t.Errorf("complete a cancelled upload: %d", r.Status)
	}
	var rows int64
	e.Scan(e.Alpha, `SELECT count(*) FROM word_media`, &rows)
	left, _ := os.ReadDir(filepath.Join(e.Files, ".parts"))
	objects, _ := os.ReadDir(filepath.Join(e.Files, "word", "media"))
	if rows != 0 || len(left) != 0 || len(objects) != 0 {
		t.Errorf("after cancel: %d rows, parts %v, objects %v", rows, left, objects)
	}
	// The church's limit, and the create rules.
	if r := e.Post(e.Alpha, "/api/word/settings/update", admin, map[string]any{"maxUploadMb": 1, "podcastLanguage": "en"}); r.Status != 200 {
		t.Fatalf("settings: %d %s", r.Status, r.Raw)
	}
	for _, c := range []struct {
		body   map[string]any
		status int
		msg    string
	}{
		{map[string]any{"fileName": "big.wav", "sizeBytes": 2 << 20}, 413, "The file is larger than your church's limit of 1 MB"},
		{map[string]any{"fileName": " ", "sizeBytes": 10}, 400, media.MsgFileName},
		{map[string]any{"fileName": "a.wav", "sizeBytes": 0}, 400, media.MsgEmpty},
		{map[string]any{"fileName": "a.wav", "sizeBytes": 10, "groupId": 999}, 404, "Media group not found"},
	} {
		if r := e.Post(e.Alpha, "/api/word/uploads/create", admin, c.body); r.Status != c.status || r.Msg != c.msg {
			t.Errorf("create %v: %d %s", c.body, r.Status, r.Msg)
		}
	}
	if r := e.Post(e.Alpha, "/api/word/settings/update", admin, map[string]any{"maxUploadMb": 0, "podcastLanguage": "en"}); r.Status != 400 || r.Msg != "The upload limit is 1 to 5,120 MB" {
		t.Errorf("limit 0: %d %s", r.Status, r.Msg)
	}
}

func TestSimpleUploadGroupsSeriesReorder(t *testing.T) {
	e := tt.New(t)
	admin := e.Login(e.Alpha, "admin@alpha.test")
	g := e.Post(e.Alpha, "/api/word/media-groups/add", admin, map[string]any{"name": "Sunday services"})
	if g.Status != 201 {
		t.Fatalf("group: %d %s", g.Status, g.Raw)
	}
	if r := e.Post(e.Alpha, "/api/word/media-groups/add", admin, map[string]any{"name": "sunday SERVICES"}); r.Status != 409 || r.Msg != "A group with this name already exists" {
		t.Errorf("same name: %d %s", r.Status, r.Msg)
	}
	gid := int64(g.D["id"].(float64))
	var ids []int64
	for i := 0; i < 3; i++ {
		r := e.Multipart(e.Alpha, "/api/word/media/upload", admin, [][2]string{{"title", fmt.Sprint("Photo ", i)}, {"groupId", fmt.Sprint(gid)}},
			tt.Part{Field: "file", Filename: fmt.Sprintf("p%d.png", i), Data: pngOf(30+i, 20)})
		if r.Status != 201 {
			t.Fatalf("upload: %d %s", r.Status, r.Raw)
		}
		var it media.Item
		r.Decode(t, &it)
		if it.Kind != "image" || it.Status != "ready" || it.Width == nil || *it.Width != 30+i || *it.Height != 20 || it.GroupName != "Sunday services" {
			t.Fatalf("item = %+v", it)
		}
		ids = append(ids, it.ID)
	}
	r := e.Multipart(e.Alpha, "/api/word/media/upload", admin, nil, tt.Part{Field: "file", Filename: "x.mp3", Data: []byte("<html>")})
	if r.Status != 415 {
		t.Errorf("html upload: %d %s", r.Status, r.Msg)
	}
	s := e.Post(e.Alpha, "/api/word/media-series/add", admin, map[string]any{"name": "Romans", "artworkMediaId": ids[0]})
	if s.Status != 201 || s.D["artworkUrl"] == nil {
		t.Fatalf("series: %d %s", s.Status, s.Raw)
	}
	order := []int64{ids[2], ids[0], ids[1]}
	if r = e.Post(e.Alpha, "/api/word/media/reorder", admin, map[string]any{"groupId": gid, "ids": order}); r.Status != 200 {
		t.Fatalf("reorder: %d %s", r.Status, r.Raw)
	}
	r = e.Post(e.Alpha, "/api/word/media/list", admin, map[string]any{"groupId": gid})
	var page struct {
		Items []media.Item `json:"items"`
		Total int64        `json:"total"`
	}
	r.Decode(t, &page)
	if page.Total != 3 || page.Items[0].ID != order[0] || page.Items[2].ID != order[2] {
		t.Errorf("list after reorder: %s", r.Data)
	}
	if r = e.Post(e.Alpha, "/api/word/media/reorder", admin, map[string]any{"groupId": gid, "ids": order[:2]}); r.Status != 400 || r.Msg != media.MsgEveryItem {
		t.Errorf("reorder missing one: %d %s", r.Status, r.Msg)
	}
	if r = e.Post(e.Alpha, "/api/word/media/reorder", admin, map[string]any{"groupId": gid, "ids": []int64{ids[0], ids[1], 999}}); r.Status != 404 {
		t.Errorf("reorder another id: %d %s", r.Status, r.Msg)
	}
	if r = e.Post(e.Alpha, "/api/word/media-groups/delete", admin, map[string]any{"id": gid}); r.Status != 409 || r.Msg != "This group holds media; move or delete it first" {
		t.Errorf("delete a full group: %d %s", r.Status, r.Msg)
	}
	if r = e.Post(e.Alpha, "/api/word/media/update", admin, map[string]any{"id": ids[1], "title": "Renamed", "description": "d"}); r.Status != 200 || r.D["groupId"] != nil {
		t.Errorf("update: %d %s", r.Status, r.Raw)
	}
	key := ""
	e.Scan(e.Alpha, fmt.Sprintf(`SELECT storage_key FROM word_media WHERE id = %d`, ids[1]), &key)
	if r = e.Post(e.Alpha, "/api/word/media/delete", admin, map[string]any{"id": ids[1]}); r.Status != 200 {
		t.Errorf("delete: %d %s", r.Status, r.Raw)
	}
	if _, err := os.Stat(filepath.Join(e.Files, key)); !os.IsNotExist(err) {
		t.Errorf("the deleted item's file is still there: %v", err)
	}
	// Settings' podcast artwork: square 1400–3000 only.
	if r = e.Post(e.Alpha, "/api/word/settings/update", admin, map[string]any{"maxUploadMb": 100, "podcastLanguage": "en-US", "podcastArtworkMediaId": ids[0]}); r.Status != 400 ||
		r.Msg != "Podcast artwork must be a square image from 1400×1400 to 3000×3000 pixels" {
		t.Errorf("small artwork: %d %s", r.Status, r.Msg)
	}
	if r = e.Post(e.Alpha, "/api/word/settings/get", admin, map[string]any{}); r.Status != 200 || r.D["maxUploadMb"] != float64(2048) {
		t.Errorf("settings: %d %s", r.Status, r.Raw)
	}
	var events int64
	e.Scan(e.Alpha, `SELECT count(*) FROM audit_log WHERE event LIKE 'word.%'`, &events)
	if events < 6 {
		t.Errorf("%d word audit events", events)
	}
	_ = io.EOF
}
