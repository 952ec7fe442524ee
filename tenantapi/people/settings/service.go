package settings

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// Service holds the people settings and a user's records per page. Every call is one transaction
// in the church's schema.
type Service struct {
	Tenants *db.Tenants
}

var constraints = db.Constraints{
	"people_settings_default_membership_type_id_fkey": fault.E(fault.NotFound, "Membership type not found"),
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// Settings are the church's people settings.
func (s *Service) Settings(ctx context.Context) (Settings, error) {
	var out Settings
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out, err = loadSettings(tx)
		return err
	})
	return out, err
}

// Update changes the settings sent; no default membership type (null or 0) clears it.
func (s *Service) Update(ctx context.Context, r updateRequest) (Settings, error) {
	var cols []db.Column
	if r.EnvelopePrefix.Set {
		cols = append(cols, db.Column{Name: "envelope_prefix", Value: r.EnvelopePrefix.V})
	}
	if r.DefaultMembershipTypeID.Set {
		var v any
		if !r.DefaultMembershipTypeID.Null && r.DefaultMembershipTypeID.V != 0 {
			v = r.DefaultMembershipTypeID.V
		}
		cols = append(cols, db.Column{Name: "default_membership_type_id", Value: v})
	}
	var out Settings
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := updateSettings(tx, cols); err != nil {
			return err
		}
		var err error
		out, err = loadSettings(tx)
		return err
	})
	return out, err
}

// NewEnvelopeID hands out the next envelope ID; it is never handed out twice.
func (s *Service) NewEnvelopeID(ctx context.Context) (EnvelopeID, error) {
	var out EnvelopeID
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out.EnvelopeID, err = NextEnvelopeID(tx)
		return err
	})
	return out, err
}

// SetRecordsPerPage changes the signed-in user's (me's) own records per page: naming another
// user is forbidden.
func (s *Service) SetRecordsPerPage(ctx context.Context, me int64, r recordsPerPageRequest) (RecordsPerPage, error) {
	n := r.NewRecordsListPerPage
	switch {
	case r.forSomeoneElse(me):
		return RecordsPerPage{}, errNotYours
	case n < MinRecordsPerPage || n > httpx.MaxPageSize:
		return RecordsPerPage{}, errRecordsPerPage
	}
	err := s.run(ctx, func(tx *gorm.DB) error { return setRecordsPerPage(tx, me, n) })
	return RecordsPerPage{RecordsPerPage: n}, err
}
