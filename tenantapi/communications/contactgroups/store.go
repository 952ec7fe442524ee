package contactgroups

import (
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// The SQL of contact groups: the only file of the package that names tables.

func members(tx *gorm.DB, groupIDs []int64) ([]Member, error) {
	var rows []struct {
		PersonID  *int64
		Name      string
		FirstName string
		LastName  string
		Phone     string
		Email     string
	}
	if err := tx.Raw(`SELECT m.person_id, m.name, COALESCE(p.first_name, '') AS first_name, COALESCE(p.last_name, '') AS last_name,
			CASE WHEN m.person_id IS NULL THEN m.phone ELSE p.mobile END AS phone,
			CASE WHEN m.person_id IS NULL THEN m.email ELSE lower(p.email) END AS email
		FROM contact_group_members m LEFT JOIN people p ON p.id = m.person_id
		WHERE m.group_id = ANY(?::bigint[]) AND (m.person_id IS NULL OR (p.merged_into_id IS NULL AND p.is_active))
		ORDER BY m.group_id, m.id`, db.Int64Array(groupIDs)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]Member, 0, len(rows))
	for _, r := range rows {
		m := Member{Name: r.Name, Phone: r.Phone, Email: r.Email}
		if r.PersonID != nil {
			m.PersonID, m.Name = *r.PersonID, strings.TrimSpace(r.FirstName+" "+r.LastName)
		}
		out = append(out, m)
	}
	return out, nil
}

func groupExists(tx *gorm.DB, id int64) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM contact_groups WHERE id = ?`, id).Scan(&n).Error
	return n > 0, err
}

func personLive(tx *gorm.DB, id int64) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM people WHERE id = ? AND merged_into_id IS NULL`, id).Scan(&n).Error
	return n > 0, err
}

func insertPerson(tx *gorm.DB, groupID, personID int64, source string) error {
	return tx.Exec(`INSERT INTO contact_group_members (group_id, person_id, source) VALUES (?, ?, ?)
		ON CONFLICT (group_id, person_id) WHERE person_id IS NOT NULL DO NOTHING`, groupID, personID, source).Error
}

// insertContact adds a typed-in contact unless the group has one with its phone (or, without a
// phone, its e-mail); the group is locked so two adds of one number never both insert.
func insertContact(tx *gorm.DB, groupID int64, m Member, source string) error {
	if err := tx.Exec(`SELECT 1 FROM contact_groups WHERE id = ? FOR UPDATE`, groupID).Error; err != nil {
		return err
	}
	var n int64
	if err := tx.Raw(`SELECT count(*) FROM contact_group_members WHERE group_id = ? AND person_id IS NULL
		AND ((? <> '' AND phone = ?) OR (? = '' AND phone = '' AND email = ?))`, groupID, m.Phone, m.Phone, m.Phone, m.Email).Scan(&n).Error; err != nil || n > 0 {
		return err
	}
	return tx.Exec(`INSERT INTO contact_group_members (group_id, name, phone, email, source) VALUES (?, ?, ?, ?, ?)`,
		groupID, m.Name, m.Phone, m.Email, source).Error
}
