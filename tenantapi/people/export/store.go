package export

import (
	"time"

	"gorm.io/gorm"

	"congregate/tenantapi/people/person"
)

// The SQL of the export: the only file of the package that names tables. where and order are
// the people list's (query.ListQuery), over people p.

func count(tx *gorm.DB, where string, args []any) (int64, error) {
	var total int64
	err := tx.Raw(`SELECT count(*) FROM people p WHERE `+where, args...).Scan(&total).Error
	return total, err
}

// each reads the records in the list's order, one at a time, and hands each to write's next.
func each(tx *gorm.DB, where string, args []any, order string, now time.Time, write func(next nextFunc) error) error {
	rows, err := tx.Raw(`SELECT `+person.RecordSelect+` FROM people p `+person.RecordJoins+` WHERE `+where+` ORDER BY `+order, args...).Rows()
	if err != nil {
		return err
	}
	defer rows.Close()
	return write(func() (*person.Record, error) {
		if !rows.Next() {
			return nil, rows.Err()
		}
		var r person.Row
		if err := tx.ScanRows(rows, &r); err != nil {
			return nil, err
		}
		p := r.Record(now)
		return &p, nil
	})
}
