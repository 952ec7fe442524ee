package people

import (
	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
)

// Small helpers over one row of a table by id, shared by the calls that add, change and delete
// named things (fellowships, zones, services...).

func one[T any](tx *gorm.DB, cols, from, where string, id int64, missing error) (*T, error) {
	return db.One[T](tx, cols, from, where, id, missing)
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

func insertRow(tx *gorm.DB, table string, cols []column) (int64, error) {
	return db.Insert(tx, table, cols)
}

func updateRow(tx *gorm.DB, table string, id int64, cols []column, missing error) error {
	return db.Update(tx, table, id, cols, missing)
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
