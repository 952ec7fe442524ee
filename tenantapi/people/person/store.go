package person

import (
	"database/sql"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"gorm.io/gorm"

	"congregate/internal/platform/fault"
)

// ErrNotFound is the answer for a person the church does not have (or who was merged away).
var ErrNotFound = fault.E(fault.NotFound, "Person not found")

// RequireLive checks id names a live (not merged) person of the church: every sub-domain that
// hangs something on a person asks this first, so another church's id answers 404.
func RequireLive(tx *gorm.DB, id int64) error {
	var n int64
	if err := tx.Raw(`SELECT count(*) FROM people WHERE id = ? AND merged_into_id IS NULL`, id).Scan(&n).Error; err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}

// MaxPeoplePerCall bounds the people one call adds or removes.
const MaxPeoplePerCall = 1000

// RequireLiveAll checks every id names a live person of the church (at least one, at most
// MaxPeoplePerCall).
func RequireLiveAll(tx *gorm.DB, ids []int64) error {
	if len(ids) == 0 {
		return fault.E(fault.Invalid, "Choose at least one person")
	}
	if len(ids) > MaxPeoplePerCall {
		return fault.E(fault.Invalid, "At most 1000 people at a time")
	}
	var n int64
	if err := tx.Raw(`SELECT count(DISTINCT id) FROM people WHERE id IN ? AND merged_into_id IS NULL`, ids).Scan(&n).Error; err != nil {
		return err
	}
	if n != int64(len(Distinct(ids))) {
		return ErrNotFound
	}
	return nil
}

// Distinct drops repeated ids, keeping the first of each.
func Distinct(ids []int64) []int64 {
	seen := map[int64]bool{}
	out := ids[:0:0]
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// LikeEscape escapes a typed search for a LIKE pattern.
func LikeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// NameFilter adds a case-insensitive substring filter on a name column to a WHERE clause.
func NameFilter(where string, args []any, col, q string) (string, []any) {
	q = strings.TrimSpace(q)
	if q == "" {
		return where, args
	}
	return where + " AND lower(" + col + ") LIKE ?", append(args, "%"+LikeEscape(strings.ToLower(q))+"%")
}

// FoldedText is a one-line name or title: spaces folded, required, at most max characters.
func FoldedText(s string, max int, msgRequired, msgTooLong string) (string, error) {
	s = strings.Join(strings.Fields(s), " ")
	switch {
	case s == "":
		return "", fault.E(fault.Invalid, msgRequired)
	case TooLong(s, max):
		return "", fault.E(fault.Invalid, msgTooLong)
	}
	return s, nil
}

// TooLong reports text over n characters.
func TooLong(s string, n int) bool { return utf8.RuneCountInString(s) > n }

// RecordSelect is the column list of a Record (scanned into a Row): FROM people p plus
// RecordJoins. Lookups are scalar subqueries rather than joins: a page has at most 200 rows, and
// seven joined relations cost the planner more (10-20 ms measured) than the whole execution.
const RecordSelect = `p.id, p.title_id, COALESCE((SELECT name FROM titles WHERE id = p.title_id), '') AS title,
	p.salutation_id, COALESCE((SELECT name FROM salutations WHERE id = p.salutation_id), '') AS salutation,
	p.first_name, p.middle_name, p.last_name, p.email, p.mobile, p.gender, p.birth_date, p.wedding_date, p.marital_status,
	p.membership_type_id, COALESCE((SELECT name FROM membership_types WHERE id = p.membership_type_id), '') AS membership_type,
	p.envelope_id, p.address, p.city, p.state, p.postal_code, p.country, p.occupation, p.join_date, p.house_fellowship_id,
	COALESCE((SELECT name FROM house_fellowships WHERE id = p.house_fellowship_id), '') AS house_fellowship,
	hh.household_id, COALESCE(hh.household_name, '') AS household_name, COALESCE(hh.relationship, '') AS relationship,
	p.is_active, p.password_hash <> '' AS has_login,
	(SELECT (extract(epoch FROM ph.updated_at) * 1000)::bigint FROM person_photos ph WHERE ph.person_id = p.id) AS photo_version,
	p.created_at, p.updated_at, p.custom`

// RecordJoins is the household a Record names.
const RecordJoins = `LEFT JOIN LATERAL (SELECT hm.household_id, h.name AS household_name, hm.relationship
	FROM household_members hm JOIN households h ON h.id = hm.household_id WHERE hm.person_id = p.id) hh ON true`

// Load reads one live (not merged) person's record, or ErrNotFound.
func Load(tx *gorm.DB, id int64, now time.Time) (*Record, error) {
	var rows []Row
	if err := tx.Raw(`SELECT `+RecordSelect+` FROM people p `+RecordJoins+` WHERE p.id = ? AND p.merged_into_id IS NULL`, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, ErrNotFound
	}
	p := rows[0].Record(now)
	return &p, nil
}

// Summaries reads the short forms of people by id (merged ones too: a duplicate pair names both).
func Summaries(tx *gorm.DB, ids []int64, now time.Time) (map[int64]Summary, error) {
	out := map[int64]Summary{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []Row
	if err := tx.Raw(`SELECT `+RecordSelect+` FROM people p `+RecordJoins+` WHERE p.id IN ?`, ids).Scan(&rows).Error; err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.ID] = r.Record(now).Summary()
	}
	return out, nil
}

// ScanListRows reads the rows of a list statement, "total" followed by RecordSelect's columns (in
// Row's field order), without gorm's reflection: the list is the API's hottest read, and gorm's
// per-field scan was a fifth of its CPU. A page-less answer (the count's row alone, its record
// columns NULL) reads as a Row with ID 0.
func ScanListRows(rows *sql.Rows) ([]Row, error) {
	cols, err := rows.Columns()
	if err != nil {
		return nil, err
	}
	if len(cols) != 36 {
		return nil, fmt.Errorf("people list: %d columns, want total and the 35 of RecordSelect", len(cols))
	}
	var out []Row
	for rows.Next() {
		var r Row
		if err := rows.Scan(orZero(&r.Total), orZero(&r.ID), &r.TitleID, orZero(&r.Title), &r.SalutationID, orZero(&r.Salutation),
			orZero(&r.FirstName), orZero(&r.MiddleName), orZero(&r.LastName), orZero(&r.Email), orZero(&r.Mobile), orZero(&r.Gender),
			&r.BirthDate, &r.WeddingDate, orZero(&r.MaritalStatus), &r.MembershipTypeID, orZero(&r.MembershipType),
			orZero(&r.EnvelopeID), orZero(&r.Address), orZero(&r.City), orZero(&r.State), orZero(&r.PostalCode), orZero(&r.Country),
			orZero(&r.Occupation), &r.JoinDate, &r.HouseFellowshipID, orZero(&r.HouseFellowship), &r.HouseholdID,
			orZero(&r.HouseholdName), orZero(&r.Relationship), orZero(&r.IsActive), orZero(&r.HasLogin), &r.PhotoVersion,
			orZero(&r.CreatedAt), orZero(&r.UpdatedAt), &r.Custom); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// zeroScanner scans a column into *dst, NULL as T's zero value.
type zeroScanner[T any] struct{ dst *T }

func orZero[T any](dst *T) zeroScanner[T] { return zeroScanner[T]{dst} }

func (z zeroScanner[T]) Scan(v any) error {
	var n sql.Null[T]
	if err := n.Scan(v); err != nil {
		return err
	}
	*z.dst = n.V
	return nil
}
