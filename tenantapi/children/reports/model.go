// Package reports is children's ministry's dashboard and reporting over check-ins (issue 15,
// docs/children-api.md): attendance by week and by classroom, attendance by classroom and date,
// first-timers, and the children not seen for some weeks.
package reports

import (
	"time"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

const msgDate = "Enter the date as YYYY-MM-DD"

// Week is one week's attendance (weeks start on Sunday).
type Week struct {
	WeekOf   string `json:"weekOf"`
	Checkins int64  `json:"checkins"`
	Children int64  `json:"children"`
}

// RoomTotal is a classroom's check-ins over the dashboard's weeks.
type RoomTotal struct {
	ClassroomID   *int64 `json:"classroomId"`
	ClassroomName string `json:"classroomName"`
	Checkins      int64  `json:"checkins"`
}

// Dashboard answers reports/dashboard.
type Dashboard struct {
	From        string      `json:"from"`
	To          string      `json:"to"`
	Weeks       []Week      `json:"weeks"`
	ByClassroom []RoomTotal `json:"byClassroom"`
	Children    int64       `json:"children"`
	FirstTimers int64       `json:"firstTimers"`
}

// Attendance is one classroom's check-ins on one service day.
type Attendance struct {
	ServiceOn     string `json:"serviceOn"`
	ClassroomID   *int64 `json:"classroomId"`
	ClassroomName string `json:"classroomName"`
	Checkins      int64  `json:"checkins"`
}

// ChildSeen is a child with the day of its first or last check-in.
type ChildSeen struct {
	ChildID int64   `json:"childId"`
	Name    string  `json:"name"`
	On      *string `json:"on"`
	// WeeksAgo is how long ago On was (not-seen); null when never checked in.
	WeeksAgo *int `json:"weeksAgo"`
}

// DashboardRequest asks for the last weeks' attendance (default 8).
type DashboardRequest struct {
	httpx.ClientContext
	Weeks int `json:"weeks"`
}

// Validate bounds the weeks.
func (r *DashboardRequest) Validate() error {
	if r.Weeks == 0 {
		r.Weeks = 8
	}
	if r.Weeks < 1 || r.Weeks > 104 {
		return fault.E(fault.Invalid, "Weeks is 1 to 104")
	}
	return nil
}

// RangeRequest is a page of a report over dates (both optional) and a classroom (optional).
type RangeRequest struct {
	httpx.ClientContext
	httpx.Paging
	From        string `json:"from"`
	To          string `json:"to"`
	ClassroomID *int64 `json:"classroomId"`
}

// Validate checks the dates.
func (r *RangeRequest) Validate() error {
	for _, d := range []string{r.From, r.To} {
		if d == "" {
			continue
		}
		if _, err := time.Parse("2006-01-02", d); err != nil {
			return fault.E(fault.Invalid, msgDate)
		}
	}
	if r.From != "" && r.To != "" && r.From > r.To {
		return fault.E(fault.Invalid, "The start date must not be after the end date")
	}
	return nil
}

// NotSeenRequest is a page of the children not checked in for weeks (default: the settings').
type NotSeenRequest struct {
	httpx.ClientContext
	httpx.Paging
	Weeks int `json:"weeks"`
}

// Validate bounds the weeks.
func (r *NotSeenRequest) Validate() error {
	if r.Weeks < 0 || r.Weeks > 104 {
		return fault.E(fault.Invalid, "Weeks is 1 to 104")
	}
	return nil
}

// schemaPackage names this package's types in the OpenAPI document: giving has a reports package too.
const schemaPackage = "childrenreports"

// SchemaPackage names the type in the OpenAPI document.
func (Week) SchemaPackage() string { return schemaPackage }

// SchemaPackage names the type in the OpenAPI document.
func (RoomTotal) SchemaPackage() string { return schemaPackage }

// SchemaPackage names the type in the OpenAPI document.
func (Dashboard) SchemaPackage() string { return schemaPackage }

// SchemaPackage names the type in the OpenAPI document.
func (Attendance) SchemaPackage() string { return schemaPackage }

// SchemaPackage names the type in the OpenAPI document.
func (ChildSeen) SchemaPackage() string { return schemaPackage }

// SchemaPackage names the type in the OpenAPI document.
func (DashboardRequest) SchemaPackage() string { return schemaPackage }

// SchemaPackage names the type in the OpenAPI document.
func (RangeRequest) SchemaPackage() string { return schemaPackage }

// SchemaPackage names the type in the OpenAPI document.
func (NotSeenRequest) SchemaPackage() string { return schemaPackage }
