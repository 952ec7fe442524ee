package contactgroups

import (
	"strings"
	"time"

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

const groupSelect = `SELECT g.id, g.name, g.description, (SELECT count(*) FROM contact_group_members m WHERE m.group_id = g.id) AS members
	FROM contact_groups g`

func groups(tx *gorm.DB, search string, limit, offset int) ([]ContactGroup, int64, error) {
	where, args := ` WHERE true`, []any{}
	if search != "" {
		where, args = ` WHERE lower(g.name) LIKE ?`, append(args, "%"+escapeLike(strings.ToLower(search))+"%")
	}
	var rows []struct {
		ContactGroup
		Total int64
	}
	if err := tx.Raw(`SELECT x.*, count(*) OVER () AS total FROM (`+groupSelect+where+`) x
		ORDER BY lower(x.name), x.id LIMIT ? OFFSET ?`, append(args, limit, offset)...).Scan(&rows).Error; err != nil {
		return nil, 0, err
	}
	items := make([]ContactGroup, 0, len(rows))
	var total int64
	for _, r := range rows {
		items, total = append(items, r.ContactGroup), r.Total
	}
	if len(rows) == 0 && offset > 0 {
		if err := tx.Raw(`SELECT count(*) FROM contact_groups g`+where, args...).Scan(&total).Error; err != nil {
			return nil, 0, err
		}
	}
	return items, total, nil
}

func loadGroup(tx *gorm.DB, id int64) (*ContactGroup, error) {
	var rows []ContactGroup
	if err := tx.Raw(groupSelect+` WHERE g.id = ?`, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, errGroupNotFound
	}
	return &rows[0], nil
}

// nameTaken reports whether another group (not except) has this name, case folded.
func nameTaken(tx *gorm.DB, name string, except int64) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM contact_groups WHERE lower(name) = lower(?) AND id <> ?`, name, except).Scan(&n).Error
	return n > 0, err
}

func insertGroup(tx *gorm.DB, name, desc string) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO contact_groups (name, description) VALUES (?, ?) RETURNING id`, name, desc).Scan(&id).Error
	return id, err
}

func updateGroup(tx *gorm.DB, id int64, name, desc string) error {
	return tx.Exec(`UPDATE contact_groups SET name = ?, description = ?, updated_at = now() WHERE id = ?`, name, desc, id).Error
}

func deleteGroup(tx *gorm.DB, id int64) error {
	return tx.Exec(`DELETE FROM contact_groups WHERE id = ?`, id).Error
}

// keywordsOf names the smart keywords that add people to the group.
func keywordsOf(tx *gorm.DB, id int64) ([]string, error) {
	var ks []string
	err := tx.Raw(`SELECT keyword FROM smart_keywords WHERE contact_group_id = ? ORDER BY keyword`, id).Scan(&ks).Error
	return ks, err
}

func memberCount(tx *gorm.DB, id int64) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM contact_group_members WHERE group_id = ?`, id).Scan(&n).Error
	return n, err
}

func groupMembers(tx *gorm.DB, id int64, limit, offset int) ([]GroupMember, int64, error) {
	var rows []struct {
		ID        int64
		PersonID  *int64
		Name      string
		Phone     string
		Email     string
		Source    string
		CreatedAt time.Time
		Total     int64
	}
	if err := tx.Raw(`SELECT x.*, count(*) OVER () AS total FROM (
		SELECT m.id, m.person_id, CASE WHEN m.person_id IS NULL THEN m.name ELSE trim(p.first_name || ' ' || p.last_name) END AS name,
			CASE WHEN m.person_id IS NULL THEN m.phone ELSE p.mobile END AS phone,
			CASE WHEN m.person_id IS NULL THEN m.email ELSE lower(p.email) END AS email, m.source, m.created_at
		FROM contact_group_members m LEFT JOIN people p ON p.id = m.person_id WHERE m.group_id = ?) x
		ORDER BY lower(x.name), x.id LIMIT ? OFFSET ?`, id, limit, offset).Scan(&rows).Error; err != nil {
		return nil, 0, err
	}
	items := make([]GroupMember, 0, len(rows))
	var total int64
	for _, r := range rows {
		items = append(items, GroupMember{ID: r.ID, PersonID: r.PersonID, Name: r.Name, Phone: r.Phone, Email: r.Email,
			Source: r.Source, AddedAt: r.CreatedAt.UTC().Format(time.RFC3339)})
		total = r.Total
	}
	if len(rows) == 0 && offset > 0 {
		n, err := memberCount(tx, id)
		return items, n, err
	}
	return items, total, nil
}

func deleteMembers(tx *gorm.DB, groupID int64, ids []int64) (int64, error) {
	res := tx.Exec(`DELETE FROM contact_group_members WHERE group_id = ? AND id = ANY(?::bigint[])`, groupID, db.Int64Array(ids))
	return res.RowsAffected, res.Error
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}
