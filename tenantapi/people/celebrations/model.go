// Package celebrations is the celebration listing (docs/people-api.md "Celebrations"): the
// birthdays and wedding anniversaries of the church's active people that fall in a month or an
// ISO week, with the years each one marks.
package celebrations

import (
	"time"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// Celebration is a birthday or wedding anniversary falling in the requested period.
type Celebration struct {
	PersonID int64  `json:"personId"`
	FullName string `json:"fullName"`
	Email    string `json:"email"`
	Mobile   string `json:"mobile"`
	Kind     string `json:"kind" enum:"birthday,wedding"`
	// Date is the birth or wedding date; Day is its anniversary in the period.
	Date     string `json:"date"`
	Day      string `json:"day"`
	Years    int    `json:"years"`
	HasPhoto bool   `json:"hasPhoto"`
	PhotoURL string `json:"photoUrl"`
}

type listRequest struct {
	httpx.ClientContext
	Kind   string `json:"kind" enum:"birthday,wedding,all"`
	Period string `json:"period" enum:"month,week"`
	Year   int    `json:"year"`
	Month  int    `json:"month"`
	Week   int    `json:"week"`
	httpx.Paging
}

func invalid(msg string) error { return fault.E(fault.Invalid, msg) }

// period resolves the request to the first and last day (inclusive); what is left out is now's.
func (r listRequest) period(now time.Time) (time.Time, time.Time, error) {
	year := r.Year
	if year == 0 {
		year = now.Year()
	}
	if year < 1900 || year > 2200 {
		return time.Time{}, time.Time{}, invalid("Year is not valid")
	}
	switch r.Period {
	case "", "month":
		m := r.Month
		if m == 0 {
			m = int(now.Month())
		}
		if m < 1 || m > 12 {
			return time.Time{}, time.Time{}, invalid("Month must be between 1 and 12")
		}
		from := time.Date(year, time.Month(m), 1, 0, 0, 0, 0, time.UTC)
		return from, from.AddDate(0, 1, -1), nil
	case "week":
		w := r.Week
		if w == 0 {
			_, w = now.ISOWeek()
		}
		// ISO week 1 holds 4 January; weeks start on Monday.
		jan4 := time.Date(year, 1, 4, 0, 0, 0, 0, time.UTC)
		monday := jan4.AddDate(0, 0, -((int(jan4.Weekday()) + 6) % 7))
		from := monday.AddDate(0, 0, 7*(w-1))
		if y, _ := from.ISOWeek(); w < 1 || w > 53 || y != year {
			return time.Time{}, time.Time{}, invalid("Week must be an ISO week of the year")
		}
		return from, from.AddDate(0, 0, 6), nil
	}
	return time.Time{}, time.Time{}, invalid("Period must be month or week")
}

// kinds are the celebration kinds the request asks for.
func (r listRequest) kinds() ([]string, error) {
	switch r.Kind {
	case "", "all":
		return []string{"birthday", "wedding"}, nil
	case "birthday", "wedding":
		return []string{r.Kind}, nil
	}
	return nil, invalid("Kind must be birthday, wedding or all")
}
