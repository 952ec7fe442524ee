package person

import (
	"encoding/json"
	"time"
)

// Record is the Person object of the API (docs/people-api.md): what the list, the profile, the
// person form, a merge and a photo change answer. The people package and its sub-packages
// (export, merge) share it, so it lives in the kit rather than in their parent.
type Record struct {
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
	Gender            string  `json:"gender" enum:",male,female"`
	BirthDate         *string `json:"birthDate"`
	Age               *int    `json:"age"`
	WeddingDate       *string `json:"weddingDate"`
	MaritalStatus     string  `json:"maritalStatus" enum:",single,married,widowed,divorced,separated"`
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
	Relationship      string  `json:"relationship" enum:",head,spouse,child,other"`
	Status            string  `json:"status" enum:"active,inactive"`
	HasLogin          bool    `json:"hasLogin"`
	HasPhoto          bool    `json:"hasPhoto"`
	PhotoURL          string  `json:"photoUrl"`
	CreatedAt         string  `json:"createdAt"`
	UpdatedAt         string  `json:"updatedAt"`
	// CustomFields are the person's values of the church's custom fields, by field id.
	CustomFields map[string]any `json:"customFields"`
}

// Summary is the record's short form.
func (p Record) Summary() Summary {
	return Summary{ID: p.ID, FullName: p.FullName, Email: p.Email, Mobile: p.Mobile, BirthDate: p.BirthDate,
		Status: p.Status, HasPhoto: p.HasPhoto, PhotoURL: p.PhotoURL, HouseholdName: p.HouseholdName, CreatedAt: p.CreatedAt}
}

// Row is what RecordSelect reads; Record shapes it for the wire.
type Row struct {
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

// Record shapes the row for the wire; ages are counted on now's day.
func (r Row) Record(now time.Time) Record {
	p := Record{
		ID: r.ID, TitleID: r.TitleID, Title: r.Title, SalutationID: r.SalutationID, Salutation: r.Salutation,
		FirstName: r.FirstName, MiddleName: r.MiddleName, LastName: r.LastName, FullName: FullName(r.FirstName, r.MiddleName, r.LastName),
		Email: r.Email, Mobile: r.Mobile, Gender: r.Gender, BirthDate: ISODate(r.BirthDate), WeddingDate: ISODate(r.WeddingDate),
		MaritalStatus: r.MaritalStatus, MembershipTypeID: r.MembershipTypeID, MembershipType: r.MembershipType,
		EnvelopeID: r.EnvelopeID, Address: r.Address, City: r.City, State: r.State, PostalCode: r.PostalCode,
		Country: r.Country, Occupation: r.Occupation, JoinDate: ISODate(r.JoinDate),
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
	p.PhotoURL = PhotoURL(r.ID, r.PhotoVersion)
	p.CustomFields = map[string]any{}
	if len(r.Custom) > 0 {
		_ = json.Unmarshal(r.Custom, &p.CustomFields) // a jsonb object always decodes
	}
	return p
}

// ageOn is the age in whole years on a day.
func ageOn(birth, day time.Time) int {
	y := day.Year() - birth.Year()
	if day.Month() < birth.Month() || (day.Month() == birth.Month() && day.Day() < birth.Day()) {
		y--
	}
	return y
}
