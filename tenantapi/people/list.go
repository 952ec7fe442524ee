package people

import (
	"congregate/tenantapi/people/customfields"
	"congregate/tenantapi/people/person"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/auth"
)

// ListQuery is the body of the people list, the export and the search pickers (docs/people-api.md).
type ListQuery struct {
	Q                 string `json:"q"`
	MembershipTypeID  int64  `json:"membershipTypeId"`
	GroupID           int64  `json:"groupId"`
	ServiceUnitID     int64  `json:"serviceUnitId"`
	HouseholdID       int64  `json:"householdId"`
	HouseFellowshipID int64  `json:"houseFellowshipId"`
	Gender            string `json:"gender"`
	AgeBand           string `json:"ageBand"`
	Status            string `json:"status"`
	SortBy            string `json:"sortBy"`
	SortDir           string `json:"sortDir"`
	// CustomFieldID and CustomValue filter on one custom field's value.
	CustomFieldID int64  `json:"customFieldId"`
	CustomValue   string `json:"customValue"`
}

// AgeBands are the bands of the list filter and the dashboard, youngest first.
var AgeBands = []struct {
	Label  string
	Lo, Hi int
}{{"0-12", 0, 12}, {"13-17", 13, 17}, {"18-29", 18, 29}, {"30-49", 30, 49}, {"50-64", 50, 64}, {"65+", 65, 200}}

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

// where builds the filter of a list: a condition over people p and its arguments.
func (q ListQuery) where(now time.Time) (string, []any, error) {
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
	words := strings.Fields(q.Q)
	if len(words) > 6 {
		words = words[:6]
	}
	for _, w := range words {
		if person.TooLong(w, 100) {
			return "", nil, invalid("The search is too long")
		}
		c, a := wordCondition(w)
		conds = append(conds, c)
		args = append(args, a...)
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
		c, a, err := customfields.Filter(q.CustomFieldID, q.CustomValue)
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

// wordCondition matches one search word against names, e-mail and phone digits. Three or more
// characters use the pg_trgm indexes (substring); shorter words match the start of a name or
// e-mail through the pattern-ops indexes, because a trigram index cannot narrow them.
func wordCondition(w string) (string, []any) { return person.WordCondition(w) }

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

func (q ListQuery) orderBy() (string, error) {
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

// statusOnly says the list is the whole church by status, with no search or filter.
func (q ListQuery) statusOnly() bool {
	return strings.TrimSpace(q.Q) == "" && q.MembershipTypeID == 0 && q.GroupID == 0 && q.ServiceUnitID == 0 &&
		q.HouseholdID == 0 && q.HouseFellowshipID == 0 && q.Gender == "" && q.AgeBand == "" && q.CustomFieldID == 0
}

// CountCap bounds the count of a list: past it the answer says "10,000 or more" (totalCapped)
// rather than counting a whole large church on every page turn.
const CountCap = 5000

// listPeople reads one page and the total in ONE statement, so with the SET LOCAL of the
// transaction and the optional records-per-page lookup a list costs at most 3 statements,
// whatever the page size.
//
// Without a search the count stops at CountCap+1 rows of an index-only scan and the page comes
// from the index of the sort. With a search the matches are materialised first (trigram bitmap
// scans), counted and sorted: left to itself the planner would walk the name index hoping to
// meet 20 matches early, and for "smith" it reads 80,000 rows. A search matching more than
// CountCap people falls back to the index walk, which then meets matches often.
func listPeople(tx *gorm.DB, q ListQuery, p Paging, now time.Time) (PageOf[Person], error) {
	where, args, err := q.where(now)
	if err != nil {
		return PageOf[Person]{}, err
	}
	order, err := q.orderBy()
	if err != nil {
		return PageOf[Person]{}, err
	}
	limit := strconv.Itoa(CountCap)
	// A page is sorted and cut first, from the sort's index where it can be read alone, and only
	// its rows are joined to their lists and household.
	page := func(from, cols, extra string) string {
		return `SELECT ` + personSelect + ` FROM (SELECT ` + cols + ` FROM ` + from + ` WHERE ` + extra + ` ORDER BY ` + order + ` LIMIT ? OFFSET ?) k
			JOIN people p ON p.id = k.id ` + personJoins + ` ORDER BY ` + order
	}
	var sql string
	var all []any
	switch {
	case q.statusOnly():
		// The whole church (or all its inactive people): the trigger-kept counts answer exactly.
		total := map[string]string{"": "active", "active": "active", "inactive": "inactive", "all": "active + inactive"}[q.Status]
		sql = `SELECT c.total, x.* FROM (SELECT ` + total + ` AS total FROM people_counts) c
			LEFT JOIN LATERAL (` + page("people p", "p.id", where) + `) x ON true`
		all = append(append([]any{}, args...), p.PageSize, p.Offset())
	case strings.TrimSpace(q.Q) == "":
		sql = `SELECT c.total, x.* FROM (SELECT count(*) AS total FROM (SELECT 1 FROM people p WHERE ` + where + ` LIMIT ` + limit + ` + 1) k) c
			LEFT JOIN LATERAL (` + page("people p", "p.id", where) + `) x ON true`
		all = append(append(append([]any{}, args...), args...), p.PageSize, p.Offset())
	default:
		// The page's ids come from the materialised matches, or from the index walk when there are
		// too many of them (c.total is a parameter of the lateral subquery, so each branch starts
		// with a one-time filter); the person columns are then read once, for the page only.
		sql = `WITH m AS MATERIALIZED (SELECT p.id, p.first_name, p.last_name, p.email, p.mobile, p.created_at, p.birth_date, p.join_date, p.membership_type_id
				FROM people p WHERE ` + where + ` LIMIT ` + limit + ` + 1),
			c AS (SELECT count(*) AS total FROM m)
			SELECT c.total, x.* FROM c LEFT JOIN LATERAL (SELECT ` + personSelect + ` FROM (
				(SELECT p.id FROM m p WHERE c.total <= ` + limit + ` ORDER BY ` + order + ` LIMIT ? OFFSET ?)
				UNION ALL
				(SELECT p.id FROM people p WHERE c.total > ` + limit + ` AND ` + where + ` ORDER BY ` + order + ` LIMIT ? OFFSET ?)
			) k JOIN people p ON p.id = k.id ` + personJoins + ` ORDER BY ` + order + `) x ON true`
		all = append(append([]any{}, args...), p.PageSize, p.Offset())
		all = append(append(all, args...), p.PageSize, p.Offset())
	}
	var rows []personRow
	if err := tx.Raw(sql, all...).Scan(&rows).Error; err != nil {
		return PageOf[Person]{}, err
	}
	var total int64
	limitTotal := int64(CountCap)
	if q.statusOnly() {
		limitTotal = 1 << 62
	}
	items := make([]Person, 0, len(rows))
	for _, r := range rows {
		total = r.Total
		if r.ID != 0 {
			items = append(items, r.toPerson(now))
		}
	}
	out := pageOf(items, min(total, limitTotal), p)
	out.TotalCapped = total > limitTotal
	return out, nil
}

// userPageSize is the signed-in user's records per page (spec §3), read with the session.
func userPageSize(c *gin.Context) int {
	if u := auth.UserFrom(c.Request.Context()); u != nil && u.RecordsPerPage >= 1 && u.RecordsPerPage <= MaxPageSize {
		return u.RecordsPerPage
	}
	return 20
}
