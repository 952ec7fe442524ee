// Package storage keeps generated files (proposal and brochure PDFs) behind one small interface:
// local disk by default, any S3-compatible object store when configured.
package storage

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// Store puts and reads whole objects by key.
type Store interface {
	Put(ctx context.Context, key, contentType string, data []byte) error
	// Open returns ErrNotFound for a key that holds nothing (or is not a valid key).
	Open(ctx context.Context, key string) (io.ReadCloser, error)
	// Delete removes the object; a key that holds nothing is not an error.
	Delete(ctx context.Context, key string) error
}

// ErrNotFound means no object has the key.
var ErrNotFound = errors.New("not found")

var keyRule = regexp.MustCompile(`^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*\.[a-z0-9]+$`)

// ValidKey accepts keys like "proposals/AbC_9.pdf": no "..", no leading slash, nothing a path
// or an S3 key could misread.
func ValidKey(key string) bool { return len(key) <= 200 && keyRule.MatchString(key) }

// Local stores objects as files under Dir.
type Local struct{ Dir string }

// Put writes the object atomically (temp file + rename).
func (l Local) Put(_ context.Context, key, _ string, data []byte) error {
	if !ValidKey(key) {
		return fmt.Errorf("storage: invalid key %q", key)
	}
	p := filepath.Join(l.Dir, filepath.FromSlash(key))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), ".put-*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), p)
}

// Open opens the file of key.
func (l Local) Open(_ context.Context, key string) (io.ReadCloser, error) {
	if !ValidKey(key) {
		return nil, ErrNotFound
	}
	f, err := os.Open(filepath.Join(l.Dir, filepath.FromSlash(key)))
	if errors.Is(err, os.ErrNotExist) {
		return nil, ErrNotFound
	}
	return f, err
}

// Delete removes the file of key.
func (l Local) Delete(_ context.Context, key string) error {
	if !ValidKey(key) {
		return nil
	}
	err := os.Remove(filepath.Join(l.Dir, filepath.FromSlash(key)))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return err
}

// FromEnv picks S3 when S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY are all set, and
// local disk under STORAGE_DIR (default .data/files) otherwise.
func FromEnv() (Store, error) {
	endpoint, bucket := os.Getenv("S3_ENDPOINT"), os.Getenv("S3_BUCKET")
	access, secret := os.Getenv("S3_ACCESS_KEY"), os.Getenv("S3_SECRET_KEY")
	if endpoint != "" && bucket != "" && access != "" && secret != "" {
		return NewS3(S3Config{Endpoint: endpoint, Bucket: bucket, AccessKey: access, SecretKey: secret,
			Region: os.Getenv("S3_REGION"), UseSSL: !strings.EqualFold(os.Getenv("S3_USE_SSL"), "false")})
	}
	dir := os.Getenv("STORAGE_DIR")
	if dir == "" {
		dir = filepath.Join(".data", "files")
	}
	return Local{Dir: dir}, nil
}
