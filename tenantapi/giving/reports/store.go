package reports

import (
	"fmt"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// The store: SQL only. Totals read the rollups; what a rollup cannot answer (a period's partial
// years, one person's gifts, the recent gifts) reads the ledger by its indexes.

const counted = `status = 'succeeded' AND voided_at IS NULL`

func currency(tx *gorm.DB) (string, error) {
	var c string
	err := tx.Raw(`SELECT currency FROM giving_settings WHERE id = 1`).Scan(&c).Error
	if c == "" {
		c = "USD"
	}
	return c, err
}

type fundRow struct {
	ID            int64
	Name          string
	Code          string
	TaxDeductible bool
}

func funds(tx *gorm.DB) (map[int64]fundRow, error) {
	var rows []fundRow
	if err := tx.Raw(`SELECT id, name, code, tax_deductible FROM giving_funds ORDER BY position, id`).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make(map[int64]fundRow, len(rows))
	for _, r := range rows {
		out[r.ID] = r
	}
	return out, nil
}

type headline struct {
	ThisMonth, LastMonth, YTD, YTDCount, LastYTD int64
}

func dashboardHeadline(tx *gorm.DB, thisMonth, lastMonth, jan1, today, lastJan1, lastToday time.Time) (headline, error) {
	var h headline
	err := tx.Raw(`SELECT
		COALESCE(sum(total_minor) FILTER (WHERE day >= @tm AND day <= @today), 0) AS this_month,
		COALESCE(sum(total_minor) FILTER (WHERE day >= @lm AND day < @tm), 0) AS last_month,
		COALESCE(sum(total_minor) FILTER (WHERE day >= @j1 AND day <= @today), 0) AS ytd,
		COALESCE(sum(gift_count) FILTER (WHERE day >= @j1 AND day <= @today), 0) AS ytd_count,
		COALESCE(sum(total_minor) FILTER (WHERE day >= @lj1 AND day <= @lt), 0) AS last_ytd
		FROM giving_daily_totals WHERE day >= least(CAST(@lm AS date), CAST(@lj1 AS date)) AND day <= @today`,
		map[string]any{"tm": thisMonth, "lm": lastMonth, "j1": jan1, "today": today, "lj1": lastJan1, "lt": lastToday}).
		Row().Scan(&h.ThisMonth, &h.LastMonth, &h.YTD, &h.YTDCount, &h.LastYTD)
	return h, err
}

func monthTotals(tx *gorm.DB, from, to time.Time) (map[string]int64, error) {
	var rows []struct {
		Month string
		Total int64
	}
	err := tx.Raw(`SELECT to_char(day, 'YYYY-MM') AS month, sum(total_minor) AS total FROM giving_daily_totals
		WHERE day >= ? AND day <= ? GROUP BY 1`, from, to).Scan(&rows).Error
	out := map[string]int64{}
	for _, r := range rows {
		out[r.Month] = r.Total
	}
	return out, err
}

func fundTotals(tx *gorm.DB, from, to time.Time) ([]FundTotal, error) {
	out := []FundTotal{}
	err := tx.Raw(`SELECT t.fund_id, f.name, sum(t.total_minor) AS total_minor, sum(t.gift_count) AS count
		FROM giving_daily_totals t JOIN giving_funds f ON f.id = t.fund_id
		WHERE t.day >= ? AND t.day <= ? GROUP BY t.fund_id, f.name ORDER BY total_minor DESC, t.fund_id`, from, to).Scan(&out).Error
	return out, err
}

func methodTotals(tx *gorm.DB, from, to time.Time) ([]MethodTotal, error) {
	out := []MethodTotal{}
	err := tx.Raw(`SELECT method, sum(total_minor) AS total_minor, sum(gift_count) AS count FROM giving_daily_totals
		WHERE day >= ? AND day <= ? GROUP BY method ORDER BY total_minor DESC, method`, from, to).Scan(&out).Error
	return out, err
}

func giverCounts(tx *gorm.DB, jan1 time.Time) (givers, firstTime int64, err error) {
	err = tx.Raw(`SELECT count(*) FILTER (WHERE last_on >= @j1), count(*) FILTER (WHERE first_on >= @j1) FROM giving_donors`,
		map[string]any{"j1": jan1}).Row().Scan(&givers, &firstTime)
	return
}

type giftRow struct {
	ID            int64
	PersonID      *int64
	FundID        int64
	FundName      string
	FundCode      string
	TaxDeductible bool
	AmountMinor   int64
	Currency      string
	Method        string
	ChequeNumber  string
	ReceivedOn    time.Time
	Source        string
	Total         int64
}

const giftCols = `c.id, c.person_id, c.fund_id, f.name AS fund_name, f.code AS fund_code, f.tax_deductible, c.amount_minor,
	c.currency, c.method, c.cheque_number, c.received_on, c.source`

func recentGifts(tx *gorm.DB, n int) ([]giftRow, error) {
	var rows []giftRow
	err := tx.Raw(`SELECT `+giftCols+` FROM giving_contributions c JOIN giving_funds f ON f.id = c.fund_id
		WHERE c.status = 'succeeded' AND c.voided_at IS NULL ORDER BY c.received_on DESC, c.id DESC LIMIT ?`, n).Scan(&rows).Error
	return rows, err
}

func personGifts(tx *gorm.DB, personID int64, from, to time.Time, limit, offset int) ([]giftRow, int64, error) {
	var rows []giftRow
	err := tx.Raw(`SELECT `+giftCols+`, count(*) OVER () AS total FROM giving_contributions c JOIN giving_funds f ON f.id = c.fund_id
		WHERE c.person_id = ? AND c.received_on >= ? AND c.received_on <= ? AND c.status = 'succeeded' AND c.voided_at IS NULL
		ORDER BY c.received_on DESC, c.id DESC LIMIT ? OFFSET ?`, personID, from, to, limit, offset).Scan(&rows).Error
	var total int64
	if len(rows) > 0 {
		total = rows[0].Total
	} else if offset > 0 && err == nil {
		err = tx.Raw(`SELECT count(*) FROM giving_contributions WHERE person_id = ? AND received_on >= ? AND received_on <= ? AND `+counted,
			personID, from, to).Scan(&total).Error
	}
	return rows, total, err
}

func personYears(tx *gorm.DB, personID int64, from, to time.Time) ([]YearTotal, error) {
	out := []YearTotal{}
	err := tx.Raw(`SELECT extract(year FROM received_on)::int AS year, sum(amount_minor) AS total_minor, count(*) AS count
		FROM giving_contributions WHERE person_id = ? AND received_on >= ? AND received_on <= ? AND `+counted+`
		GROUP BY 1 ORDER BY 1 DESC`, personID, from, to).Scan(&out).Error
	return out, err
}

func personFunds(tx *gorm.DB, personID int64, from, to time.Time) ([]FundTotal, error) {
	out := []FundTotal{}
	err := tx.Raw(`SELECT c.fund_id, f.name, sum(c.amount_minor) AS total_minor, count(*) AS count
		FROM giving_contributions c JOIN giving_funds f ON f.id = c.fund_id
		WHERE c.person_id = ? AND c.received_on >= ? AND c.received_on <= ? AND c.status = 'succeeded' AND c.voided_at IS NULL
		GROUP BY c.fund_id, f.name ORDER BY total_minor DESC, c.fund_id`, personID, from, to).Scan(&out).Error
	return out, err
}

func personSpan(tx *gorm.DB, personID int64, from, to time.Time) (first, last *time.Time, err error) {
	err = tx.Raw(`SELECT min(received_on), max(received_on) FROM giving_contributions
		WHERE person_id = ? AND received_on >= ? AND received_on <= ? AND `+counted, personID, from, to).Row().Scan(&first, &last)
	return
}

// periodExpr is the label of a day's period, and shift moves a day a year on (a week: 52 weeks,
// so the same ISO week lines up).
var periodExpr = map[string]string{
	"week":    `to_char(%s, 'IYYY-"W"IW')`,
	"month":   `to_char(%s, 'YYYY-MM')`,
	"quarter": `to_char(%s, 'YYYY-"Q"Q')`,
	"year":    `to_char(%s, 'YYYY')`,
}

var shiftExpr = map[string]string{
	"week": `(day + 364)`, "month": `(day + interval '1 year')::date`, "quarter": `(day + interval '1 year')::date`,
	"year": `(day + interval '1 year')::date`,
}

func dailyFilter(fundIDs []int64, methods []string) (string, []any) {
	var w string
	var args []any
	if len(fundIDs) > 0 {
		w += ` AND fund_id = ANY (?::bigint[])`
		args = append(args, db.Int64Array(fundIDs))
	}
	if len(methods) > 0 {
		w += ` AND method = ANY (?::text[])`
		args = append(args, "{"+strings.Join(methods, ",")+"}")
	}
	return w, args
}

type numbersRow struct {
	Period string
	FundID int64
	Method string
	Total  int64
	Count  int64
}

func numbersRows(tx *gorm.DB, groupBy string, from, to time.Time, fundIDs []int64, methods []string) ([]numbersRow, error) {
	w, args := dailyFilter(fundIDs, methods)
	var rows []numbersRow
	q := fmt.Sprintf(`SELECT %s AS period, fund_id, method, sum(total_minor) AS total, sum(gift_count) AS count
		FROM giving_daily_totals WHERE day >= ? AND day <= ?%s GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`, fmt.Sprintf(periodExpr[groupBy], "day"), w)
	err := tx.Raw(q, append([]any{from, to}, args...)...).Scan(&rows).Error
	return rows, err
}

func previousYear(tx *gorm.DB, groupBy string, from, to time.Time, fundIDs []int64, methods []string) (map[string]int64, error) {
	w, args := dailyFilter(fundIDs, methods)
	shift := shiftExpr[groupBy]
	pf, pt := from.AddDate(-1, 0, 0), to.AddDate(-1, 0, 0)
	if groupBy == "week" {
		pf, pt = from.AddDate(0, 0, -364), to.AddDate(0, 0, -364)
	}
	var rows []struct {
		Period string
		Total  int64
	}
	q := fmt.Sprintf(`SELECT %s AS period, sum(total_minor) AS total FROM giving_daily_totals
		WHERE day >= ? AND day <= ?%s GROUP BY 1`, fmt.Sprintf(periodExpr[groupBy], shift), w)
	err := tx.Raw(q, append([]any{pf, pt}, args...)...).Scan(&rows).Error
	out := map[string]int64{}
	for _, r := range rows {
		out[r.Period] = r.Total
	}
	return out, err
}

type donorRow struct {
	PersonID  int64
	Total     int64
	N         int64
	FirstOn   time.Time
	LastOn    time.Time
	FullCount int64
}

// donorSource is a period's counted gifts by person (person_id, total, n): whole calendar years
// from giving_person_years; a part of a year either from the ledger, or — when the rest of that
// year is the shorter read — as the year's rollup minus the ledger's gifts outside the part (so
// "this year to date" reads the year's rollup and almost nothing else). A person whose gifts
// cancel out that way has n = 0; donorRows keeps only n > 0.
func donorSource(from, to time.Time, fundIDs []int64) (string, []any) {
	fw, fa := "", []any{}
	if len(fundIDs) > 0 {
		fw, fa = ` AND fund_id = ANY (?::bigint[])`, []any{db.Int64Array(fundIDs)}
	}
	var parts []string
	var args []any
	years := func(y1, y2 int) {
		parts = append(parts, `SELECT person_id, total_minor, gift_count FROM giving_person_years WHERE year >= ? AND year <= ?`+fw)
		args = append(append(args, y1, y2), fa...)
	}
	ledger := func(sign string, a, b time.Time) {
		parts = append(parts, `SELECT person_id, `+sign+`amount_minor, `+sign+`1 FROM giving_contributions
		WHERE `+counted+` AND person_id IS NOT NULL AND received_on >= ? AND received_on <= ?`+fw)
		args = append(append(args, a, b), fa...)
	}
	day := 24 * time.Hour
	// part adds [a, b], which lies inside one calendar year.
	part := func(a, b time.Time) {
		jan1, dec31 := time.Date(a.Year(), 1, 1, 0, 0, 0, 0, time.UTC), time.Date(a.Year(), 12, 31, 0, 0, 0, 0, time.UTC)
		inside := b.Sub(a)/day + 1
		outside := dec31.Sub(jan1)/day + 1 - inside
		if inside <= outside {
			ledger("", a, b)
			return
		}
		years(a.Year(), a.Year())
		if a.After(jan1) {
			ledger("-", jan1, a.Add(-day))
		}
		if b.Before(dec31) {
			ledger("-", b.Add(day), dec31)
		}
	}
	from = time.Date(from.Year(), from.Month(), from.Day(), 0, 0, 0, 0, time.UTC)
	to = time.Date(to.Year(), to.Month(), to.Day(), 0, 0, 0, 0, time.UTC)
	switch {
	case from.After(to):
		ledger("", from, to) // an empty period: no rows
	case from.Year() == to.Year():
		part(from, to)
	default:
		part(from, time.Date(from.Year(), 12, 31, 0, 0, 0, 0, time.UTC))
		if from.Year()+1 <= to.Year()-1 {
			years(from.Year()+1, to.Year()-1)
		}
		part(time.Date(to.Year(), 1, 1, 0, 0, 0, 0, time.UTC), to)
	}
	return strings.Join(parts, "\n\t\tUNION ALL\n\t\t"), args
}

var donorOrder = map[string]string{
	"top": `a.total DESC, a.person_id`, "all": `a.total DESC, a.person_id`,
	"first-time": `d.first_on DESC, a.person_id`, "lapsed": `d.last_on DESC, a.person_id`,
}

func donorRows(tx *gorm.DB, r DonorsRequest, today time.Time, limit, offset int) ([]donorRow, int64, error) {
	src, args := donorSource(r.from, r.to, r.FundIDs)
	cond := `true`
	switch r.Kind {
	case "first-time":
		cond = `d.first_on >= ? AND d.first_on <= ?`
		args = append(args, r.from, r.to)
	case "lapsed":
		cond = `d.last_on < ?`
		args = append(args, today.AddDate(0, 0, -r.LapsedDays))
	}
	args = append(args, limit, offset)
	var rows []donorRow
	err := tx.Raw(`WITH src (person_id, total, n) AS (`+src+`),
		agg AS (SELECT person_id, sum(total) AS total, sum(n) AS n FROM src GROUP BY person_id HAVING sum(n) > 0)
		SELECT a.person_id, a.total, a.n, d.first_on, d.last_on, count(*) OVER () AS full_count
		FROM agg a JOIN giving_donors d ON d.person_id = a.person_id
		WHERE `+cond+` ORDER BY `+donorOrder[r.Kind]+` LIMIT ? OFFSET ?`, args...).Scan(&rows).Error
	var total int64
	if len(rows) > 0 {
		total = rows[0].FullCount
	}
	return rows, total, err
}

func previousTotals(tx *gorm.DB, ids []int64, from, to time.Time, fundIDs []int64) (map[int64]int64, error) {
	out := map[int64]int64{}
	if len(ids) == 0 {
		return out, nil
	}
	fw, args := "", []any{db.Int64Array(ids), from, to}
	if len(fundIDs) > 0 {
		fw = ` AND fund_id = ANY (?::bigint[])`
		args = append(args, db.Int64Array(fundIDs))
	}
	var rows []struct {
		PersonID int64
		Total    int64
	}
	err := tx.Raw(`SELECT person_id, sum(amount_minor) AS total FROM giving_contributions
		WHERE person_id = ANY (?::bigint[]) AND received_on >= ? AND received_on <= ? AND `+counted+fw+` GROUP BY person_id`, args...).Scan(&rows).Error
	for _, r := range rows {
		out[r.PersonID] = r.Total
	}
	return out, err
}

func knownFunds(tx *gorm.DB, ids []int64) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM giving_funds WHERE id = ANY (?::bigint[])`, db.Int64Array(ids)).Scan(&n).Error
	return n, err
}

type moduleRow struct {
	Funds, Contributions, Donors, OpenBatches int64
	FirstOn, LastOn                           *time.Time
	Online                                    bool
	Currency                                  string
}

func moduleInfo(tx *gorm.DB) (moduleRow, error) {
	var m moduleRow
	err := tx.Raw(`SELECT (SELECT count(*) FROM giving_funds) AS funds,
		(SELECT COALESCE(sum(gift_count), 0) FROM giving_daily_totals) AS contributions,
		(SELECT count(*) FROM giving_donors) AS donors,
		(SELECT count(*) FROM giving_batches WHERE status = 'open') AS open_batches,
		(SELECT min(day) FROM giving_daily_totals) AS first_on, (SELECT max(day) FROM giving_daily_totals) AS last_on,
		s.online_giving_enabled AS online, s.currency FROM giving_settings s WHERE s.id = 1`).Scan(&m).Error
	return m, err
}
