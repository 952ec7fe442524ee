// Package kids is children's ministry's child profiles (docs/children-api.md): a child is a person
// (people/directory: names, birth date, gender, photo, household and its parents) with a profile —
// classroom, grade, allergies, allergy and medical notes — notes and pickup people (authorised
// and NOT authorised). The list answers no notes' text; get answers everything and logs one
// sensitive view. Gin-free: check-in reads children with Load; kidsapi is its HTTP side.
package kids

import (
	"strings"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/children/kit"
	"congregate/tenantapi/people/directory"
	"congregate/tenantapi/people/person"
)

// Ref is an id and a name (a child's allergies and a teacher's classrooms).
type Ref struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// Pickup is someone who may (authorised) or must not (NOT authorised) pick a child up: a person
// of the church or a name and phone.
type Pickup struct {
	ID           int64  `json:"id"`
	PersonID     *int64 `json:"personId"`
	Name         string `json:"name"`
	Phone        string `json:"phone"`
	Relationship string `json:"relationship"`
	Authorised   bool   `json:"authorised"`
	Note         string `json:"note"`
}

// Child is a child's profile with the people side.
type Child struct {
	ID            int64              `json:"id"`
	FirstName     string             `json:"firstName"`
	LastName      string             `json:"lastName"`
	Name          string             `json:"name"`
	BirthDate     *string            `json:"birthDate"`
	AgeMonths     *int               `json:"ageMonths"`
	Gender        string             `json:"gender" enum:",male,female"`
	PhotoURL      string             `json:"photoUrl"`
	HouseholdID   *int64             `json:"householdId"`
	HouseholdName string             `json:"householdName"`
	Parents       []directory.Parent `json:"parents"`
	ClassroomID   *int64             `json:"classroomId"`
	ClassroomName string             `json:"classroomName"`
	Grade         *int               `json:"grade"`
	Allergies     []Ref              `json:"allergies"`
	// AllergyNotes and MedicalNotes are sensitive: empty in the list, answered by get (logged).
	AllergyNotes string `json:"allergyNotes"`
	MedicalNotes string `json:"medicalNotes"`
	// HasMedical says there are medical or allergy notes (the list's flag).
	HasMedical         bool     `json:"hasMedical"`
	Pickups            []Pickup `json:"pickups"`
	NotAuthorisedCount int      `json:"notAuthorisedCount"`
	Active             bool     `json:"active"`
	// LastCheckInOn is the service day of the child's last check-in (null: never checked in).
	LastCheckInOn *string `json:"lastCheckInOn"`
}

// Note is a note on a child.
type Note struct {
	ID        int64  `json:"id"`
	ChildID   int64  `json:"childId"`
	Body      string `json:"body"`
	AuthorID  *int64 `json:"authorId"`
	Author    string `json:"author"`
	CreatedAt string `json:"createdAt"`
}

// Notes answers notes/list.
type Notes struct {
	Items []Note `json:"items"`
}

// Deleted names what was deleted.
type Deleted struct {
	ID int64 `json:"id"`
}

// Messages (the contract's).
const (
	msgFirstName    = "Enter the child's first name"
	msgLastName     = "Enter the child's last name"
	msgNameLong     = "A name must be at most 100 characters"
	msgFuture       = "A birth date cannot be in the future"
	msgGender       = "Gender must be male or female"
	msgHousehold    = "Choose the child's household or a parent"
	msgGrade        = "Grades are -1 (pre-K) to 12"
	msgNotesLong    = "Notes must be at most 2,000 characters"
	msgNote         = "Write the note"
	msgNoteLong     = "A note must be at most 2,000 characters"
	msgPickupName   = "Give the person's name or choose someone"
	msgPickupPhone  = "Enter a valid phone number"
	msgPickupLong   = "Keep the name under 150 characters, the relationship under 50 and the note under 500"
	msgTooMany      = "At most 50 allergies"
	msgPage         = "The page name must be at most 200 characters"
	msgAgeRange     = "The youngest age must not be above the oldest"
	maxNotes        = 2000
	maxAllergyTypes = 50
)

var (
	// ErrNotFound is a person without a child profile (or another church's id).
	ErrNotFound     = fault.E(fault.NotFound, "Child not found")
	errNoteNotFound = fault.E(fault.NotFound, "Note not found")
	errPickup       = fault.E(fault.NotFound, "Pickup person not found")
	errHasProfile   = fault.E(fault.Conflict, "This person already has a child profile")
	errPickupTwice  = fault.E(fault.Conflict, "This person is already on the child's pickup list")
)

// Requests.

type IDRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

type ListRequest struct {
	httpx.ClientContext
	httpx.Paging
	Search        string `json:"search"`
	ClassroomID   int64  `json:"classroomId"`
	AllergyTypeID int64  `json:"allergyTypeId"`
	Active        *bool  `json:"active"`
	MinAgeMonths  *int   `json:"minAgeMonths"`
	MaxAgeMonths  *int   `json:"maxAgeMonths"`
}

func (r *ListRequest) Validate() error {
	if r.MinAgeMonths != nil && r.MaxAgeMonths != nil && *r.MinAgeMonths > *r.MaxAgeMonths {
		return fault.E(fault.Invalid, msgAgeRange)
	}
	if person.TooLong(r.Search, 200) {
		r.Search = string([]rune(r.Search)[:200])
	}
	return nil
}

type GetRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
	// Page is where the console shows the profile (the sensitive-view log's "from which page").
	Page string `json:"page"`
}

func (r *GetRequest) Validate() error {
	r.Page = strings.TrimSpace(r.Page)
	if r.Page == "" {
		r.Page = "profile"
	}
	if person.TooLong(r.Page, 200) {
		return fault.E(fault.Invalid, msgPage)
	}
	return nil
}

// AddRequest makes a child: an existing person (personId) or a new person in a household
// (householdId, or the household of parentId).
type AddRequest struct {
	httpx.ClientContext
	PersonID       int64   `json:"personId"`
	FirstName      string  `json:"firstName"`
	LastName       string  `json:"lastName"`
	BirthDate      string  `json:"birthDate"`
	Gender         string  `json:"gender" enum:",male,female"`
	HouseholdID    int64   `json:"householdId"`
	ParentID       int64   `json:"parentId"`
	ClassroomID    *int64  `json:"classroomId"`
	Grade          *int    `json:"grade"`
	AllergyTypeIDs []int64 `json:"allergyTypeIds"`
	AllergyNotes   string  `json:"allergyNotes"`
	MedicalNotes   string  `json:"medicalNotes"`
	birth          *string
}

func (r *AddRequest) Validate() (err error) {
	if r.PersonID == 0 {
		if r.FirstName, err = person.FoldedText(r.FirstName, 100, msgFirstName, msgNameLong); err != nil {
			return err
		}
		if r.LastName, err = person.FoldedText(r.LastName, 100, msgLastName, msgNameLong); err != nil {
			return err
		}
		if r.HouseholdID == 0 && r.ParentID == 0 {
			return fault.E(fault.Invalid, msgHousehold)
		}
		if r.birth, err = kit.Date(r.BirthDate); err != nil {
			return err
		}
		g, ok := person.NormalizeGender(r.Gender)
		if !ok {
			return fault.E(fault.Invalid, msgGender)
		}
		r.Gender = g
	}
	if r.ClassroomID != nil && *r.ClassroomID == 0 {
		r.ClassroomID = nil
	}
	if err := checkGrade(r.Grade); err != nil {
		return err
	}
	r.AllergyTypeIDs = kit.IDs(r.AllergyTypeIDs)
	if len(r.AllergyTypeIDs) > maxAllergyTypes {
		return fault.E(fault.Invalid, msgTooMany)
	}
	r.AllergyNotes, r.MedicalNotes = strings.TrimSpace(r.AllergyNotes), strings.TrimSpace(r.MedicalNotes)
	if person.TooLong(r.AllergyNotes, maxNotes) || person.TooLong(r.MedicalNotes, maxNotes) {
		return fault.E(fault.Invalid, msgNotesLong)
	}
	return nil
}

// UpdateRequest changes the fields sent (absent: unchanged; null classroomId or grade: none).
type UpdateRequest struct {
	httpx.ClientContext
	ID             int64              `json:"id"`
	FirstName      httpx.Opt[string]  `json:"firstName"`
	LastName       httpx.Opt[string]  `json:"lastName"`
	BirthDate      httpx.Opt[string]  `json:"birthDate"`
	Gender         httpx.Opt[string]  `json:"gender" enum:",male,female"`
	ClassroomID    httpx.Opt[int64]   `json:"classroomId"`
	Grade          httpx.Opt[int]     `json:"grade"`
	AllergyTypeIDs httpx.Opt[[]int64] `json:"allergyTypeIds"`
	AllergyNotes   httpx.Opt[string]  `json:"allergyNotes"`
	MedicalNotes   httpx.Opt[string]  `json:"medicalNotes"`
	Active         httpx.Opt[bool]    `json:"active"`
	birth          *string
}

func (r *UpdateRequest) Validate() (err error) {
	if r.FirstName.Set {
		if r.FirstName.V, err = person.FoldedText(r.FirstName.V, 100, msgFirstName, msgNameLong); err != nil {
			return err
		}
	}
	if r.LastName.Set {
		if r.LastName.V, err = person.FoldedText(r.LastName.V, 100, msgLastName, msgNameLong); err != nil {
			return err
		}
	}
	if r.BirthDate.Set {
		if r.birth, err = kit.Date(r.BirthDate.V); err != nil {
			return err
		}
	}
	if r.Gender.Set {
		g, ok := person.NormalizeGender(r.Gender.V)
		if !ok {
			return fault.E(fault.Invalid, msgGender)
		}
		r.Gender.V = g
	}
	if r.ClassroomID.Set && r.ClassroomID.V == 0 {
		r.ClassroomID.Null = true
	}
	if r.Grade.Set && !r.Grade.Null {
		if err := checkGrade(&r.Grade.V); err != nil {
			return err
		}
	}
	if r.AllergyTypeIDs.Set {
		r.AllergyTypeIDs.V = kit.IDs(r.AllergyTypeIDs.V)
		if len(r.AllergyTypeIDs.V) > maxAllergyTypes {
			return fault.E(fault.Invalid, msgTooMany)
		}
	}
	for _, n := range []*httpx.Opt[string]{&r.AllergyNotes, &r.MedicalNotes} {
		n.V = strings.TrimSpace(n.V)
		if person.TooLong(n.V, maxNotes) {
			return fault.E(fault.Invalid, msgNotesLong)
		}
	}
	if r.Active.Set && r.Active.Null {
		return fault.E(fault.Invalid, "active must be true or false")
	}
	return nil
}

func checkGrade(g *int) error {
	if g != nil && (*g < -1 || *g > 12) {
		return fault.E(fault.Invalid, msgGrade)
	}
	return nil
}

type NotesRequest struct {
	httpx.ClientContext
	ChildID int64 `json:"childId"`
}

type NoteAddRequest struct {
	httpx.ClientContext
	ChildID int64  `json:"childId"`
	Body    string `json:"body"`
}

func (r *NoteAddRequest) Validate() error {
	r.Body = strings.TrimSpace(r.Body)
	switch {
	case r.Body == "":
		return fault.E(fault.Invalid, msgNote)
	case person.TooLong(r.Body, maxNotes):
		return fault.E(fault.Invalid, msgNoteLong)
	}
	return nil
}

// PickupFields are a pickup person's fields, checked (the phone still as typed).
type PickupFields struct {
	PersonID     *int64
	Name, Phone  string
	Relationship string
	Authorised   bool
	Note         string
}

func (f *PickupFields) check() error {
	if f.PersonID != nil && *f.PersonID == 0 {
		f.PersonID = nil
	}
	f.Name, f.Phone = strings.Join(strings.Fields(f.Name), " "), strings.TrimSpace(f.Phone)
	f.Relationship, f.Note = strings.TrimSpace(f.Relationship), strings.TrimSpace(f.Note)
	if f.PersonID == nil && f.Name == "" {
		return fault.E(fault.Invalid, msgPickupName)
	}
	if person.TooLong(f.Name, 150) || person.TooLong(f.Relationship, 50) || person.TooLong(f.Note, 500) {
		return fault.E(fault.Invalid, msgPickupLong)
	}
	return nil
}

type PickupAddRequest struct {
	httpx.ClientContext
	ChildID      int64  `json:"childId"`
	PersonID     *int64 `json:"personId"`
	Name         string `json:"name"`
	Phone        string `json:"phone"`
	Relationship string `json:"relationship"`
	Authorised   bool   `json:"authorised"`
	Note         string `json:"note"`
	f            PickupFields
}

func (r *PickupAddRequest) Validate() error {
	r.f = PickupFields{r.PersonID, r.Name, r.Phone, r.Relationship, r.Authorised, r.Note}
	return r.f.check()
}

// Fields are the checked fields.
func (r PickupAddRequest) Fields() PickupFields { return r.f }

type PickupUpdateRequest struct {
	httpx.ClientContext
	ID           int64  `json:"id"`
	PersonID     *int64 `json:"personId"`
	Name         string `json:"name"`
	Phone        string `json:"phone"`
	Relationship string `json:"relationship"`
	Authorised   bool   `json:"authorised"`
	Note         string `json:"note"`
	f            PickupFields
}

func (r *PickupUpdateRequest) Validate() error {
	r.f = PickupFields{r.PersonID, r.Name, r.Phone, r.Relationship, r.Authorised, r.Note}
	return r.f.check()
}

// Fields are the checked fields.
func (r PickupUpdateRequest) Fields() PickupFields { return r.f }

// PhotoUpload is a photo sent with add or update (multipart).
type PhotoUpload struct {
	FileName string
	Data     []byte
}
