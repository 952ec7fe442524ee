package kit

import (
	"gorm.io/gorm"

	"congregate/internal/platform/fault"
	"congregate/tenantapi/audit"
)

// Ordered is one of the church's ordered name lists (classroom categories, food allergy types):
// an entry is added at the end, renamed, put in a new order with every id once, and deleted while
// nothing uses it. The owning package describes its table in its store.go; the calls below are
// the rules and run inside the caller's transaction.
type Ordered struct {
	// Table has id, name and position; Uses counts what uses entry t (the table's alias), answered
	// as the column UsesAs of the item type (e.g. "child_count").
	Table, Uses, UsesAs string
	// IDKey names the entry's id in the audit details (e.g. "allergyTypeId").
	IDKey string
	// NotFound answers an id the church does not have; InUse a delete of an entry in use;
	// MsgOrder a reposition that is not every id once.
	NotFound, InUse error
	MsgOrder        string
	// The audit events of add, rename, reposition and delete.
	EventAdd, EventRename, EventReposition, EventDelete string
}

// OrderedList is every entry in the church's order.
func OrderedList[T any](tx *gorm.DB, o Ordered) ([]T, error) {
	return orderedList[T](tx, o)
}

// OrderedAdd adds an entry at the end of the order.
func OrderedAdd[T any](tx *gorm.DB, o Ordered, a Actor, name string) (*T, error) {
	id, err := orderedInsert(tx, o, name)
	if err != nil {
		return nil, err
	}
	out, err := orderedLoad[T](tx, o, id)
	if err != nil {
		return nil, err
	}
	return out, audit.Write(tx, a.Audit(o.EventAdd, map[string]any{o.IDKey: id, "name": name}))
}

// OrderedRename renames an entry.
func OrderedRename[T any](tx *gorm.DB, o Ordered, a Actor, id int64, name string) (*T, error) {
	before, err := orderedName(tx, o, id)
	if err != nil {
		return nil, err
	}
	if err := orderedRename(tx, o, id, name); err != nil {
		return nil, err
	}
	out, err := orderedLoad[T](tx, o, id)
	if err != nil {
		return nil, err
	}
	return out, audit.Write(tx, a.Audit(o.EventRename, map[string]any{o.IDKey: id, "from": before, "to": name}))
}

// OrderedReposition puts every entry in the order of ids (each once) and answers the new list.
func OrderedReposition[T any](tx *gorm.DB, o Ordered, a Actor, ids []int64) ([]T, error) {
	all, err := orderedIDs(tx, o)
	if err != nil {
		return nil, err
	}
	if !SameSet(all, ids) {
		return nil, fault.E(fault.Invalid, o.MsgOrder)
	}
	if err := orderedReposition(tx, o, ids); err != nil {
		return nil, err
	}
	out, err := orderedList[T](tx, o)
	if err != nil {
		return nil, err
	}
	return out, audit.Write(tx, a.Audit(o.EventReposition, map[string]any{"ids": ids}))
}

// OrderedDelete deletes an entry nothing uses (the row is locked first, so a use added meanwhile
// waits or is seen).
func OrderedDelete(tx *gorm.DB, o Ordered, a Actor, id int64) error {
	name, uses, err := orderedLock(tx, o, id)
	if err != nil {
		return err
	}
	if uses > 0 {
		return o.InUse
	}
	if err := orderedRemove(tx, o, id); err != nil {
		return err
	}
	return audit.Write(tx, a.Audit(o.EventDelete, map[string]any{o.IDKey: id, "name": name}))
}

// OrderedRequire answers the list's NotFound when the church has no entry id.
func OrderedRequire(tx *gorm.DB, o Ordered, id int64) error {
	_, err := orderedName(tx, o, id)
	return err
}

// OrderedLock locks entry id until the transaction ends (a delete of it waits), or answers the
// list's NotFound.
func OrderedLock(tx *gorm.DB, o Ordered, id int64) error {
	_, _, err := orderedLock(tx, o, id)
	return err
}
