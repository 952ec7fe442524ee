package figures

import (
	"time"

	"gorm.io/gorm"
)

// The SQL of the people dashboard: the only file of the package that names tables. The readers
// of live people are exported for people/directory (the church dashboard).

// monthStart is the first day of now's month.
func monthStart(now time.Time) time.Time {
	return time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
}

func totals(tx *gorm.DB, now time.Time) (Totals, error) {
	var t Totals
	err := tx.Raw(`SELECT count(*), count(*) FILTER (WHERE is_active), count(*) FILTER (WHERE NOT is_active),
			count(*) FILTER (WHERE is_active AND created_at >= ?),
			(SELECT count(*) FROM households), (SELECT count(*) FROM groups), (SELECT count(*) FROM service_units)
		FROM people WHERE merged_into_id IS NULL`, monthStart(now)).Row().
		Scan(&t.People, &t.Active, &t.Inactive, &t.NewThisMonth, &t.Households, &t.Groups, &t.ServiceUnits)
	return t, err
}

// Growth is the active people month by month, the last months up to now's, oldest first.
func Growth(tx *gorm.DB, now time.Time, months int) ([]GrowthPoint, error) {
	out := []GrowthPoint{}
	m := monthStart(now)
	err := tx.Raw(`WITH m AS (SELECT generate_series(?::date - make_interval(months => ?), ?::date, interval '1 month') AS m),
			c AS (SELECT date_trunc('month', created_at) AS m, count(*) AS n FROM people
				WHERE is_active AND merged_into_id IS NULL GROUP BY 1)
		SELECT to_char(m.m, 'YYYY-MM') AS month,
			COALESCE((SELECT sum(n) FROM c WHERE c.m <= m.m), 0) AS total,
			COALESCE((SELECT n FROM c WHERE c.m = m.m), 0) AS new
		FROM m ORDER BY m.m`, m, months-1, m).Scan(&out).Error
	return out, err
}

func membershipTypes(tx *gorm.DB) ([]TypeCount, error) {
	out := []TypeCount{}
	err := tx.Raw(`SELECT mt.id, COALESCE(mt.name, 'None') AS label, count(p.id) AS count
		FROM people p LEFT JOIN membership_types mt ON mt.id = p.membership_type_id
		WHERE p.is_active AND p.merged_into_id IS NULL GROUP BY mt.id, mt.name, mt.position ORDER BY mt.position NULLS LAST`).Scan(&out).Error
	return out, err
}

// Gender counts the active people by gender, by label.
func Gender(tx *gorm.DB) ([]LabelCount, error) {
	out := []LabelCount{}
	err := tx.Raw(`SELECT CASE gender WHEN 'male' THEN 'Male' WHEN 'female' THEN 'Female' ELSE 'Not recorded' END AS label, count(*) AS count
		FROM people WHERE is_active AND merged_into_id IS NULL GROUP BY 1 ORDER BY 1`).Scan(&out).Error
	return out, err
}

// AgeBands counts the active people by their age on now's day: six bands, youngest first, then
// UnknownAge.
func AgeBands(tx *gorm.DB, now time.Time) ([]LabelCount, error) {
	out := []LabelCount{}
	err := tx.Raw(`WITH a AS (SELECT extract(year FROM age(?::date, birth_date)) AS y FROM people WHERE is_active AND merged_into_id IS NULL)
		SELECT b.label, count(a.y) AS count FROM (VALUES (1, '0-12', 0, 12), (2, '13-17', 13, 17), (3, '18-29', 18, 29),
			(4, '30-49', 30, 49), (5, '50-64', 50, 64), (6, '65+', 65, 500)) AS b(o, label, lo, hi)
		LEFT JOIN a ON a.y BETWEEN b.lo AND b.hi GROUP BY b.o, b.label
		UNION ALL SELECT '`+UnknownAge+`', count(*) FILTER (WHERE y IS NULL) FROM a`, now.Format("2006-01-02")).Scan(&out).Error
	return out, err
}

// attendanceTrend is the last twelve weeks' attendance, Sunday to Saturday, oldest first.
func attendanceTrend(tx *gorm.DB, now time.Time) ([]AttendancePoint, error) {
	out := []AttendancePoint{}
	sunday := now.AddDate(0, 0, -int(now.Weekday())).Format("2006-01-02")
	err := tx.Raw(`SELECT to_char(w, 'YYYY-MM-DD') AS week_start,
			(SELECT count(*) FROM attendance_records r JOIN attendance_sessions s ON s.id = r.session_id
				WHERE s.service_date >= w::date AND s.service_date < w::date + 7) AS present,
			(SELECT COALESCE(sum(guests), 0) FROM attendance_sessions s WHERE s.service_date >= w::date AND s.service_date < w::date + 7) AS guests
		FROM generate_series(?::date - 77, ?::date, interval '7 days') AS w ORDER BY w`, sunday, sunday).Scan(&out).Error
	return out, err
}
