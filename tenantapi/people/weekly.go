package people

import (
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

type weeklyDatesRequest struct {
	httpx.ClientContext
	Type      string `json:"type"`
	StartYear int    `json:"startYear"`
	EndYear   int    `json:"endYear"`
}

// Week is one Sunday-to-Saturday week of the generator.
type Week struct {
	Week      int    `json:"week"`
	StartDate string `json:"startDate"`
	EndDate   string `json:"endDate"`
	Label     string `json:"label"`
}

// WeeklyDates is POST /api/people/weekly-dates, the spec's weekly dates generator (§3, §9): the
// start-year list, the end-year list, or the weeks between two years.
func (h Handler) WeeklyDates(c *gin.Context, req weeklyDatesRequest) {
	this := h.now().Year()
	switch req.Type {
	case "startYear":
		var first int
		err := h.run(c, func(tx *gorm.DB) error {
			return tx.Raw(`SELECT COALESCE(least((SELECT extract(year FROM min(service_date))::int FROM attendance_sessions),
				(SELECT extract(year FROM min(created_at))::int FROM people)), ?)`, this).Scan(&first).Error
		})
		if err != nil {
			httpx.Fail(c, err)
			return
		}
		first = max(min(first, this-5), this-20)
		httpx.OK(c, "Start years", gin.H{"ReturnedRecords": years(first, this)})
	case "endYear":
		start := req.StartYear
		if start == 0 {
			start = this
		}
		if start < this-50 || start > this+1 {
			httpx.Fail(c, invalid("Start year is not valid"))
			return
		}
		httpx.OK(c, "End years", gin.H{"ReturnedRecords": years(start, this+1)})
	case "other":
		if req.StartYear == 0 || req.EndYear == 0 {
			httpx.Fail(c, invalid("Start year and end year are required"))
			return
		}
		if req.EndYear < req.StartYear {
			httpx.Fail(c, invalid("End year must not be before start year"))
			return
		}
		if req.StartYear < this-50 || req.EndYear > this+5 || req.EndYear-req.StartYear > 10 {
			httpx.Fail(c, invalid("Choose at most 10 years between 50 years ago and 5 years ahead"))
			return
		}
		httpx.OK(c, "Weekly dates", gin.H{"ReturnedRecords": weeks(req.StartYear, req.EndYear)})
	default:
		httpx.Fail(c, invalid("Type must be startYear, endYear or other"))
	}
}

func years(from, to int) []int {
	out := []int{}
	for y := from; y <= to; y++ {
		out = append(out, y)
	}
	return out
}

// weeks lists the Sunday-to-Saturday weeks that end in the years from..to; week 1 of a year is the
// week holding 1 January.
func weeks(from, to int) []Week {
	out := []Week{}
	for y := from; y <= to; y++ {
		jan1 := time.Date(y, 1, 1, 0, 0, 0, 0, time.UTC)
		start := jan1.AddDate(0, 0, -int(jan1.Weekday()))
		for n := 1; start.Year() <= y; n++ {
			end := start.AddDate(0, 0, 6)
			out = append(out, Week{Week: n, StartDate: start.Format("2006-01-02"), EndDate: end.Format("2006-01-02"),
				Label: start.Format("Mon Jan 2, 2006") + " - " + end.Format("Mon Jan 2, 2006")})
			start = start.AddDate(0, 0, 7)
			if start.Year() > y {
				break
			}
		}
	}
	return out
}
