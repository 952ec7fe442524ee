// Package allergies is children's ministry's food allergy types (the foodallergiestypes page,
// docs/children-api.md): ordered names children's profiles pick from; a type on a profile cannot
// be deleted.
package allergies

import (
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
)

// AllergyType is one food allergy type.
type AllergyType struct {
	ID         int64  `json:"id"`
	Name       string `json:"name"`
	Position   int    `json:"position"`
	ChildCount int64  `json:"childCount"`
}

// List answers the allergy type lists.
type List struct {
	Items []AllergyType `json:"items"`
}

// Deleted names the deleted type.
type Deleted struct {
	ID int64 `json:"id"`
}

const (
	msgName     = "Enter an allergy name"
	msgNameLong = "An allergy name must be at most 100 characters"
	msgOrder    = "Send every allergy once in its new order"
)

var (
	// ErrNotFound is an allergy type the church does not have.
	ErrNotFound = fault.E(fault.NotFound, "Allergy not found")
	errTaken    = fault.E(fault.Conflict, "An allergy with this name already exists")
	errInUse    = fault.E(fault.Conflict, "This allergy is on children's profiles")
)

type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

type addRequest struct {
	httpx.ClientContext
	Name string `json:"name"`
}

func (r *addRequest) Validate() (err error) {
	r.Name, err = person.FoldedText(r.Name, 100, msgName, msgNameLong)
	return err
}

type renameRequest struct {
	httpx.ClientContext
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

func (r *renameRequest) Validate() (err error) {
	r.Name, err = person.FoldedText(r.Name, 100, msgName, msgNameLong)
	return err
}

type repositionRequest struct {
	httpx.ClientContext
	IDs []int64 `json:"ids"`
}
