// Package contactgroups is the church's contact groups (docs/communications-api.md "Contact
// groups"): named lists of people of the directory and typed-in contacts (a name with a phone
// and/or an e-mail) a message can be sent to; smart keywords add the people who text them.
package contactgroups

import (
	"strings"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
)

// MaxPerCall bounds the people and contacts one call adds or removes.
const MaxPerCall = 1000

// ContactGroup is a contact group with its member count.
type ContactGroup struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	Members     int64  `json:"members"`
}

// GroupMember is one member as the members page shows it.
type GroupMember struct {
	ID       int64  `json:"id"`
	PersonID *int64 `json:"personId"`
	Name     string `json:"name"`
	Phone    string `json:"phone"`
	Email    string `json:"email"`
	Source   string `json:"source" enum:"staff,keyword"`
	AddedAt  string `json:"addedAt"`
}

// Deleted names the deleted group.
type Deleted struct {
	ID int64 `json:"id"`
}

// Added is how many members a call added (those already there are not counted).
type Added struct {
	Added int64 `json:"added"`
}

// RemovedCount is how many members a call removed.
type RemovedCount struct {
	Removed int64 `json:"removed"`
}

func errNameTaken(name string) error {
	return fault.E(fault.Conflict, "A contact group named \""+name+"\" already exists")
}

type listRequest struct {
	httpx.ClientContext
	Search string `json:"search"`
	httpx.Paging
}

func (r *listRequest) Validate() error {
	r.Search = strings.TrimSpace(r.Search)
	if person.TooLong(r.Search, 100) || strings.ContainsRune(r.Search, 0) {
		return fault.E(fault.Invalid, "Search must be at most 100 characters")
	}
	return nil
}

type addRequest struct {
	httpx.ClientContext
	Name        string `json:"name"`
	Description string `json:"description"`
}

func (r *addRequest) Validate() (err error) {
	r.Name, r.Description, err = groupText(r.Name, r.Description)
	return err
}

type renameRequest struct {
	httpx.ClientContext
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
}

func (r *renameRequest) Validate() (err error) {
	r.Name, r.Description, err = groupText(r.Name, r.Description)
	return err
}

func groupText(name, desc string) (string, string, error) {
	if strings.ContainsRune(name, 0) || strings.ContainsRune(desc, 0) {
		return "", "", fault.E(fault.Invalid, "A name or description cannot hold control characters")
	}
	name, err := person.FoldedText(name, 100, "Give the contact group a name", "A contact group's name must be at most 100 characters")
	if err != nil {
		return "", "", err
	}
	desc = strings.TrimSpace(desc)
	if person.TooLong(desc, 500) {
		return "", "", fault.E(fault.Invalid, "A description must be at most 500 characters")
	}
	return name, desc, nil
}

type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

type membersRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
	httpx.Paging
}

// Contact is a typed-in contact: a name with a phone and/or an e-mail.
type Contact struct {
	Name  string `json:"name"`
	Phone string `json:"phone"`
	Email string `json:"email"`
}

type addMembersRequest struct {
	httpx.ClientContext
	ID        int64     `json:"id"`
	PersonIDs []int64   `json:"personIds"`
	Contacts  []Contact `json:"contacts"`
}

func (r addMembersRequest) Validate() error {
	if len(r.PersonIDs) == 0 && len(r.Contacts) == 0 {
		return fault.E(fault.Invalid, "Choose people or enter contacts to add")
	}
	if len(r.PersonIDs)+len(r.Contacts) > MaxPerCall {
		return fault.E(fault.Invalid, "Add at most 1,000 members at a time")
	}
	return nil
}

type removeMembersRequest struct {
	httpx.ClientContext
	ID        int64   `json:"id"`
	MemberIDs []int64 `json:"memberIds"`
}

func (r removeMembersRequest) Validate() error {
	if len(r.MemberIDs) == 0 {
		return fault.E(fault.Invalid, "Choose the members to remove")
	}
	if len(r.MemberIDs) > MaxPerCall {
		return fault.E(fault.Invalid, "Remove at most 1,000 members at a time")
	}
	return nil
}
