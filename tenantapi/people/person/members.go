package person

import (
	"strings"
	"time"
	"unicode"
)

// Member is a person's row in a group, service unit or fellowship list.
type Member struct {
	PersonID   int64      `json:"personId"`
	FullName   string     `json:"fullName"`
	FirstName  string     `json:"-"`
	MiddleName string     `json:"-"`
	LastName   string     `json:"-"`
	Email      string     `json:"email"`
	Mobile     string     `json:"mobile"`
	Role       string     `json:"role,omitempty" enum:"member,leader"`
	PositionID *int64     `json:"positionId,omitempty"`
	Position   string     `json:"position,omitempty"`
	JoinedAt   *time.Time `json:"joinedAt,omitempty"`
}

// MemberCols are the people columns a member list reads (people aliased p).
const MemberCols = `p.id AS person_id, p.first_name, p.middle_name, p.last_name, p.email, p.mobile`

// Named fills in the members' full names.
func Named(ms []Member) []Member {
	for i := range ms {
		m := &ms[i]
		m.FullName = FullName(m.FirstName, m.MiddleName, m.LastName)
	}
	return ms
}

// MemberSearch narrows a member list (people aliased p) by name, e-mail or phone: every word of q
// must match.
func MemberSearch(where string, args []any, q string) (string, []any) {
	for _, w := range strings.Fields(q) {
		c, a := WordCondition(w)
		where, args = where+" AND "+c, append(args, a...)
	}
	return where, args
}

// WordCondition is the people search's rule for one typed word (people aliased p): a word under
// three characters matches the start of a first name, last name or e-mail; a longer one anywhere
// in the full name or e-mail, and its digits (three or more) in the mobile number.
func WordCondition(w string) (string, []any) {
	lw := LikeEscape(strings.ToLower(w))
	digits := strings.Map(func(r rune) rune {
		if unicode.IsDigit(r) {
			return r
		}
		return -1
	}, w)
	if len([]rune(w)) < 3 {
		// A byte-wise range is exact (no recheck of the row), so counting can stay in the index.
		lo := strings.ToLower(w)
		hi := lo + "\U0010FFFF"
		return "((lower(p.first_name) ~>=~ ? AND lower(p.first_name) ~<~ ?) OR (lower(p.last_name) ~>=~ ? AND lower(p.last_name) ~<~ ?) OR (lower(p.email) ~>=~ ? AND lower(p.email) ~<~ ?))",
			[]any{lo, hi, lo, hi, lo, hi}
	}
	c := "(lower(p.first_name || ' ' || p.middle_name || ' ' || p.last_name) LIKE ? OR lower(p.email) LIKE ?"
	args := []any{"%" + lw + "%", "%" + lw + "%"}
	if len(digits) >= 3 {
		c += " OR p.mobile_digits LIKE ?"
		args = append(args, "%"+digits+"%")
	}
	return c + ")", args
}
