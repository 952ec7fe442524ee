// Package kit is what the children's ministry packages share, gin-free (check-in's core and a
// future import use it): who acts (for the audit trail), the church's today, the date rule and the
// audit events (children.<thing>.<verb>, docs/children-api.md).
package kit

import (
	"context"
	"strings"
	"time"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
)

// Audit events of children's ministry.
const (
	EventCategoryAdd        = "children.category.add"
	EventCategoryRename     = "children.category.rename"
	EventCategoryReposition = "children.category.reposition"
	EventCategoryDelete     = "children.category.delete"
	EventClassroomAdd       = "children.classroom.add"
	EventClassroomUpdate    = "children.classroom.update"
	EventClassroomActive    = "children.classroom.active"
	EventClassroomDelete    = "children.classroom.delete"
	EventAllergyAdd         = "children.allergy.add"
	EventAllergyRename      = "children.allergy.rename"
	EventAllergyReposition  = "children.allergy.reposition"
	EventAllergyDelete      = "children.allergy.delete"
	EventChildAdd           = "children.child.add"
	EventChildUpdate        = "children.child.update"
	EventChildDelete        = "children.child.delete"
	EventNoteAdd            = "children.note.add"
	EventNoteDelete         = "children.note.delete"
	EventPickupAdd          = "children.pickup.add"
	EventPickupUpdate       = "children.pickup.update"
	EventPickupDelete       = "children.pickup.delete"
	EventTeacherAdd         = "children.teacher.add"
	EventTeacherEdit        = "children.teacher.edit"
	EventTeacherDelete      = "children.teacher.delete"
	EventSettingsUpdate     = "children.settings.update"
)

// Actor is who makes a change: their person id (nil for the system) and the audit entry builder
// of their request (kitapi.Actor in a handler).
type Actor struct {
	ID    *int64
	Entry func(event string, details map[string]any) audit.Entry
}

// Audit is the actor's entry for an event; an actor without a builder writes a system entry.
func (a Actor) Audit(event string, details map[string]any) audit.Entry {
	if a.Entry == nil {
		return audit.Entry{PersonID: a.ID, Event: event, Success: true, Details: details}
	}
	return a.Entry(event, details)
}

// Today is the church's date now (its time zone setting).
func Today(ctx context.Context, c clock.Clock) string {
	tz := ""
	if ch, ok := tenancy.Lookup(ctx); ok {
		tz = ch.TimeZone()
	}
	if tz == "" {
		tz = "America/Chicago" // the organisation settings' default
	}
	loc, err := time.LoadLocation(tz)
	if err != nil {
		loc = time.UTC
	}
	return c.Now().In(loc).Format("2006-01-02")
}

// MsgDate is the contract's one message for a date that is not YYYY-MM-DD.
const MsgDate = "Enter the date as YYYY-MM-DD"

// Date reads an optional YYYY-MM-DD date: "" is nil.
func Date(s string) (*string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	t, err := time.Parse("2006-01-02", s)
	if err != nil || t.Year() < 1900 || t.Year() > 2200 {
		return nil, fault.E(fault.Invalid, MsgDate)
	}
	d := t.Format("2006-01-02")
	return &d, nil
}

// IDs drops repeated and non-positive ids, keeping the order.
func IDs(ids []int64) []int64 {
	seen := map[int64]bool{}
	out := []int64{}
	for _, id := range ids {
		if id > 0 && !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// SameSet says ids is every one of all, each once (a reposition's order).
func SameSet(all, ids []int64) bool {
	if len(all) != len(ids) {
		return false
	}
	seen := make(map[int64]bool, len(all))
	for _, id := range all {
		seen[id] = true
	}
	for _, id := range ids {
		if !seen[id] {
			return false
		}
		delete(seen, id)
	}
	return true
}
