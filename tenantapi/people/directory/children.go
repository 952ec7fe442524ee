package directory

import (
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/tenantapi/people/person"
)

// Children: what children's ministry (tenantapi/children, issue 15) reads and changes of people.
// A child is a person; the parents are the head and spouse of the child's household.

// Parent is a head or spouse of a child's household.
type Parent struct {
	ID     int64  `json:"id"`
	Name   string `json:"name"`
	Mobile string `json:"mobile"`
	Email  string `json:"email"`
}

// ChildPerson is the people side of a child.
type ChildPerson struct {
	ID            int64
	FirstName     string
	LastName      string
	Name          string
	BirthDate     *string
	Gender        string
	PhotoURL      string
	HouseholdID   *int64
	HouseholdName string
	Parents       []Parent
	Live          bool
}

// Children answers the people side of each of ids the church has, with their household's parents,
// in two statements.
func (Directory) Children(tx *gorm.DB, ids []int64) (map[int64]ChildPerson, error) {
	out := map[int64]ChildPerson{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []struct {
		ID                              int64
		FirstName, MiddleName, LastName string
		BirthDate                       *time.Time
		Gender                          string
		PhotoVersion                    *int64
		HouseholdID                     *int64
		HouseholdName                   string
		Live                            bool
	}
	if err := tx.Raw(`SELECT p.id, p.first_name, p.middle_name, p.last_name, p.birth_date, p.gender,
			(SELECT (extract(epoch FROM ph.updated_at) * 1000)::bigint FROM person_photos ph WHERE ph.person_id = p.id) AS photo_version,
			m.household_id, COALESCE(h.name, '') AS household_name, p.merged_into_id IS NULL AS live
		FROM people p LEFT JOIN household_members m ON m.person_id = p.id LEFT JOIN households h ON h.id = m.household_id
		WHERE p.id = ANY (?::bigint[])`, db.Int64Array(ids)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	var households []int64
	for _, r := range rows {
		out[r.ID] = ChildPerson{ID: r.ID, FirstName: r.FirstName, LastName: r.LastName, Name: person.FullName(r.FirstName, r.MiddleName, r.LastName),
			BirthDate: person.ISODate(r.BirthDate), Gender: r.Gender, PhotoURL: person.PhotoURL(r.ID, r.PhotoVersion),
			HouseholdID: r.HouseholdID, HouseholdName: r.HouseholdName, Parents: []Parent{}, Live: r.Live}
		if r.HouseholdID != nil {
			households = append(households, *r.HouseholdID)
		}
	}
	parents, err := householdParents(tx, households)
	if err != nil {
		return nil, err
	}
	for id, c := range out {
		if c.HouseholdID != nil {
			for _, p := range parents[*c.HouseholdID] {
				if p.ID != id {
					c.Parents = append(c.Parents, p)
				}
			}
			out[id] = c
		}
	}
	return out, nil
}

// householdParents answers the live heads and spouses of each household, head first.
func householdParents(tx *gorm.DB, households []int64) (map[int64][]Parent, error) {
	out := map[int64][]Parent{}
	if len(households) == 0 {
		return out, nil
	}
	var rows []struct {
		HouseholdID int64
		Parent
	}
	if err := tx.Raw(`SELECT m.household_id, p.id, trim(p.first_name || ' ' || p.last_name) AS name, p.mobile, p.email
		FROM household_members m JOIN people p ON p.id = m.person_id
		WHERE m.household_id = ANY (?::bigint[]) AND m.relationship IN ('head', 'spouse') AND p.merged_into_id IS NULL
		ORDER BY m.household_id, m.relationship = 'spouse', p.id`, db.Int64Array(households)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.HouseholdID] = append(out[r.HouseholdID], r.Parent)
	}
	return out, nil
}

// ChildFilter is the people side of the children list: a word of the name and an age range in
// months on a day (nil: any).
type ChildFilter struct {
	Search                     string
	MinAgeMonths, MaxAgeMonths *int
	Today                      string
}

// PageChildren pages ids (the children's ministry's profiles that match its own filters) by the
// people side of f, ordered by first and last name: limit from offset, with the total.
func (Directory) PageChildren(tx *gorm.DB, ids []int64, f ChildFilter, limit, offset int) ([]int64, int64, error) {
	page := []int64{}
	if len(ids) == 0 {
		return page, 0, nil
	}
	where, args := `p.id = ANY (?::bigint[]) AND p.merged_into_id IS NULL`, []any{db.Int64Array(ids)}
	if q := strings.TrimSpace(f.Search); q != "" {
		like := "%" + person.LikeEscape(q) + "%"
		where += ` AND ((p.first_name || ' ' || p.last_name) ILIKE ? OR p.last_name ILIKE ?)`
		args = append(args, like, like)
	}
	age := `(extract(year FROM age(?::date, p.birth_date)) * 12 + extract(month FROM age(?::date, p.birth_date)))`
	if f.MinAgeMonths != nil {
		where += ` AND p.birth_date IS NOT NULL AND ` + age + ` >= ?`
		args = append(args, f.Today, f.Today, *f.MinAgeMonths)
	}
	if f.MaxAgeMonths != nil {
		where += ` AND p.birth_date IS NOT NULL AND ` + age + ` <= ?`
		args = append(args, f.Today, f.Today, *f.MaxAgeMonths)
	}
	var rows []struct {
		ID    int64
		Total int64
	}
	if err := tx.Raw(`SELECT p.id, count(*) OVER () AS total FROM people p WHERE `+where+`
		ORDER BY lower(p.first_name), lower(p.last_name), p.id LIMIT ? OFFSET ?`, append(args, limit, offset)...).Scan(&rows).Error; err != nil {
		return nil, 0, err
	}
	var total int64
	for _, r := range rows {
		page, total = append(page, r.ID), r.Total
	}
	if len(rows) == 0 && offset > 0 {
		if err := tx.Raw(`SELECT count(*) FROM people p WHERE `+where, args...).Scan(&total).Error; err != nil {
			return nil, 0, err
		}
	}
	return page, total, nil
}

// NewChild is a child to add as a new person of a household.
type NewChild struct {
	FirstName, LastName string
	BirthDate           *string
	Gender              string
	HouseholdID         int64
}

var errHousehold = fault.E(fault.NotFound, "Household not found")

// HouseholdOf answers the household a live person belongs to (a parent chosen for a new child);
// a person without one gets a new household named after them, with them as its head.
func (Directory) HouseholdOf(tx *gorm.DB, personID int64) (int64, error) {
	if err := person.RequireLive(tx, personID); err != nil {
		return 0, err
	}
	var ids []int64
	if err := tx.Raw(`SELECT household_id FROM household_members WHERE person_id = ?`, personID).Scan(&ids).Error; err != nil {
		return 0, err
	}
	if len(ids) > 0 {
		return ids[0], nil
	}
	var id int64
	if err := tx.Raw(`INSERT INTO households (name) SELECT left(last_name || ' household', 150) FROM people WHERE id = ? RETURNING id`,
		personID).Scan(&id).Error; err != nil {
		return 0, err
	}
	return id, tx.Exec(`INSERT INTO household_members (household_id, person_id, relationship) VALUES (?, ?, 'head')`, id, personID).Error
}

// AddChild creates the person of a new child in a household (as its child) and answers their id.
func (Directory) AddChild(tx *gorm.DB, c NewChild) (int64, error) {
	var n int64
	if err := tx.Raw(`SELECT count(*) FROM (SELECT 1 FROM households WHERE id = ? FOR UPDATE) x`, c.HouseholdID).Scan(&n).Error; err != nil {
		return 0, err
	}
	if n == 0 {
		return 0, errHousehold
	}
	var id int64
	if err := tx.Raw(`INSERT INTO people (first_name, last_name, gender, birth_date, address, city)
		SELECT ?, ?, ?, ?::date, COALESCE(h.address, ''), '' FROM households h WHERE h.id = ? RETURNING id`,
		c.FirstName, c.LastName, c.Gender, c.BirthDate, c.HouseholdID).Scan(&id).Error; err != nil {
		return 0, err
	}
	return id, tx.Exec(`INSERT INTO household_members (household_id, person_id, relationship) VALUES (?, ?, 'child')`, c.HouseholdID, id).Error
}

// ChildChange is the people side of a child that changes (nil: unchanged).
type ChildChange struct {
	FirstName, LastName *string
	BirthDate           **string
	Gender              *string
}

// ChangeChild changes a child's names, birth date and gender.
func (Directory) ChangeChild(tx *gorm.DB, id int64, ch ChildChange) error {
	sets, args := []string{"updated_at = now()"}, []any{}
	if ch.FirstName != nil {
		sets, args = append(sets, "first_name = ?"), append(args, *ch.FirstName)
	}
	if ch.LastName != nil {
		sets, args = append(sets, "last_name = ?"), append(args, *ch.LastName)
	}
	if ch.BirthDate != nil {
		sets, args = append(sets, "birth_date = ?::date"), append(args, *ch.BirthDate)
	}
	if ch.Gender != nil {
		sets, args = append(sets, "gender = ?"), append(args, *ch.Gender)
	}
	return tx.Exec(`UPDATE people SET `+strings.Join(sets, ", ")+` WHERE id = ?`, append(args, id)...).Error
}

// SetPhoto makes an already checked image (content type from imagecheck) a person's photo.
func (Directory) SetPhoto(tx *gorm.DB, personID int64, contentType string, data []byte) error {
	return tx.Exec(`INSERT INTO person_photos (person_id, content_type, data, updated_at) VALUES (?, ?, ?, clock_timestamp())
		ON CONFLICT (person_id) DO UPDATE SET content_type = EXCLUDED.content_type, data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
		personID, contentType, data).Error
}

// Photo is a person's photo: its content type and bytes (nil data: none).
func (Directory) Photo(tx *gorm.DB, personID int64) (contentType string, data []byte, err error) {
	var rows []struct {
		ContentType string
		Data        []byte
	}
	if err := tx.Raw(`SELECT content_type, data FROM person_photos WHERE person_id = ?`, personID).Scan(&rows).Error; err != nil || len(rows) == 0 {
		return "", nil, err
	}
	return rows[0].ContentType, rows[0].Data, nil
}

// FamilyMember is a person of a family check-in finds.
type FamilyMember struct {
	ID           int64   `json:"id"`
	Name         string  `json:"name"`
	Relationship string  `json:"relationship"`
	BirthDate    *string `json:"birthDate"`
	Mobile       string  `json:"mobile"`
}

// Family is a household check-in finds by a name or a phone, with its members.
type Family struct {
	HouseholdID int64          `json:"householdId"`
	Name        string         `json:"name"`
	Members     []FamilyMember `json:"members"`
}

// FamilySearch finds up to 20 households by a member's name or the last digits of a member's phone
// (q of digits only, at least 4), with their live members, head and spouse first.
func (Directory) FamilySearch(tx *gorm.DB, q string) ([]Family, error) {
	out := []Family{}
	q = strings.TrimSpace(q)
	if len([]rune(q)) < 2 {
		return out, nil
	}
	digits := strings.Trim(q, "0123456789") == "" && len(q) >= 4
	cond, arg := `(p.first_name || ' ' || p.last_name) ILIKE ?`, "%"+person.LikeEscape(q)+"%"
	if digits {
		cond, arg = `p.mobile LIKE ?`, "%"+q
	}
	var rows []struct {
		HouseholdID  int64
		Household    string
		FamilyMember `gorm:"embedded"`
		BirthOn      *time.Time
	}
	if err := tx.Raw(`WITH found AS (
			SELECT DISTINCT m.household_id FROM people p JOIN household_members m ON m.person_id = p.id
			WHERE p.merged_into_id IS NULL AND `+cond+` ORDER BY m.household_id LIMIT 20)
		SELECT h.id AS household_id, h.name AS household, p.id, trim(p.first_name || ' ' || p.last_name) AS name,
			m.relationship, p.birth_date AS birth_on, p.mobile
		FROM found f JOIN households h ON h.id = f.household_id JOIN household_members m ON m.household_id = h.id
		JOIN people p ON p.id = m.person_id AND p.merged_into_id IS NULL
		ORDER BY lower(h.name), h.id, array_position(ARRAY['head', 'spouse', 'child', 'other'], m.relationship), p.birth_date, p.id`,
		arg).Scan(&rows).Error; err != nil {
		return nil, err
	}
	for _, r := range rows {
		if len(out) == 0 || out[len(out)-1].HouseholdID != r.HouseholdID {
			out = append(out, Family{HouseholdID: r.HouseholdID, Name: r.Household, Members: []FamilyMember{}})
		}
		m := r.FamilyMember
		m.BirthDate = person.ISODate(r.BirthOn)
		out[len(out)-1].Members = append(out[len(out)-1].Members, m)
	}
	return out, nil
}

// PersonCard is a person as a picker shows them (teachers, pickup people).
type PersonCard struct {
	ID     int64  `json:"id"`
	Name   string `json:"name"`
	Email  string `json:"email"`
	Mobile string `json:"mobile"`
}

// Cards answers the name, e-mail and mobile of each of ids the church has.
func (Directory) Cards(tx *gorm.DB, ids []int64) (map[int64]PersonCard, error) {
	out := map[int64]PersonCard{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []PersonCard
	if err := tx.Raw(`SELECT id, trim(first_name || ' ' || last_name) AS name, email, mobile FROM people WHERE id = ANY (?::bigint[])`,
		db.Int64Array(ids)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.ID] = r
	}
	return out, nil
}

// FindPeople finds up to limit live, active people whose full name, e-mail or mobile contains q,
// by name; those in exclude are left out (the teachers search leaves the teachers out).
func (Directory) FindPeople(tx *gorm.DB, q string, exclude []int64, limit int) ([]PersonCard, error) {
	out := []PersonCard{}
	if q = strings.TrimSpace(q); q == "" {
		return out, nil
	}
	like := "%" + person.LikeEscape(q) + "%"
	err := tx.Raw(`SELECT id, trim(first_name || ' ' || last_name) AS name, email, mobile FROM people
		WHERE merged_into_id IS NULL AND is_active AND NOT (id = ANY (?::bigint[]))
			AND ((first_name || ' ' || last_name) ILIKE ? OR email ILIKE ? OR mobile LIKE ?)
		ORDER BY lower(first_name), lower(last_name), id LIMIT ?`, db.Int64Array(exclude), like, like, like, limit).Scan(&out).Error
	return out, err
}

// PeopleMatching answers the ids among ids whose full name, e-mail or mobile contains q (the
// teachers list's search).
func (Directory) PeopleMatching(tx *gorm.DB, ids []int64, q string) ([]int64, error) {
	out := []int64{}
	if len(ids) == 0 {
		return out, nil
	}
	like := "%" + person.LikeEscape(strings.TrimSpace(q)) + "%"
	err := tx.Raw(`SELECT id FROM people WHERE id = ANY (?::bigint[]) AND merged_into_id IS NULL
			AND ((first_name || ' ' || last_name) ILIKE ? OR email ILIKE ? OR mobile LIKE ?)
		ORDER BY lower(first_name), lower(last_name), id`, db.Int64Array(ids), like, like, like).Scan(&out).Error
	return out, err
}

// AddParent creates a new adult person (the parent an imported child names by name and mobile, an
// E.164 number) at the head of a new household named after them, and answers the person's id.
func (d Directory) AddParent(tx *gorm.DB, firstName, lastName, mobile string) (int64, error) {
	var id int64
	if err := tx.Raw(`INSERT INTO people (first_name, last_name, mobile, address, city) VALUES (?, ?, ?, '', '') RETURNING id`,
		firstName, lastName, mobile).Scan(&id).Error; err != nil {
		return 0, err
	}
	_, err := d.HouseholdOf(tx, id)
	return id, err
}
