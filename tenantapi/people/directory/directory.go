// Package directory is how other domains read and change people: the people table is the people
// domain's alone (tenantapi/owners_test.go), so dashboard, profile and organisation call this.
package directory

import (
	"errors"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

// Directory is how other domains read and change people: the people table is the people domain's
// alone (tenantapi/owners_test.go). Every method takes the caller's church-bound transaction, so
// the caller's work and the read or change stay one transaction.
type Directory struct{}

// Self is what a signed-in person sees and changes of their own record.
type Self struct {
	ID             int64
	FirstName      string
	LastName       string
	Email          string
	Mobile         string
	RecordsPerPage int
	TwoFactor      bool
}

// ErrNotFound answers a person who is not in the church.
var ErrNotFound = httpx.E(httpx.KindNotFound, "Person not found")

// Self reads one person; lock holds the row until the transaction ends (a read before a change).
func (Directory) Self(tx *gorm.DB, id int64, lock bool) (Self, error) {
	q := `SELECT id, first_name, last_name, email, mobile, records_per_page, two_factor_enabled AS two_factor FROM people WHERE id = ?`
	if lock {
		q += ` FOR UPDATE`
	}
	var rows []Self
	if err := tx.Raw(q, id).Scan(&rows).Error; err != nil {
		return Self{}, err
	}
	if len(rows) == 0 {
		return Self{}, ErrNotFound
	}
	return rows[0], nil
}

// SetContact changes a person's names, e-mail and mobile (already checked by this package's rules);
// an e-mail or mobile that is another person's answers 409 with the spec's message.
func (Directory) SetContact(tx *gorm.DB, s Self) error {
	err := tx.Exec(`UPDATE people SET first_name = ?, last_name = ?, email = ?, mobile = ?, updated_at = now() WHERE id = ?`,
		s.FirstName, s.LastName, s.Email, s.Mobile, s.ID).Error
	var pg *pgconn.PgError
	if errors.As(err, &pg) {
		switch pg.ConstraintName {
		case "people_email_key":
			return httpx.E(httpx.KindConflict, "An account with this email already exists")
		case "people_mobile_key":
			return httpx.E(httpx.KindConflict, "An account with this mobile number already exists")
		}
	}
	return err
}

// Count is one bar of a breakdown.
type Count struct {
	Label string `json:"label"`
	Count int64  `json:"count"`
}

// Month is the number of active people at the end of a month (YYYY-MM).
type Month struct {
	Month string `json:"month"`
	Count int64  `json:"count"`
}

// Figures are the church's people figures of the dashboard.
type Figures struct {
	Total, NewLast30Days, ActiveAdmins int64
	Gender, AgeBands                   []Count
	Growth                             []Month // the last six months, oldest first
}

// Figures counts the active people: totals, by gender, by age band and month by month.
func (Directory) Figures(tx *gorm.DB, now time.Time) (Figures, error) {
	f := Figures{Gender: []Count{}, AgeBands: []Count{}, Growth: []Month{}}
	if err := tx.Raw(`SELECT count(*) FILTER (WHERE is_active),
			count(*) FILTER (WHERE is_active AND created_at > ?::timestamptz - interval '30 days'),
			count(*) FILTER (WHERE is_active AND admin_access)
		FROM people`, now).Row().Scan(&f.Total, &f.NewLast30Days, &f.ActiveAdmins); err != nil {
		return f, err
	}
	if err := tx.Raw(`SELECT CASE gender WHEN 'male' THEN 'Male' WHEN 'female' THEN 'Female' ELSE 'Not recorded' END AS label,
		count(*) AS count FROM people WHERE is_active GROUP BY 1 ORDER BY 2 DESC`).Scan(&f.Gender).Error; err != nil {
		return f, err
	}
	if err := tx.Raw(`WITH a AS (SELECT date_part('year', age(birth_date)) AS y FROM people WHERE is_active)
		SELECT label, count(a.y) AS count FROM (VALUES (1, '0-12', 0, 12), (2, '13-17', 13, 17), (3, '18-29', 18, 29),
			(4, '30-49', 30, 49), (5, '50-64', 50, 64), (6, '65+', 65, 200)) AS b(o, label, lo, hi)
		LEFT JOIN a ON a.y BETWEEN b.lo AND b.hi GROUP BY b.o, label ORDER BY b.o`).Scan(&f.AgeBands).Error; err != nil {
		return f, err
	}
	start := now.UTC().AddDate(0, -5, 0)
	err := tx.Raw(`SELECT to_char(m, 'YYYY-MM') AS month,
			(SELECT count(*) FROM people WHERE is_active AND created_at < m + interval '1 month') AS count
		FROM generate_series(date_trunc('month', ?::timestamptz), date_trunc('month', ?::timestamptz), interval '1 month') AS m
		ORDER BY m`, start, now).Scan(&f.Growth).Error
	return f, err
}
