// TEMPORARY (h-messages): the pinned signatures of docs/communications-api.md until h-credits lands;
// delete this file when merging h-credits.
package contactgroups

import (
	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// Member is a member of a contact group.
type Member struct {
	PersonID           int64
	Name, Phone, Email string
}

// Members are the members of the groups.
func Members(tx *gorm.DB, groupIDs []int64) ([]Member, error) {
	var out []Member
	err := tx.Raw(`SELECT COALESCE(person_id, 0) AS person_id, name, phone, email FROM contact_group_members WHERE group_id = ANY (?::bigint[]) ORDER BY id`,
		db.Int64Array(groupIDs)).Scan(&out).Error
	return out, err
}
