// Package query is the people listing's filter (docs/people-api.md "List"): the body of the list,
// the export and the search pickers, and a saved list's filters. Its rules and messages are the
// listing's own, so a saved list checked here always opens. Gin-free, below people and its
// sub-packages; the custom-field condition belongs to custom fields and comes in as a CustomFilter.
package query

import (
	"strings"
	"time"

	"congregate/internal/platform/fault"
)

// ListQuery is the body of the people list, the export and the search pickers.
type ListQuery struct {
	Q                 string `json:"q"`
	MembershipTypeID  int64  `json:"membershipTypeId"`
	GroupID           int64  `json:"groupId"`
	ServiceUnitID     int64  `json:"serviceUnitId"`
	HouseholdID       int64  `json:"householdId"`
	HouseFellowshipID int64  `json:"houseFellowshipId"`
	Gender            string `json:"gender" enum:"male,female,unknown"`
	AgeBand           string `json:"ageBand" enum:"0-12,13-17,18-29,30-49,50-64,65+,unknown"`
	Status            string `json:"status" enum:"active,inactive,all"`
	SortBy            string `json:"sortBy" enum:"name,firstName,lastName,email,mobile,createdAt,birthDate,birthday,age,membershipType,joinDate"`
	SortDir           string `json:"sortDir" enum:"asc,desc"`
	// CustomFieldID and CustomValue filter on one custom field's value.
	CustomFieldID int64  `json:"customFieldId"`
	CustomValue   string `json:"customValue"`

	// similar: the search's text matches names by similarity (AsSimilar), not word by word.
	similar bool
}

// CustomFilter builds the "custom field = value" condition over people p, or refuses the value.
type CustomFilter func(fieldID int64, value string) (string, []any, error)

// AgeBands are the bands of the list filter, youngest first.
var AgeBands = []struct {
	Label  string
	Lo, Hi int
}{{"0-12", 0, 12}, {"13-17", 13, 17}, {"18-29", 18, 29}, {"30-49", 30, 49}, {"50-64", 50, 64}, {"65+", 65, 200}}

// StatusOnly says the list is the whole church by status, with no search or filter.
func (q ListQuery) StatusOnly() bool {
	return strings.TrimSpace(q.Q) == "" && q.MembershipTypeID == 0 && q.GroupID == 0 && q.ServiceUnitID == 0 &&
		q.HouseholdID == 0 && q.HouseFellowshipID == 0 && q.Gender == "" && q.AgeBand == "" && q.CustomFieldID == 0
}

// Check refuses what the listing would refuse, with its messages.
func (q ListQuery) Check(now time.Time, custom CustomFilter) error {
	if _, _, err := q.Where(now, custom); err != nil {
		return err
	}
	_, err := q.OrderBy()
	return err
}

func invalid(msg string) error { return fault.E(fault.Invalid, msg) }
