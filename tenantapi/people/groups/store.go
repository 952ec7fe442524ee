package groups

import (
	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/people/person"
	"congregate/tenantapi/people/roster"
)

// The SQL of groups and service units: the only file of the package that names tables.

var (
	groupMembers = roster.Table{Name: "group_members", Owner: "group_id", Extra: "role", Cols: "m.role, m.joined_at"}
	unitMembers  = roster.Table{Name: "service_unit_members", Owner: "service_unit_id", Extra: "position_id",
		Cols:  "m.position_id, COALESCE(pos.name, '') AS position, m.joined_at",
		Joins: "LEFT JOIN positions pos ON pos.id = m.position_id", Order: "pos.position NULLS LAST"}
)

// kind is groups or service units: a table of named things with a description, aliased.
type kind struct {
	table, alias, cols string
	missing            error
}

var (
	groups = kind{"groups", "g", `g.id, g.name, g.description, g.created_at, ` + groupMembers.Count("g.id") + ` AS member_count`, errGroupNotFound}
	units  = kind{"service_units", "u", `u.id, u.name, u.description, ` + unitMembers.Count("u.id") + ` AS member_count`, errUnitNotFound}
)

func (k kind) from() string { return k.table + " " + k.alias }

// list is one page of the kind's things whose name contains q, by name.
func list[T any](tx *gorm.DB, k kind, q string, limit, offset int) ([]T, int64, error) {
	where, args := person.NameFilter("true", nil, k.alias+".name", q)
	return db.Page[T](tx, k.cols, k.from(), where, args, "lower("+k.alias+".name), "+k.alias+".id", limit, offset)
}

func load[T any](tx *gorm.DB, k kind, id int64) (*T, error) {
	return db.One[T](tx, k.cols, k.from(), k.alias+".id", id, k.missing)
}

// exists answers the kind's not-found error for an id the church does not have.
func (k kind) exists(tx *gorm.DB, id int64) error {
	_, err := db.One[struct{ ID int64 }](tx, "id", k.table, "id", id, k.missing)
	return err
}

func insert(tx *gorm.DB, k kind, name, description string) (int64, error) {
	return db.Insert(tx, k.table, []db.Column{{Name: "name", Value: name}, {Name: "description", Value: description}})
}

// update sets the name and description sent.
func update(tx *gorm.DB, k kind, r nameDescRequest) error {
	var cols []db.Column
	if r.Name.Set {
		cols = append(cols, db.Column{Name: "name", Value: r.Name.V})
	}
	if r.Description.Set {
		cols = append(cols, db.Column{Name: "description", Value: r.Description.V})
	}
	return db.Update(tx, k.table, r.ID, cols, k.missing)
}

// remove deletes a thing; its memberships go with it.
func remove(tx *gorm.DB, k kind, id int64) error {
	return db.Delete(tx, k.table, id, k.missing)
}

// setPosition gives a member of a unit a position (nil: none); found is false for a non-member.
func setPosition(tx *gorm.DB, unitID, personID int64, positionID *int64) (found bool, err error) {
	res := tx.Exec(`UPDATE service_unit_members SET position_id = ? WHERE service_unit_id = ? AND person_id = ?`, positionID, unitID, personID)
	return res.RowsAffected > 0, res.Error
}
