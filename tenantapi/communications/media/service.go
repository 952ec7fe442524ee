package media

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"

	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/media/mediaurl"
)

// Service holds the vault's rules; each call is one transaction in the church's schema, the file
// written before it and removed again when the transaction fails.
type Service struct {
	Tenants *db.Tenants
	Files   storage.Store
	// LinkSecret signs the files' URLs (config.Config.LinkSecret).
	LinkSecret []byte
}

func (s *Service) media(churchID int64, r row) Media {
	return Media{ID: r.ID, Name: r.Name, Kind: r.Kind, ContentType: r.ContentType, Size: r.Size, Width: r.Width, Height: r.Height,
		MMSCapable: mmsCapable(r.ContentType, r.Size), URL: mediaurl.FilePath(s.LinkSecret, churchID, r.ID),
		CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339), StorageKey: r.StorageKey}
}

// List is one page of the vault, newest first.
func (s *Service) List(ctx context.Context, r listRequest) (httpx.Page[Media], error) {
	p, err := r.Paging.Resolve(50)
	if err != nil {
		return httpx.Page[Media]{}, err
	}
	church := tenancy.FromContext(ctx).ID
	var out httpx.Page[Media]
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		rows, total, err := list(tx, r.Kind, p.PageSize, p.Offset())
		items := make([]Media, len(rows))
		for i, r := range rows {
			items[i] = s.media(church, r)
		}
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

// displayName is the name the file is listed by: the one given, else the file's own name.
func displayName(name, filename string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		name = strings.TrimSpace(filepath.Base(strings.ReplaceAll(filename, "\\", "/")))
	}
	if name == "" || name == "." || name == "/" {
		name = "Untitled"
	}
	if utf8.RuneCountInString(name) > 200 || strings.ContainsRune(name, 0) {
		return "", errName
	}
	return name, nil
}

// Upload checks the file by its content and keeps it.
func (s *Service) Upload(ctx context.Context, me int64, name, filename string, data []byte) (Media, error) {
	if len(data) > MaxBytes {
		return Media{}, errTooLarge
	}
	name, err := displayName(name, filename)
	if err != nil {
		return Media{}, err
	}
	kind, err := sniff(filename, data)
	if err != nil {
		return Media{}, err
	}
	church := tenancy.FromContext(ctx).ID
	key := ""
	for key == "" || !storage.ValidKey(key) {
		key = fmt.Sprintf("media/%d/%s.%s", church, auth.NewToken(16), kind.ext)
	}
	if err := s.Files.Put(ctx, key, kind.contentType, data); err != nil {
		return Media{}, err
	}
	var out Media
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		id, err := insert(tx, name, kind, int64(len(data)), key, me)
		if err != nil {
			return err
		}
		r, err := load(tx, id, false)
		if err == nil {
			out = s.media(church, *r)
		}
		return err
	})
	if err != nil {
		_ = s.Files.Delete(context.WithoutCancel(ctx), key)
	}
	return out, err
}

// Delete removes a file no scheduled communication uses; sent ones keep their record of it.
func (s *Service) Delete(ctx context.Context, id int64) error {
	var key string
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		r, err := load(tx, id, true)
		if err != nil {
			return err
		}
		used, err := usedByScheduled(tx, id)
		if err != nil {
			return err
		}
		if used {
			return errInUse
		}
		key = r.StorageKey
		return remove(tx, id)
	})
	if err == nil {
		_ = s.Files.Delete(context.WithoutCancel(ctx), key)
	}
	return err
}

// Open answers a file for its signed URL: its content type and bytes. A bad token is not found.
func (s *Service) Open(ctx context.Context, id int64, token string) (Media, io.ReadCloser, error) {
	church := tenancy.FromContext(ctx).ID
	if id <= 0 || !mediaurl.ValidFileToken(s.LinkSecret, church, id, token) {
		return Media{}, nil, errNotFound
	}
	var m Media
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		r, err := load(tx, id, false)
		if err == nil {
			m = s.media(church, *r)
		}
		return err
	})
	if err != nil {
		return Media{}, nil, err
	}
	rc, err := s.Files.Open(ctx, m.StorageKey)
	if errors.Is(err, storage.ErrNotFound) {
		return Media{}, nil, errNotFound
	}
	return m, rc, err
}
