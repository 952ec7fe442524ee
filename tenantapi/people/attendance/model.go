// Package attendance is check-in attendance (docs/people-api.md "Attendance"): the church's
// recurring services, one session per service and date with the people present and a count of
// guests, and the weekly dates generator of the attendance pages (spec §3, §9).
package attendance

import (
	"regexp"
	"strings"
	"time"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
)

// MaxServiceName bounds a service's name.
const MaxServiceName = 100

// MaxAttendees bounds the people one service date records (a service can be larger than the
// person kit's 1000 per call).
const MaxAttendees = 10000

var (
	errServiceNotFound = fault.E(fault.NotFound, "Service not found")
	errSessionNotFound = fault.E(fault.NotFound, "No attendance for this service and date")
	errServiceInUse    = fault.E(fault.Conflict, "This service has attendance records")
	errFutureDate      = fault.E(fault.Invalid, "Attendance cannot be recorded for a future date")
	errWeeklyType      = fault.E(fault.Invalid, "Type must be startYear, endYear or other")
)

// ChurchService is a recurring service attendance is taken at.
type ChurchService struct {
	ID        int64  `json:"id"`
	Name      string `json:"name"`
	DayOfWeek string `json:"dayOfWeek"`
	StartTime string `json:"startTime"`
}

// ServiceList answers attendance/services/list, by name.
type ServiceList struct {
	Items []ChurchService `json:"items"`
}

// SessionSummary is one service date's attendance.
type SessionSummary struct {
	ServiceID int64  `json:"serviceId"`
	Service   string `json:"service"`
	Date      string `json:"date"`
	Present   int64  `json:"present"`
	Guests    int64  `json:"guests"`
	Total     int64  `json:"total"`
}

// SessionDetail is one service date with the people present.
type SessionDetail struct {
	ServiceID int64      `json:"serviceId"`
	Service   string     `json:"service"`
	Date      string     `json:"date"`
	Guests    int64      `json:"guests"`
	People    []Attendee `json:"people"`
}

// Attendee is one person present. It keeps the wire shape of the people list's short form (the
// console reads id and fullName); contact details and photo are not read here and stay empty.
type Attendee struct {
	ID       int64  `json:"id"`
	FullName string `json:"fullName"`
	Email    string `json:"email"`
	Mobile   string `json:"mobile"`
	Status   string `json:"status" enum:"active,inactive"`
	HasPhoto bool   `json:"hasPhoto"`
	PhotoURL string `json:"photoUrl"`
}

// Deleted answers the delete calls: an empty object.
type Deleted struct{}

// Week is one Sunday-to-Saturday week of the generator.
type Week struct {
	Week      int    `json:"week"`
	StartDate string `json:"startDate"`
	EndDate   string `json:"endDate"`
	Label     string `json:"label"`
}

// WeeklyDates answers weekly-dates: the years (numbers) for startYear and endYear, the weeks for
// other. The field name is the spec's.
type WeeklyDates struct {
	ReturnedRecords any `json:"ReturnedRecords"`
}

// Variants names ReturnedRecords' two shapes for the OpenAPI document.
func (WeeklyDates) Variants() map[string][]any {
	return map[string][]any{"ReturnedRecords": {[]int{}, []Week{}}}
}

// Requests. Flat structs (only ClientContext embedded): the console reads "Field id must be a
// number", not a Go type name.

// serviceRequest adds a service (ID unused) or changes the fields sent of one.
type serviceRequest struct {
	httpx.ClientContext
	ID        int64             `json:"id"`
	Name      httpx.Opt[string] `json:"name"`
	DayOfWeek httpx.Opt[string] `json:"dayOfWeek"`
	StartTime httpx.Opt[string] `json:"startTime"`
}

func (r *serviceRequest) Validate() (err error) {
	if r.Name.Set {
		if r.Name.V, err = serviceName(r.Name.V); err != nil {
			return err
		}
	}
	if r.DayOfWeek.Set {
		r.DayOfWeek.V = strings.ToLower(strings.TrimSpace(r.DayOfWeek.V))
		if !weekdays[r.DayOfWeek.V] {
			return fault.E(fault.Invalid, "Day must be a day of the week")
		}
	}
	if r.StartTime.Set && !validClock(r.StartTime.V) {
		return fault.E(fault.Invalid, "Start time must look like 09:30")
	}
	return nil
}

func serviceName(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", fault.E(fault.Invalid, "Name is required")
	}
	if person.TooLong(s, MaxServiceName) {
		return "", fault.E(fault.Invalid, "Name must be at most 100 characters")
	}
	return s, nil
}

var weekdays = map[string]bool{"": true, "sunday": true, "monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true, "saturday": true}

var clockRule = regexp.MustCompile(`^([01][0-9]|2[0-3]):[0-5][0-9]$`)

func validClock(s string) bool { return s == "" || clockRule.MatchString(s) }

type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

type listRequest struct {
	httpx.ClientContext
	ServiceID int64  `json:"serviceId"`
	From      string `json:"from"`
	To        string `json:"to"`
	httpx.Paging
	from, to *string
}

func (r *listRequest) Validate() (err error) {
	if r.from, err = optDate(r.From, "From"); err != nil {
		return err
	}
	r.to, err = optDate(r.To, "To")
	return err
}

// sessionRequest names one service date (get, delete). PersonIDs and Guests are accepted and
// unused, as the three session calls share one body.
type sessionRequest struct {
	httpx.ClientContext
	ServiceID int64   `json:"serviceId"`
	Date      string  `json:"date"`
	PersonIDs []int64 `json:"personIds"`
	Guests    int     `json:"guests"`
}

func (r *sessionRequest) Validate() (err error) {
	r.Date, err = sessionDate(r.Date)
	return err
}

// recordRequest replaces a service date's list of people and its guests.
type recordRequest struct {
	httpx.ClientContext
	ServiceID int64   `json:"serviceId"`
	Date      string  `json:"date"`
	PersonIDs []int64 `json:"personIds"`
	Guests    int     `json:"guests"`
}

func (r *recordRequest) Validate() (err error) {
	if r.Date, err = sessionDate(r.Date); err != nil {
		return err
	}
	if r.Guests < 0 || r.Guests > 100000 {
		return fault.E(fault.Invalid, "Guests must be 0 or more")
	}
	if len(r.PersonIDs) > MaxAttendees {
		return fault.E(fault.Invalid, "At most 10000 people per service")
	}
	return nil
}

// sessionDate is a required date, normalised to 2006-01-02 (the service refuses future ones).
func sessionDate(s string) (string, error) {
	d, err := optDate(s, "Date")
	if err != nil {
		return "", err
	}
	if d == nil {
		return "", fault.E(fault.Invalid, "Date is required")
	}
	return *d, nil
}

func optDate(s, label string) (*string, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	t, err := time.Parse("2006-01-02", strings.TrimSpace(s))
	if err != nil {
		return nil, fault.E(fault.Invalid, label+" must be a date like 2025-05-04")
	}
	v := t.Format("2006-01-02")
	return &v, nil
}

type weeklyDatesRequest struct {
	httpx.ClientContext
	Type      string `json:"type"`
	StartYear int    `json:"startYear"`
	EndYear   int    `json:"endYear"`
}

// Validate checks what needs no clock; the service checks the years against this year.
func (r weeklyDatesRequest) Validate() error {
	switch r.Type {
	case "startYear", "endYear":
	case "other":
		if r.StartYear == 0 || r.EndYear == 0 {
			return fault.E(fault.Invalid, "Start year and end year are required")
		}
		if r.EndYear < r.StartYear {
			return fault.E(fault.Invalid, "End year must not be before start year")
		}
	default:
		return errWeeklyType
	}
	return nil
}

// weeklyMessages are the success messages of weekly-dates by request type.
var weeklyMessages = map[string]string{"startYear": "Start years", "endYear": "End years", "other": "Weekly dates"}
