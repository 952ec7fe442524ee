package roster

import (
	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/people/person"
)

// The SQL of rosters: the statements over a membership table or a column of people whose names
// the thing's store gives.

// Store is where a roster keeps its members: a Table or a Column.
type Store interface {
	// Count is a subquery counting the live members of the thing whose id is the outer query's
	// expression ownerID (for the member count of a list of things).
	Count(ownerID string) string

	page(tx *gorm.DB, id int64, q string, limit, offset int) ([]person.Member, int64, error)
	add(tx *gorm.DB, id int64, ids []int64, extra any) (int64, error)
	remove(tx *gorm.DB, id int64, ids []int64) (int64, error)
}

// byName is the order of a member page after the roster's own.
const byName = "lower(p.last_name), lower(p.first_name), p.id"

// Table is a membership table (aliased m): one row per thing and person, with one more column an
// add sets.
type Table struct {
	// Name is the table, Owner its column naming the thing, Extra the column an add sets.
	Name, Owner, Extra string
	// Cols are the columns a page reads besides the person's, Joins the tables they need, and
	// Order what a page is ordered by before the names ("" for the names only).
	Cols, Joins, Order string
}

// Count implements Store.
func (t Table) Count(ownerID string) string {
	return `(SELECT count(*) FROM ` + t.Name + ` m JOIN people p ON p.id = m.person_id WHERE m.` + t.Owner + ` = ` + ownerID +
		` AND p.merged_into_id IS NULL)`
}

func (t Table) from() string {
	return t.Name + ` m JOIN people p ON p.id = m.person_id ` + t.Joins
}

func (t Table) page(tx *gorm.DB, id int64, q string, limit, offset int) ([]person.Member, int64, error) {
	where, args := person.MemberSearch(`m.`+t.Owner+` = ? AND p.merged_into_id IS NULL`, []any{id}, q)
	order := byName
	if t.Order != "" {
		order = t.Order + ", " + byName
	}
	return db.Page[person.Member](tx, person.MemberCols+", "+t.Cols, t.from(), where, args, order, limit, offset)
}

// Member reads the membership of a person in the thing id, or returns missing.
func (t Table) Member(tx *gorm.DB, id, personID int64, missing error) (*person.Member, error) {
	var ms []person.Member
	if err := tx.Raw(`SELECT `+person.MemberCols+`, `+t.Cols+` FROM `+t.from()+` WHERE m.`+t.Owner+` = ? AND m.person_id = ?`,
		id, personID).Scan(&ms).Error; err != nil {
		return nil, err
	}
	if len(ms) == 0 {
		return nil, missing
	}
	return &person.Named(ms)[0], nil
}

func (t Table) add(tx *gorm.DB, id int64, ids []int64, extra any) (int64, error) {
	res := tx.Exec(`INSERT INTO `+t.Name+` (`+t.Owner+`, person_id, `+t.Extra+`) SELECT ?, id, ? FROM people WHERE id IN ?
		ON CONFLICT DO NOTHING`, id, extra, ids)
	return res.RowsAffected, res.Error
}

func (t Table) remove(tx *gorm.DB, id int64, ids []int64) (int64, error) {
	res := tx.Exec(`DELETE FROM `+t.Name+` WHERE `+t.Owner+` = ? AND person_id IN ?`, id, ids)
	return res.RowsAffected, res.Error
}

// Column is a column of people naming the one thing a person belongs to: adding a person moves
// them from the thing they were in.
type Column string

// Count implements Store.
func (c Column) Count(ownerID string) string {
	return `(SELECT count(*) FROM people p WHERE p.` + string(c) + ` = ` + ownerID + ` AND p.merged_into_id IS NULL)`
}

func (c Column) page(tx *gorm.DB, id int64, q string, limit, offset int) ([]person.Member, int64, error) {
	where, args := person.MemberSearch(`p.`+string(c)+` = ? AND p.merged_into_id IS NULL`, []any{id}, q)
	return db.Page[person.Member](tx, person.MemberCols, "people p", where, args, byName, limit, offset)
}

func (c Column) add(tx *gorm.DB, id int64, ids []int64, _ any) (int64, error) {
	res := tx.Exec(`UPDATE people SET `+string(c)+` = ?, updated_at = now() WHERE id IN ? AND `+string(c)+` IS DISTINCT FROM ?`, id, ids, id)
	return res.RowsAffected, res.Error
}

func (c Column) remove(tx *gorm.DB, id int64, ids []int64) (int64, error) {
	res := tx.Exec(`UPDATE people SET `+string(c)+` = NULL, updated_at = now() WHERE id IN ? AND `+string(c)+` = ?`, ids, id)
	return res.RowsAffected, res.Error
}
