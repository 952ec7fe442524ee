package directory

import (
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/people/person"
)

// Children's check-in (issue 15, h-checkin): the families a station finds by phone or name, and
// the people a check-in names. h-kids' FamilySearch and Children (children.go) answer the
// children's pages; check-in reads only what a station needs.

// CheckinMember is one live member of a family as a station shows it.
type CheckinMember struct {
	ID           int64   `json:"id"`
	HouseholdID  int64   `json:"householdId"`
	FirstName    string  `json:"firstName"`
	LastName     string  `json:"lastName"`
	Relationship string  `json:"relationship"` // head, spouse, child, other; "" without a household
	BirthDate    *string `json:"birthDate"`
	Gender       string  `json:"gender"`
	Mobile       string  `json:"mobile"`
}

// CheckinFamily is a household with its live members; a person without a household is a family of
// one with ID 0.
type CheckinFamily struct {
	ID      int64
	Name    string
	Members []CheckinMember
}

// CheckinMatches answers the ids of the live people a station's search finds: the last digits of a
// mobile (q of 4 or more digits, punctuation ignored) or a name containing q; at most limit.
func (Directory) CheckinMatches(tx *gorm.DB, q string, limit int) ([]int64, error) {
	ids := []int64{}
	q = strings.TrimSpace(q)
	if q == "" {
		return ids, nil
	}
	digits := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, q)
	if len(digits) >= 4 && strings.Trim(q, "0123456789 +-().") == "" {
		err := tx.Raw(`SELECT id FROM people WHERE merged_into_id IS NULL AND is_active AND mobile_digits LIKE ?
			ORDER BY id LIMIT ?`, "%"+digits, limit).Scan(&ids).Error
		return ids, err
	}
	// A full name matches with or without the middle name ("Jonah Rossi", "Jonah Paul Rossi").
	like := "%" + person.LikeEscape(strings.ToLower(strings.Join(strings.Fields(q), " "))) + "%"
	err := tx.Raw(`SELECT id FROM people WHERE merged_into_id IS NULL AND is_active
			AND (lower(first_name || ' ' || last_name) LIKE ? OR lower(concat_ws(' ', first_name, NULLIF(middle_name, ''), last_name)) LIKE ?)
		ORDER BY lower(last_name), lower(first_name), id LIMIT ?`, like, like, limit).Scan(&ids).Error
	return ids, err
}

// CheckinFamilies answers the families of ids (each person's household with all its live members;
// a person without one alone), households by name.
func (Directory) CheckinFamilies(tx *gorm.DB, ids []int64) ([]CheckinFamily, error) {
	out := []CheckinFamily{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []struct {
		CheckinMember
		HouseholdName string
	}
	err := tx.Raw(`WITH hh AS (SELECT DISTINCT household_id FROM household_members WHERE person_id = ANY (?::bigint[]))
		SELECT p.id, hm.household_id, h.name AS household_name, p.first_name, p.last_name, hm.relationship,
			to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date, p.gender, p.mobile
		FROM hh JOIN households h ON h.id = hh.household_id
		JOIN household_members hm ON hm.household_id = h.id
		JOIN people p ON p.id = hm.person_id AND p.merged_into_id IS NULL AND p.is_active
		UNION ALL
		SELECT p.id, 0, trim(p.first_name || ' ' || p.last_name), p.first_name, p.last_name, '',
			to_char(p.birth_date, 'YYYY-MM-DD'), p.gender, p.mobile
		FROM people p WHERE p.id = ANY (?::bigint[]) AND p.merged_into_id IS NULL AND p.is_active
			AND NOT EXISTS (SELECT 1 FROM household_members x WHERE x.person_id = p.id)
		ORDER BY household_name, household_id, relationship, birth_date, id`, db.Int64Array(ids), db.Int64Array(ids)).Scan(&rows).Error
	if err != nil {
		return nil, err
	}
	at := map[int64]int{}
	for _, r := range rows {
		key := r.HouseholdID
		if key == 0 {
			key = -r.ID
		}
		i, ok := at[key]
		if !ok {
			i = len(out)
			at[key] = i
			out = append(out, CheckinFamily{ID: r.HouseholdID, Name: r.HouseholdName})
		}
		out[i].Members = append(out[i].Members, r.CheckinMember)
	}
	return out, nil
}

// CheckinPeople answers the live people of ids (names, birth dates, mobiles) for check-in's
// labels and reports; merged and deactivated people are left out.
func (Directory) CheckinPeople(tx *gorm.DB, ids []int64) (map[int64]CheckinMember, error) {
	out := map[int64]CheckinMember{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []CheckinMember
	err := tx.Raw(`SELECT p.id, COALESCE(hm.household_id, 0) AS household_id, p.first_name, p.last_name,
			COALESCE(hm.relationship, '') AS relationship, to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date, p.gender, p.mobile
		FROM people p LEFT JOIN household_members hm ON hm.person_id = p.id
		WHERE p.id = ANY (?::bigint[]) AND p.merged_into_id IS NULL AND p.is_active`, db.Int64Array(ids)).Scan(&rows).Error
	for _, r := range rows {
		out[r.ID] = r
	}
	return out, err
}
