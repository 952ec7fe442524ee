package audit

import (
	"encoding/json"
	"iter"
	"time"

	"gorm.io/gorm"
)

// Item is one audit row as the console shows it.
type Item struct {
	ID         int64           `json:"id"`
	OccurredAt time.Time       `json:"occurredAt"`
	PersonID   *int64          `json:"personId"`
	PersonName string          `json:"personName"`
	Actor      string          `json:"actor"`
	Event      string          `json:"event"`
	Outcome    string          `json:"outcome"`
	IP         string          `json:"ip"`
	UserAgent  string          `json:"userAgent"`
	Details    json.RawMessage `json:"details"`
}

const itemSelect = `SELECT a.id, a.occurred_at, a.person_id,
	COALESCE(NULLIF(trim(p.first_name || ' ' || p.last_name), ''), '') AS person_name,
	a.actor, a.event, a.outcome, a.ip, a.user_agent, a.details
	FROM audit_log a LEFT JOIN people p ON p.id = a.person_id`

// Where narrows the trail: SQL over audit_log a LEFT JOIN people p, with its arguments.
type Where struct {
	SQL  string
	Args []any
}

// Count counts the items w matches.
func Count(tx *gorm.DB, w Where) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM audit_log a LEFT JOIN people p ON p.id = a.person_id WHERE `+w.SQL, w.Args...).Scan(&n).Error
	return n, err
}

// Items reads a page of the items w matches, newest first.
func Items(tx *gorm.DB, w Where, limit, offset int) ([]Item, error) {
	items := []Item{}
	args := append(append([]any{}, w.Args...), limit, offset)
	err := tx.Raw(itemSelect+` WHERE `+w.SQL+` ORDER BY a.occurred_at DESC, a.id DESC LIMIT ? OFFSET ?`, args...).Scan(&items).Error
	return items, err
}

// Cursor runs the query for the items w matches, newest first, and hands them out as the caller
// ranges over the answer (once): a failing query is reported before any item is.
func Cursor(tx *gorm.DB, w Where) (iter.Seq2[Item, error], error) {
	rows, err := tx.Raw(itemSelect+` WHERE `+w.SQL+` ORDER BY a.occurred_at DESC, a.id DESC`, w.Args...).Rows()
	if err != nil {
		return nil, err
	}
	return func(yield func(Item, error) bool) {
		defer rows.Close()
		for rows.Next() {
			var it Item
			if err := tx.ScanRows(rows, &it); err != nil {
				yield(it, err)
				return
			}
			if !yield(it, nil) {
				return
			}
		}
		if err := rows.Err(); err != nil {
			yield(Item{}, err)
		}
	}, nil
}

// Recent returns a person's latest audit items (the view-administrator page).
func Recent(tx *gorm.DB, personID int64, n int) ([]Item, error) {
	items := []Item{}
	err := tx.Raw(itemSelect+` WHERE a.person_id = ? ORDER BY a.occurred_at DESC, a.id DESC LIMIT ?`, personID, n).Scan(&items).Error
	return items, err
}

// SignIns counts the successful sign-ins since t (a password or PIN, a second factor, a single-use
// link; the sent challenge of a second factor is not one).
func SignIns(tx *gorm.DB, since time.Time) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM audit_log WHERE event IN ('login', 'two_factor', 'token_login')
		AND outcome = 'success' AND occurred_at > ?
		AND NOT (event = 'two_factor' AND details->>'step' = 'challenge sent')`, since).Scan(&n).Error
	return n, err
}
