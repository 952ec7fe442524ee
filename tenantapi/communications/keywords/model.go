// Package keywords is the smart keywords page (docs/communications-api.md): a word a person texts
// to the church's number that answers with a reply and/or adds them to a contact group. Matching
// inbound texts is tenantapi/communications/inbound's.
package keywords

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/communications/inbound"
)

// MaxReply bounds a keyword's reply (two SMS segments' worth).
const MaxReply = 320

var (
	errNotFound      = fault.E(fault.NotFound, "Keyword not found")
	errGroupNotFound = fault.E(fault.NotFound, "Contact group not found")
	errInUse         = fault.E(fault.Conflict, "This keyword is already in use")
	errReserved      = fault.E(fault.Invalid, "This word is reserved for opting out and in")
	errWord          = fault.E(fault.Invalid, "A keyword is 2 to 20 letters or digits, without spaces")
	errReplyLong     = fault.E(fault.Invalid, "A reply must be at most 320 characters")
	errNothing       = fault.E(fault.Invalid, "Give the keyword a reply, a contact group or both")
)

var wordRule = regexp.MustCompile(`^[A-Z0-9]{2,20}$`)

// Keyword is a smart keyword as the page shows it.
type Keyword struct {
	ID               int64  `json:"id"`
	Keyword          string `json:"keyword"`
	Reply            string `json:"reply"`
	ContactGroupID   *int64 `json:"contactGroupId"`
	ContactGroupName string `json:"contactGroupName"`
	Active           bool   `json:"active"`
	Matches          int    `json:"matches"`
}

// Deleted names a deleted keyword.
type Deleted struct {
	ID int64 `json:"id"`
}

type listRequest struct {
	httpx.ClientContext
	Search string `json:"search"`
	httpx.Paging
}

type keywordFields struct {
	Keyword        string `json:"keyword"`
	Reply          string `json:"reply"`
	ContactGroupID *int64 `json:"contactGroupId"`
	Active         *bool  `json:"active"`
}

type addRequest struct {
	httpx.ClientContext
	Keyword        string `json:"keyword"`
	Reply          string `json:"reply"`
	ContactGroupID *int64 `json:"contactGroupId"`
	// Active defaults to true.
	Active *bool `json:"active"`
}

func (r *addRequest) Validate() error {
	f := keywordFields{r.Keyword, r.Reply, r.ContactGroupID, r.Active}
	if err := f.clean(); err != nil {
		return err
	}
	r.Keyword, r.Reply, r.ContactGroupID, r.Active = f.Keyword, f.Reply, f.ContactGroupID, f.Active
	return nil
}

type updateRequest struct {
	httpx.ClientContext
	ID             int64  `json:"id"`
	Keyword        string `json:"keyword"`
	Reply          string `json:"reply"`
	ContactGroupID *int64 `json:"contactGroupId"`
	Active         *bool  `json:"active"`
}

func (r *updateRequest) Validate() error {
	f := keywordFields{r.Keyword, r.Reply, r.ContactGroupID, r.Active}
	if err := f.clean(); err != nil {
		return err
	}
	r.Keyword, r.Reply, r.ContactGroupID, r.Active = f.Keyword, f.Reply, f.ContactGroupID, f.Active
	return nil
}

type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

func (f *keywordFields) clean() error {
	f.Keyword = strings.ToUpper(strings.TrimSpace(f.Keyword))
	if !wordRule.MatchString(f.Keyword) {
		return errWord
	}
	if inbound.Reserved(f.Keyword) {
		return errReserved
	}
	f.Reply = strings.TrimSpace(f.Reply)
	if strings.ContainsRune(f.Reply, 0) || utf8.RuneCountInString(f.Reply) > MaxReply {
		return errReplyLong
	}
	if f.ContactGroupID != nil && *f.ContactGroupID <= 0 {
		f.ContactGroupID = nil
	}
	if f.Reply == "" && f.ContactGroupID == nil {
		return errNothing
	}
	if f.Active == nil {
		t := true
		f.Active = &t
	}
	return nil
}
