package settings

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/word/media"
)

// Service reads and changes the settings; each call one transaction in the church's schema.
type Service struct{ Tenants *db.Tenants }

// Load is the church's settings in tx, with the artwork's public address (relative).
func Load(tx *gorm.DB) (Settings, error) {
	s, err := read(tx)
	if err != nil || s.PodcastArtworkMediaID == nil {
		return s, err
	}
	items, err := media.Load(tx, []int64{*s.PodcastArtworkMediaID})
	if it, ok := items[*s.PodcastArtworkMediaID]; ok {
		u := media.PublicURL("", it)
		s.PodcastArtworkURL = &u
	}
	return s, err
}

// CheckArtwork is the podcast artwork rule: an image, square, 1400–3000 px.
func CheckArtwork(tx *gorm.DB, id int64) (media.Item, error) {
	it, err := media.Require(tx, id, media.KindImage)
	if err != nil {
		return it, err
	}
	if it.Width == nil || it.Height == nil || *it.Width != *it.Height || *it.Width < 1400 || *it.Width > 3000 {
		return it, fault.E(fault.Invalid, MsgArtwork)
	}
	return it, nil
}

// Get is the settings.
func (s *Service) Get(ctx context.Context) (out Settings, err error) {
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) {
		out, err = Load(tx)
		return err
	})
	return out, err
}

// Update writes every setting.
func (s *Service) Update(ctx context.Context, a media.Actor, r Changes) (out Settings, err error) {
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		if r.PodcastArtworkMediaID != nil {
			if _, err := CheckArtwork(tx, *r.PodcastArtworkMediaID); err != nil {
				return err
			}
		}
		if err := write(tx, r); err != nil {
			return err
		}
		if err := audit.Write(tx, a.Audit(EventUpdate, map[string]any{"maxUploadMb": r.MaxUploadMB})); err != nil {
			return err
		}
		out, err = Load(tx)
		return err
	})
	return out, err
}
