package contactgroups

import (
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/people/directory"
)

// The SQL of contact groups: the only file of the package that names tables.

func members(tx *gorm.DB, groupIDs []int64) ([]Member, error) {
	var rows []struct {
		PersonID *int64
		Name     string
		Phone    string
		Email    string
	}
	if err := tx.Raw(`SELECT person_id, name, phone, email FROM contact_group_members
		WHERE group_id = ANY(?::bigint[]) ORDER BY group_id, id`, db.Int64Array(groupIDs)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	var ids []int64
	for _, r := range rows {
		if r.PersonID != nil {
			ids = append(ids, *r.PersonID)
		}
	}
	reach, err := directory.Directory{}.Reach(tx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]Member, 0, len(rows))
	for _, r := range rows {
		if r.PersonID == nil {
			out = append(out, Member{Name: r.Name, Phone: r.Phone, Email: r.Email})
		} else if p, ok := reach[*r.PersonID]; ok && p.Live && p.Active {
			out = append(out, Member{PersonID: p.ID, Name: p.Name, Phone: p.Mobile, Email: p.Email})
		}
	}
	return out, nil
}

func groupExists(tx *gorm.DB, id int64) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM contact_groups WHERE id = ?`, id).Scan(&n).Error
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

// Groups is limit groups from offset by name, of a search word, and how many there are
// (contactgroupsapi pages them).
func Groups(tx *gorm.DB, search string, limit, offset int) ([]ContactGroup, int64, error) {
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

// LoadGroup is a group with its member count, or not found.
func LoadGroup(tx *gorm.DB, id int64) (*ContactGroup, error) {
	var rows []ContactGroup
	if err := tx.Raw(groupSelect+` WHERE g.id = ?`, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, errGroupNotFound
	}
	return &rows[0], nil
}

// NameTaken reports whether another group (not except) has this name, case folded.
func NameTaken(tx *gorm.DB, name string, except int64) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM contact_groups WHERE lower(name) = lower(?) AND id <> ?`, name, except).Scan(&n).Error
	return n > 0, err
}

// InsertGroup creates a group and answers its id.
func InsertGroup(tx *gorm.DB, name, desc string) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO contact_groups (name, description) VALUES (?, ?) RETURNING id`, name, desc).Scan(&id).Error
	return id, err
}

// UpdateGroup renames a group.
func UpdateGroup(tx *gorm.DB, id int64, name, desc string) error {
	return tx.Exec(`UPDATE contact_groups SET name = ?, description = ?, updated_at = now() WHERE id = ?`, name, desc, id).Error
}

// DeleteGroup removes a group and its members.
func DeleteGroup(tx *gorm.DB, id int64) error {
	return tx.Exec(`DELETE FROM contact_groups WHERE id = ?`, id).Error
}

// KeywordsOf names the smart keywords that add people to the group.
func KeywordsOf(tx *gorm.DB, id int64) ([]string, error) {
	var ks []string
	err := tx.Raw(`SELECT keyword FROM smart_keywords WHERE contact_group_id = ? ORDER BY keyword`, id).Scan(&ks).Error
	return ks, err
}

// MemberCount counts a group's members.
func MemberCount(tx *gorm.DB, id int64) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM contact_group_members WHERE group_id = ?`, id).Scan(&n).Error
	return n, err
}

// GroupMembers is one page of a group's members, newest first; a person's name, mobile and
// e-mail are read from the directory.
func GroupMembers(tx *gorm.DB, id int64, limit, offset int) ([]GroupMember, int64, error) {
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
	if err := tx.Raw(`SELECT id, person_id, name, phone, email, source, created_at, count(*) OVER () AS total
		FROM contact_group_members WHERE group_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`, id, limit, offset).Scan(&rows).Error; err != nil {
		return nil, 0, err
	}
	var ids []int64
	for _, r := range rows {
		if r.PersonID != nil {
			ids = append(ids, *r.PersonID)
		}
	}
	reach, err := directory.Directory{}.Reach(tx, ids)
	if err != nil {
		return nil, 0, err
	}
	items := make([]GroupMember, 0, len(rows))
	var total int64
	for _, r := range rows {
		m := GroupMember{ID: r.ID, PersonID: r.PersonID, Name: r.Name, Phone: r.Phone, Email: r.Email,
			Source: r.Source, AddedAt: r.CreatedAt.UTC().Format(time.RFC3339)}
		if r.PersonID != nil {
			p := reach[*r.PersonID]
			m.Name, m.Phone, m.Email = p.Name, p.Mobile, p.Email
		}
		items, total = append(items, m), r.Total
	}
	if len(rows) == 0 && offset > 0 {
		n, err := MemberCount(tx, id)
		return items, n, err
	}
	return items, total, nil
}

// DeleteMembers takes members out of a group and answers how many went.
func DeleteMembers(tx *gorm.DB, groupID int64, ids []int64) (int64, error) {
	res := tx.Exec(`DELETE FROM contact_group_members WHERE group_id = ? AND id = ANY(?::bigint[])`, groupID, db.Int64Array(ids))
	return res.RowsAffected, res.Error
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// InsertPeople adds live people (checked by the caller) in one statement; those there already stay.
func InsertPeople(tx *gorm.DB, groupID int64, ids []int64, source string) error {
	return tx.Exec(`INSERT INTO contact_group_members (group_id, person_id, source)
		SELECT ?, u.id, ? FROM unnest(?::bigint[]) AS u(id)
		ON CONFLICT (group_id, person_id) WHERE person_id IS NOT NULL DO NOTHING`, groupID, source, db.Int64Array(ids)).Error
}

// Choice is a contact group as the audience builder offers it.
type Choice struct {
	ID      int64
	Name    string
	Members int64
}

// Named answers at most limit contact groups whose name holds search, by name, with their member
// counts (gin-free: the audience builder of every channel uses it).
func Named(tx *gorm.DB, search string, limit int) ([]Choice, error) {
	out := []Choice{}
	err := tx.Raw(`SELECT g.id, g.name, (SELECT count(*) FROM contact_group_members m WHERE m.group_id = g.id) AS members
		FROM contact_groups g WHERE lower(g.name) LIKE ? ORDER BY lower(g.name), g.id LIMIT ?`,
		"%"+escapeLike(strings.ToLower(search))+"%", limit).Scan(&out).Error
	return out, err
}
