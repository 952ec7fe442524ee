package people

import (
	"congregate/internal/platform/db"
	"encoding/json"
	"strings"
	"time"

	"congregate/tenantapi/people/person"
)

// PersonInput is the body of add and update. In an update a field left out does not change and
// null (or "" for a nullable field) clears it.
type PersonInput struct {
	TitleID           Opt[int64]  `json:"titleId"`
	SalutationID      Opt[int64]  `json:"salutationId"`
	FirstName         Opt[string] `json:"firstName"`
	MiddleName        Opt[string] `json:"middleName"`
	LastName          Opt[string] `json:"lastName"`
	Email             Opt[string] `json:"email"`
	Mobile            Opt[string] `json:"mobile"`
	Gender            Opt[string] `json:"gender"`
	BirthDate         Opt[string] `json:"birthDate"`
	WeddingDate       Opt[string] `json:"weddingDate"`
	MaritalStatus     Opt[string] `json:"maritalStatus"`
	MembershipTypeID  Opt[int64]  `json:"membershipTypeId"`
	EnvelopeID        Opt[string] `json:"envelopeId"`
	Address           Opt[string] `json:"address"`
	City              Opt[string] `json:"city"`
	State             Opt[string] `json:"state"`
	PostalCode        Opt[string] `json:"postalCode"`
	Country           Opt[string] `json:"country"`
	Occupation        Opt[string] `json:"occupation"`
	JoinDate          Opt[string] `json:"joinDate"`
	HouseFellowshipID Opt[int64]  `json:"houseFellowshipId"`
	// CustomFields are values of the church's custom fields by field id; null or "" clears one.
	CustomFields map[string]json.RawMessage `json:"customFields"`
}

// column is one validated value to write.
type column = db.Column

type textField struct {
	opt      *Opt[string]
	col      string
	label    string
	max      int
	required bool
}

// columns validates the input and returns the columns to write. For an add, first and last name
// are required; for an update only the fields present are checked and written.
func (in *PersonInput) columns(add bool, now time.Time, country string) ([]column, error) {
	var cols []column
	texts := []textField{
		{&in.FirstName, "first_name", "First name", 100, true},
		{&in.LastName, "last_name", "Last name", 100, true},
		{&in.MiddleName, "middle_name", "Middle name", 100, false},
		{&in.Address, "address", "Address", 300, false},
		{&in.City, "city", "City", 100, false},
		{&in.State, "state", "State", 100, false},
		{&in.PostalCode, "postal_code", "Postal code", 20, false},
		{&in.Country, "country", "Country", 100, false},
		{&in.Occupation, "occupation", "Occupation", 100, false},
	}
	for _, f := range texts {
		v := strings.TrimSpace(f.opt.V)
		if f.required && (add || f.opt.Set) && v == "" {
			return nil, invalid(f.label + " is required")
		}
		if !f.opt.Set {
			continue
		}
		if person.TooLong(v, f.max) {
			return nil, invalid(f.label + " is too long")
		}
		cols = append(cols, column{Name: f.col, Value: v})
	}
	if in.Email.Set {
		e, ok := person.NormalizeEmail(in.Email.V)
		if !ok {
			return nil, invalid(person.MsgEmailInvalid)
		}
		cols = append(cols, column{Name: "email", Value: e})
	}
	if in.Mobile.Set {
		m, ok := person.NormalizePhone(in.Mobile.V, country)
		if !ok {
			return nil, invalid(person.MsgNumberInvalid)
		}
		cols = append(cols, column{Name: "mobile", Value: m})
	}
	if in.Gender.Set {
		g, ok := person.NormalizeGender(in.Gender.V)
		if !ok {
			return nil, invalid(person.MsgGenderInvalid)
		}
		cols = append(cols, column{Name: "gender", Value: g})
	}
	if in.MaritalStatus.Set {
		m, ok := person.NormalizeMarital(in.MaritalStatus.V)
		if !ok {
			return nil, invalid(person.MsgMaritalInvalid)
		}
		cols = append(cols, column{Name: "marital_status", Value: m})
	}
	if in.EnvelopeID.Set {
		v := strings.TrimSpace(in.EnvelopeID.V)
		if !person.ValidEnvelopeID(v) {
			return nil, invalid("Envelope ID may hold up to 40 letters, digits, spaces and . _ / -")
		}
		cols = append(cols, column{Name: "envelope_id", Value: v})
	}
	for _, d := range []struct {
		opt    *Opt[string]
		col    string
		label  string
		future bool
	}{{&in.BirthDate, "birth_date", "Birth date", false}, {&in.WeddingDate, "wedding_date", "Wedding date", false}, {&in.JoinDate, "join_date", "Join date", true}} {
		if !d.opt.Set {
			continue
		}
		if d.opt.Null || strings.TrimSpace(d.opt.V) == "" {
			cols = append(cols, column{Name: d.col, Value: nil})
			continue
		}
		t, err := time.Parse("2006-01-02", strings.TrimSpace(d.opt.V))
		if err != nil || t.Year() < 1850 {
			return nil, invalid(d.label + " must be a date like 1990-12-31")
		}
		if !d.future && t.After(now) {
			return nil, invalid(d.label + " cannot be in the future")
		}
		cols = append(cols, column{Name: d.col, Value: t.Format("2006-01-02")})
	}
	for _, r := range []struct {
		opt *Opt[int64]
		col string
	}{{&in.TitleID, "title_id"}, {&in.SalutationID, "salutation_id"}, {&in.MembershipTypeID, "membership_type_id"}, {&in.HouseFellowshipID, "house_fellowship_id"}} {
		if !r.opt.Set {
			continue
		}
		if r.opt.Null || r.opt.V == 0 {
			cols = append(cols, column{Name: r.col, Value: nil})
			continue
		}
		cols = append(cols, column{Name: r.col, Value: r.opt.V})
	}
	return cols, nil
}
