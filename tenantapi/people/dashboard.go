package people

import (
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

// Dashboard is the people dashboard's responseData.
type Dashboard struct {
	Totals struct {
		People       int64 `json:"people"`
		Active       int64 `json:"active"`
		Inactive     int64 `json:"inactive"`
		Households   int64 `json:"households"`
		NewThisMonth int64 `json:"newThisMonth"`
		Groups       int64 `json:"groups"`
		ServiceUnits int64 `json:"serviceUnits"`
	} `json:"totals"`
	Growth          []GrowthPoint  `json:"growth"`
	MembershipTypes []TypeCount    `json:"membershipTypes"`
	Gender          []LabelCount   `json:"gender"`
	AgeBands        []LabelCount   `json:"ageBands"`
	AttendanceTrend []AttendancePt `json:"attendanceTrend"`
}

// GrowthPoint is one month of growth.
type GrowthPoint struct {
	Month string `json:"month"`
	Total int64  `json:"total"`
	New   int64  `json:"new"`
}

// TypeCount counts people of a membership type.
type TypeCount struct {
	ID    *int64 `json:"id"`
	Label string `json:"label"`
	Count int64  `json:"count"`
}

// LabelCount is one bar of a chart.
type LabelCount struct {
	Label string `json:"label"`
	Count int64  `json:"count"`
}

// AttendancePt is one week of attendance.
type AttendancePt struct {
	WeekStart string `json:"weekStart"`
	Present   int64  `json:"present"`
	Guests    int64  `json:"guests"`
}

// DashboardGet is POST /api/people/dashboard.
func (h Handler) DashboardGet(c *gin.Context, req httpx.ClientContext) {
	var d Dashboard
	now := h.now()
	err := h.run(c, func(tx *gorm.DB) error { return loadDashboard(tx, &d, now) })
	respond(c, err, "People dashboard", d)
}

func loadDashboard(tx *gorm.DB, d *Dashboard, now time.Time) error {
	monthStart := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	t := &d.Totals
	if err := tx.Raw(`SELECT count(*), count(*) FILTER (WHERE is_active), count(*) FILTER (WHERE NOT is_active),
			count(*) FILTER (WHERE is_active AND created_at >= ?),
			(SELECT count(*) FROM households), (SELECT count(*) FROM groups), (SELECT count(*) FROM service_units)
		FROM people WHERE merged_into_id IS NULL`, monthStart).Row().
		Scan(&t.People, &t.Active, &t.Inactive, &t.NewThisMonth, &t.Households, &t.Groups, &t.ServiceUnits); err != nil {
		return err
	}
	d.Growth = []GrowthPoint{}
	if err := tx.Raw(`WITH m AS (SELECT generate_series(?::date - interval '11 months', ?::date, interval '1 month') AS m),
			c AS (SELECT date_trunc('month', created_at) AS m, count(*) AS n FROM people
				WHERE is_active AND merged_into_id IS NULL GROUP BY 1)
		SELECT to_char(m.m, 'YYYY-MM') AS month,
			COALESCE((SELECT sum(n) FROM c WHERE c.m <= m.m), 0) AS total,
			COALESCE((SELECT n FROM c WHERE c.m = m.m), 0) AS new
		FROM m ORDER BY m.m`, monthStart, monthStart).Scan(&d.Growth).Error; err != nil {
		return err
	}
	d.MembershipTypes = []TypeCount{}
	if err := tx.Raw(`SELECT mt.id, COALESCE(mt.name, 'None') AS label, count(p.id) AS count
		FROM people p LEFT JOIN membership_types mt ON mt.id = p.membership_type_id
		WHERE p.is_active AND p.merged_into_id IS NULL GROUP BY mt.id, mt.name, mt.position ORDER BY mt.position NULLS LAST`).Scan(&d.MembershipTypes).Error; err != nil {
		return err
	}
	d.Gender = []LabelCount{}
	if err := tx.Raw(`SELECT CASE gender WHEN 'male' THEN 'Male' WHEN 'female' THEN 'Female' ELSE 'Not recorded' END AS label, count(*) AS count
		FROM people WHERE is_active AND merged_into_id IS NULL GROUP BY 1 ORDER BY 1`).Scan(&d.Gender).Error; err != nil {
		return err
	}
	d.AgeBands = []LabelCount{}
	if err := tx.Raw(`WITH a AS (SELECT extract(year FROM age(?::date, birth_date)) AS y FROM people WHERE is_active AND merged_into_id IS NULL)
		SELECT b.label, count(a.y) AS count FROM (VALUES (1, '0-12', 0, 12), (2, '13-17', 13, 17), (3, '18-29', 18, 29),
			(4, '30-49', 30, 49), (5, '50-64', 50, 64), (6, '65+', 65, 500)) AS b(o, label, lo, hi)
		LEFT JOIN a ON a.y BETWEEN b.lo AND b.hi GROUP BY b.o, b.label
		UNION ALL SELECT 'unknown', count(*) FILTER (WHERE y IS NULL) FROM a`, now.Format("2006-01-02")).Scan(&d.AgeBands).Error; err != nil {
		return err
	}
	d.AttendanceTrend = []AttendancePt{}
	sunday := now.AddDate(0, 0, -int(now.Weekday()))
	return tx.Raw(`SELECT to_char(w, 'YYYY-MM-DD') AS week_start,
			(SELECT count(*) FROM attendance_records r JOIN attendance_sessions s ON s.id = r.session_id
				WHERE s.service_date >= w::date AND s.service_date < w::date + 7) AS present,
			(SELECT COALESCE(sum(guests), 0) FROM attendance_sessions s WHERE s.service_date >= w::date AND s.service_date < w::date + 7) AS guests
		FROM generate_series(?::date - 77, ?::date, interval '7 days') AS w ORDER BY w`, sunday.Format("2006-01-02"), sunday.Format("2006-01-02")).
		Scan(&d.AttendanceTrend).Error
}
