package storage_test

import (
	"context"
	"errors"
	"io"
	"net/http/httptest"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"congregate/internal/platform/storage"
)

func roundTrip(t *testing.T, s storage.Store) {
	t.Helper()
	ctx := context.Background()
	if err := s.Put(ctx, "proposals/Ab_c-9.pdf", "application/pdf", []byte("%PDF-1.3 hello")); err != nil {
		t.Fatal(err)
	}
	rc, err := s.Open(ctx, "proposals/Ab_c-9.pdf")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(rc)
	rc.Close()
	if string(b) != "%PDF-1.3 hello" {
		t.Fatalf("read %q", b)
	}
	for _, key := range []string{"proposals/missing.pdf", "../etc/passwd", "/abs.pdf", "a/../b.pdf", "a//b.pdf", ""} {
		if _, err := s.Open(ctx, key); !errors.Is(err, storage.ErrNotFound) {
			t.Errorf("Open(%q) = %v, want ErrNotFound", key, err)
		}
	}
	if err := s.Put(ctx, "../escape.pdf", "application/pdf", []byte("x")); err == nil {
		t.Error("Put accepted a key with ..")
	}
	// Delete removes the object; deleting it again, or a key that never held one, is no error.
	for i := 0; i < 2; i++ {
		if err := s.Delete(ctx, "proposals/Ab_c-9.pdf"); err != nil {
			t.Fatalf("Delete %d: %v", i, err)
		}
	}
	if _, err := s.Open(ctx, "proposals/Ab_c-9.pdf"); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("Open after Delete = %v, want ErrNotFound", err)
	}
}

func TestLocal(t *testing.T) { roundTrip(t, storage.Local{Dir: t.TempDir()}) }

// The S3 store against an in-process S3 server speaking the real protocol (signed requests).
func TestS3(t *testing.T) {
	backend := s3mem.New()
	if err := backend.CreateBucket("files"); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(gofakes3.New(backend).Server())
	defer srv.Close()
	t.Setenv("S3_ENDPOINT", srv.URL)
	t.Setenv("S3_BUCKET", "files")
	t.Setenv("S3_ACCESS_KEY", "access")
	t.Setenv("S3_SECRET_KEY", "secret")
	t.Setenv("S3_REGION", "us-east-1")
	s, err := storage.FromEnv()
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.(*storage.S3); !ok {
		t.Fatalf("FromEnv = %T, want *storage.S3", s)
	}
	roundTrip(t, s)
}

func TestFromEnvDefaultsToLocalDisk(t *testing.T) {
	t.Setenv("S3_ENDPOINT", "")
	t.Setenv("STORAGE_DIR", "/tmp/somewhere")
	s, _ := storage.FromEnv()
	if l, ok := s.(storage.Local); !ok || l.Dir != "/tmp/somewhere" {
		t.Fatalf("FromEnv = %#v", s)
	}
}
