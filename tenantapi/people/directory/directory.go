// Package directory is how other domains read and change people: the people table is the people
// domain's alone (tenantapi/owners_test.go), so dashboard, profile and organisation call this.
package directory

import (
	"errors"
	"sort"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"gorm.io/gorm"

	"congregate/internal/platform/fault"
	"congregate/tenantapi/people/figures"
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
var ErrNotFound = fault.E(fault.NotFound, "Person not found")

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
			return fault.E(fault.Conflict, "An account with this email already exists")
		case "people_mobile_key":
			return fault.E(fault.Conflict, "An account with this mobile number already exists")
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

// Figures counts the active people: totals, by gender (the largest first), by age band and month by
// month. The breakdowns are the people dashboard's (people/figures), so the two dashboards agree.
func (Directory) Figures(tx *gorm.DB, now time.Time) (Figures, error) {
	f := Figures{Gender: []Count{}, AgeBands: []Count{}, Growth: []Month{}}
	if err := tx.Raw(`SELECT count(*) FILTER (WHERE is_active),
			count(*) FILTER (WHERE is_active AND created_at > ?::timestamptz - interval '30 days'),
			count(*) FILTER (WHERE is_active AND admin_access)
		FROM people`, now).Row().Scan(&f.Total, &f.NewLast30Days, &f.ActiveAdmins); err != nil {
		return f, err
	}
	gender, err := figures.Gender(tx)
	if err != nil {
		return f, err
	}
	for _, g := range gender {
		f.Gender = append(f.Gender, Count(g))
	}
	sort.SliceStable(f.Gender, func(i, j int) bool { return f.Gender[i].Count > f.Gender[j].Count })
	bands, err := figures.AgeBands(tx, now)
	if err != nil {
		return f, err
	}
	for _, b := range bands {
		if b.Label != figures.UnknownAge {
			f.AgeBands = append(f.AgeBands, Count(b))
		}
	}
	growth, err := figures.Growth(tx, now, 6)
	for _, g := range growth {
		f.Growth = append(f.Growth, Month{Month: g.Month, Count: g.Total})
	}
	return f, err
}

// Headcount is the church's live people and, of them, those who may use the console (the
// operators' church figures).
func (Directory) Headcount(tx *gorm.DB) (people, users int64, err error) {
	var row struct{ People, Users int64 }
	err = tx.Raw(`SELECT count(*) AS people, count(*) FILTER (WHERE admin_access) AS users FROM people
		WHERE is_active AND merged_into_id IS NULL`).Scan(&row).Error
	return row.People, row.Users, err
}
