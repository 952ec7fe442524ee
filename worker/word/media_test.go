package word_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"congregate/internal/jobs"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	tt "congregate/tenantapi/tenanttest"
	wword "congregate/worker/word"
)

// TestProbeAndExpire: a video made by ffmpeg is probed (duration, codecs, size) and gets its
// thumbnail object; a file that is no media fails; an upload idle for a day expires and its parts
// go, a fresh one stays open.
func TestProbeAndExpire(t *testing.T) {
	if _, err := exec.LookPath("ffmpeg"); err != nil {
		t.Skip("ffmpeg is not installed (scripts/ensure-tools.sh)")
	}
	e := tt.New(t)
	files := storage.Local{Dir: e.Files}
	src := filepath.Join(t.TempDir(), "clip.mp4")
	if out, err := exec.Command("ffmpeg", "-v", "error", "-f", "lavfi", "-i", "testsrc=duration=2:size=160x120:rate=10",
		"-f", "lavfi", "-i", "sine=duration=2", "-shortest", "-pix_fmt", "yuv420p", src).CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg: %v %s", err, out)
	}
	data, _ := os.ReadFile(src)
	ctx := context.Background()
	if err := files.Put(ctx, "word/media/probetoken00000001.mp4", "video/mp4", data); err != nil {
		t.Fatal(err)
	}
	_ = files.Put(ctx, "word/media/brokentoken0000001.mp3", "audio/mpeg", []byte("ID3 not really"))
	e.Exec(e.Alpha, `INSERT INTO word_media (token, kind, title, file_name, extension, content_type, size_bytes, storage_key)
		VALUES ('probetoken00000001', 'video', 'Clip', 'clip.mp4', 'mp4', 'video/mp4', ?, 'word/media/probetoken00000001.mp4'),
		('brokentoken0000001', 'audio', 'Broken', 'b.mp3', 'mp3', 'audio/mpeg', 14, 'word/media/brokentoken0000001.mp3')`, len(data))
	var ids [2]int64
	e.Scan(e.Alpha, `SELECT min(id), max(id) FROM word_media`, &ids[0], &ids[1])
	h := &wword.Media{Tenants: e.App.Tenants, Control: e.DB.Gorm, Files: files}
	cctx := tenancy.WithChurch(ctx, e.Alpha)
	for _, id := range ids {
		if err := h.HandleProbe(cctx, jobs.WordMediaProbe{Tenant: jobs.In(e.Alpha.ID), MediaID: id}); err != nil {
			t.Fatal(err)
		}
	}
	var status, codec, thumb string
	var duration float64
	var width int
	e.Scan(e.Alpha, fmt.Sprintf(`SELECT status, duration_seconds::float8, coalesce(width, 0), meta->>'videoCodec', coalesce(thumbnail_key, '') FROM word_media WHERE id = %d`, ids[0]),
		&status, &duration, &width, &codec, &thumb)
	if status != "ready" || duration < 1.9 || duration > 2.2 || width != 160 || codec != "h264" || thumb == "" {
		t.Errorf("probed video: %s %.2f %d %s %q", status, duration, width, codec, thumb)
	}
	if jpg, err := os.ReadFile(filepath.Join(e.Files, thumb)); err != nil || len(jpg) < 100 || jpg[0] != 0xFF || jpg[1] != 0xD8 {
		t.Errorf("thumbnail: %v (%d bytes)", err, len(jpg))
	}
	var failed string
	e.Scan(e.Alpha, fmt.Sprintf(`SELECT status || ':' || error FROM word_media WHERE id = %d`, ids[1]), &failed)
	if failed != "failed:The file could not be read as audio or video" {
		t.Errorf("broken file: %s", failed)
	}

	// Expiry: the idle upload's parts go and it is expired; the fresh one stays.
	id, err := files.BeginParts(ctx, "word/media/idletoken000000001.wav", "audio/wav")
	if err != nil {
		t.Fatal(err)
	}
	e.Exec(e.Alpha, `INSERT INTO word_uploads (token, file_name, size_bytes, chunk_size, storage_key, multipart_id, updated_at) VALUES
		('idletoken000000001', 'a.wav', 100, 8388608, 'word/media/idletoken000000001.wav', ?, now() - interval '25 hours'),
		('freshtoken00000001', 'b.wav', 100, 8388608, 'word/media/freshtoken00000001.wav', '', now())`, id)
	if err := h.HandleExpire(ctx, nil); err != nil {
		t.Fatal(err)
	}
	var states string
	e.Scan(e.Alpha, `SELECT string_agg(status, ',' ORDER BY token) FROM word_uploads`, &states)
	if states != "open,expired" {
		t.Errorf("uploads after the sweep: %s", states)
	}
	if _, err := os.Stat(filepath.Join(e.Files, ".parts", id)); !os.IsNotExist(err) {
		t.Errorf("the idle upload's parts are still there: %v", err)
	}
}
