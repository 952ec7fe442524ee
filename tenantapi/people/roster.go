package people

import (
	"congregate/tenantapi/people/person"
	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

// roster is a membership table: the people of a group or a service unit, with one more column
// (the role in a group, the position in a unit).
type roster struct {
	table, owner, extra string
	exists              func(tx *gorm.DB, id int64) error
}

var (
	groupRoster = roster{"group_members", "group_id", "role", func(tx *gorm.DB, id int64) error { _, err := loadGroup(tx, id); return err }}
	unitRoster  = roster{"service_unit_members", "service_unit_id", "position_id", func(tx *gorm.DB, id int64) error { _, err := loadUnit(tx, id); return err }}
)

// change adds (people already there are left as they are) or removes people, all or nothing.
func (h Handler) rosterChange(c *gin.Context, r roster, ownerID int64, ids []int64, extra any, add bool, label string) {
	if len(ids) == 0 {
		httpx.Fail(c, invalid("Choose at least one person"))
		return
	}
	var n int64
	err := h.run(c, func(tx *gorm.DB) error {
		if err := r.exists(tx, ownerID); err != nil {
			return err
		}
		var res *gorm.DB
		if add {
			if err := person.RequireLiveAll(tx, ids); err != nil {
				return err
			}
			res = tx.Exec(`INSERT INTO `+r.table+` (`+r.owner+`, person_id, `+r.extra+`) SELECT ?, id, ? FROM people WHERE id IN ?
				ON CONFLICT DO NOTHING`, ownerID, extra, ids)
		} else {
			res = tx.Exec(`DELETE FROM `+r.table+` WHERE `+r.owner+` = ? AND person_id IN ?`, ownerID, ids)
		}
		n = res.RowsAffected
		return res.Error
	})
	if add {
		respond(c, err, label+" added", gin.H{"added": n})
	} else {
		respond(c, err, label+" removed", gin.H{"removed": n})
	}
}
