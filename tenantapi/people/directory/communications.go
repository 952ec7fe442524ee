package directory

import (
	"gorm.io/gorm"
)

// Texter is the person a phone number belongs to, for an inbound text.
type Texter struct {
	ID        int64
	FirstName string
	LastName  string
}

// ByMobile finds the live person whose mobile is the E.164 number; ok false when nobody has it.
func (Directory) ByMobile(tx *gorm.DB, e164 string) (p Texter, ok bool, err error) {
	if e164 == "" {
		return Texter{}, false, nil
	}
	var rows []Texter
	err = tx.Raw(`SELECT id, first_name, last_name FROM people WHERE mobile = ? AND merged_into_id IS NULL LIMIT 1`, e164).Scan(&rows).Error
	if err != nil || len(rows) == 0 {
		return Texter{}, false, err
	}
	return rows[0], true, nil
}

// Celebrant is a person with a birthday or wedding anniversary on a day.
type Celebrant struct {
	ID        int64
	FirstName string
	LastName  string
	Mobile    string
	Email     string
}

// Celebrating are the active people whose birthday (kind "birthday") or wedding anniversary
// ("wedding") falls on month/day; leap29 adds those born (or married) on 29 February, for the
// 28th of a year without one.
func (Directory) Celebrating(tx *gorm.DB, kind string, month, day int, leap29 bool) ([]Celebrant, error) {
	col := "birth_date"
	if kind == "wedding" {
		col = "wedding_date"
	}
	q := `SELECT id, first_name, last_name, mobile, email FROM people
		WHERE merged_into_id IS NULL AND is_active AND ` + col + ` IS NOT NULL
		  AND ((extract(month FROM ` + col + `) = ? AND extract(day FROM ` + col + `) = ?)
		       OR (? AND extract(month FROM ` + col + `) = 2 AND extract(day FROM ` + col + `) = 29))
		ORDER BY id`
	var out []Celebrant
	err := tx.Raw(q, month, day, leap29).Scan(&out).Error
	return out, err
}
