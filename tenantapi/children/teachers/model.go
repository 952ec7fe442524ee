// Package teachers is children's ministry's teachers (docs/children-api.md): people who serve in
// classrooms, with their background check's date and expiry. A teacher whose check has expired, or
// who has none on file, cannot be assigned a classroom.
package teachers

import (
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/children/kit"
	"congregate/tenantapi/people/directory"
)

// Ref is a classroom of a teacher.
type Ref struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// Teacher is a teacher with their check and classrooms (id is the person's).
type Teacher struct {
	ID                       int64   `json:"id"`
	Name                     string  `json:"name"`
	Email                    string  `json:"email"`
	Mobile                   string  `json:"mobile"`
	BackgroundCheckOn        *string `json:"backgroundCheckOn"`
	BackgroundCheckExpiresOn *string `json:"backgroundCheckExpiresOn"`
	// CheckStatus: expiring is within ExpiringDays of today.
	CheckStatus string `json:"checkStatus" enum:"valid,expiring,expired,missing"`
	Classrooms  []Ref  `json:"classrooms"`
}

// People answers the teachers search.
type People struct {
	Items []directory.PersonCard `json:"items"`
}

// Classrooms answers available.
type Classrooms struct {
	Items []Ref `json:"items"`
}

// Deleted names the deleted teacher.
type Deleted struct {
	ID int64 `json:"id"`
}

// ExpiringDays is how soon an expiry makes a check "expiring".
const ExpiringDays = 30

const (
	msgStatus    = "Status must be valid, expiring, expired or missing"
	msgCheckDate = "The check date must not be after its expiry"
	msgTooMany   = "At most 100 classrooms"
)

var (
	// ErrNotFound is a person who is not a teacher.
	ErrNotFound  = fault.E(fault.NotFound, "Teacher not found")
	errExpired   = fault.E(fault.Conflict, "This teacher's background check has expired")
	errMissing   = fault.E(fault.Conflict, "This teacher has no background check on file")
	errTeacher   = fault.E(fault.Conflict, "This person is already a teacher")
	errClassroom = fault.E(fault.NotFound, "Classroom not found")
)

type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

type listRequest struct {
	httpx.ClientContext
	httpx.Paging
	Search      string `json:"search"`
	ClassroomID int64  `json:"classroomId"`
	Status      string `json:"status" enum:",valid,expiring,expired,missing"`
}

func (r *listRequest) Validate() error {
	switch r.Status {
	case "", "valid", "expiring", "expired", "missing":
		return nil
	}
	return fault.E(fault.Invalid, msgStatus)
}

type searchRequest struct {
	httpx.ClientContext
	Q string `json:"q"`
}

type availableRequest struct {
	httpx.ClientContext
	TeacherID int64 `json:"teacherId"`
}

// fields are a teacher's check and classrooms, checked.
type fields struct {
	checkOn, expiresOn *string
	classroomIDs       []int64
}

func checkFields(on, expires string, classroomIDs []int64) (f fields, err error) {
	if f.checkOn, err = kit.Date(on); err != nil {
		return f, err
	}
	if f.expiresOn, err = kit.Date(expires); err != nil {
		return f, err
	}
	if f.checkOn != nil && f.expiresOn != nil && *f.checkOn > *f.expiresOn {
		return f, fault.E(fault.Invalid, msgCheckDate)
	}
	if f.classroomIDs = kit.IDs(classroomIDs); len(f.classroomIDs) > 100 {
		return f, fault.E(fault.Invalid, msgTooMany)
	}
	return f, nil
}

type addRequest struct {
	httpx.ClientContext
	PersonID                 int64   `json:"personId"`
	BackgroundCheckOn        string  `json:"backgroundCheckOn"`
	BackgroundCheckExpiresOn string  `json:"backgroundCheckExpiresOn"`
	ClassroomIDs             []int64 `json:"classroomIds"`
	f                        fields
}

func (r *addRequest) Validate() (err error) {
	r.f, err = checkFields(r.BackgroundCheckOn, r.BackgroundCheckExpiresOn, r.ClassroomIDs)
	return err
}

type editRequest struct {
	httpx.ClientContext
	ID                       int64   `json:"id"`
	BackgroundCheckOn        string  `json:"backgroundCheckOn"`
	BackgroundCheckExpiresOn string  `json:"backgroundCheckExpiresOn"`
	ClassroomIDs             []int64 `json:"classroomIds"`
	f                        fields
}

func (r *editRequest) Validate() (err error) {
	r.f, err = checkFields(r.BackgroundCheckOn, r.BackgroundCheckExpiresOn, r.ClassroomIDs)
	return err
}
