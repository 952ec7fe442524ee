// Package groups is a church's groups and service units (docs/people-api.md "Groups", "Service
// units"): small groups, ministry teams and classes, whose members are members or leaders; and the
// departments people serve in, whose members may hold a position. Both are a named thing with a
// description and a roster of people (tenantapi/people/roster).
package groups

import (
	"strings"
	"time"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
)

var (
	errGroupNotFound = fault.E(fault.NotFound, "Group not found")
	errUnitNotFound  = fault.E(fault.NotFound, "Service unit not found")
	errNotInUnit     = fault.E(fault.NotFound, "This person is not in the service unit")
	errUnknownID     = fault.E(fault.Invalid, "Unknown field id")
	errNoPeople      = fault.E(fault.Invalid, "Choose at least one person")
	errRole          = fault.E(fault.Invalid, "Role must be member or leader")
)

var constraints = db.Constraints{
	"groups_name_key":                       fault.E(fault.Conflict, "A group with this name already exists"),
	"service_units_name_key":                fault.E(fault.Conflict, "A service unit with this name already exists"),
	"group_members_person_id_fkey":          person.ErrNotFound,
	"service_unit_members_person_id_fkey":   person.ErrNotFound,
	"service_unit_members_position_id_fkey": fault.E(fault.NotFound, "Position not found"),
}

// Group is a small group, ministry team or class.
type Group struct {
	ID          int64     `json:"id"`
	Name        string    `json:"name"`
	Description string    `json:"description"`
	MemberCount int64     `json:"memberCount"`
	CreatedAt   time.Time `json:"createdAt"`
}

// ServiceUnit is a department people serve in (ushers, choir, media...).
type ServiceUnit struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	MemberCount int64  `json:"memberCount"`
}

// Member is a person's row in a group (with their role) or a service unit (with their position).
type Member = person.Member

// Deleted answers a delete: an empty object.
type Deleted struct{}

// Requests. Flat structs (only ClientContext embedded): the console reads "Field id must be a
// number", not a Go type name.

type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

type listRequest struct {
	httpx.ClientContext
	Q string `json:"q"`
	httpx.Paging
}

// nameDescRequest adds a group or unit (ID unused) or changes the name and description sent.
type nameDescRequest struct {
	httpx.ClientContext
	ID          int64             `json:"id"`
	Name        httpx.Opt[string] `json:"name"`
	Description httpx.Opt[string] `json:"description"`
}

// check trims the name and description; label names the thing in the messages.
func (r *nameDescRequest) check(add bool, label string) error {
	r.Name.V, r.Description.V = strings.TrimSpace(r.Name.V), strings.TrimSpace(r.Description.V)
	if (add || r.Name.Set) && r.Name.V == "" {
		return fault.E(fault.Invalid, label+" name is required")
	}
	if person.TooLong(r.Name.V, 100) || person.TooLong(r.Description.V, 1000) {
		return fault.E(fault.Invalid, label+" name or description is too long")
	}
	return nil
}

type groupAddRequest nameDescRequest

func (r *groupAddRequest) Validate() error {
	if r.ID != 0 {
		return errUnknownID
	}
	return (*nameDescRequest)(r).check(true, "Group")
}

type groupUpdateRequest nameDescRequest

func (r *groupUpdateRequest) Validate() error { return (*nameDescRequest)(r).check(false, "Group") }

type unitAddRequest nameDescRequest

func (r *unitAddRequest) Validate() error {
	if err := (*nameDescRequest)(r).check(true, "Service unit"); err != nil {
		return err
	}
	if r.ID != 0 {
		return errUnknownID
	}
	return nil
}

type unitUpdateRequest nameDescRequest

func (r *unitUpdateRequest) Validate() error {
	return (*nameDescRequest)(r).check(false, "Service unit")
}

type groupUsersRequest struct {
	httpx.ClientContext
	GroupID int64  `json:"groupId"`
	Q       string `json:"q"`
	httpx.Paging
}

// groupUsersAddRequest adds people to a group as members (the default) or leaders.
type groupUsersAddRequest struct {
	httpx.ClientContext
	GroupID   int64   `json:"groupId"`
	PersonIDs []int64 `json:"personIds"`
	Role      string  `json:"role" enum:"member,leader"`
}

func (r *groupUsersAddRequest) Validate() error {
	if r.Role == "" {
		r.Role = "member"
	}
	if r.Role != "member" && r.Role != "leader" {
		return errRole
	}
	return somePeople(r.PersonIDs)
}

// groupUsersRemoveRequest takes people out of a group; the role is accepted and unused.
type groupUsersRemoveRequest groupUsersAddRequest

func (r *groupUsersRemoveRequest) Validate() error { return somePeople(r.PersonIDs) }

type unitMembersRequest struct {
	httpx.ClientContext
	ServiceUnitID int64  `json:"serviceUnitId"`
	Q             string `json:"q"`
	httpx.Paging
}

// unitMembersChange adds people to a service unit (with a position, or none) or removes them (the
// position is then unused).
type unitMembersChange struct {
	httpx.ClientContext
	ServiceUnitID int64   `json:"serviceUnitId"`
	PersonIDs     []int64 `json:"personIds"`
	PositionID    *int64  `json:"positionId"`
}

func (r *unitMembersChange) Validate() error { return somePeople(r.PersonIDs) }

type setPositionRequest struct {
	httpx.ClientContext
	ServiceUnitID int64  `json:"serviceUnitId"`
	PersonID      int64  `json:"personId"`
	PositionID    *int64 `json:"positionId"`
}

func somePeople(ids []int64) error {
	if len(ids) == 0 {
		return errNoPeople
	}
	return nil
}
