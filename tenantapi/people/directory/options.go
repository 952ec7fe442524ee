package directory

import (
	"strings"

	"gorm.io/gorm"
)

// Audience options: what a message's audience builder offers (tenantapi/communications), so a
// staff member who holds the communications key but not the people key can still pick people,
// households, groups, service units, fellowships and saved lists by name. Names and counts only:
// never a person's record.

// Option is one choosable person or list.
type Option struct {
	ID      int64  `json:"id"`
	Name    string `json:"name"`
	Members int64  `json:"members"` // live, active members (0 for a person and a saved list)
	Mobile  string `json:"mobile"`  // a person's, "" for lists
	Email   string `json:"email"`   // a person's, "" for lists
}

// OptionKinds are the kinds Options answers.
var OptionKinds = []string{"people", "households", "groups", "serviceUnits", "fellowships", "savedLists"}

// optionLists are the list kinds: the table, and the statement counting its live members.
var optionLists = map[string][2]string{
	"households": {"households", `(SELECT count(*) FROM household_members m JOIN people p ON p.id = m.person_id
		WHERE m.household_id = t.id AND p.merged_into_id IS NULL AND p.is_active)`},
	"groups": {"groups", `(SELECT count(*) FROM group_members m JOIN people p ON p.id = m.person_id
		WHERE m.group_id = t.id AND p.merged_into_id IS NULL AND p.is_active)`},
	"serviceUnits": {"service_units", `(SELECT count(*) FROM service_unit_members m JOIN people p ON p.id = m.person_id
		WHERE m.service_unit_id = t.id AND p.merged_into_id IS NULL AND p.is_active)`},
	"fellowships": {"house_fellowships", `(SELECT count(*) FROM people p
		WHERE p.house_fellowship_id = t.id AND p.merged_into_id IS NULL AND p.is_active)`},
	"savedLists": {"saved_lists", `0`},
}

// Options answers at most limit people or lists of kind whose name holds search (case-insensitive),
// by name. kind must be one of OptionKinds.
func (Directory) Options(tx *gorm.DB, kind, search string, limit int) ([]Option, error) {
	like := "%" + likeEscape(strings.ToLower(strings.TrimSpace(search))) + "%"
	out := []Option{}
	if kind == "people" {
		err := tx.Raw(`SELECT id, first_name || ' ' || last_name AS name, mobile, email FROM people
			WHERE merged_into_id IS NULL AND is_active
			  AND (lower(first_name || ' ' || last_name) LIKE ? OR lower(email) LIKE ? OR mobile_digits LIKE ?)
			ORDER BY lower(last_name), lower(first_name), id LIMIT ?`, like, like, digitsLike(search), limit).Scan(&out).Error
		return out, err
	}
	l, ok := optionLists[kind]
	if !ok {
		return out, nil
	}
	err := tx.Raw(`SELECT t.id, t.name, `+l[1]+` AS members FROM `+l[0]+` t
		WHERE lower(t.name) LIKE ? ORDER BY lower(t.name), t.id LIMIT ?`, like, limit).Scan(&out).Error
	return out, err
}

func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// digitsLike matches a search of at least three digits against a mobile's digits; anything else
// matches no number.
func digitsLike(search string) string {
	d := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, search)
	if len(d) < 3 {
		return "\x01" // no mobile_digits holds it
	}
	return "%" + d + "%"
}
