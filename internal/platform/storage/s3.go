package storage

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/url"
	"strings"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// S3Config names an S3-compatible bucket. Endpoint may carry a scheme ("http://minio:9000"),
// which then decides TLS instead of UseSSL.
type S3Config struct {
	Endpoint, Bucket, AccessKey, SecretKey, Region string
	UseSSL                                         bool
}

// S3 stores objects in a bucket.
type S3 struct {
	client *minio.Client
	bucket string
}

// NewS3 builds the client; it does not contact the server.
func NewS3(cfg S3Config) (*S3, error) {
	endpoint, secure := cfg.Endpoint, cfg.UseSSL
	if strings.Contains(endpoint, "://") {
		u, err := url.Parse(endpoint)
		if err != nil {
			return nil, fmt.Errorf("S3_ENDPOINT: %w", err)
		}
		endpoint, secure = u.Host, u.Scheme == "https"
	}
	c, err := minio.New(endpoint, &minio.Options{
		Creds:  credentials.NewStaticV4(cfg.AccessKey, cfg.SecretKey, ""),
		Secure: secure,
		Region: cfg.Region,
	})
	if err != nil {
		return nil, err
	}
	return &S3{client: c, bucket: cfg.Bucket}, nil
}

// Put uploads the object.
func (s *S3) Put(ctx context.Context, key, contentType string, data []byte) error {
	if !ValidKey(key) {
		return fmt.Errorf("storage: invalid key %q", key)
	}
	_, err := s.client.PutObject(ctx, s.bucket, key, bytes.NewReader(data), int64(len(data)),
		minio.PutObjectOptions{ContentType: contentType})
	return err
}

// Delete removes the object (S3 answers success for a key that holds nothing).
func (s *S3) Delete(ctx context.Context, key string) error {
	if !ValidKey(key) {
		return nil
	}
	return s.client.RemoveObject(ctx, s.bucket, key, minio.RemoveObjectOptions{})
}

// Open downloads the object.
func (s *S3) Open(ctx context.Context, key string) (io.ReadCloser, error) {
	if !ValidKey(key) {
		return nil, ErrNotFound
	}
	obj, err := s.client.GetObject(ctx, s.bucket, key, minio.GetObjectOptions{})
	if err != nil {
		return nil, err
	}
	// GetObject is lazy: Stat makes the request and reports a missing key.
	if _, err := obj.Stat(); err != nil {
		obj.Close()
		if minio.ToErrorResponse(err).Code == "NoSuchKey" {
			return nil, ErrNotFound
		}
		return nil, err
	}
	return obj, nil
}
