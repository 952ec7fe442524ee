package db

import (
	"fmt"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/fault"
)

// Small statements over one row of a table by id, for the stores of named things (groups, zones,
// services, list entries). Table and column names come from the store's code, never a request.

// Column is one column's new value.
type Column struct {
	Name  string
	Value any
}

// One reads `SELECT cols FROM from WHERE where = id`, or returns missing.
func One[T any](tx *gorm.DB, cols, from, where string, id int64, missing error) (*T, error) {
	var rows []T
	if err := tx.Raw(`SELECT `+cols+` FROM `+from+` WHERE `+where+` = ?`, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, missing
	}
	return &rows[0], nil
}

// Insert adds a row with the columns and returns its id.
func Insert(tx *gorm.DB, table string, cols []Column) (int64, error) {
	names, marks, vals := make([]string, len(cols)), make([]string, len(cols)), make([]any, len(cols))
	for i, c := range cols {
		names[i], marks[i], vals[i] = c.Name, "?", c.Value
	}
	var id int64
	err := tx.Raw(`INSERT INTO `+table+` (`+strings.Join(names, ", ")+`) VALUES (`+strings.Join(marks, ", ")+`) RETURNING id`, vals...).Scan(&id).Error
	return id, err
}

// Update sets columns of the row with the id, or returns missing.
func Update(tx *gorm.DB, table string, id int64, cols []Column, missing error) error {
	sets, args := []string{}, []any{}
	for _, c := range cols {
		sets, args = append(sets, c.Name+" = ?"), append(args, c.Value)
	}
	if len(sets) == 0 {
		sets = append(sets, "id = id")
	}
	res := tx.Exec(`UPDATE `+table+` SET `+strings.Join(sets, ", ")+` WHERE id = ?`, append(args, id)...)
	if res.Error == nil && res.RowsAffected == 0 {
		return missing
	}
	return res.Error
}

// Delete deletes the row with the id, or returns missing.
func Delete(tx *gorm.DB, table string, id int64, missing error) error {
	res := tx.Exec(`DELETE FROM `+table+` WHERE id = ?`, id)
	if res.Error == nil && res.RowsAffected == 0 {
		return missing
	}
	return res.Error
}

// DeleteUnlessUsed deletes the row with the id unless a row of child still points at it through
// fk: missing when there is no such row, inUse while it is referenced. The row is locked first, so
// a child added meanwhile waits for the delete (and then fails on its foreign key).
func DeleteUnlessUsed(tx *gorm.DB, table string, id int64, child, fk string, missing, inUse error) error {
	var ids []int64
	if err := tx.Raw(`SELECT id FROM `+table+` WHERE id = ? FOR UPDATE`, id).Scan(&ids).Error; err != nil {
		return err
	}
	if len(ids) == 0 {
		return missing
	}
	var used bool
	if err := tx.Raw(`SELECT EXISTS (SELECT 1 FROM `+child+` WHERE `+fk+` = ?)`, id).Scan(&used).Error; err != nil {
		return err
	}
	if used {
		return inUse
	}
	return Delete(tx, table, id, missing)
}

// Reposition moves a row of a table ordered by its position column to a 0-based position and
// renumbers the others in one statement.
func Reposition(tx *gorm.DB, table string, id int64, to int, missing error) error {
	var ids []int64
	if err := tx.Raw(fmt.Sprintf(`SELECT id FROM %s ORDER BY position, id FOR UPDATE`, table)).Scan(&ids).Error; err != nil {
		return err
	}
	from := -1
	for i, x := range ids {
		if x == id {
			from = i
		}
	}
	if from < 0 {
		return missing
	}
	if to < 0 || to >= len(ids) {
		return fault.E(fault.Invalid, fmt.Sprintf("newPosition must be between 0 and %d", len(ids)-1))
	}
	ids = append(ids[:from], ids[from+1:]...)
	ids = append(ids[:to], append([]int64{id}, ids[to:]...)...)
	return tx.Exec(fmt.Sprintf(`UPDATE %s t SET position = o.pos - 1 FROM unnest(?::bigint[]) WITH ORDINALITY AS o(id, pos) WHERE t.id = o.id`, table),
		Int64Array(ids)).Error
}

// Int64Array renders ids as a PostgreSQL array literal, so gorm passes one parameter (it would
// expand a Go slice into a list).
func Int64Array(ids []int64) string {
	var b strings.Builder
	b.WriteByte('{')
	for i, id := range ids {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%d", id)
	}
	b.WriteByte('}')
	return b.String()
}
