package photos

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/imagecheck"
	"congregate/tenantapi/people/person"
)

// Service holds the rules of photos: only a live person has one, and only an image whose content
// is a JPEG, PNG or script-free SVG matching its name is kept. Every call is one transaction in
// the church's schema; P is the person record the upload and the removal answer.
type Service[P any] struct {
	Tenants *db.Tenants
	// Record reads the person the calls answer (people.Handler.Record).
	Record Record[P]
}

// Record reads a live person as the photo calls answer them (the people package's Person).
type Record[P any] func(tx *gorm.DB, id int64) (P, error)

var constraints = db.Constraints{}

func (s *Service[P]) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// Upload checks the image and makes it the person's photo; it answers the person.
func (s *Service[P]) Upload(ctx context.Context, u Upload) (P, error) {
	var out P
	kind, err := imagecheck.Kind(u.FileName, u.Data)
	if err != nil {
		return out, err
	}
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := person.RequireLive(tx, u.PersonID); err != nil {
			return err
		}
		if err := savePhoto(tx, u.PersonID, kind, u.Data); err != nil {
			return err
		}
		out, err = s.Record(tx, u.PersonID)
		return err
	})
	return out, err
}

// Photo is the person's photo.
func (s *Service[P]) Photo(ctx context.Context, personID int64) (*Photo, error) {
	var out *Photo
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out, err = loadPhoto(tx, personID)
		return err
	})
	if err == nil && out == nil {
		err = errNotFound
	}
	return out, err
}

// Delete removes the person's photo, if they have one; it answers the person.
func (s *Service[P]) Delete(ctx context.Context, personID int64) (P, error) {
	var out P
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := person.RequireLive(tx, personID); err != nil {
			return err
		}
		if err := deletePhoto(tx, personID); err != nil {
			return err
		}
		var err error
		out, err = s.Record(tx, personID)
		return err
	})
	return out, err
}
