package audit

import (
	"encoding/json"
	"iter"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// Item is one audit row as the console shows it.
type Item struct {
	ID         int64     `json:"id"`
	OccurredAt time.Time `json:"occurredAt"`
	PersonID   *int64    `json:"personId"`
	// PersonName is the actor's name as the people domain has it now (Name fills it), "" for none.
	PersonName string          `json:"personName"`
	Actor      string          `json:"actor"`
	Event      string          `json:"event"`
	Outcome    string          `json:"outcome" enum:"success,failure"`
	IP         string          `json:"ip"`
	UserAgent  string          `json:"userAgent"`
	Details    json.RawMessage `json:"details"`
}

// People names the trail's actors and finds them by name or e-mail: the people table is the people
// domain's (tenantapi/people/directory implements this).
type People interface {
	Names(tx *gorm.DB, ids []int64) (map[int64]string, error)
	Matching(tx *gorm.DB, q string) ([]int64, error)
}

// Query narrows the trail; the zero Query is all of it.
type Query struct {
	PersonID *int64
	Events   []string
	Outcome  string
	From, To time.Time // From inclusive, To exclusive; zero is open
	// Text keeps the entries whose actor or IP contains it, ignoring case, and those by one of
	// Actors (the people whose name or e-mail contains it: People.Matching).
	Text   string
	Actors []int64
}

func (q Query) where() (string, []any) {
	conds, args := []string{"TRUE"}, []any{}
	add := func(cond string, a ...any) {
		conds = append(conds, cond)
		args = append(args, a...)
	}
	if q.PersonID != nil {
		add("person_id = ?", *q.PersonID)
	}
	if len(q.Events) > 0 {
		add("event IN ?", q.Events)
	}
	if q.Outcome != "" {
		add("outcome = ?", q.Outcome)
	}
	if !q.From.IsZero() {
		add("occurred_at >= ?", q.From)
	}
	if !q.To.IsZero() {
		add("occurred_at < ?", q.To)
	}
	if q.Text != "" {
		like := "%" + escapeLike(q.Text) + "%"
		add("(actor ILIKE ? OR ip ILIKE ? OR person_id = ANY (?::bigint[]))", like, like, db.Int64Array(q.Actors))
	}
	return strings.Join(conds, " AND "), args
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

const itemCols = `id, occurred_at, person_id, actor, event, outcome, ip, user_agent, details`

const newestFirst = ` ORDER BY occurred_at DESC, id DESC`

// Count counts the items q matches.
func Count(tx *gorm.DB, q Query) (int64, error) {
	var n int64
	where, args := q.where()
	err := tx.Raw(`SELECT count(*) FROM audit_log WHERE `+where, args...).Scan(&n).Error
	return n, err
}

// Items reads a page of the items q matches, newest first.
func Items(tx *gorm.DB, q Query, limit, offset int) ([]Item, error) {
	items := []Item{}
	where, args := q.where()
	err := tx.Raw(`SELECT `+itemCols+` FROM audit_log WHERE `+where+newestFirst+` LIMIT ? OFFSET ?`,
		append(args, limit, offset)...).Scan(&items).Error
	return items, err
}

// ActorIDs are the people behind the items q matches (to name them before a Cursor runs).
func ActorIDs(tx *gorm.DB, q Query) ([]int64, error) {
	ids := []int64{}
	where, args := q.where()
	err := tx.Raw(`SELECT DISTINCT person_id FROM audit_log WHERE person_id IS NOT NULL AND `+where, args...).Scan(&ids).Error
	return ids, err
}

// Cursor runs the query for the items q matches, newest first, and hands them out as the caller
// ranges over the answer (once), named from names: a failing query is reported before any item is.
func Cursor(tx *gorm.DB, q Query, names map[int64]string) (iter.Seq2[Item, error], error) {
	where, args := q.where()
	rows, err := tx.Raw(`SELECT `+itemCols+` FROM audit_log WHERE `+where+newestFirst, args...).Rows()
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
			if it.PersonID != nil {
				it.PersonName = names[*it.PersonID]
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

// Name fills the items' PersonName in one call to people.
func Name(tx *gorm.DB, people People, items []Item) error {
	var ids []int64
	for _, it := range items {
		if it.PersonID != nil {
			ids = append(ids, *it.PersonID)
		}
	}
	names, err := people.Names(tx, ids)
	if err != nil {
		return err
	}
	for i, it := range items {
		if it.PersonID != nil {
			items[i].PersonName = names[*it.PersonID]
		}
	}
	return nil
}

// Recent returns a person's latest audit items (the view-administrator page), without their name.
func Recent(tx *gorm.DB, personID int64, n int) ([]Item, error) {
	items := []Item{}
	err := tx.Raw(`SELECT `+itemCols+` FROM audit_log WHERE person_id = ?`+newestFirst+` LIMIT ?`, personID, n).Scan(&items).Error
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

// Latest is when the newest audit item was written (nil: the trail is empty).
func Latest(tx *gorm.DB) (*time.Time, error) {
	var row struct{ T *time.Time }
	err := tx.Raw(`SELECT max(occurred_at) AS t FROM audit_log`).Scan(&row).Error
	return row.T, err
}
