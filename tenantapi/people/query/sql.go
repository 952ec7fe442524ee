package query

import (
	"encoding/json"
	"strconv"
	"strings"
	"time"
	"unicode"

	"congregate/internal/platform/fault"
	"congregate/tenantapi/people/person"
)

// The SQL of the listing's filter and sort over people p: the only file of the package that
// names tables.

// sorts maps sortBy to ORDER BY terms; every one ends with the id so pages never overlap.
var sorts = map[string][]string{
	"name":           {"lower(p.last_name)", "lower(p.first_name)", "p.id"},
	"lastName":       {"lower(p.last_name)", "lower(p.first_name)", "p.id"},
	"firstName":      {"lower(p.first_name)", "lower(p.last_name)", "p.id"},
	"email":          {"lower(p.email)", "p.id"},
	"mobile":         {"p.mobile", "p.id"},
	"createdAt":      {"p.created_at", "p.id"},
	"birthDate":      {"p.birth_date", "p.id"},
	"age":            {"p.birth_date DESC_FLIP", "p.id"},
	"birthday":       {"extract(month FROM p.birth_date)", "extract(day FROM p.birth_date)", "p.id"},
	"membershipType": {"(SELECT position FROM membership_types WHERE id = p.membership_type_id)", "lower(p.last_name)", "lower(p.first_name)", "p.id"},
	"joinDate":       {"p.join_date", "p.id"},
}

var nullableSort = map[string]bool{"p.birth_date": true, "p.join_date": true, "(SELECT position FROM membership_types WHERE id = p.membership_type_id)": true,
	"extract(month FROM p.birth_date)": true, "extract(day FROM p.birth_date)": true}

// Where builds the filter of a list: a condition over people p and its arguments. custom builds
// the custom-field condition.
func (q ListQuery) Where(now time.Time, custom CustomFilter) (string, []any, error) {
	conds := []string{"p.merged_into_id IS NULL"}
	var args []any
	switch q.Status {
	case "", "active":
		conds = append(conds, "p.is_active")
	case "inactive":
		conds = append(conds, "NOT p.is_active")
	case "all":
	default:
		return "", nil, invalid("Status must be active, inactive or all")
	}
	words, err := q.words()
	if err != nil {
		return "", nil, err
	}
	if len(words) > 0 {
		c, a := wordsCondition(words)
		// A name typed with a typo ("brain adeyemi"), asked again when the words found no one
		// (AsSimilar): close enough to the whole text by trigram similarity (people_name_trgm).
		if sc, sa := similarCondition(words); q.similar && sc != "" {
			c, a = sc, sa
		}
		conds, args = append(conds, c), append(args, a...)
	}
	if q.MembershipTypeID != 0 {
		conds, args = append(conds, "p.membership_type_id = ?"), append(args, q.MembershipTypeID)
	}
	if q.GroupID != 0 {
		conds = append(conds, "EXISTS (SELECT 1 FROM group_members gm WHERE gm.person_id = p.id AND gm.group_id = ?)")
		args = append(args, q.GroupID)
	}
	if q.ServiceUnitID != 0 {
		conds = append(conds, "EXISTS (SELECT 1 FROM service_unit_members sm WHERE sm.person_id = p.id AND sm.service_unit_id = ?)")
		args = append(args, q.ServiceUnitID)
	}
	if q.HouseholdID != 0 {
		conds = append(conds, "EXISTS (SELECT 1 FROM household_members xm WHERE xm.person_id = p.id AND xm.household_id = ?)")
		args = append(args, q.HouseholdID)
	}
	if q.HouseFellowshipID != 0 {
		conds, args = append(conds, "p.house_fellowship_id = ?"), append(args, q.HouseFellowshipID)
	}
	switch q.Gender {
	case "":
	case "male", "female":
		conds, args = append(conds, "p.gender = ?"), append(args, q.Gender)
	case "unknown":
		conds = append(conds, "p.gender = ''")
	default:
		return "", nil, invalid("Gender must be male, female or unknown")
	}
	if q.CustomFieldID != 0 {
		c, a, err := custom(q.CustomFieldID, q.CustomValue)
		if err != nil {
			return "", nil, err
		}
		conds, args = append(conds, c), append(args, a...)
	}
	if q.AgeBand != "" {
		c, a, err := ageBandCondition(q.AgeBand, now)
		if err != nil {
			return "", nil, err
		}
		conds, args = append(conds, c), append(args, a...)
	}
	return strings.Join(conds, " AND "), args, nil
}

// nameExpr is a person's full name as people_name_trgm indexes it (people p).
const nameExpr = "lower(p.first_name || ' ' || p.middle_name || ' ' || p.last_name)"

// words are the search's words, the first six, refused when one is too long.
func (q ListQuery) words() ([]string, error) {
	words := strings.Fields(q.Q)
	if len(words) > 6 {
		words = words[:6]
	}
	for _, w := range words {
		if person.TooLong(w, 100) {
			return nil, invalid("The search is too long")
		}
	}
	return words, nil
}

// wordsCondition is every word matching by person's search word rule (names, e-mail, phone digits).
func wordsCondition(words []string) (string, []any) {
	conds := make([]string, len(words))
	var args []any
	for i, w := range words {
		c, a := person.WordCondition(w)
		conds[i], args = c, append(args, a...)
	}
	return "(" + strings.Join(conds, " AND ") + ")", args
}

// similarText is the text a name is compared with for similarity, "" when the search looks like
// no name: fewer than three letters (the prefix rule of short words stays exact), or anything but
// letters and the marks names carry (an e-mail, a phone number, "zed0" where one digit off is
// another person, "zed%" which is no wildcard).
func similarText(words []string) string {
	t := strings.ToLower(strings.Join(words, " "))
	letters := 0
	for _, r := range t {
		switch {
		case unicode.IsLetter(r):
			letters++
		case unicode.IsMark(r) || strings.ContainsRune(" -'.’", r):
		default:
			return ""
		}
	}
	if letters < 3 {
		return ""
	}
	return t
}

// minSimilarity is how close a name of several words must be to the text. The index's operator
// keeps pg_trgm's default (0.3) and this rechecks its rows: at 0.3 "brain adeyemi" finds every
// Adeyemi (0.42 for Mary Adeyemi), at 0.45 it finds Brian and Bryan (0.56).
const minSimilarity = 0.45

// similarCondition is the typo rule over people p, "" when the text is no name (similarText) or
// one word: a text of several words is similar to the whole name (people_name_trgm). One word is
// left to the exact rule: its similarity to a whole name is low, and word_similarity (<%) on a
// common word ("smith") turned the 100,000-person list into a sequential scan (250 ms, 55 before).
func similarCondition(words []string) (string, []any) {
	t := similarText(words)
	if t == "" || len(words) < 2 {
		return "", nil
	}
	return "(" + nameExpr + " OPERATOR(public.%) ? AND public.similarity(" + nameExpr + ", ?) >= " +
		strconv.FormatFloat(minSimilarity, 'f', -1, 64) + ")", []any{t, t}
}

// AsSimilar is the query again for names similar to its text, for when its words matched no one
// (the callers ask it then): false when the text looks like no name of several words. A search
// that finds people by its words shows those alone; in one query with an OR the planner gave up
// the indexes and read every person ("jennifer adeyemi" over 100,000 people: 92 → 339 ms).
func (q ListQuery) AsSimilar() (ListQuery, bool) {
	words, err := q.words()
	if sc, _ := similarCondition(words); err != nil || sc == "" || q.similar {
		return q, false
	}
	q.similar = true
	return q, true
}

// Rank is a select column "rank" over people p that orders a search's matches, the highest first:
// for a query of similar names (AsSimilar) the similarity of the name to the text, else 1 for all,
// so the list's own order is all there is.
func (q ListQuery) Rank() (string, []any) {
	words, err := q.words()
	if sc, _ := similarCondition(words); err != nil || sc == "" || !q.similar {
		return "1::real AS rank", nil
	}
	return "public.similarity(" + nameExpr + ", ?) AS rank", []any{similarText(words)}
}

func ageBandCondition(band string, now time.Time) (string, []any, error) {
	if band == "unknown" {
		return "p.birth_date IS NULL", nil, nil
	}
	for _, b := range AgeBands {
		if b.Label == band {
			// Aged lo..hi today: born after (today - (hi+1) years) and on or before (today - lo years).
			from := now.AddDate(-(b.Hi + 1), 0, 0)
			to := now.AddDate(-b.Lo, 0, 0)
			return "(p.birth_date > ? AND p.birth_date <= ?)", []any{from.Format("2006-01-02"), to.Format("2006-01-02")}, nil
		}
	}
	return "", nil, invalid("Unknown age band")
}

// OrderBy is the list's ORDER BY terms over people p.
func (q ListQuery) OrderBy() (string, error) {
	by := q.SortBy
	if by == "" {
		by = "name"
	}
	terms, ok := sorts[by]
	if !ok {
		return "", invalid("sortBy must be one of name, firstName, lastName, email, mobile, createdAt, birthDate, birthday, age, membershipType, joinDate")
	}
	desc := false
	switch q.SortDir {
	case "", "asc":
	case "desc":
		desc = true
	default:
		return "", invalid("sortDir must be asc or desc")
	}
	out := make([]string, len(terms))
	for i, t := range terms {
		flip, base := strings.HasSuffix(t, " DESC_FLIP"), strings.TrimSuffix(t, " DESC_FLIP")
		dir := " ASC"
		if desc != flip {
			dir = " DESC"
		}
		// Only nullable terms get NULLS LAST: on the NOT NULL name columns the default null order
		// lets a descending sort walk the name index backwards.
		if nullableSort[base] {
			dir += " NULLS LAST"
		}
		out[i] = base + dir
	}
	return strings.Join(out, ", "), nil
}

// CustomField is the people list's "custom field = value" condition over people p, the
// CustomFilter the listing, the export, saved lists and directory share. The value comes as text
// (URL, form); it matches a stored string, and a stored number or boolean when it reads as one.
func CustomField(fieldID int64, value string) (string, []any, error) {
	value = strings.TrimSpace(value)
	if value == "" {
		return "", nil, fault.E(fault.Invalid, "Choose a value for the custom field")
	}
	if person.TooLong(value, person.MaxCustomText) {
		return "", nil, fault.E(fault.Invalid, "The custom field value is too long")
	}
	key := strconv.FormatInt(fieldID, 10)
	asText, _ := json.Marshal(map[string]any{key: value})
	typed := map[string]any{key: value}
	switch strings.ToLower(value) {
	case "true", "yes":
		typed[key] = true
	case "false", "no":
		typed[key] = false
	default:
		if n, err := strconv.ParseFloat(value, 64); err == nil {
			typed[key] = n
		}
	}
	asTyped, _ := json.Marshal(typed)
	return "(p.custom @> ?::jsonb OR p.custom @> ?::jsonb)", []any{string(asText), string(asTyped)}, nil
}
