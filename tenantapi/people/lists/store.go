package lists

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// The SQL of the named and saved lists: the only file of the package that names tables.

// table is where a kind's items live and what holds them.
type table struct {
	name string
	// usedBy and column are the table and column that hold the items' ids.
	usedBy, column string
	// settings is the people_settings column that may name an item as the church's default.
	settings string
}

var tables = map[string]table{
	"membership-types": {name: "membership_types", usedBy: "people", column: "membership_type_id", settings: "default_membership_type_id"},
	"titles":           {name: "titles", usedBy: "people", column: "title_id"},
	"salutations":      {name: "salutations", usedBy: "people", column: "salutation_id"},
	"positions":        {name: "positions", usedBy: "service_unit_members", column: "position_id"},
}

func tableOf(k Kind) table { return tables[k.Path] }

// itemsWhere reads the items matching where, each with its count of live holders: one grouped
// count joined to the list, no query per item.
func itemsWhere(tx *gorm.DB, k Kind, where string, args ...any) ([]Item, error) {
	t := tableOf(k)
	live := ""
	if t.usedBy == "people" {
		live = "AND merged_into_id IS NULL"
	}
	out := []Item{}
	q := fmt.Sprintf(`SELECT l.id, l.name, l.position, COALESCE(u.n, 0) AS member_count FROM %s l
		LEFT JOIN (SELECT %s AS id, count(*) AS n FROM %s WHERE %s IS NOT NULL %s GROUP BY 1) u ON u.id = l.id
		WHERE %s ORDER BY l.position, l.id`, t.name, t.column, t.usedBy, t.column, live, where)
	err := tx.Raw(q, args...).Scan(&out).Error
	return out, err
}

func items(tx *gorm.DB, k Kind) ([]Item, error) { return itemsWhere(tx, k, "true") }

func loadItem(tx *gorm.DB, k Kind, id int64) (*Item, error) {
	found, err := itemsWhere(tx, k, "l.id = ?", id)
	if err != nil {
		return nil, err
	}
	if len(found) == 0 {
		return nil, k.notFound()
	}
	return &found[0], nil
}

// insertItem appends an item after the last.
func insertItem(tx *gorm.DB, k Kind, name string) (int64, error) {
	t := tableOf(k)
	var id int64
	err := tx.Raw(fmt.Sprintf(`INSERT INTO %s (name, position) SELECT ?, COALESCE(max(position) + 1, 0) FROM %s RETURNING id`, t.name, t.name), name).
		Scan(&id).Error
	return id, err
}

func renameItem(tx *gorm.DB, k Kind, id int64, name string) error {
	return db.Update(tx, tableOf(k).name, id, []db.Column{{Name: "name", Value: name}}, k.notFound())
}

// lockItems locks the whole list and answers its ids.
func lockItems(tx *gorm.DB, k Kind) ([]int64, error) {
	var ids []int64
	err := tx.Raw(fmt.Sprintf(`SELECT id FROM %s ORDER BY id FOR UPDATE`, tableOf(k).name)).Scan(&ids).Error
	return ids, err
}

// holders counts the rows holding an item.
func holders(tx *gorm.DB, k Kind, id int64) (int64, error) {
	t := tableOf(k)
	var n int64
	err := tx.Raw(fmt.Sprintf(`SELECT count(*) FROM %s WHERE %s = ?`, t.usedBy, t.column), id).Scan(&n).Error
	return n, err
}

// moveHolders gives an item's holders another item, or none (to nil).
func moveHolders(tx *gorm.DB, k Kind, from int64, to *int64) error {
	t := tableOf(k)
	return tx.Exec(fmt.Sprintf(`UPDATE %s SET %s = ? WHERE %s = ?`, t.usedBy, t.column, t.column), to, from).Error
}

// moveDefault moves the church's default off an item, for the kinds that have one.
func moveDefault(tx *gorm.DB, k Kind, from int64, to *int64) error {
	t := tableOf(k)
	if t.settings == "" {
		return nil
	}
	return tx.Exec(fmt.Sprintf(`UPDATE people_settings SET %s = ? WHERE %s = ?`, t.settings, t.settings), to, from).Error
}

// deleteItem deletes an item and closes the gap, so positions stay 0..n-1.
func deleteItem(tx *gorm.DB, k Kind, id int64) error {
	t := tableOf(k)
	if err := db.Delete(tx, t.name, id, k.notFound()); err != nil {
		return err
	}
	return tx.Exec(fmt.Sprintf(`UPDATE %s l SET position = o.rn - 1 FROM
		(SELECT id, row_number() OVER (ORDER BY position, id) AS rn FROM %s) o WHERE o.id = l.id`, t.name, t.name)).Error
}

type savedListRow struct {
	ID                   int64
	Name                 string
	Filters              []byte
	CreatorFirst         string
	CreatorLast          string
	CreatedAt, UpdatedAt time.Time
}

func (r savedListRow) list() (SavedList, error) {
	l := SavedList{ID: r.ID, Name: r.Name, CreatedBy: strings.TrimSpace(r.CreatorFirst + " " + r.CreatorLast),
		CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339), UpdatedAt: r.UpdatedAt.UTC().Format(time.RFC3339)}
	return l, json.Unmarshal(r.Filters, &l.Filters)
}

const savedListSelect = `SELECT l.id, l.name, l.filters, COALESCE(p.first_name, '') AS creator_first, COALESCE(p.last_name, '') AS creator_last,
		l.created_at, l.updated_at
	FROM saved_lists l LEFT JOIN people p ON p.id = l.created_by`

func savedListsWhere(tx *gorm.DB, where string, args ...any) ([]SavedList, error) {
	var rows []savedListRow
	if err := tx.Raw(savedListSelect+` WHERE `+where+` ORDER BY lower(l.name), l.id`, args...).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]SavedList, 0, len(rows))
	for _, r := range rows {
		l, err := r.list()
		if err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, nil
}

func savedLists(tx *gorm.DB) ([]SavedList, error) { return savedListsWhere(tx, `true`) }

func loadSavedList(tx *gorm.DB, id int64) (*SavedList, error) {
	ls, err := savedListsWhere(tx, `l.id = ?`, id)
	if err != nil {
		return nil, err
	}
	if len(ls) == 0 {
		return nil, errSavedListNotFound
	}
	return &ls[0], nil
}

// lockedSavedListCount locks the saved lists against other saves and counts them.
func lockedSavedListCount(tx *gorm.DB) (int64, error) {
	if err := tx.Exec(`LOCK TABLE saved_lists IN SHARE ROW EXCLUSIVE MODE`).Error; err != nil {
		return 0, err
	}
	var n int64
	err := tx.Raw(`SELECT count(*) FROM saved_lists`).Scan(&n).Error
	return n, err
}

func insertSavedList(tx *gorm.DB, name string, f SavedFilters, by int64) (int64, error) {
	raw, err := json.Marshal(f)
	if err != nil {
		return 0, err
	}
	var id int64
	err = tx.Raw(`INSERT INTO saved_lists (name, filters, created_by) VALUES (?, ?::jsonb, ?) RETURNING id`, name, string(raw), by).Scan(&id).Error
	return id, err
}

// updateSavedList sets the name and the filters given (nil: unchanged).
func updateSavedList(tx *gorm.DB, id int64, name *string, f *SavedFilters) error {
	sets, args := []string{"updated_at = now()"}, []any{}
	if name != nil {
		sets, args = append(sets, "name = ?"), append(args, *name)
	}
	if f != nil {
		raw, err := json.Marshal(*f)
		if err != nil {
			return err
		}
		sets, args = append(sets, "filters = ?::jsonb"), append(args, string(raw))
	}
	res := tx.Exec(`UPDATE saved_lists SET `+strings.Join(sets, ", ")+` WHERE id = ?`, append(args, id)...)
	if res.Error == nil && res.RowsAffected == 0 {
		return errSavedListNotFound
	}
	return res.Error
}

func deleteSavedList(tx *gorm.DB, id int64) error {
	return db.Delete(tx, "saved_lists", id, errSavedListNotFound)
}
