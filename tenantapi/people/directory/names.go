package directory

import (
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/people/person"
)

// Names answers the full name ("first last") of each of ids the church has, merged and
// deactivated people included: the audit trail names who acted, whatever became of them.
func (Directory) Names(tx *gorm.DB, ids []int64) (map[int64]string, error) {
	out := map[int64]string{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []struct {
		ID   int64
		Name string
	}
	if err := tx.Raw(`SELECT id, trim(first_name || ' ' || last_name) AS name FROM people WHERE id = ANY (?::bigint[])`,
		db.Int64Array(ids)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.ID] = r.Name
	}
	return out, nil
}

// Matching answers the ids of the people, merged and deactivated included, whose full name or
// e-mail contains q, ignoring case (the audit trail's search by who acted); none for a blank q.
func (Directory) Matching(tx *gorm.DB, q string) ([]int64, error) {
	ids := []int64{}
	if q = strings.TrimSpace(q); q == "" {
		return ids, nil
	}
	like := "%" + person.LikeEscape(q) + "%"
	err := tx.Raw(`SELECT id FROM people WHERE (first_name || ' ' || last_name) ILIKE ? OR email ILIKE ? ORDER BY id`, like, like).Scan(&ids).Error
	return ids, err
}
