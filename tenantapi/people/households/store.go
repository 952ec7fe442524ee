package households

import (
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/fault"
	"congregate/tenantapi/people/person"
)

// The SQL of households: the only file of the package that names tables.

// Load reads a household with its members (heads first, then by age).
func Load(tx *gorm.DB, id int64) (*Household, error) {
	var hs []Household
	if err := tx.Raw(`SELECT id, name, address FROM households WHERE id = ?`, id).Scan(&hs).Error; err != nil {
		return nil, err
	}
	if len(hs) == 0 {
		return nil, errNotFound
	}
	h := &hs[0]
	var rows []struct {
		PersonID                        int64
		FirstName, MiddleName, LastName string
		Relationship                    string
		IsActive                        bool
		BirthDate                       *string
	}
	if err := tx.Raw(`SELECT p.id AS person_id, p.first_name, p.middle_name, p.last_name, m.relationship, p.is_active,
			to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date
		FROM household_members m JOIN people p ON p.id = m.person_id WHERE m.household_id = ?
		ORDER BY array_position(ARRAY['head', 'spouse', 'child', 'other'], m.relationship), p.birth_date NULLS LAST, p.id`, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	h.Members = make([]Member, 0, len(rows))
	for _, r := range rows {
		st := "active"
		if !r.IsActive {
			st = "inactive"
		}
		h.Members = append(h.Members, Member{PersonID: r.PersonID, FullName: person.FullName(r.FirstName, r.MiddleName, r.LastName),
			Relationship: r.Relationship, Status: st, BirthDate: r.BirthDate})
	}
	return h, nil
}

// AddMember puts a person in a household, or changes their relationship if they are already in
// it. A person in another household is refused: they leave it explicitly first. The person form
// (tenantapi/people) calls it inside its own transaction when a new person joins a household.
func AddMember(tx *gorm.DB, householdID, personID int64, rel string) error {
	if !ValidRelationship(rel) {
		return fault.E(fault.Invalid, MsgRelationship)
	}
	if err := lock(tx, householdID); err != nil {
		return err
	}
	if err := person.RequireLive(tx, personID); err != nil {
		return err
	}
	var current []struct {
		HouseholdID int64
		Name        string
	}
	if err := tx.Raw(`SELECT m.household_id, h.name FROM household_members m JOIN households h ON h.id = m.household_id
		WHERE m.person_id = ?`, personID).Scan(&current).Error; err != nil {
		return err
	}
	if len(current) > 0 && current[0].HouseholdID != householdID {
		return fault.E(fault.Conflict, `This person already belongs to the household "`+current[0].Name+`"`)
	}
	return constraints.Map(tx.Exec(`INSERT INTO household_members (household_id, person_id, relationship) VALUES (?, ?, ?)
		ON CONFLICT (household_id, person_id) DO UPDATE SET relationship = EXCLUDED.relationship`, householdID, personID, rel).Error)
}

// lock makes concurrent changes of one household wait for each other (one head).
func lock(tx *gorm.DB, id int64) error {
	var ids []int64
	if err := tx.Raw(`SELECT id FROM households WHERE id = ? FOR UPDATE`, id).Scan(&ids).Error; err != nil {
		return err
	}
	if len(ids) == 0 {
		return errNotFound
	}
	return nil
}

// list is one page of households by name, with their heads: one statement, count included.
func list(tx *gorm.DB, q string, limit, offset int) ([]Summary, int64, error) {
	var rows []struct {
		Total                           int64
		ID                              *int64
		Name, Address                   string
		MemberCount                     int64
		HeadID                          *int64
		HeadFirst, HeadMiddle, HeadLast string
	}
	where, args := "true", []any{}
	if q = strings.TrimSpace(q); q != "" {
		where, args = "lower(h.name) LIKE ?", []any{"%" + person.LikeEscape(strings.ToLower(q)) + "%"}
	}
	err := tx.Raw(`SELECT c.total, x.* FROM (SELECT count(*) AS total FROM households h WHERE `+where+`) c
		LEFT JOIN LATERAL (SELECT h.id, h.name, h.address,
			(SELECT count(*) FROM household_members m WHERE m.household_id = h.id) AS member_count,
			hp.id AS head_id, COALESCE(hp.first_name, '') AS head_first, COALESCE(hp.middle_name, '') AS head_middle, COALESCE(hp.last_name, '') AS head_last
			FROM households h
			LEFT JOIN household_members hm ON hm.household_id = h.id AND hm.relationship = 'head'
			LEFT JOIN people hp ON hp.id = hm.person_id
			WHERE `+where+` ORDER BY lower(h.name), h.id LIMIT ? OFFSET ?) x ON true`,
		append(append(append([]any{}, args...), args...), limit, offset)...).Scan(&rows).Error
	if err != nil {
		return nil, 0, err
	}
	var items []Summary
	var total int64
	for _, r := range rows {
		total = r.Total
		if r.ID == nil {
			continue
		}
		s := Summary{ID: *r.ID, Name: r.Name, Address: r.Address, MemberCount: r.MemberCount}
		if r.HeadID != nil {
			s.Head = &Head{PersonID: *r.HeadID, FullName: person.FullName(r.HeadFirst, r.HeadMiddle, r.HeadLast)}
		}
		items = append(items, s)
	}
	return items, total, nil
}

func insert(tx *gorm.DB, name, address string) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO households (name, address) VALUES (?, ?) RETURNING id`, name, address).Scan(&id).Error
	return id, err
}

func update(tx *gorm.DB, id int64, name, address string) error {
	return tx.Exec(`UPDATE households SET name = ?, address = ? WHERE id = ?`, name, address, id).Error
}

func remove(tx *gorm.DB, id int64) (found bool, err error) {
	res := tx.Exec(`DELETE FROM households WHERE id = ?`, id)
	return res.RowsAffected > 0, res.Error
}

func removeMember(tx *gorm.DB, householdID, personID int64) (found bool, err error) {
	res := tx.Exec(`DELETE FROM household_members WHERE household_id = ? AND person_id = ?`, householdID, personID)
	return res.RowsAffected > 0, res.Error
}
