package consent

import (
	"encoding/json"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/people/directory"
)

// The SQL of the consent list: the only file of the package that names tables.

// knownPerson is id when it names a person of the church (merged ones too), else 0: the row's
// person_id is then NULL rather than a foreign-key failure.
func knownPerson(tx *gorm.DB, id int64) (int64, error) {
	if id <= 0 {
		return 0, nil
	}
	names, err := directory.Directory{}.Names(tx, []int64{id})
	if _, ok := names[id]; !ok || err != nil {
		return 0, err
	}
	return id, nil
}

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
		VALUES (?, ?, NULLIF(?::bigint, 0), ?, ?::jsonb) ON CONFLICT (channel, address) DO NOTHING RETURNING id`,
		channel, addr, personID, method, proof).Scan(&ids).Error; err != nil {
		return false, err
	}
	if len(ids) > 0 {
		return true, nil
	}
	return false, tx.Exec(`UPDATE do_not_contact SET person_id = NULLIF(?::bigint, 0)
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
		VALUES (?, ?, NULLIF(?::bigint, 0), ?, ?, ?::jsonb)`, channel, addr, personID, action, method, proof).Error
}

// blockRow is a list row.
type blockRow struct {
	ID        int64
	Channel   string
	Address   string
	PersonID  *int64
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

const blockSelect = `SELECT d.id, d.channel, d.address, d.person_id, d.method, d.proof::text AS proof, d.created_at
	FROM do_not_contact d`

func (r blockRow) block() Block {
	return Block{ID: r.ID, Channel: r.Channel, Address: r.Address, PersonID: r.PersonID, Method: r.Method,
		Proof: json.RawMessage(r.Proof), CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339)}
}

// named fills each block's Name: the person listed, else the live person with that mobile or
// e-mail (from the directory).
func named(tx *gorm.DB, bs []Block) error {
	var ids []int64
	var addrs []string
	for _, b := range bs {
		if b.PersonID != nil {
			ids = append(ids, *b.PersonID)
		} else if b.Channel != Push {
			addrs = append(addrs, b.Address)
		}
	}
	dir := directory.Directory{}
	names, err := dir.Names(tx, ids)
	if err != nil {
		return err
	}
	byAddr, err := dir.NamesByAddress(tx, addrs)
	if err != nil {
		return err
	}
	for i, b := range bs {
		if b.PersonID != nil {
			bs[i].Name = names[*b.PersonID]
		} else if r, ok := byAddr[b.Address]; ok && b.Channel != Push {
			if (b.Channel == Email) == (r.Email == b.Address) {
				bs[i].Name = r.Name
			}
		}
	}
	return nil
}

// Blocks is one page of the list, newest first: of a channel, and matching a search word (in the
// address, or the name or e-mail of the person listed or reached at the address).
func Blocks(tx *gorm.DB, channel, search string, limit, offset int) ([]Block, int64, error) {
	where, args := []string{"true"}, []any{}
	if channel != "" {
		where, args = append(where, "d.channel = ?"), append(args, channel)
	}
	if search != "" {
		dir := directory.Directory{}
		ids, err := dir.Matching(tx, search)
		if err != nil {
			return nil, 0, err
		}
		reach, err := dir.Reach(tx, ids)
		if err != nil {
			return nil, 0, err
		}
		addrs := make([]string, 0, 2*len(reach))
		for _, r := range reach {
			for _, a := range []string{r.Mobile, r.Email} {
				if a != "" {
					addrs = append(addrs, a)
				}
			}
		}
		where = append(where, `(d.address LIKE ? OR d.person_id = ANY(?::bigint[]) OR d.address = ANY(?::text[]))`)
		args = append(args, "%"+escapeLike(strings.ToLower(search))+"%", db.Int64Array(ids), textArray(addrs))
	}
	w := strings.Join(where, " AND ")
	var rows []blockRow
	if err := tx.Raw(`SELECT x.*, count(*) OVER () AS total FROM (`+blockSelect+` WHERE `+w+`) x
		ORDER BY x.created_at DESC, x.id DESC LIMIT ? OFFSET ?`, append(args, limit, offset)...).Scan(&rows).Error; err != nil {
		return nil, 0, err
	}
	items := make([]Block, 0, len(rows))
	var total int64
	for _, r := range rows {
		items, total = append(items, r.block()), r.Total
	}
	if len(rows) == 0 && offset > 0 {
		if err := tx.Raw(`SELECT count(*) FROM do_not_contact d WHERE `+w, args...).Scan(&total).Error; err != nil {
			return nil, 0, err
		}
	}
	return items, total, named(tx, items)
}

func BlockBy(tx *gorm.DB, where string, args ...any) (*Block, error) {
	var rows []blockRow
	if err := tx.Raw(blockSelect+` WHERE `+where, args...).Scan(&rows).Error; err != nil || len(rows) == 0 {
		return nil, err
	}
	bs := []Block{rows[0].block()}
	if err := named(tx, bs); err != nil {
		return nil, err
	}
	return &bs[0], nil
}

func Events(tx *gorm.DB, addrs []string, personID int64) ([]Event, error) {
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

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}
