package celebrations

import (
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/people/person"
)

// The SQL of celebrations: the only file of the package that names tables.

type celebrationRow struct {
	PersonID                        int64
	FirstName, MiddleName, LastName string
	Email, Mobile, Kind, Date, Day  string
	Years                           int
	PhotoVer                        *int64
}

// celebrations is one page of the birthdays and anniversaries of active people whose day falls
// between from and to (inclusive), by day, then name.
func celebrations(tx *gorm.DB, from, to time.Time, kinds []string, limit, offset int) ([]Celebration, int64, error) {
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
	f, t := from.Format("2006-01-02"), to.Format("2006-01-02")
	rows, total, err := db.Page[celebrationRow](tx, `c.person_id, c.first_name, c.middle_name, c.last_name, c.email, c.mobile, c.kind,
		to_char(c.date, 'YYYY-MM-DD') AS date, to_char(c.day, 'YYYY-MM-DD') AS day,
		(extract(year FROM c.day) - extract(year FROM c.date))::int AS years, c.photo_ver`,
		sql, "c.day BETWEEN ? AND ?", []any{f, t, kinds, f, t}, "c.day, lower(c.last_name), lower(c.first_name), c.person_id, c.kind", limit, offset)
	items := make([]Celebration, 0, len(rows))
	for _, r := range rows {
		items = append(items, Celebration{PersonID: r.PersonID, FullName: person.FullName(r.FirstName, r.MiddleName, r.LastName),
			Email: r.Email, Mobile: r.Mobile, Kind: r.Kind, Date: r.Date, Day: r.Day, Years: r.Years,
			HasPhoto: r.PhotoVer != nil, PhotoURL: person.PhotoURL(r.PersonID, r.PhotoVer)})
	}
	return items, total, err
}
