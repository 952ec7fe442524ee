package person

import (
	"strings"
	"unicode/utf8"

	"gorm.io/gorm"

	"congregate/internal/platform/fault"
)

// ErrNotFound is the answer for a person the church does not have (or who was merged away).
var ErrNotFound = fault.E(fault.NotFound, "Person not found")

// RequireLive checks id names a live (not merged) person of the church: every sub-domain that
// hangs something on a person asks this first, so another church's id answers 404.
func RequireLive(tx *gorm.DB, id int64) error {
	var n int64
	if err := tx.Raw(`SELECT count(*) FROM people WHERE id = ? AND merged_into_id IS NULL`, id).Scan(&n).Error; err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}

// MaxPeoplePerCall bounds the people one call adds or removes.
const MaxPeoplePerCall = 1000

// RequireLiveAll checks every id names a live person of the church (at least one, at most
// MaxPeoplePerCall).
func RequireLiveAll(tx *gorm.DB, ids []int64) error {
	if len(ids) == 0 {
		return fault.E(fault.Invalid, "Choose at least one person")
	}
	if len(ids) > MaxPeoplePerCall {
		return fault.E(fault.Invalid, "At most 1000 people at a time")
	}
	var n int64
	if err := tx.Raw(`SELECT count(DISTINCT id) FROM people WHERE id IN ? AND merged_into_id IS NULL`, ids).Scan(&n).Error; err != nil {
		return err
	}
	if n != int64(len(Distinct(ids))) {
		return ErrNotFound
	}
	return nil
}

// Distinct drops repeated ids, keeping the first of each.
func Distinct(ids []int64) []int64 {
	seen := map[int64]bool{}
	out := ids[:0:0]
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// LikeEscape escapes a typed search for a LIKE pattern.
func LikeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// NameFilter adds a case-insensitive substring filter on a name column to a WHERE clause.
func NameFilter(where string, args []any, col, q string) (string, []any) {
	q = strings.TrimSpace(q)
	if q == "" {
		return where, args
	}
	return where + " AND lower(" + col + ") LIKE ?", append(args, "%"+LikeEscape(strings.ToLower(q))+"%")
}

// FoldedText is a one-line name or title: spaces folded, required, at most max characters.
func FoldedText(s string, max int, msgRequired, msgTooLong string) (string, error) {
	s = strings.Join(strings.Fields(s), " ")
	switch {
	case s == "":
		return "", fault.E(fault.Invalid, msgRequired)
	case TooLong(s, max):
		return "", fault.E(fault.Invalid, msgTooLong)
	}
	return s, nil
}

// TooLong reports text over n characters.
func TooLong(s string, n int) bool { return utf8.RuneCountInString(s) > n }
