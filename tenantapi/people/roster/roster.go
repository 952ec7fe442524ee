// Package roster is the shape "the people of a thing" shares (a group's users, a service unit's
// members, a house fellowship's members): a page of the thing's members with the people search's
// word rule, adding and removing people by their ids in one statement, and the member count a list
// of things shows. The thing's package says where the members are kept (a membership Table or a
// Column of people) and how a missing thing answers; it links no HTTP framework.
package roster

import (
	"gorm.io/gorm"

	"congregate/tenantapi/people/person"
)

// Roster is the members of one kind of thing.
type Roster struct {
	// Of keeps the members: a membership Table or a Column of people.
	Of Store
	// Exists answers the thing's not-found error for an id the church does not have, so a call
	// with another church's id answers 404 before anything is read or written.
	Exists func(tx *gorm.DB, id int64) error
	// LiveOnRemove makes a remove name live people only, as an add does (a house fellowship's
	// members; a group's remove ignores ids that are not members).
	LiveOnRemove bool
}

// Added answers an add: how many people became members (people already members are left as
// they are).
type Added struct {
	Added int64 `json:"added"`
}

// Removed answers a remove: how many members left.
type Removed struct {
	Removed int64 `json:"removed"`
}

// Page is one page of the live members of the thing id whose name, e-mail or phone matches every
// word of q, with their full names.
func (r Roster) Page(tx *gorm.DB, id int64, q string, limit, offset int) ([]person.Member, int64, error) {
	if err := r.Exists(tx, id); err != nil {
		return nil, 0, err
	}
	items, total, err := r.Of.page(tx, id, q, limit, offset)
	return person.Named(items), total, err
}

// Add makes the people members of the thing id, with extra as the membership's one more value (a
// group role, a service unit position; unused by a Column). Every id must be a live person of the
// church: one that is not answers "Person not found" and nobody is added.
func (r Roster) Add(tx *gorm.DB, id int64, ids []int64, extra any) (Added, error) {
	if err := r.Exists(tx, id); err != nil {
		return Added{}, err
	}
	if err := person.RequireLiveAll(tx, ids); err != nil {
		return Added{}, err
	}
	n, err := r.Of.add(tx, id, ids, extra)
	return Added{n}, err
}

// Remove takes the people out of the thing id.
func (r Roster) Remove(tx *gorm.DB, id int64, ids []int64) (Removed, error) {
	if err := r.Exists(tx, id); err != nil {
		return Removed{}, err
	}
	if r.LiveOnRemove {
		if err := person.RequireLiveAll(tx, ids); err != nil {
			return Removed{}, err
		}
	}
	n, err := r.Of.remove(tx, id, ids)
	return Removed{n}, err
}
