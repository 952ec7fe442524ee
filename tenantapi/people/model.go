// Package people is the people and membership domain of the tenant API (spec §2 [people]): the
// people list and profiles, households, duplicates and merges, membership types and the other
// named lists, groups, service units, house fellowships, leadership, celebrations, attendance,
// the people dashboard and exports. docs/people-api.md is the contract with the console.
package people

import (
	"congregate/tenantapi/people/person"
	"encoding/json"
	"time"
)

// Person is the Person object of the API (docs/people-api.md).
type Person struct {
	ID                int64   `json:"id"`
	TitleID           *int64  `json:"titleId"`
	Title             string  `json:"title"`
	SalutationID      *int64  `json:"salutationId"`
	Salutation        string  `json:"salutation"`
	FirstName         string  `json:"firstName"`
	MiddleName        string  `json:"middleName"`
	LastName          string  `json:"lastName"`
	FullName          string  `json:"fullName"`
	Email             string  `json:"email"`
	Mobile            string  `json:"mobile"`
	Gender            string  `json:"gender"`
	BirthDate         *string `json:"birthDate"`
	Age               *int    `json:"age"`
	WeddingDate       *string `json:"weddingDate"`
	MaritalStatus     string  `json:"maritalStatus"`
	MembershipTypeID  *int64  `json:"membershipTypeId"`
	MembershipType    string  `json:"membershipType"`
	EnvelopeID        string  `json:"envelopeId"`
	Address           string  `json:"address"`
	City              string  `json:"city"`
	State             string  `json:"state"`
	PostalCode        string  `json:"postalCode"`
	Country           string  `json:"country"`
	Occupation        string  `json:"occupation"`
	JoinDate          *string `json:"joinDate"`
	HouseFellowshipID *int64  `json:"houseFellowshipId"`
	HouseFellowship   string  `json:"houseFellowship"`
	HouseholdID       *int64  `json:"householdId"`
	HouseholdName     string  `json:"householdName"`
	Relationship      string  `json:"relationship"`
	Status            string  `json:"status"`
	HasLogin          bool    `json:"hasLogin"`
	HasPhoto          bool    `json:"hasPhoto"`
	PhotoURL          string  `json:"photoUrl"`
	CreatedAt         string  `json:"createdAt"`
	UpdatedAt         string  `json:"updatedAt"`
	// CustomFields are the person's values of the church's custom fields, by field id.
	CustomFields map[string]any `json:"customFields"`
}

// personRow is what personSelect reads; toPerson shapes it for the wire.
type personRow struct {
	ID                int64
	TitleID           *int64
	Title             string
	SalutationID      *int64
	Salutation        string
	FirstName         string
	MiddleName        string
	LastName          string
	Email             string
	Mobile            string
	Gender            string
	BirthDate         *time.Time
	WeddingDate       *time.Time
	MaritalStatus     string
	MembershipTypeID  *int64
	MembershipType    string
	EnvelopeID        string
	Address           string
	City              string
	State             string
	PostalCode        string
	Country           string
	Occupation        string
	JoinDate          *time.Time
	HouseFellowshipID *int64
	HouseFellowship   string
	HouseholdID       *int64
	HouseholdName     string
	Relationship      string
	IsActive          bool
	HasLogin          bool
	PhotoVersion      *int64
	CreatedAt         time.Time
	UpdatedAt         time.Time
	Custom            []byte
	// Total is the list's count, read with the page (gorm does not fill fields of an embedded
	// unexported struct, so it lives here rather than in a list row wrapping this one).
	Total int64
}

// personSelect is the column list of a Person; FROM people p plus personJoins. Lookups are scalar
// subqueries rather than joins: a page has at most 200 rows, and seven joined relations cost the
// planner more (10-20 ms measured) than the whole execution.
const personSelect = `p.id, p.title_id, COALESCE((SELECT name FROM titles WHERE id = p.title_id), '') AS title,
	p.salutation_id, COALESCE((SELECT name FROM salutations WHERE id = p.salutation_id), '') AS salutation,
	p.first_name, p.middle_name, p.last_name, p.email, p.mobile, p.gender, p.birth_date, p.wedding_date, p.marital_status,
	p.membership_type_id, COALESCE((SELECT name FROM membership_types WHERE id = p.membership_type_id), '') AS membership_type,
	p.envelope_id, p.address, p.city, p.state, p.postal_code, p.country, p.occupation, p.join_date, p.house_fellowship_id,
	COALESCE((SELECT name FROM house_fellowships WHERE id = p.house_fellowship_id), '') AS house_fellowship,
	hh.household_id, COALESCE(hh.household_name, '') AS household_name, COALESCE(hh.relationship, '') AS relationship,
	p.is_active, p.password_hash <> '' AS has_login,
	(SELECT (extract(epoch FROM ph.updated_at) * 1000)::bigint FROM person_photos ph WHERE ph.person_id = p.id) AS photo_version,
	p.created_at, p.updated_at, p.custom`

const personJoins = `LEFT JOIN LATERAL (SELECT hm.household_id, h.name AS household_name, hm.relationship
	FROM household_members hm JOIN households h ON h.id = hm.household_id WHERE hm.person_id = p.id) hh ON true`

func (r personRow) toPerson(now time.Time) Person {
	p := Person{
		ID: r.ID, TitleID: r.TitleID, Title: r.Title, SalutationID: r.SalutationID, Salutation: r.Salutation,
		FirstName: r.FirstName, MiddleName: r.MiddleName, LastName: r.LastName, FullName: fullName(r.FirstName, r.MiddleName, r.LastName),
		Email: r.Email, Mobile: r.Mobile, Gender: r.Gender, BirthDate: isoDate(r.BirthDate), WeddingDate: isoDate(r.WeddingDate),
		MaritalStatus: r.MaritalStatus, MembershipTypeID: r.MembershipTypeID, MembershipType: r.MembershipType,
		EnvelopeID: r.EnvelopeID, Address: r.Address, City: r.City, State: r.State, PostalCode: r.PostalCode,
		Country: r.Country, Occupation: r.Occupation, JoinDate: isoDate(r.JoinDate),
		HouseFellowshipID: r.HouseFellowshipID, HouseFellowship: r.HouseFellowship,
		HouseholdID: r.HouseholdID, HouseholdName: r.HouseholdName, Relationship: r.Relationship,
		Status: "active", HasLogin: r.HasLogin, HasPhoto: r.PhotoVersion != nil,
		CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339), UpdatedAt: r.UpdatedAt.UTC().Format(time.RFC3339),
	}
	if !r.IsActive {
		p.Status = "inactive"
	}
	if r.BirthDate != nil {
		a := ageOn(*r.BirthDate, now)
		p.Age = &a
	}
	p.PhotoURL = photoURL(r.ID, r.PhotoVersion)
	p.CustomFields = map[string]any{}
	if len(r.Custom) > 0 {
		_ = json.Unmarshal(r.Custom, &p.CustomFields) // a jsonb object always decodes
	}
	return p
}

func photoURL(id int64, version *int64) string { return person.PhotoURL(id, version) }

func fullName(first, middle, last string) string { return person.FullName(first, middle, last) }

func isoDate(t *time.Time) *string { return person.ISODate(t) }

// ageOn is the age in whole years on a day.
func ageOn(birth, day time.Time) int {
	y := day.Year() - birth.Year()
	if day.Month() < birth.Month() || (day.Month() == birth.Month() && day.Day() < birth.Day()) {
		y--
	}
	return y
}
