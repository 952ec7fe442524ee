// Package people is a person's record (spec §2 [people], docs/people-api.md): the people list and
// the pickers' search, the profile, the person form (add and update, with custom fields, household,
// fellowship, envelope ID and sign-in), deactivation and reactivation. Everything else about people
// is a sub-package: households, notes, lists, groups, fellowship, attendance, custom fields, photos,
// celebrations, figures, settings, imports, export and merge (duplicates).
package people

import (
	"encoding/json"
	"strings"
	"time"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/households"
	"congregate/tenantapi/people/person"
	"congregate/tenantapi/people/query"
)

// CountCap bounds the count of a list: past it the answer says "10,000 or more" (totalCapped)
// rather than counting a whole large church on every page turn.
const CountCap = 5000

// searchCap bounds the matches a picker search sorts.
const searchCap = 5000

// Person is the Person object of the API: the person kit's record, shared with export, merge and
// photos.
type Person = person.Record

func invalid(msg string) error { return fault.E(fault.Invalid, msg) }

var errOwnAccount = invalid("You cannot deactivate your own account")

// Profile is the view-people page: the person and what they belong to.
type Profile struct {
	Person
	Household    *households.Household `json:"household"`
	Groups       []NamedRef            `json:"groups"`
	ServiceUnits []ServiceUnitPlace    `json:"serviceUnits"`
	Leadership   *LeaderRef            `json:"leadership"`
	Attendance   AttendanceSummary     `json:"attendance"`
}

// NamedRef is an id and a name.
type NamedRef struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// ServiceUnitPlace is a person's place in a service unit.
type ServiceUnitPlace struct {
	ID         int64  `json:"id"`
	Name       string `json:"name"`
	PositionID *int64 `json:"positionId"`
	Position   string `json:"position"`
}

// LeaderRef is a person's leadership title.
type LeaderRef struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
}

// AttendanceSummary counts a person's attendance.
type AttendanceSummary struct {
	Last30Days   int64   `json:"last30Days"`
	Last90Days   int64   `json:"last90Days"`
	LastAttended *string `json:"lastAttended"`
	Total        int64   `json:"total"`
}

// Matches answers the pickers' search.
type Matches struct {
	Items []person.Summary `json:"items"`
}

// Added is a new person, with the password made for them when the form asked for one.
type Added struct {
	Person
	GeneratedPassword string `json:"generatedPassword,omitempty"`
}

// Requests.

type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

type listRequest struct {
	httpx.ClientContext
	query.ListQuery
	httpx.Paging
}

type searchRequest struct {
	httpx.ClientContext
	Q          string  `json:"q"`
	Limit      int     `json:"limit"`
	ExcludeIDs []int64 `json:"excludeIds"`
	Status     string  `json:"status" enum:"active,all"`
}

// Validate fills the defaults: 10 matches, active people.
func (r *searchRequest) Validate() error {
	if r.Limit == 0 {
		r.Limit = 10
	}
	if r.Limit < 1 || r.Limit > 20 {
		return invalid("limit must be between 1 and 20")
	}
	if r.Status == "" {
		r.Status = "active"
	}
	if r.Status != "active" && r.Status != "all" {
		return invalid("Status must be active or all")
	}
	return nil
}

type addRequest struct {
	httpx.ClientContext
	PersonInput
	HouseholdID  int64  `json:"householdId"`
	Relationship string `json:"relationship" enum:"head,spouse,child,other"`
	CreateLogin  bool   `json:"createLogin"`
	Password     string `json:"password"`
}

type updateRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
	PersonInput
}

// PersonInput is the body of add and update. In an update a field left out does not change and
// null (or "" for a nullable field) clears it.
type PersonInput struct {
	TitleID           httpx.Opt[int64]  `json:"titleId"`
	SalutationID      httpx.Opt[int64]  `json:"salutationId"`
	FirstName         httpx.Opt[string] `json:"firstName"`
	MiddleName        httpx.Opt[string] `json:"middleName"`
	LastName          httpx.Opt[string] `json:"lastName"`
	Email             httpx.Opt[string] `json:"email"`
	Mobile            httpx.Opt[string] `json:"mobile"`
	Gender            httpx.Opt[string] `json:"gender" enum:",male,female"`
	BirthDate         httpx.Opt[string] `json:"birthDate"`
	WeddingDate       httpx.Opt[string] `json:"weddingDate"`
	MaritalStatus     httpx.Opt[string] `json:"maritalStatus" enum:",single,married,widowed,divorced,separated"`
	MembershipTypeID  httpx.Opt[int64]  `json:"membershipTypeId"`
	EnvelopeID        httpx.Opt[string] `json:"envelopeId"`
	Address           httpx.Opt[string] `json:"address"`
	City              httpx.Opt[string] `json:"city"`
	State             httpx.Opt[string] `json:"state"`
	PostalCode        httpx.Opt[string] `json:"postalCode"`
	Country           httpx.Opt[string] `json:"country"`
	Occupation        httpx.Opt[string] `json:"occupation"`
	JoinDate          httpx.Opt[string] `json:"joinDate"`
	HouseFellowshipID httpx.Opt[int64]  `json:"houseFellowshipId"`
	// CustomFields are values of the church's custom fields by field id; null or "" clears one.
	CustomFields map[string]json.RawMessage `json:"customFields"`
}

// column is one validated value to write.
type column = db.Column

type textField struct {
	opt      *httpx.Opt[string]
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
		opt    *httpx.Opt[string]
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
		opt *httpx.Opt[int64]
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

// envelope is the envelope ID among the columns to write ("" when none).
func envelope(cols []column) string {
	for _, c := range cols {
		if c.Name == "envelope_id" {
			if v, ok := c.Value.(string); ok && v != "" {
				return v
			}
		}
	}
	return ""
}

func without(cols []column, name string) []column {
	out := cols[:0:0]
	for _, c := range cols {
		if c.Name != name {
			out = append(out, c)
		}
	}
	return out
}
