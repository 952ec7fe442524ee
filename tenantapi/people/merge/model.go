// Package merge is duplicates and merges of people (docs/people-api.md "duplicates", "merge"):
// pairs of live people who look alike (same name, e-mail or phone), and folding one person into
// another, everything that points at them carried along. The answer of a merge is the kept
// person's record, which the person kit reads, so this package never imports its parent.
package merge

import (
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
)

// EventMerge is the audit event of a merge.
const EventMerge = "people_merge"

var (
	errSamePerson    = fault.E(fault.Invalid, "Choose two different people")
	errConsoleAccess = fault.E(fault.Conflict, "A person with console access cannot be merged away")
)

// DuplicatePair is a duplicate candidate: two people and why they look alike.
type DuplicatePair struct {
	A       person.Summary `json:"a"`
	B       person.Summary `json:"b"`
	Reasons []string       `json:"reasons" enum:"name,email,phone"`
}

// Client is who asked for a merge, for the audit log.
type Client struct{ IP, UserAgent string }

type duplicatesRequest struct {
	httpx.ClientContext
	httpx.Paging
}

type mergeRequest struct {
	httpx.ClientContext
	KeepID  int64 `json:"keepId"`
	MergeID int64 `json:"mergeId"`
}

func (r mergeRequest) Validate() error {
	if r.KeepID == r.MergeID {
		return errSamePerson
	}
	return nil
}
