package people

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/people/customfields"
	"congregate/tenantapi/people/person"
	"congregate/tenantapi/people/query"
)

// The SQL of a person's record: the only file of the package that names tables.

const (
	recordSelect = person.RecordSelect
	recordJoins  = person.RecordJoins
)

// listPeople reads one page and the total in ONE statement, so with the SET LOCAL of the
// transaction and the optional records-per-page lookup a list costs at most 3 statements,
// whatever the page size.
//
// Without a search the count stops at CountCap+1 rows of an index-only scan and the page comes
// from the index of the sort. With a search the matches are materialised first (trigram bitmap
// scans), counted and sorted: left to itself the planner would walk the name index hoping to
// meet 20 matches early, and for "smith" it reads 80,000 rows. A search matching more than
// CountCap people falls back to the index walk, which then meets matches often.
func listPeople(tx *gorm.DB, q query.ListQuery, limit, offset int, now time.Time) (items []Person, total int64, err error) {
	where, args, err := q.Where(now, customfields.Filter)
	if err != nil {
		return nil, 0, err
	}
	order, err := q.OrderBy()
	if err != nil {
		return nil, 0, err
	}
	capped := strconv.Itoa(CountCap)
	// A page is sorted and cut first, from the sort's index where it can be read alone, and only
	// its rows are joined to their lists and household.
	page := func(from, cols, extra string) string {
		return `SELECT ` + recordSelect + ` FROM (SELECT ` + cols + ` FROM ` + from + ` WHERE ` + extra + ` ORDER BY ` + order + ` LIMIT ? OFFSET ?) k
			JOIN people p ON p.id = k.id ` + recordJoins + ` ORDER BY ` + order
	}
	var sql string
	var all []any
	switch {
	case q.StatusOnly():
		// The whole church (or all its inactive people): the trigger-kept counts answer exactly.
		total := map[string]string{"": "active", "active": "active", "inactive": "inactive", "all": "active + inactive"}[q.Status]
		sql = `SELECT c.total, x.* FROM (SELECT ` + total + ` AS total FROM people_counts) c
			LEFT JOIN LATERAL (` + page("people p", "p.id", where) + `) x ON true`
		all = append(append([]any{}, args...), limit, offset)
	case strings.TrimSpace(q.Q) == "":
		sql = `SELECT c.total, x.* FROM (SELECT count(*) AS total FROM (SELECT 1 FROM people p WHERE ` + where + ` LIMIT ` + capped + ` + 1) k) c
			LEFT JOIN LATERAL (` + page("people p", "p.id", where) + `) x ON true`
		all = append(append(append([]any{}, args...), args...), limit, offset)
	default:
		// The page's ids come from the materialised matches, or from the index walk when there are
		// too many of them (c.total is a parameter of the lateral subquery, so each branch starts
		// with a one-time filter); the person columns are then read once, for the page only. A
		// search for similar names (q.AsSimilar) ranks the closest first (q.Rank), the list's order
		// after; the index walk keeps the list's order alone.
		rank, rankArgs := q.Rank()
		sql = `WITH m AS MATERIALIZED (SELECT p.id, p.first_name, p.last_name, p.email, p.mobile, p.created_at, p.birth_date, p.join_date, p.membership_type_id,
					` + rank + `
				FROM people p WHERE ` + where + ` LIMIT ` + capped + ` + 1),
			c AS (SELECT count(*) AS total FROM m)
			SELECT c.total, x.* FROM c LEFT JOIN LATERAL (SELECT ` + recordSelect + ` FROM (
				(SELECT p.id, p.rank FROM m p WHERE c.total <= ` + capped + ` ORDER BY p.rank DESC, ` + order + ` LIMIT ? OFFSET ?)
				UNION ALL
				(SELECT p.id, 1::real FROM people p WHERE c.total > ` + capped + ` AND ` + where + ` ORDER BY ` + order + ` LIMIT ? OFFSET ?)
			) k JOIN people p ON p.id = k.id ` + recordJoins + ` ORDER BY k.rank DESC, ` + order + `) x ON true`
		all = append(append(append([]any{}, rankArgs...), args...), limit, offset)
		all = append(append(all, args...), limit, offset)
	}
	res, err := tx.Raw(sql, all...).Rows()
	if err != nil {
		return nil, 0, err
	}
	defer res.Close()
	rows, err := person.ScanListRows(res)
	if err != nil {
		return nil, 0, err
	}
	items = make([]Person, 0, len(rows))
	for _, r := range rows {
		total = r.Total
		if r.ID != 0 {
			items = append(items, r.Record(now))
		}
	}
	if total == 0 {
		if sq, ok := q.AsSimilar(); ok {
			return listPeople(tx, sq, limit, offset, now) // no one by the words: names close to them
		}
	}
	return items, total, nil
}

// searchPeople finds up to limit people matching q, skipping excluded ids.
// When its words match no one, it finds the names close to them (a typo).
func searchPeople(tx *gorm.DB, q, status string, exclude []int64, limit int, now time.Time) ([]person.Summary, error) {
	lq := query.ListQuery{Q: q, Status: status}
	out, err := searchMatching(tx, lq, exclude, limit, now)
	if err != nil || len(out) > 0 {
		return out, err
	}
	if sq, ok := lq.AsSimilar(); ok {
		return searchMatching(tx, sq, exclude, limit, now)
	}
	return out, nil
}

// searchMatching is searchPeople for one query.
func searchMatching(tx *gorm.DB, lq query.ListQuery, exclude []int64, limit int, now time.Time) ([]person.Summary, error) {
	where, args, err := lq.Where(now, customfields.Filter)
	if err != nil {
		return nil, err
	}
	if len(exclude) > 0 {
		where += " AND p.id NOT IN ?"
		args = append(args, exclude)
	}
	// The matches are gathered first (trigram bitmap scans) and sorted after, for the reason
	// listPeople gives; a picker shows the first by rank (lq.Rank), then name, among at most
	// searchCap matches.
	rank, rankArgs := lq.Rank()
	var rows []person.Row
	err = tx.Raw(`WITH m AS MATERIALIZED (SELECT p.id, p.last_name, p.first_name, `+rank+` FROM people p WHERE `+where+` LIMIT `+strconv.Itoa(searchCap)+`)
		SELECT `+recordSelect+` FROM (SELECT id, rank FROM m ORDER BY rank DESC, lower(last_name), lower(first_name), id LIMIT ?) k
		JOIN people p ON p.id = k.id `+recordJoins+` ORDER BY k.rank DESC, lower(p.last_name), lower(p.first_name), p.id`,
		append(append(append([]any{}, rankArgs...), args...), limit)...).Scan(&rows).Error
	if err != nil {
		return nil, err
	}
	out := make([]person.Summary, 0, len(rows))
	for _, r := range rows {
		out = append(out, r.Record(now).Summary())
	}
	return out, nil
}

// insertPerson writes a new person; without a membership type (typeGiven false) the settings'
// default.
func insertPerson(tx *gorm.DB, cols []column, typeGiven bool) (int64, error) {
	if !typeGiven {
		cols = append(cols, column{Name: "membership_type_id", Value: gorm.Expr("(SELECT default_membership_type_id FROM people_settings)")})
	}
	return db.Insert(tx, "people", cols)
}

// updatePerson writes cols to a live person (or answers person.ErrNotFound).
func updatePerson(tx *gorm.DB, id int64, cols []column) error {
	sets := []string{"updated_at = now()"}
	vals := []any{}
	for _, c := range cols {
		sets = append(sets, c.Name+" = ?")
		vals = append(vals, c.Value)
	}
	res := tx.Exec(`UPDATE people SET `+strings.Join(sets, ", ")+` WHERE id = ? AND merged_into_id IS NULL`, append(vals, id)...)
	if res.Error != nil {
		return res.Error
	}
	if res.RowsAffected == 0 {
		return person.ErrNotFound
	}
	return nil
}

// belongings fills a profile's groups, service units, leadership and attendance summary.
func belongings(tx *gorm.DB, out *Profile, today string) error {
	id := out.ID
	if err := tx.Raw(`SELECT g.id, g.name FROM groups g JOIN group_members gm ON gm.group_id = g.id
		WHERE gm.person_id = ? ORDER BY lower(g.name)`, id).Scan(&out.Groups).Error; err != nil {
		return err
	}
	if err := tx.Raw(`SELECT u.id, u.name, m.position_id, COALESCE(pos.name, '') AS position
		FROM service_units u JOIN service_unit_members m ON m.service_unit_id = u.id
		LEFT JOIN positions pos ON pos.id = m.position_id WHERE m.person_id = ? ORDER BY lower(u.name)`, id).Scan(&out.ServiceUnits).Error; err != nil {
		return err
	}
	var leaders []LeaderRef
	if err := tx.Raw(`SELECT id, title FROM leaders WHERE person_id = ?`, id).Scan(&leaders).Error; err != nil {
		return err
	}
	if len(leaders) > 0 {
		out.Leadership = &leaders[0]
	}
	var last *time.Time
	err := tx.Raw(`SELECT count(*) FILTER (WHERE s.service_date > ?::date - 30),
			count(*) FILTER (WHERE s.service_date > ?::date - 90), max(s.service_date), count(*)
		FROM attendance_records r JOIN attendance_sessions s ON s.id = r.session_id WHERE r.person_id = ?`, today, today, id).
		Row().Scan(&out.Attendance.Last30Days, &out.Attendance.Last90Days, &last, &out.Attendance.Total)
	if err != nil && !errors.Is(err, gorm.ErrRecordNotFound) {
		return err
	}
	out.Attendance.LastAttended = person.ISODate(last)
	return nil
}
