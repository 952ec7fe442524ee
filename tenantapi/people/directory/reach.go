package directory

import (
	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// Reach is how a person is reached (communications, docs/communications-api.md): their full name,
// mobile (E.164), lower-case e-mail, and whether they are live (not merged away) and active.
type Reach struct {
	ID     int64
	Name   string
	Mobile string
	Email  string
	Live   bool
	Active bool
}

// Reach answers each of ids the church has (merged and deactivated people included, marked).
func (Directory) Reach(tx *gorm.DB, ids []int64) (map[int64]Reach, error) {
	out := map[int64]Reach{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []Reach
	if err := tx.Raw(`SELECT id, trim(first_name || ' ' || last_name) AS name, mobile, lower(email) AS email,
			merged_into_id IS NULL AS live, is_active AS active
		FROM people WHERE id = ANY (?::bigint[])`, db.Int64Array(ids)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.ID] = r
	}
	return out, nil
}

// NamesByAddress answers, for each address that is a live person's mobile or (lower-case) e-mail,
// that person's id and full name.
func (Directory) NamesByAddress(tx *gorm.DB, addrs []string) (map[string]Reach, error) {
	out := map[string]Reach{}
	if len(addrs) == 0 {
		return out, nil
	}
	var rows []struct {
		Address string
		Reach
	}
	if err := tx.Raw(`SELECT a.address, p.id, trim(p.first_name || ' ' || p.last_name) AS name, p.mobile, lower(p.email) AS email,
			true AS live, p.is_active AS active
		FROM unnest(?::text[]) AS a(address)
		JOIN people p ON p.merged_into_id IS NULL AND (p.mobile = a.address OR (p.email <> '' AND lower(p.email) = a.address))`,
		textArray(addrs)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.Address] = r.Reach
	}
	return out, nil
}

// textArray is a PostgreSQL text[] literal of ss, one parameter.
func textArray(ss []string) string {
	b := []byte{'{'}
	for i, s := range ss {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		for _, c := range []byte(s) {
			if c == '"' || c == '\\' {
				b = append(b, '\\')
			}
			b = append(b, c)
		}
		b = append(b, '"')
	}
	return string(append(b, '}'))
}
