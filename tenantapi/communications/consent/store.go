package consent

import (
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
