package organization

import (
	"context"
	"encoding/json"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/organization/branding"
	"congregate/tenantapi/organization/church"
	"congregate/tenantapi/organization/settings"
	"congregate/tenantapi/people/directory"
)

// Service holds the rules of the overview, the general details and the profile update, and the
// sub-domains' services the overview reads.
type Service struct {
	Rows     *church.Rows
	Tenants  *db.Tenants
	Branding *branding.Service
	Settings *settings.Service
	// People is the people domain's directory: the signed-in user's own record (my profile).
	People People
}

// People is what the organisation pages read and change of the people domain.
type People interface {
	Self(tx *gorm.DB, id int64, lock bool) (directory.Self, error)
	SetContact(tx *gorm.DB, s directory.Self) error
}

var constraints = db.Constraints{}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// Overview is everything the organisation pages show: the church row read afresh, the rest in
// one transaction.
func (s *Service) Overview(ctx context.Context) (Overview, error) {
	ch, err := s.Rows.Current(ctx)
	if err != nil {
		return Overview{}, err
	}
	out := Overview{General: generalOf(ch), ColorThemes: json.RawMessage(ch.ColorThemes), SystemSettings: settings.SystemSettingsOf(ch)}
	err = s.run(ctx, func(tx *gorm.DB) (err error) {
		if out.SocialMedia, err = settings.LoadSocial(tx); err != nil {
			return err
		}
		if out.Messaging, err = settings.LoadMessaging(tx, ch); err != nil {
			return err
		}
		out.Brand, err = branding.LoadBrand(tx)
		return err
	})
	return out, err
}

// UpdateGeneral saves the general details sent and answers the new organisation info.
func (s *Service) UpdateGeneral(ctx context.Context, a church.Actor, r generalRequest) (church.Info, error) {
	return s.Rows.Change(ctx, a, func(_ *gorm.DB, after *tenancy.Church) (string, map[string]any, error) {
		before := generalOf(after).fields()
		if err := r.apply(after); err != nil {
			return "", nil, err
		}
		changes := audit.Diff(before, generalOf(after).fields())
		if changes == nil {
			return "", nil, nil
		}
		return audit.EventOrgGeneral, map[string]any{"changes": changes}, nil
	})
}

// UpdateProfile changes the signed-in user's own name and contact details (the people domain
// keeps them unique) with its audit entry.
func (s *Service) UpdateProfile(ctx context.Context, a church.Actor, r profileRequest) (Profile, error) {
	if err := r.check(a.PersonID); err != nil {
		return Profile{}, err
	}
	var out Profile
	err := s.run(ctx, func(tx *gorm.DB) error {
		me, err := s.People.Self(tx, a.PersonID, true)
		if err != nil {
			return err
		}
		before := Profile{UserID: me.ID, FirstName: me.FirstName, LastName: me.LastName, Email: me.Email, Mobile: me.Mobile}
		out = before
		if err := r.apply(&out, tenancy.FromContext(ctx).Country()); err != nil {
			return err
		}
		changes := audit.Diff(before.fields(), out.fields())
		if changes == nil {
			return nil
		}
		me.FirstName, me.LastName, me.Email, me.Mobile = out.FirstName, out.LastName, out.Email, out.Mobile
		if err := s.People.SetContact(tx, me); err != nil {
			return err
		}
		return audit.Write(tx, a.Entry(audit.EventProfileUpdated, map[string]any{"personId": a.PersonID, "changes": changes}))
	})
	return out, err
}

// LogoBytes is the church's logo for PDF exports (branding.Service.LogoBytes).
func (s *Service) LogoBytes(ctx context.Context, ch *tenancy.Church) ([]byte, string, error) {
	return s.Branding.LogoBytes(ctx, ch)
}
