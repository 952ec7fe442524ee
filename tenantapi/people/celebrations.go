package people

import (
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

type celebrationsRequest struct {
	httpx.ClientContext
	Kind   string `json:"kind"`
	Period string `json:"period"`
	Year   int    `json:"year"`
	Month  int    `json:"month"`
	Week   int    `json:"week"`
	Paging
}

// Celebration is a birthday or wedding anniversary falling in the requested period.
type Celebration struct {
	PersonID   int64  `json:"personId"`
	FullName   string `json:"fullName"`
	FirstName  string `json:"-"`
	MiddleName string `json:"-"`
	LastName   string `json:"-"`
	Email      string `json:"email"`
	Mobile     string `json:"mobile"`
	Kind       string `json:"kind"`
	Date       string `json:"date"`
	Day        string `json:"day"`
	Years      int    `json:"years"`
	HasPhoto   bool   `json:"hasPhoto"`
	PhotoURL   string `json:"photoUrl"`
	PhotoVer   *int64 `json:"-"`
}

// period resolves the request to the first and last day (inclusive).
func (r celebrationsRequest) period(now time.Time) (time.Time, time.Time, error) {
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

// Celebrations is POST /api/people/celebrations (spec "celebration listing").
func (h Handler) Celebrations(c *gin.Context, req celebrationsRequest) {
	from, to, err := req.period(h.now())
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	kinds := map[string][]string{"": {"birthday", "wedding"}, "all": {"birthday", "wedding"}, "birthday": {"birthday"}, "wedding": {"wedding"}}[req.Kind]
	if kinds == nil {
		httpx.Fail(c, invalid("Kind must be birthday, wedding or all"))
		return
	}
	p, err := req.Paging.Resolve(50)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out PageOf[Celebration]
	err = h.run(c, func(tx *gorm.DB) error {
		// The anniversary "day" is the date moved into each year the period touches (a week can
		// straddle New Year); 29 February falls on 28 February in other years (make_date clamps
		// through the least() below).
		sql := `(SELECT p.id AS person_id, p.first_name, p.middle_name, p.last_name, p.email, p.mobile, k.kind, k.d AS date,
				make_date(y.y, extract(month FROM k.d)::int, least(extract(day FROM k.d)::int,
					extract(day FROM (make_date(y.y, extract(month FROM k.d)::int, 1) + interval '1 month - 1 day'))::int)) AS day,
				(SELECT (extract(epoch FROM ph.updated_at) * 1000)::bigint FROM person_photos ph WHERE ph.person_id = p.id) AS photo_ver
			FROM people p
			CROSS JOIN LATERAL (VALUES ('birthday', p.birth_date), ('wedding', p.wedding_date)) AS k(kind, d)
			CROSS JOIN (SELECT DISTINCT extract(year FROM g)::int AS y FROM generate_series(?::date, ?::date, interval '1 day') g) y
			WHERE p.is_active AND p.merged_into_id IS NULL AND k.d IS NOT NULL AND k.kind IN ?) c`
		where := "c.day BETWEEN ? AND ?"
		args := []any{from.Format("2006-01-02"), to.Format("2006-01-02"), kinds, from.Format("2006-01-02"), to.Format("2006-01-02")}
		var err error
		out, err = paged[Celebration](tx, `c.person_id, c.first_name, c.middle_name, c.last_name, c.email, c.mobile, c.kind,
			to_char(c.date, 'YYYY-MM-DD') AS date, to_char(c.day, 'YYYY-MM-DD') AS day,
			(extract(year FROM c.day) - extract(year FROM c.date))::int AS years, c.photo_ver`,
			sql, where, args, "c.day, lower(c.last_name), lower(c.first_name), c.person_id, c.kind", p)
		return err
	})
	for i := range out.Items {
		it := &out.Items[i]
		it.FullName = fullName(it.FirstName, it.MiddleName, it.LastName)
		it.HasPhoto, it.PhotoURL = it.PhotoVer != nil, photoURL(it.PersonID, it.PhotoVer)
	}
	respond(c, err, "Celebrations", out)
}
