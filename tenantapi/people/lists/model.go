// Package lists is the church's named lists (docs/people-api.md "Lists of names": membership
// types, titles, salutations, positions) and the saved lists of the listing page ("Saved lists":
// a name for a set of listing filters; opening one runs the filters again, so the list follows
// the directory as people join, move and leave).
package lists

import (
	"strings"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
	"congregate/tenantapi/people/query"
)

// Kind is one of the church's ordered lists of names. The kinds share their five calls; only what
// holds an item differs (store.go).
type Kind struct {
	Path  string // path segment: membership-types, titles, salutations, positions
	Label string // "membership type", for messages
	// MoveRequired: deleting an item in use needs a target (membership types).
	MoveRequired bool
}

// Kinds are the named lists of the people domain.
var Kinds = []Kind{
	{Path: "membership-types", Label: "membership type", MoveRequired: true},
	{Path: "titles", Label: "title"},
	{Path: "salutations", Label: "salutation"},
	{Path: "positions", Label: "position"},
}

// Name is the label as a message starts it: "Membership type".
func (k Kind) Name() string { return strings.ToUpper(k.Label[:1]) + k.Label[1:] }

func (k Kind) notFound() error { return fault.E(fault.NotFound, k.Name()+" not found") }

var errNameTaken = fault.E(fault.Conflict, "This name is already in use")

// Item is an entry of a named list.
type Item struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Position    int    `json:"position"`
	MemberCount int64  `json:"memberCount"`
}

// Items are a named list's entries by position.
type Items struct {
	Items []Item `json:"items"`
}

// Moved says how many holders a deleted item had (moved to another item, or left without one).
type Moved struct {
	Moved int64 `json:"moved"`
}

// MaxSavedLists bounds how many lists a church keeps.
const MaxSavedLists = 200

const (
	msgListName     = "List name is required"
	msgListNameLong = "List name must be at most 60 characters"
)

var (
	errSavedListNotFound = fault.E(fault.NotFound, "Saved list not found")
	errTooManyLists      = fault.E(fault.Conflict, "A church can keep at most 200 saved lists: delete one first")
)

// SavedFilters are the listing filters a saved list keeps: the list call's body without paging.
type SavedFilters struct {
	Q                 string `json:"q,omitempty"`
	MembershipTypeID  int64  `json:"membershipTypeId,omitempty"`
	GroupID           int64  `json:"groupId,omitempty"`
	ServiceUnitID     int64  `json:"serviceUnitId,omitempty"`
	HouseFellowshipID int64  `json:"houseFellowshipId,omitempty"`
	Gender            string `json:"gender,omitempty"`
	AgeBand           string `json:"ageBand,omitempty"`
	Status            string `json:"status,omitempty"`
	SortBy            string `json:"sortBy,omitempty"`
	SortDir           string `json:"sortDir,omitempty"`
	CustomFieldID     int64  `json:"customFieldId,omitempty"`
	CustomValue       string `json:"customValue,omitempty"`
}

func (f SavedFilters) query() query.ListQuery {
	return query.ListQuery{Q: f.Q, MembershipTypeID: f.MembershipTypeID, GroupID: f.GroupID, ServiceUnitID: f.ServiceUnitID,
		HouseFellowshipID: f.HouseFellowshipID, Gender: f.Gender, AgeBand: f.AgeBand, Status: f.Status, SortBy: f.SortBy, SortDir: f.SortDir,
		CustomFieldID: f.CustomFieldID, CustomValue: f.CustomValue}
}

// SavedList is a saved list as the calls answer it.
type SavedList struct {
	ID        int64        `json:"id"`
	Name      string       `json:"name"`
	Filters   SavedFilters `json:"filters"`
	CreatedBy string       `json:"createdBy"`
	CreatedAt string       `json:"createdAt"`
	UpdatedAt string       `json:"updatedAt"`
}

// SavedLists are the church's saved lists by name.
type SavedLists struct {
	Items []SavedList `json:"items"`
}

// Deleted names the deleted saved list.
type Deleted struct {
	ID int64 `json:"id"`
}

// Requests. Flat structs (only ClientContext embedded): the console reads "Field id must be a
// number", not a Go type name.

type nameRequest struct {
	httpx.ClientContext
	Name string `json:"name"`
}

func (r *nameRequest) Validate() (err error) {
	r.Name, err = itemName(r.Name)
	return err
}

type renameRequest struct {
	httpx.ClientContext
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

func (r *renameRequest) Validate() (err error) {
	r.Name, err = itemName(r.Name)
	return err
}

func itemName(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", fault.E(fault.Invalid, "Name is required")
	}
	if person.TooLong(s, 100) {
		return "", fault.E(fault.Invalid, "Name must be at most 100 characters")
	}
	return s, nil
}

type deleteRequest struct {
	httpx.ClientContext
	ID            int64 `json:"id"`
	MoveMembersTo int64 `json:"moveMembersTo"`
}

type repositionRequest struct {
	httpx.ClientContext
	ID          int64 `json:"id"`
	NewPosition int   `json:"newPosition"`
}

type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

type savedAddRequest struct {
	httpx.ClientContext
	Name    string       `json:"name"`
	Filters SavedFilters `json:"filters"`
}

func (r *savedAddRequest) Validate() (err error) {
	r.Name, err = savedListName(r.Name)
	return err
}

type savedUpdateRequest struct {
	httpx.ClientContext
	ID      int64         `json:"id"`
	Name    *string       `json:"name"`
	Filters *SavedFilters `json:"filters"`
}

func (r *savedUpdateRequest) Validate() error {
	if r.Name == nil {
		return nil
	}
	name, err := savedListName(*r.Name)
	r.Name = &name
	return err
}

func savedListName(s string) (string, error) {
	return person.FoldedText(s, 60, msgListName, msgListNameLong)
}
