package consent

import (
	"encoding/json"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// The SQL of the consent list: the only file of the package that names tables.

// personRef is a person id when it names a person of the church, else NULL.
const personRef = `(SELECT id FROM people WHERE id = NULLIF(?::bigint, 0))`

func blocked(tx *gorm.DB, channel string, addrs []string, ids []int64) (map[string]bool, map[int64]bool, error) {
	var rows []struct {
		Address  string
		PersonID *int64
	}
	if err := tx.Raw(`SELECT address, person_id FROM do_not_contact
		WHERE channel = ? AND (address = ANY(?::text[]) OR person_id = ANY(?::bigint[]))`,
		channel, textArray(addrs), db.Int64Array(ids)).Scan(&rows).Error; err != nil {
		return nil, nil, err
	}
	a, p := map[string]bool{}, map[int64]bool{}
	for _, r := range rows {
		a[r.Address] = true
		if r.PersonID != nil {
			p[*r.PersonID] = true
		}
	}
	return a, p, nil
}

// insertBlock adds the row; on the list already, it links the person when the row had none.
func insertBlock(tx *gorm.DB, channel, addr string, personID int64, method, proof string) (bool, error) {
	var ids []int64
	if err := tx.Raw(`INSERT INTO do_not_contact (channel, address, person_id, method, proof)
		VALUES (?, ?, `+personRef+`, ?, ?::jsonb) ON CONFLICT (channel, address) DO NOTHING RETURNING id`,
		channel, addr, personID, method, proof).Scan(&ids).Error; err != nil {
		return false, err
	}
	if len(ids) > 0 {
		return true, nil
	}
	return false, tx.Exec(`UPDATE do_not_contact SET person_id = `+personRef+`
		WHERE channel = ? AND address = ? AND person_id IS NULL`, personID, channel, addr).Error
}

type removedRow struct {
	Address  string
	PersonID *int64
}

func deleteBlocks(tx *gorm.DB, channel, addr string, personID int64) ([]removedRow, error) {
	var rows []removedRow
	err := tx.Raw(`DELETE FROM do_not_contact WHERE channel = ? AND (address = ? OR (?::bigint <> 0 AND person_id = ?))
		RETURNING address, person_id`, channel, addr, personID, personID).Scan(&rows).Error
	return rows, err
}

func insertEvent(tx *gorm.DB, channel, addr string, personID int64, action, method, proof string) error {
	return tx.Exec(`INSERT INTO consent_events (channel, address, person_id, action, method, proof)
		VALUES (?, ?, `+personRef+`, ?, ?, ?::jsonb)`, channel, addr, personID, action, method, proof).Error
}

// blockRow is a list row with its person's name.
type blockRow struct {
	ID        int64
	Channel   string
	Address   string
	PersonID  *int64
	FirstName string
	LastName  string
	Method    string
	Proof     string
	CreatedAt time.Time
	Total     int64
}

// textArray is a PostgreSQL text[] literal of ss (each element quoted).
func textArray(ss []string) string {
	b := []byte{'{'}
	for i, s := range ss {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		for _, r := range []byte(s) {
			if r == '"' || r == '\\' {
				b = append(b, '\\')
			}
			b = append(b, r)
		}
		b = append(b, '"')
	}
	return string(append(b, '}'))
}

// blockSelect reads list rows with a name: the person listed, else the one person of the
// directory with that mobile or e-mail.
const blockSelect = `SELECT d.id, d.channel, d.address, d.person_id, d.method, d.proof::text AS proof, d.created_at,
		COALESCE(p.first_name, a.first_name, '') AS first_name, COALESCE(p.last_name, a.last_name, '') AS last_name
	FROM do_not_contact d
	LEFT JOIN people p ON p.id = d.person_id
	LEFT JOIN LATERAL (SELECT q.first_name, q.last_name FROM people q
		WHERE d.person_id IS NULL AND q.merged_into_id IS NULL
		  AND ((d.channel IN ('text', 'voice') AND q.mobile = d.address) OR (d.channel = 'email' AND lower(q.email) = d.address))
		ORDER BY q.id LIMIT 1) a ON true`

func (r blockRow) block() Block {
	return Block{ID: r.ID, Channel: r.Channel, Address: r.Address, PersonID: r.PersonID, Name: strings.TrimSpace(r.FirstName + " " + r.LastName),
		Method: r.Method, Proof: json.RawMessage(r.Proof), CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339)}
}

func blocks(tx *gorm.DB, channel, search string, limit, offset int) ([]Block, int64, error) {
	where, args := []string{"true"}, []any{}
	if channel != "" {
		where, args = append(where, "x.channel = ?"), append(args, channel)
	}
	if search != "" {
		like := "%" + escapeLike(strings.ToLower(search)) + "%"
		where = append(where, `(x.address LIKE ? OR lower(x.first_name || ' ' || x.last_name) LIKE ?)`)
		args = append(args, like, like)
	}
	w := strings.Join(where, " AND ")
	var rows []blockRow
	if err := tx.Raw(`SELECT x.*, count(*) OVER () AS total FROM (`+blockSelect+`) x WHERE `+w+`
		ORDER BY x.created_at DESC, x.id DESC LIMIT ? OFFSET ?`, append(args, limit, offset)...).Scan(&rows).Error; err != nil {
		return nil, 0, err
	}
	items := make([]Block, 0, len(rows))
	var total int64
	for _, r := range rows {
		items, total = append(items, r.block()), r.Total
	}
	if len(rows) == 0 && offset > 0 {
		if err := tx.Raw(`SELECT count(*) FROM (`+blockSelect+`) x WHERE `+w, args...).Scan(&total).Error; err != nil {
			return nil, 0, err
		}
	}
	return items, total, nil
}

func blockBy(tx *gorm.DB, where string, args ...any) (*Block, error) {
	var rows []blockRow
	if err := tx.Raw(blockSelect+` WHERE `+where, args...).Scan(&rows).Error; err != nil || len(rows) == 0 {
		return nil, err
	}
	b := rows[0].block()
	return &b, nil
}

func events(tx *gorm.DB, addrs []string, personID int64) ([]Event, error) {
	var rows []struct {
		Channel   string
		Address   string
		PersonID  *int64
		Action    string
		Method    string
		Proof     string
		CreatedAt time.Time
	}
	if err := tx.Raw(`SELECT channel, address, person_id, action, method, proof::text AS proof, created_at FROM consent_events
		WHERE address = ANY(?::text[]) OR (?::bigint <> 0 AND person_id = ?)
		ORDER BY created_at DESC, id DESC LIMIT 500`, textArray(addrs), personID, personID).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]Event, 0, len(rows))
	for _, r := range rows {
		out = append(out, Event{Channel: r.Channel, Address: r.Address, PersonID: r.PersonID, Action: r.Action, Method: r.Method,
			Proof: json.RawMessage(r.Proof), CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339)})
	}
	return out, nil
}

// personContact is a live person's name, mobile and e-mail.
type personContact struct {
	FirstName, LastName, Mobile, Email string
}

func loadPerson(tx *gorm.DB, id int64) (*personContact, error) {
	var rows []personContact
	if err := tx.Raw(`SELECT first_name, last_name, mobile, lower(email) AS email FROM people WHERE id = ? AND merged_into_id IS NULL`, id).
		Scan(&rows).Error; err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}
