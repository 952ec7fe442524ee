package storage

import (
	"context"
	"crypto/md5"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"time"
)

// Streams is what large files (The Word's media, issue 16) need beyond whole objects: writing and
// reading without holding the file in memory, byte ranges, and multipart uploads assembled by the
// store. Local and *S3 both implement it.
type Streams interface {
	Store
	// PutStream writes exactly size bytes of r as the object (an error when r has fewer).
	PutStream(ctx context.Context, key, contentType string, r io.Reader, size int64) error
	// OpenRange reads length bytes from offset (length < 0: to the end); ErrNotFound for no object.
	OpenRange(ctx context.Context, key string, offset, length int64) (io.ReadCloser, error)
	// Stat is the object's size and last change; ErrNotFound for no object.
	Stat(ctx context.Context, key string) (Info, error)
	// BeginParts starts a multipart upload of key; PutPart sends part n (1-based) of exactly size
	// bytes; CompleteParts joins the parts (in the order given) into the object; AbortParts removes
	// every part sent. On S3 every part but the last must be at least 5 MiB.
	BeginParts(ctx context.Context, key, contentType string) (uploadID string, err error)
	PutPart(ctx context.Context, key, uploadID string, n int, r io.Reader, size int64) (Part, error)
	CompleteParts(ctx context.Context, key, uploadID string, parts []Part) error
	AbortParts(ctx context.Context, key, uploadID string) error
}

// Info describes a stored object.
type Info struct {
	Size    int64
	ModTime time.Time
}

// Part is one sent part of a multipart upload.
type Part struct {
	N    int    `json:"n"`
	ETag string `json:"etag"`
	Size int64  `json:"size"`
}

// ErrShort is a stream that ended before its announced size.
var ErrShort = errors.New("storage: the stream ended before its size")

var uploadIDRule = regexp.MustCompile(`^[0-9a-f]{32}$`)

// PutStream writes the object through a temp file renamed into place.
func (l Local) PutStream(_ context.Context, key, _ string, r io.Reader, size int64) error {
	if !ValidKey(key) {
		return fmt.Errorf("storage: invalid key %q", key)
	}
	p := filepath.Join(l.Dir, filepath.FromSlash(key))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	tmp, err := writeTemp(filepath.Dir(p), r, size, nil)
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, p); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// writeTemp copies exactly size bytes of r into a new temp file of dir (hashing them into h when
// given) and returns its name; on any failure nothing is left behind.
func writeTemp(dir string, r io.Reader, size int64, h io.Writer) (string, error) {
	tmp, err := os.CreateTemp(dir, ".put-*")
	if err != nil {
		return "", err
	}
	var w io.Writer = tmp
	if h != nil {
		w = io.MultiWriter(tmp, h)
	}
	n, err := io.Copy(w, io.LimitReader(r, size))
	if err == nil && n < size {
		err = ErrShort
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp.Name())
		return "", err
	}
	return tmp.Name(), nil
}

type sectionFile struct {
	io.Reader
	f *os.File
}

func (s sectionFile) Close() error { return s.f.Close() }

// OpenRange opens the file at offset, reading at most length bytes.
func (l Local) OpenRange(_ context.Context, key string, offset, length int64) (io.ReadCloser, error) {
	if !ValidKey(key) {
		return nil, ErrNotFound
	}
	f, err := os.Open(filepath.Join(l.Dir, filepath.FromSlash(key)))
	if errors.Is(err, os.ErrNotExist) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	if _, err := f.Seek(offset, io.SeekStart); err != nil {
		f.Close()
		return nil, err
	}
	if length < 0 {
		return f, nil
	}
	return sectionFile{io.LimitReader(f, length), f}, nil
}

// Stat reads the file's size and modification time.
func (l Local) Stat(_ context.Context, key string) (Info, error) {
	if !ValidKey(key) {
		return Info{}, ErrNotFound
	}
	fi, err := os.Stat(filepath.Join(l.Dir, filepath.FromSlash(key)))
	if errors.Is(err, os.ErrNotExist) {
		return Info{}, ErrNotFound
	}
	if err != nil {
		return Info{}, err
	}
	return Info{Size: fi.Size(), ModTime: fi.ModTime()}, nil
}

// partsDir is where a local multipart upload keeps its parts (.parts/ is no valid key).
func (l Local) partsDir(uploadID string) (string, error) {
	if !uploadIDRule.MatchString(uploadID) {
		return "", fmt.Errorf("storage: invalid upload id %q", uploadID)
	}
	return filepath.Join(l.Dir, ".parts", uploadID), nil
}

// BeginParts makes the upload's parts directory.
func (l Local) BeginParts(_ context.Context, key, _ string) (string, error) {
	if !ValidKey(key) {
		return "", fmt.Errorf("storage: invalid key %q", key)
	}
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	id := hex.EncodeToString(b)
	dir, _ := l.partsDir(id)
	return id, os.MkdirAll(dir, 0o755)
}

// PutPart writes part n as a file of the upload's directory (a part sent again replaces it).
func (l Local) PutPart(_ context.Context, _, uploadID string, n int, r io.Reader, size int64) (Part, error) {
	dir, err := l.partsDir(uploadID)
	if err != nil {
		return Part{}, err
	}
	if n < 1 || n > 10000 {
		return Part{}, fmt.Errorf("storage: part number %d out of range", n)
	}
	if _, err := os.Stat(dir); err != nil {
		return Part{}, ErrNotFound
	}
	h := md5.New()
	tmp, err := writeTemp(dir, r, size, h)
	if err != nil {
		return Part{}, err
	}
	if err := os.Rename(tmp, filepath.Join(dir, strconv.Itoa(n))); err != nil {
		os.Remove(tmp)
		return Part{}, err
	}
	return Part{N: n, ETag: hex.EncodeToString(h.Sum(nil)), Size: size}, nil
}

// CompleteParts concatenates the parts into the object and removes the upload's directory.
func (l Local) CompleteParts(_ context.Context, key, uploadID string, parts []Part) error {
	dir, err := l.partsDir(uploadID)
	if err != nil {
		return err
	}
	if !ValidKey(key) {
		return fmt.Errorf("storage: invalid key %q", key)
	}
	p := filepath.Join(l.Dir, filepath.FromSlash(key))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	parts = append([]Part(nil), parts...)
	sort.Slice(parts, func(i, j int) bool { return parts[i].N < parts[j].N })
	out, err := os.CreateTemp(filepath.Dir(p), ".put-*")
	if err != nil {
		return err
	}
	fail := func(err error) error { out.Close(); os.Remove(out.Name()); return err }
	for _, part := range parts {
		f, err := os.Open(filepath.Join(dir, strconv.Itoa(part.N)))
		if err != nil {
			return fail(fmt.Errorf("storage: part %d: %w", part.N, err))
		}
		n, err := io.Copy(out, f)
		f.Close()
		if err != nil {
			return fail(err)
		}
		if n != part.Size {
			return fail(fmt.Errorf("storage: part %d has %d bytes, want %d", part.N, n, part.Size))
		}
	}
	if err := out.Close(); err != nil {
		os.Remove(out.Name())
		return err
	}
	if err := os.Rename(out.Name(), p); err != nil {
		os.Remove(out.Name())
		return err
	}
	return os.RemoveAll(dir)
}

// AbortParts removes the upload's parts.
func (l Local) AbortParts(_ context.Context, _, uploadID string) error {
	dir, err := l.partsDir(uploadID)
	if err != nil {
		return err
	}
	return os.RemoveAll(dir)
}
