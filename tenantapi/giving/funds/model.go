// Package funds is giving's contribution codes (docs/giving-api.md "Codes"): the names and codes
// gifts are given to, in the church's order; a code with gifts is deleted only after moving them.
package funds

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// Fund is one contribution code.
type Fund struct {
	ID            int64  `json:"id"`
	Name          string `json:"name"`
	Code          string `json:"code"`
	Position      int    `json:"position"`
	Active        bool   `json:"active"`
	TaxDeductible bool   `json:"taxDeductible"`
	// GiftCount is how many gifts (void ones too) use the code.
	GiftCount int64 `json:"giftCount"`
}

// List answers the code lists.
type List struct {
	Items []Fund `json:"items"`
}

// Moved answers delete: how many gifts moved to the other code.
type Moved struct {
	Moved int64 `json:"moved"`
}

// Messages.
const (
	msgName     = "Enter a contribution name"
	msgNameLong = "A contribution name must be at most 100 characters"
	msgCode     = "A code is 1 to 20 letters, digits or dashes"
	msgInUse    = "This contribution code has gifts; move them to another code first"
	msgSame     = "Choose another code to move the gifts to"
	msgCampaign = "This contribution code has a pledge campaign"
	msgOrder    = "Send every contribution code once in its new order"
)

var (
	// ErrNotFound is a code the church does not have.
	ErrNotFound = fault.E(fault.NotFound, "Contribution code not found")
	// ErrInactive is an inactive code chosen for a new gift.
	ErrInactive   = fault.E(fault.Conflict, "This contribution code is inactive")
	errNameTaken  = fault.E(fault.Conflict, "A contribution code with this name already exists")
	errCodeTaken  = fault.E(fault.Conflict, "This code is already in use")
	errStillInUse = fault.E(fault.Conflict, "This contribution code is in use")
)

var codeRule = regexp.MustCompile(`^[A-Za-z0-9-]{1,20}$`)

type ListRequest struct {
	httpx.ClientContext
	IncludeInactive bool `json:"includeInactive"`
}

type AddRequest struct {
	httpx.ClientContext
	Name          string `json:"name"`
	Code          string `json:"code"`
	TaxDeductible bool   `json:"taxDeductible"`
}

func (r *AddRequest) Validate() (err error) {
	r.Name, r.Code, err = nameAndCode(r.Name, r.Code)
	return err
}

type RenameRequest struct {
	httpx.ClientContext
	ID            int64  `json:"id"`
	Name          string `json:"name"`
	Code          string `json:"code"`
	TaxDeductible bool   `json:"taxDeductible"`
}

func (r *RenameRequest) Validate() (err error) {
	r.Name, r.Code, err = nameAndCode(r.Name, r.Code)
	return err
}

func nameAndCode(name, code string) (string, string, error) {
	name, code = strings.TrimSpace(name), strings.ToUpper(strings.TrimSpace(code))
	switch {
	case name == "":
		return "", "", fault.E(fault.Invalid, msgName)
	case utf8.RuneCountInString(name) > 100:
		return "", "", fault.E(fault.Invalid, msgNameLong)
	case !codeRule.MatchString(code):
		return "", "", fault.E(fault.Invalid, msgCode)
	}
	return name, code, nil
}

type RepositionRequest struct {
	httpx.ClientContext
	IDs []int64 `json:"ids"`
}

type ActiveRequest struct {
	httpx.ClientContext
	ID     int64 `json:"id"`
	Active bool  `json:"active"`
}

type DeleteRequest struct {
	httpx.ClientContext
	ID       int64  `json:"id"`
	MoveToID *int64 `json:"moveToId"`
}

func (r *DeleteRequest) Validate() error {
	if r.MoveToID != nil && *r.MoveToID == r.ID {
		return fault.E(fault.Invalid, msgSame)
	}
	return nil
}
