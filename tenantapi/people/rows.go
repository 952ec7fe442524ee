package people

import (
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

// Small helpers over one row of a table by id, shared by the calls that add, change and delete
// named things (fellowships, zones, services...).

// one reads the row with the id, or returns missing.
func one[T any](tx *gorm.DB, cols, from, where string, id int64, missing error) (*T, error) {
	var rows []T
	if err := tx.Raw(`SELECT `+cols+` FROM `+from+` WHERE `+where+` = ?`, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, missing
	}
	return &rows[0], nil
}

// deleteUnlessUsed deletes the row of the request's id unless a child table still points at it.
func (h Handler) deleteUnlessUsed(c *gin.Context, req ID, table, child, fk string, missing error, inUse, done string) {
	err := h.run(c, func(tx *gorm.DB) error {
		var ids []int64
		if err := tx.Raw(`SELECT id FROM `+table+` WHERE id = ? FOR UPDATE`, req.ID).Scan(&ids).Error; err != nil {
			return err
		}
		if len(ids) == 0 {
			return missing
		}
		var n int64
		if err := tx.Raw(`SELECT count(*) FROM `+child+` WHERE `+fk+` = ?`, req.ID).Scan(&n).Error; err != nil {
			return err
		}
		if n > 0 {
			return conflict(inUse)
		}
		return deleteByID(tx, table, req.ID, missing)
	})
	respond(c, err, done, gin.H{})
}

// insertRow adds a row with the columns and returns its id.
func insertRow(tx *gorm.DB, table string, cols []column) (int64, error) {
	names, marks, vals := make([]string, len(cols)), make([]string, len(cols)), make([]any, len(cols))
	for i, c := range cols {
		names[i], marks[i], vals[i] = c.Name, "?", c.Value
	}
	var id int64
	err := tx.Raw(`INSERT INTO `+table+` (`+strings.Join(names, ", ")+`) VALUES (`+strings.Join(marks, ", ")+`) RETURNING id`, vals...).Scan(&id).Error
	return id, err
}

// updateRow sets columns of one row by id.
func updateRow(tx *gorm.DB, table string, id int64, cols []column, missing error) error {
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

func saved(c *gin.Context, err error, add bool, label string, out any) {
	switch {
	case err != nil:
		httpx.Fail(c, err)
	case add:
		httpx.Created(c, label+" added", out)
	default:
		httpx.OK(c, label+" updated", out)
	}
}
