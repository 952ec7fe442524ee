// Package contactgroups is the church's contact groups (docs/communications-api.md "Contact
// Groups"): named lists of people of the directory and typed-in contacts (a name with a phone
// and/or an e-mail) a message can be sent to; smart keywords add the people who text them.
package contactgroups

import (
	"congregate/internal/platform/fault"
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

func ErrNameTaken(name string) error {
	return fault.E(fault.Conflict, "A contact group named \""+name+"\" already exists")
}

// Contact is a typed-in contact: a name with a phone and/or an e-mail.
type Contact struct {
	Name  string `json:"name"`
	Phone string `json:"phone"`
	Email string `json:"email"`
}
