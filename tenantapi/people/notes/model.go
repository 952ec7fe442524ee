// Package notes is the notes and follow-ups of a person (docs/people-api.md "Notes", "Follow-ups"):
// staff write notes, pin the ones that matter and may keep one private to themselves; follow-ups
// are tasks about a person given to a staff member, open until someone marks them done.
package notes

import (
	"strings"
	"time"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
)

// MaxNoteLength bounds a note's text.
const MaxNoteLength = 5000

const (
	msgNoteRequired = "Write the note first"
	msgNoteTooLong  = "A note must be at most 5000 characters"
	msgNoteAuthor   = "Only the author of a note can change or delete it"
)

var (
	errNoteNotFound     = fault.E(fault.NotFound, "Note not found")
	errFollowUpNotFound = fault.E(fault.NotFound, "Follow-up not found")
	errAssignee         = fault.E(fault.Invalid, "Assign the follow-up to a staff member")
)

// Note is one note on a person, as the calls answer it.
type Note struct {
	ID        int64  `json:"id"`
	PersonID  int64  `json:"personId"`
	Body      string `json:"body"`
	IsPrivate bool   `json:"isPrivate"`
	IsPinned  bool   `json:"isPinned"`
	AuthorID  *int64 `json:"authorId"`
	Author    string `json:"author"`
	// Mine says the signed-in user wrote it (and so may change it).
	Mine      bool   `json:"mine"`
	CreatedAt string `json:"createdAt"`
	UpdatedAt string `json:"updatedAt"`
	// EditedAt is when the text last changed; null when it never did.
	EditedAt *string `json:"editedAt"`
}

// FollowUp is one follow-up as the calls answer it.
type FollowUp struct {
	ID           int64   `json:"id"`
	PersonID     int64   `json:"personId"`
	PersonName   string  `json:"personName"`
	Title        string  `json:"title"`
	AssigneeID   *int64  `json:"assigneeId"`
	AssigneeName string  `json:"assigneeName"`
	DueDate      *string `json:"dueDate"`
	Overdue      bool    `json:"overdue"`
	Status       string  `json:"status" enum:"open,done"`
	CreatedBy    string  `json:"createdBy"`
	CreatedAt    string  `json:"createdAt"`
	CompletedAt  *string `json:"completedAt"`
}

// Staff is someone follow-ups can be given to.
type Staff struct {
	ID       int64  `json:"id"`
	FullName string `json:"fullName"`
}

// StaffList answers follow-ups/staff.
type StaffList struct {
	Items []Staff `json:"items"`
}

// Deleted names the deleted note or follow-up.
type Deleted struct {
	ID int64 `json:"id"`
}

// Requests. Flat structs (only ClientContext embedded): the console reads "Field id must be a
// number", not a Go type name.

type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

type noteListRequest struct {
	httpx.ClientContext
	PersonID int64 `json:"personId"`
	httpx.Paging
}

type noteAddRequest struct {
	httpx.ClientContext
	PersonID  int64  `json:"personId"`
	Body      string `json:"body"`
	IsPrivate bool   `json:"isPrivate"`
	IsPinned  bool   `json:"isPinned"`
}

func (r *noteAddRequest) Validate() (err error) {
	r.Body, err = noteText(r.Body)
	return err
}

type noteUpdateRequest struct {
	httpx.ClientContext
	ID        int64             `json:"id"`
	Body      httpx.Opt[string] `json:"body"`
	IsPrivate httpx.Opt[bool]   `json:"isPrivate"`
	IsPinned  httpx.Opt[bool]   `json:"isPinned"`
}

func (r *noteUpdateRequest) Validate() (err error) {
	if r.Body.Set {
		if r.Body.Null {
			return fault.E(fault.Invalid, msgNoteRequired)
		}
		if r.Body.V, err = noteText(r.Body.V); err != nil {
			return err
		}
	}
	if r.IsPrivate.Set && r.IsPrivate.Null {
		return fault.E(fault.Invalid, "isPrivate must be true or false")
	}
	if r.IsPinned.Set && r.IsPinned.Null {
		return fault.E(fault.Invalid, "isPinned must be true or false")
	}
	return nil
}

func noteText(s string) (string, error) {
	s = strings.TrimSpace(s)
	switch {
	case s == "":
		return "", fault.E(fault.Invalid, msgNoteRequired)
	case person.TooLong(s, MaxNoteLength):
		return "", fault.E(fault.Invalid, msgNoteTooLong)
	}
	return s, nil
}

type followUpListRequest struct {
	httpx.ClientContext
	PersonID int64  `json:"personId"`
	Mine     bool   `json:"mine"`
	Status   string `json:"status" enum:"open,done,all"`
	httpx.Paging
}

func (r followUpListRequest) Validate() error {
	switch r.Status {
	case "", "open", "done", "all":
	default:
		return fault.E(fault.Invalid, "Status must be open, done or all")
	}
	if r.PersonID == 0 && !r.Mine {
		return fault.E(fault.Invalid, "Choose a person, or ask for your own follow-ups")
	}
	return nil
}

type followUpAddRequest struct {
	httpx.ClientContext
	PersonID   int64  `json:"personId"`
	Title      string `json:"title"`
	AssigneeID int64  `json:"assigneeId"`
	DueDate    string `json:"dueDate"`
	due        *string
}

func (r *followUpAddRequest) Validate() (err error) {
	if r.Title, err = followUpTitle(r.Title); err != nil {
		return err
	}
	r.due, err = followUpDue(r.DueDate)
	return err
}

type followUpUpdateRequest struct {
	httpx.ClientContext
	ID         int64             `json:"id"`
	Title      httpx.Opt[string] `json:"title"`
	AssigneeID httpx.Opt[int64]  `json:"assigneeId"`
	DueDate    httpx.Opt[string] `json:"dueDate"`
	Status     httpx.Opt[string] `json:"status" enum:"open,done"`
	due        *string
}

func (r *followUpUpdateRequest) Validate() (err error) {
	if r.Title.Set {
		if r.Title.V, err = followUpTitle(r.Title.V); err != nil {
			return err
		}
	}
	if r.DueDate.Set {
		if r.due, err = followUpDue(r.DueDate.V); err != nil {
			return err
		}
	}
	if r.Status.Set && r.Status.V != "done" && r.Status.V != "open" {
		return fault.E(fault.Invalid, "Status must be open or done")
	}
	if r.AssigneeID.Set && (r.AssigneeID.Null || r.AssigneeID.V == 0) {
		return errAssignee
	}
	return nil
}

func followUpTitle(s string) (string, error) {
	return person.FoldedText(s, 200, "Say what to follow up", "A follow-up must be at most 200 characters")
}

func followUpDue(s string) (*string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	t, err := time.Parse("2006-01-02", s)
	if err != nil || t.Year() < 2000 || t.Year() > 2200 {
		return nil, fault.E(fault.Invalid, "Due date must be a date like 2026-12-31")
	}
	d := t.Format("2006-01-02")
	return &d, nil
}
