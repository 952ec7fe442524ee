package storage

import (
	"context"
	"fmt"
	"io"
	"sort"

	"github.com/minio/minio-go/v7"
)

func notFound(err error) error {
	if code := minio.ToErrorResponse(err).Code; code == "NoSuchKey" || code == "NoSuchUpload" {
		return ErrNotFound
	}
	return err
}

// PutStream uploads size bytes of r (minio-go sends large ones in parts itself).
func (s *S3) PutStream(ctx context.Context, key, contentType string, r io.Reader, size int64) error {
	if !ValidKey(key) {
		return fmt.Errorf("storage: invalid key %q", key)
	}
	cr := &countingReader{r: io.LimitReader(r, size)}
	_, err := s.client.PutObject(ctx, s.bucket, key, cr, size, minio.PutObjectOptions{ContentType: contentType})
	if err == nil && cr.n < size {
		_ = s.Delete(ctx, key)
		return ErrShort
	}
	return err
}

type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// OpenRange is a ranged GET: only the asked bytes travel.
func (s *S3) OpenRange(ctx context.Context, key string, offset, length int64) (io.ReadCloser, error) {
	if !ValidKey(key) {
		return nil, ErrNotFound
	}
	opts := minio.GetObjectOptions{}
	switch {
	case length > 0:
		if err := opts.SetRange(offset, offset+length-1); err != nil {
			return nil, err
		}
	case length == 0:
		if _, err := s.Stat(ctx, key); err != nil {
			return nil, err
		}
		return io.NopCloser(eofReader{}), nil
	case offset > 0:
		if err := opts.SetRange(offset, 0); err != nil {
			return nil, err
		}
	}
	body, _, _, err := minio.Core{Client: s.client}.GetObject(ctx, s.bucket, key, opts)
	if err != nil {
		return nil, notFound(err)
	}
	return body, nil
}

type eofReader struct{}

func (eofReader) Read([]byte) (int, error) { return 0, io.EOF }

// Stat asks the object's size and last change.
func (s *S3) Stat(ctx context.Context, key string) (Info, error) {
	if !ValidKey(key) {
		return Info{}, ErrNotFound
	}
	oi, err := s.client.StatObject(ctx, s.bucket, key, minio.StatObjectOptions{})
	if err != nil {
		return Info{}, notFound(err)
	}
	return Info{Size: oi.Size, ModTime: oi.LastModified}, nil
}

func (s *S3) core() minio.Core { return minio.Core{Client: s.client} }

// BeginParts starts the bucket's multipart upload.
func (s *S3) BeginParts(ctx context.Context, key, contentType string) (string, error) {
	if !ValidKey(key) {
		return "", fmt.Errorf("storage: invalid key %q", key)
	}
	return s.core().NewMultipartUpload(ctx, s.bucket, key, minio.PutObjectOptions{ContentType: contentType})
}

// PutPart sends part n.
func (s *S3) PutPart(ctx context.Context, key, uploadID string, n int, r io.Reader, size int64) (Part, error) {
	if !ValidKey(key) {
		return Part{}, fmt.Errorf("storage: invalid key %q", key)
	}
	cr := &countingReader{r: io.LimitReader(r, size)}
	p, err := s.core().PutObjectPart(ctx, s.bucket, key, uploadID, n, cr, size, minio.PutObjectPartOptions{DisableContentSha256: true})
	if err != nil {
		if cr.n < size {
			return Part{}, ErrShort
		}
		return Part{}, notFound(err)
	}
	return Part{N: n, ETag: p.ETag, Size: size}, nil
}

// CompleteParts joins the parts into the object.
func (s *S3) CompleteParts(ctx context.Context, key, uploadID string, parts []Part) error {
	cps := make([]minio.CompletePart, len(parts))
	for i, p := range parts {
		cps[i] = minio.CompletePart{PartNumber: p.N, ETag: p.ETag}
	}
	sort.Slice(cps, func(i, j int) bool { return cps[i].PartNumber < cps[j].PartNumber }) // S3 wants them ascending
	_, err := s.core().CompleteMultipartUpload(ctx, s.bucket, key, uploadID, cps, minio.PutObjectOptions{})
	return err
}

// AbortParts drops the multipart upload and its parts.
func (s *S3) AbortParts(ctx context.Context, key, uploadID string) error {
	err := s.core().AbortMultipartUpload(ctx, s.bucket, key, uploadID)
	if notFound(err) == ErrNotFound {
		return nil
	}
	return err
}

var (
	_ Streams = Local{}
	_ Streams = (*S3)(nil)
)
