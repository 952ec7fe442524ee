package storage_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"math/rand"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"congregate/internal/platform/storage"
)

func fakeS3(t *testing.T) storage.Streams {
	t.Helper()
	backend := s3mem.New()
	if err := backend.CreateBucket("files"); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(gofakes3.New(backend).Server())
	t.Cleanup(srv.Close)
	s, err := storage.NewS3(storage.S3Config{Endpoint: srv.URL, Bucket: "files", AccessKey: "a", SecretKey: "s", Region: "us-east-1"})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func readAll(t *testing.T, open func() (io.ReadCloser, error)) []byte {
	t.Helper()
	rc, err := open()
	if err != nil {
		t.Fatal(err)
	}
	defer rc.Close()
	b, err := io.ReadAll(rc)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// streams runs the large-file calls against a store: streams, ranges, multipart over 2 parts
// (the first 5 MiB, S3's minimum), abort.
func streams(t *testing.T, s storage.Streams) {
	ctx := context.Background()
	data := make([]byte, 5<<20+1234)
	rand.New(rand.NewSource(1)).Read(data)

	if err := s.PutStream(ctx, "word/a.bin", "application/octet-stream", bytes.NewReader(data[:1000]), 1000); err != nil {
		t.Fatal(err)
	}
	if info, err := s.Stat(ctx, "word/a.bin"); err != nil || info.Size != 1000 || info.ModTime.IsZero() {
		t.Fatalf("Stat = %+v, %v", info, err)
	}
	if _, err := s.Stat(ctx, "word/missing.bin"); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("Stat(missing) = %v", err)
	}
	if err := s.PutStream(ctx, "word/short.bin", "application/octet-stream", bytes.NewReader(data[:10]), 20); err == nil {
		t.Error("PutStream accepted a short stream")
	}
	if _, err := s.Stat(ctx, "word/short.bin"); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("a short stream left an object: %v", err)
	}
	for _, r := range []struct{ off, n int64 }{{0, 10}, {990, 10}, {500, -1}, {999, 1}, {0, -1}} {
		got := readAll(t, func() (io.ReadCloser, error) { return s.OpenRange(ctx, "word/a.bin", r.off, r.n) })
		end := int64(1000)
		if r.n >= 0 {
			end = r.off + r.n
		}
		if !bytes.Equal(got, data[r.off:end]) {
			t.Errorf("OpenRange(%d, %d) = %d bytes, wrong", r.off, r.n, len(got))
		}
	}
	if _, err := s.OpenRange(ctx, "word/missing.bin", 0, 10); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("OpenRange(missing) = %v", err)
	}

	id, err := s.BeginParts(ctx, "word/multi.bin", "audio/mpeg")
	if err != nil {
		t.Fatal(err)
	}
	p1, err := s.PutPart(ctx, "word/multi.bin", id, 1, bytes.NewReader(data[:5<<20]), 5<<20)
	if err != nil {
		t.Fatal(err)
	}
	p2, err := s.PutPart(ctx, "word/multi.bin", id, 2, bytes.NewReader(data[5<<20:]), int64(len(data)-5<<20))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.CompleteParts(ctx, "word/multi.bin", id, []storage.Part{p1, p2}); err != nil {
		t.Fatal(err)
	}
	if got := readAll(t, func() (io.ReadCloser, error) { return s.Open(ctx, "word/multi.bin") }); !bytes.Equal(got, data) {
		t.Errorf("multipart object = %d bytes, want %d", len(got), len(data))
	}
	if got := readAll(t, func() (io.ReadCloser, error) { return s.OpenRange(ctx, "word/multi.bin", 5<<20-5, 10) }); !bytes.Equal(got, data[5<<20-5:5<<20+5]) {
		t.Error("a range across the parts' boundary is wrong")
	}

	id, err = s.BeginParts(ctx, "word/aborted.bin", "audio/mpeg")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.PutPart(ctx, "word/aborted.bin", id, 1, bytes.NewReader(data[:5<<20]), 5<<20); err != nil {
		t.Fatal(err)
	}
	if err := s.AbortParts(ctx, "word/aborted.bin", id); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Stat(ctx, "word/aborted.bin"); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("an aborted upload left an object: %v", err)
	}
	if err := s.CompleteParts(ctx, "word/aborted.bin", id, []storage.Part{p1}); err == nil {
		t.Error("an aborted upload completed")
	}
}

func TestLocalStreams(t *testing.T) {
	dir := t.TempDir()
	streams(t, storage.Local{Dir: dir})
	// Nothing of the parts is left: the completed and the aborted upload removed theirs.
	left, _ := os.ReadDir(filepath.Join(dir, ".parts"))
	if len(left) != 0 {
		t.Errorf("parts left: %v", left)
	}
	if _, err := (storage.Local{Dir: dir}).PutPart(context.Background(), "word/x.bin", "../../etc", 1, bytes.NewReader(nil), 0); err == nil {
		t.Error("PutPart accepted a path as upload id")
	}
}

func TestS3Streams(t *testing.T) { streams(t, fakeS3(t)) }
