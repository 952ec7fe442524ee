// Package households is the families of a church (docs/people-api.md "Households"): a household
// has a name, an address and members, each with their relationship (head, spouse, child, other);
// a person belongs to one household at most and a household has one head at most.
package households

import (
	"strings"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
)

// MsgRelationship is the answer for a relationship that is not one of the four.
const MsgRelationship = "Relationship must be head, spouse, child or other"

var errNotFound = fault.E(fault.NotFound, "Household not found")

var constraints = db.Constraints{
	"household_members_one_head":      fault.E(fault.Conflict, "This household already has a head"),
	"household_members_person_id_key": fault.E(fault.Conflict, "This person already belongs to a household"),
}

// ValidRelationship says r is a household relationship.
func ValidRelationship(r string) bool {
	return r == "head" || r == "spouse" || r == "child" || r == "other"
}

// Household is a family with its members.
type Household struct {
	ID      int64    `json:"id"`
	Name    string   `json:"name"`
	Address string   `json:"address"`
	Members []Member `json:"members" gorm:"-"`
}

// Member is a person's place in a household.
type Member struct {
	PersonID     int64   `json:"personId"`
	FullName     string  `json:"fullName"`
	Relationship string  `json:"relationship" enum:"head,spouse,child,other"`
	Status       string  `json:"status" enum:"active,inactive"`
	BirthDate    *string `json:"birthDate"`
}

// Summary is a household in the list.
type Summary struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Address     string `json:"address"`
	MemberCount int64  `json:"memberCount"`
	Head        *Head  `json:"head"`
}

// Head is the head of a household in the list.
type Head struct {
	PersonID int64  `json:"personId"`
	FullName string `json:"fullName"`
}

// Deleted answers a delete.
type Deleted struct{}

type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

type listRequest struct {
	httpx.ClientContext
	Q string `json:"q"`
	httpx.Paging
}

type memberInput struct {
	PersonID     int64  `json:"personId"`
	Relationship string `json:"relationship" enum:"head,spouse,child,other"`
}

type addRequest struct {
	httpx.ClientContext
	Name    string        `json:"name"`
	Address string        `json:"address"`
	Members []memberInput `json:"members"`
}

func (r *addRequest) Validate() (err error) {
	r.Name, r.Address, err = fields(r.Name, r.Address)
	return err
}

type updateRequest struct {
	httpx.ClientContext
	ID      int64             `json:"id"`
	Name    httpx.Opt[string] `json:"name"`
	Address httpx.Opt[string] `json:"address"`
}

type memberRequest struct {
	httpx.ClientContext
	HouseholdID  int64  `json:"householdId"`
	PersonID     int64  `json:"personId"`
	Relationship string `json:"relationship" enum:"head,spouse,child,other"`
}

type removeRequest struct {
	httpx.ClientContext
	HouseholdID int64 `json:"householdId"`
	PersonID    int64 `json:"personId"`
}

// fields checks a household's name and address.
func fields(name, address string) (string, string, error) {
	name, address = strings.TrimSpace(name), strings.TrimSpace(address)
	if name == "" {
		return "", "", fault.E(fault.Invalid, "Household name is required")
	}
	if person.TooLong(name, 150) || person.TooLong(address, 300) {
		return "", "", fault.E(fault.Invalid, "Household name or address is too long")
	}
	return name, address, nil
}
