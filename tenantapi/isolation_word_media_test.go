package tenantapi_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	tt "congregate/tenantapi/tenanttest"
)

// wordMediaIsolationSeeds are alpha's rows of The Word's media (issue 16, h-media): a group, a
// series, an image item in both (the series' artwork too) and an open upload (ids 1000001 in the route-table test).
func wordMediaIsolationSeeds(m string) []string {
	return []string{
		`INSERT INTO word_media_groups (name, description) VALUES ('` + m + ` media group', '` + m + `')`,
		`INSERT INTO word_media_series (name, description) VALUES ('` + m + ` media series', '` + m + `')`,
		`INSERT INTO word_media (token, kind, title, file_name, extension, content_type, size_bytes, storage_key, status, group_id, series_id, width, height)
			VALUES ('alphaonlytoken0000001', 'image', '` + m + ` media', 'alpha.png', 'png', 'image/png', 10, 'word/media/alphaonlytoken0000001.png', 'ready', (SELECT max(id) FROM word_media_groups), (SELECT max(id) FROM word_media_series), 1400, 1400)`,
		`UPDATE word_media_series SET artwork_media_id = (SELECT max(id) FROM word_media)`,
		`INSERT INTO word_uploads (token, file_name, size_bytes, chunk_size, storage_key, title) VALUES ('alphaonlyupload000001', '` + m + `.mp3', 100, 8388608, 'word/media/alphaonlyupload000001.mp3', '` + m + `')`,
	}
}

// TestWordMediaIsolation: bravo's super admin cannot read, change, reorder, complete or delete
// alpha's media, groups, series or uploads, nor fetch alpha's file through bravo's host.
func TestWordMediaIsolation(t *testing.T) {
	e := tt.New(t)
	for _, q := range wordMediaIsolationSeeds("ALPHAONLY") {
		e.Exec(e.Alpha, q)
	}
	var id int64
	e.Scan(e.Alpha, `SELECT id FROM word_media`, &id)
	var gid, sid, uid int64
	e.Scan(e.Alpha, `SELECT id FROM word_media_groups`, &gid)
	e.Scan(e.Alpha, `SELECT id FROM word_media_series`, &sid)
	e.Scan(e.Alpha, `SELECT id FROM word_uploads`, &uid)
	bravo := e.Login(e.Bravo, "admin@bravo.test")
	for _, c := range []struct {
		path string
		body any
	}{
		{"/api/word/media/get", map[string]any{"id": id}},
		{"/api/word/media/update", map[string]any{"id": id, "title": "x"}},
		{"/api/word/media/delete", map[string]any{"id": id}},
		{"/api/word/media-groups/update", map[string]any{"id": gid, "name": "x"}},
		{"/api/word/media-groups/delete", map[string]any{"id": gid}},
		{"/api/word/media-series/update", map[string]any{"id": sid, "name": "x"}},
		{"/api/word/media-series/delete", map[string]any{"id": sid}},
		{"/api/word/media/reorder", map[string]any{"groupId": gid, "ids": []int64{id}}},
		{"/api/word/media/reorder", map[string]any{"seriesId": sid, "ids": []int64{id}}},
		{"/api/word/uploads/get", map[string]any{"id": uid}},
		{"/api/word/uploads/complete", map[string]any{"id": uid}},
		{"/api/word/uploads/cancel", map[string]any{"id": uid}},
	} {
		r := e.Post(e.Bravo, c.path, bravo, c.body)
		if r.Status != http.StatusNotFound {
			t.Errorf("%s from bravo: %d %s, want 404", c.path, r.Status, r.Raw)
		}
	}
	req := httptest.NewRequest(http.MethodPut, fmt.Sprintf("/api/word/uploads/%d/chunk", uid), strings.NewReader("ID3 chunk"))
	req.Host = tt.Host(e.Bravo)
	req.Header.Set("Authorization", "Bearer "+bravo)
	req.Header.Set("Upload-Offset", "0")
	w := httptest.NewRecorder()
	e.H.ServeHTTP(w, req)
	if w.Code != http.StatusNotFound {
		t.Errorf("bravo's chunk to alpha's upload: %d %s", w.Code, w.Body)
	}
	r := e.Post(e.Bravo, "/api/word/media/list", bravo, map[string]any{})
	if r.Status != 200 || strings.Contains(string(r.Raw), "ALPHAONLY") {
		t.Errorf("bravo's list: %d %s", r.Status, r.Raw)
	}
	w = e.Raw(e.Bravo, "/api/word/files/alphaonlytoken0000001.png", "")
	if w.Code != http.StatusNotFound {
		t.Errorf("alpha's file through bravo's host: %d", w.Code)
	}
	var n int64
	e.Scan(e.Alpha, `SELECT count(*) FROM word_media WHERE title = 'ALPHAONLY media' AND group_id IS NOT NULL AND position = 0`, &n)
	var open int64
	e.Scan(e.Alpha, `SELECT count(*) FROM word_uploads WHERE status = 'open'`, &open)
	if n != 1 || open != 1 {
		t.Errorf("alpha's rows changed: media %d, open uploads %d", n, open)
	}
}
