// Package settings is the people settings page (docs/people-api.md "Settings": the envelope
// prefix, the default membership type, the envelope number sequence), the person form's
// generators (an envelope ID from that sequence, a password) and a user's own records per page.
package settings

import (
	"regexp"
	"strconv"
	"strings"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// Settings are the people settings of the church.
type Settings struct {
	EnvelopePrefix          string `json:"envelopePrefix"`
	DefaultMembershipTypeID *int64 `json:"defaultMembershipTypeId"`
	NextEnvelopeNumber      int64  `json:"nextEnvelopeNumber"`
}

// GeneratedPassword answers generate-password.
type GeneratedPassword struct {
	GeneratedPassword string `json:"generatedPassword"`
}

// EnvelopeID answers generate-envelope-id.
type EnvelopeID struct {
	EnvelopeID string `json:"envelopeId"`
}

// RecordsPerPage answers records-per-page.
type RecordsPerPage struct {
	RecordsPerPage int `json:"recordsPerPage"`
}

// MinRecordsPerPage and httpx.MaxPageSize bound a user's records per page.
const MinRecordsPerPage = 5

var (
	errPrefix         = fault.E(fault.Invalid, "Envelope prefix may hold up to 10 letters, digits or -")
	errRecordsPerPage = fault.E(fault.Invalid, "Records per page must be between 5 and 200")
	errNotYours       = fault.E(fault.Forbidden, httpx.MsgNoPermission)
)

var prefixRule = regexp.MustCompile(`^[A-Za-z0-9-]{0,10}$`)

type updateRequest struct {
	httpx.ClientContext
	EnvelopePrefix          httpx.Opt[string] `json:"envelopePrefix"`
	DefaultMembershipTypeID httpx.Opt[int64]  `json:"defaultMembershipTypeId"`
}

func (r updateRequest) Validate() error {
	if r.EnvelopePrefix.Set && !prefixRule.MatchString(r.EnvelopePrefix.V) {
		return errPrefix
	}
	return nil
}

type recordsPerPageRequest struct {
	httpx.ClientContext
	NewRecordsListPerPage int `json:"newRecordsListPerPage"`
}

// forSomeoneElse says the console named a user (userId) other than the signed-in one, me.
func (r recordsPerPageRequest) forSomeoneElse(me int64) bool {
	return len(r.UserID) > 0 && string(r.UserID) != "null" && strings.Trim(string(r.UserID), `"`) != strconv.FormatInt(me, 10)
}
