package people

import (
	"congregate/internal/platform/db"
	"congregate/tenantapi/people/person"
	"fmt"
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

// NamedList is one of the church's ordered lists of names: membership types, titles, salutations
// and service-unit positions. They share their five calls; only what holds an item differs.
type NamedList struct {
	Kind  string // path segment: membership-types, titles, salutations, positions
	Table string
	Label string // "membership type", for messages
	// UsedBy is the table and column that reference the list's ids.
	UsedByTable, UsedByColumn string
	// MoveRequired: deleting an item in use needs a target (membership types).
	MoveRequired bool
}

// Lists are the named lists of the people domain.
var Lists = []NamedList{
	{Kind: "membership-types", Table: "membership_types", Label: "membership type", UsedByTable: "people", UsedByColumn: "membership_type_id", MoveRequired: true},
	{Kind: "titles", Table: "titles", Label: "title", UsedByTable: "people", UsedByColumn: "title_id"},
	{Kind: "salutations", Table: "salutations", Label: "salutation", UsedByTable: "people", UsedByColumn: "salutation_id"},
	{Kind: "positions", Table: "positions", Label: "position", UsedByTable: "service_unit_members", UsedByColumn: "position_id"},
}

// ListItem is an entry of a named list.
type ListItem struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Position    int    `json:"position"`
	MemberCount int64  `json:"memberCount"`
}

func (l NamedList) notFound() error { return notFound(capitalize(l.Label) + " not found") }

func capitalize(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func (l NamedList) items(tx *gorm.DB) ([]ListItem, error) {
	items := []ListItem{}
	// One grouped count joined to the list: no query per item.
	q := fmt.Sprintf(`SELECT l.id, l.name, l.position, COALESCE(u.n, 0) AS member_count FROM %s l
		LEFT JOIN (SELECT %s AS id, count(*) AS n FROM %s WHERE %s IS NOT NULL %s GROUP BY 1) u ON u.id = l.id
		ORDER BY l.position, l.id`, l.Table, l.UsedByColumn, l.UsedByTable, l.UsedByColumn, l.liveFilter())
	err := tx.Raw(q).Scan(&items).Error
	return items, err
}

func (l NamedList) liveFilter() string {
	if l.UsedByTable == "people" {
		return "AND merged_into_id IS NULL"
	}
	return ""
}

func (l NamedList) item(tx *gorm.DB, id int64) (*ListItem, error) {
	items, err := l.items(tx)
	if err != nil {
		return nil, err
	}
	for _, it := range items {
		if it.ID == id {
			return &it, nil
		}
	}
	return nil, l.notFound()
}

func listName(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", invalid("Name is required")
	}
	if person.TooLong(s, 100) {
		return "", invalid("Name must be at most 100 characters")
	}
	return s, nil
}

// ListHandlers returns the list, add, rename, delete and reposition handlers of a named list.
func (h Handler) ListHandlers(l NamedList) map[string]httpx.Endpoint {
	return map[string]httpx.Endpoint{
		"list":       h.namedList(l),
		"add":        h.namedAdd(l),
		"rename":     h.namedRename(l),
		"delete":     h.namedDelete(l),
		"reposition": h.namedReposition(l),
	}
}

func (h Handler) namedList(l NamedList) httpx.Endpoint {
	return httpx.Bound(func(c *gin.Context, req httpx.ClientContext) {
		var items []ListItem
		err := h.run(c, func(tx *gorm.DB) error {
			var err error
			items, err = l.items(tx)
			return err
		})
		respond(c, err, capitalize(l.Label)+"s", gin.H{"items": items})
	})
}

type nameRequest struct {
	httpx.ClientContext
	Name string `json:"name"`
}

func (h Handler) namedAdd(l NamedList) httpx.Endpoint {
	return httpx.Bound(func(c *gin.Context, req nameRequest) {
		name, err := listName(req.Name)
		if err != nil {
			httpx.Fail(c, err)
			return
		}
		var out *ListItem
		err = h.run(c, func(tx *gorm.DB) error {
			var id int64
			if err := tx.Raw(fmt.Sprintf(`INSERT INTO %s (name, position) SELECT ?, COALESCE(max(position) + 1, 0) FROM %s RETURNING id`, l.Table, l.Table), name).Scan(&id).Error; err != nil {
				return err
			}
			out, err = l.item(tx, id)
			return err
		})
		if err != nil {
			httpx.Fail(c, err)
			return
		}
		httpx.Created(c, capitalize(l.Label)+" added", out)
	})
}

type renameRequest struct {
	httpx.ClientContext
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

func (h Handler) namedRename(l NamedList) httpx.Endpoint {
	return httpx.Bound(func(c *gin.Context, req renameRequest) {
		name, err := listName(req.Name)
		if err != nil {
			httpx.Fail(c, err)
			return
		}
		var out *ListItem
		err = h.run(c, func(tx *gorm.DB) error {
			res := tx.Exec(fmt.Sprintf(`UPDATE %s SET name = ? WHERE id = ?`, l.Table), name, req.ID)
			if res.Error != nil {
				return res.Error
			}
			if res.RowsAffected == 0 {
				return l.notFound()
			}
			var err error
			out, err = l.item(tx, req.ID)
			return err
		})
		respond(c, err, capitalize(l.Label)+" renamed", out)
	})
}

type deleteListRequest struct {
	httpx.ClientContext
	ID            int64 `json:"id"`
	MoveMembersTo int64 `json:"moveMembersTo"`
}

func (h Handler) namedDelete(l NamedList) httpx.Endpoint {
	return httpx.Bound(func(c *gin.Context, req deleteListRequest) {
		var moved int64
		err := h.run(c, func(tx *gorm.DB) error {
			var err error
			moved, err = l.delete(tx, req.ID, req.MoveMembersTo)
			return err
		})
		respond(c, err, capitalize(l.Label)+" deleted", gin.H{"moved": moved})
	})
}

// delete removes an item; its holders move to another item (required for membership types) or
// lose it. Locking the list first keeps two deletes from moving members onto each other's item.
func (l NamedList) delete(tx *gorm.DB, id, moveTo int64) (int64, error) {
	var ids []int64
	if err := tx.Raw(fmt.Sprintf(`SELECT id FROM %s ORDER BY id FOR UPDATE`, l.Table)).Scan(&ids).Error; err != nil {
		return 0, err
	}
	if !contains(ids, id) {
		return 0, l.notFound()
	}
	if l.MoveRequired && len(ids) == 1 {
		return 0, conflict("The last " + l.Label + " cannot be deleted")
	}
	var used int64
	if err := tx.Raw(fmt.Sprintf(`SELECT count(*) FROM %s WHERE %s = ?`, l.UsedByTable, l.UsedByColumn), id).Scan(&used).Error; err != nil {
		return 0, err
	}
	if moveTo != 0 && (moveTo == id || !contains(ids, moveTo)) {
		return 0, invalid("Choose another " + l.Label + " to move the members to")
	}
	if used > 0 && moveTo == 0 && l.MoveRequired {
		return 0, conflict(fmt.Sprintf("%d %s this %s. Choose a %s to move them to.", used, peopleHave(used), l.Label, l.Label))
	}
	var target any
	if moveTo != 0 {
		target = moveTo
	}
	if used > 0 {
		if err := tx.Exec(fmt.Sprintf(`UPDATE %s SET %s = ? WHERE %s = ?`, l.UsedByTable, l.UsedByColumn, l.UsedByColumn), target, id).Error; err != nil {
			return 0, err
		}
	}
	if l.Table == "membership_types" {
		if err := tx.Exec(`UPDATE people_settings SET default_membership_type_id = ? WHERE default_membership_type_id = ?`, target, id).Error; err != nil {
			return 0, err
		}
	}
	if err := tx.Exec(fmt.Sprintf(`DELETE FROM %s WHERE id = ?`, l.Table), id).Error; err != nil {
		return 0, err
	}
	// Close the gap so positions stay 0..n-1.
	return used, tx.Exec(fmt.Sprintf(`UPDATE %s l SET position = o.rn - 1 FROM
		(SELECT id, row_number() OVER (ORDER BY position, id) AS rn FROM %s) o WHERE o.id = l.id`, l.Table, l.Table)).Error
}

func peopleHave(n int64) string {
	if n == 1 {
		return "person has"
	}
	return "people have"
}

func contains(ids []int64, id int64) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

type repositionRequest struct {
	httpx.ClientContext
	ID          int64 `json:"id"`
	NewPosition int   `json:"newPosition"`
}

func (h Handler) namedReposition(l NamedList) httpx.Endpoint {
	return httpx.Bound(func(c *gin.Context, req repositionRequest) {
		var items []ListItem
		err := h.run(c, func(tx *gorm.DB) error {
			if err := reposition(tx, l.Table, req.ID, req.NewPosition, l.notFound()); err != nil {
				return err
			}
			var err error
			items, err = l.items(tx)
			return err
		})
		respond(c, err, capitalize(l.Label)+" moved", gin.H{"items": items})
	})
}

func reposition(tx *gorm.DB, table string, id int64, to int, missing error) error {
	return db.Reposition(tx, table, id, to, missing)
}

func int64Array(ids []int64) string { return db.Int64Array(ids) }
