package people

import (
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/tenantapi/people/customfields"
	"congregate/tenantapi/people/query"
)

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
func listPeople(tx *gorm.DB, q query.ListQuery, p Paging, now time.Time) (PageOf[Person], error) {
	where, args, err := q.Where(now, customfields.Filter)
	if err != nil {
		return PageOf[Person]{}, err
	}
	order, err := q.OrderBy()
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
	case q.StatusOnly():
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
	if q.StatusOnly() {
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
