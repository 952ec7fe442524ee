package people

import (
	"context"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/auth/accounts"
	"congregate/tenantapi/people/customfields"
	"congregate/tenantapi/people/households"
	"congregate/tenantapi/people/person"
	"congregate/tenantapi/people/query"
	"congregate/tenantapi/people/settings"
	"congregate/tenantapi/roles"
)

// Service holds the rules of a person's record: the form's fields, sign-in creation, who may be
// deactivated. Every call is one transaction in the church's schema.
type Service struct {
	Tenants *db.Tenants
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
}

// constraints are the person form's: taken contact details, lists that no longer exist.
var constraints = db.Constraints{
	"people_email_key":                fault.E(fault.Conflict, "A person with this e-mail already exists"),
	"people_mobile_key":               fault.E(fault.Conflict, "A person with this mobile number already exists"),
	"people_envelope_key":             fault.E(fault.Conflict, "This envelope ID is already in use"),
	"people_title_id_fkey":            fault.E(fault.NotFound, "Title not found"),
	"people_salutation_id_fkey":       fault.E(fault.NotFound, "Salutation not found"),
	"people_membership_type_id_fkey":  fault.E(fault.NotFound, "Membership type not found"),
	"people_house_fellowship_id_fkey": fault.E(fault.NotFound, "House fellowship not found"),
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// List is one page of the people list; pageSize is the signed-in user's records per page, the
// size of a page the request does not name.
func (s *Service) List(ctx context.Context, q query.ListQuery, paging httpx.Paging, pageSize int) (httpx.Page[Person], error) {
	p, err := paging.Resolve(pageSize)
	if err != nil {
		return httpx.Page[Person]{}, err
	}
	var out httpx.Page[Person]
	now := s.Clock.Now()
	err = s.run(ctx, func(tx *gorm.DB) error {
		items, total, err := listPeople(tx, q, p.PageSize, p.Offset(), now)
		if err != nil {
			return err
		}
		capAt := int64(CountCap)
		if q.StatusOnly() {
			capAt = 1 << 62 // the kept counts are exact
		}
		out = httpx.PageOf(items, min(total, capAt), p)
		out.TotalCapped = total > capAt
		return nil
	})
	return out, err
}

// Search is the pickers' quick lookup (spec "search user"): none for fewer than two letters.
func (s *Service) Search(ctx context.Context, r searchRequest) (Matches, error) {
	out := Matches{Items: []person.Summary{}}
	if len([]rune(strings.TrimSpace(r.Q))) < 2 {
		return out, nil
	}
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out.Items, err = searchPeople(tx, r.Q, r.Status, r.ExcludeIDs, r.Limit, s.Clock.Now())
		return err
	})
	return out, err
}

// Active finds up to limit active people matching q, skipping the excluded ids: the pickers' rule
// for the sub-packages that offer people to choose (fellowship's leadership search).
func (s *Service) Active(tx *gorm.DB, q string, exclude []int64, limit int) ([]person.Summary, error) {
	return searchPeople(tx, q, "active", exclude, limit, s.Clock.Now())
}

// Record reads a live person as the calls answer them, for the sub-packages whose calls answer a
// person (photos) inside their own transaction.
func (s *Service) Record(tx *gorm.DB, id int64) (*Person, error) {
	return person.Load(tx, id, s.Clock.Now())
}

// Profile is the view-people page of a live person.
func (s *Service) Profile(ctx context.Context, id int64) (*Profile, error) {
	var out *Profile
	now := s.Clock.Now()
	err := s.run(ctx, func(tx *gorm.DB) error {
		p, err := person.Load(tx, id, now)
		if err != nil {
			return err
		}
		out = &Profile{Person: *p, Groups: []NamedRef{}, ServiceUnits: []ServiceUnitPlace{}}
		if p.HouseholdID != nil {
			if out.Household, err = households.Load(tx, *p.HouseholdID); err != nil {
				return err
			}
		}
		return belongings(tx, out, now.Format("2006-01-02"))
	})
	return out, err
}

// Add writes a new person (spec "add new member"): an envelope ID generated when none is given,
// the custom field values, a place in a household, and a sign-in with the password given or one
// made for them.
func (s *Service) Add(ctx context.Context, r addRequest) (*Added, error) {
	now := s.Clock.Now()
	cols, err := r.PersonInput.columns(true, now, person.Country(ctx))
	if err != nil {
		return nil, err
	}
	var out Added
	if r.CreateLogin {
		pw := r.Password
		if pw == "" {
			out.GeneratedPassword = person.GeneratePassword()
			pw = out.GeneratedPassword
		} else if msg := person.PasswordError(pw); msg != "" {
			return nil, invalid(msg)
		}
		hash, err := auth.HashSecret(pw)
		if err != nil {
			return nil, err
		}
		cols = append(cols, column{Name: "password_hash", Value: hash})
	} else if r.Password != "" {
		return nil, invalid("Set createLogin to give the person a password")
	}
	if r.HouseholdID != 0 && !households.ValidRelationship(r.Relationship) {
		return nil, invalid(households.MsgRelationship)
	}
	err = s.run(ctx, func(tx *gorm.DB) error {
		if envelope(cols) == "" {
			env, err := settings.NextEnvelopeID(tx)
			if err != nil {
				return err
			}
			cols = append(without(cols, "envelope_id"), column{Name: "envelope_id", Value: env})
		}
		id, err := insertPerson(tx, cols, r.MembershipTypeID.Set)
		if err != nil {
			return err
		}
		if err := s.writeCustom(tx, id, r.PersonInput, now); err != nil {
			return err
		}
		if r.HouseholdID != 0 {
			if err := households.AddMember(tx, r.HouseholdID, id, r.Relationship); err != nil {
				return err
			}
		}
		p, err := person.Load(tx, id, now)
		if err != nil {
			return err
		}
		out.Person = *p
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// Update changes the fields sent of a live person.
func (s *Service) Update(ctx context.Context, r updateRequest) (*Person, error) {
	now := s.Clock.Now()
	cols, err := r.PersonInput.columns(false, now, person.Country(ctx))
	if err != nil {
		return nil, err
	}
	var out *Person
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := updatePerson(tx, r.ID, cols); err != nil {
			return err
		}
		if err := s.writeCustom(tx, r.ID, r.PersonInput, now); err != nil {
			return err
		}
		out, err = person.Load(tx, r.ID, now)
		return err
	})
	return out, err
}

// writeCustom writes the form's custom field values of a person.
func (s *Service) writeCustom(tx *gorm.DB, id int64, in PersonInput, now time.Time) error {
	set, unset, err := customfields.Values(tx, in.CustomFields, now)
	if err != nil {
		return err
	}
	return customfields.Write(tx, id, set, unset)
}

// SetActive deactivates or reactivates a person (me asking). Nobody deactivates themselves, the
// church keeps a super admin, and an inactive person keeps no way in: their sessions end.
func (s *Service) SetActive(ctx context.Context, me, id int64, active bool) (*Person, error) {
	if !active && id == me {
		return nil, errOwnAccount
	}
	var out *Person
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := roles.KeepASuperAdmin(tx, func() error { return updatePerson(tx, id, []column{{Name: "is_active", Value: active}}) }); err != nil {
			return err
		}
		if !active {
			if err := accounts.EndSessions(tx, id); err != nil {
				return err
			}
		}
		var err error
		out, err = person.Load(tx, id, s.Clock.Now())
		return err
	})
	return out, err
}
