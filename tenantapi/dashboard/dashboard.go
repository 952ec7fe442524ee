// Package dashboard computes the figures of /dashboard/default from the church's own data.
package dashboard

import (
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
)

// Handler serves the dashboard call.
type Handler struct{ Tenants *db.Tenants }

type count struct {
	Label string `json:"label"`
	Count int64  `json:"count"`
}

type month struct {
	Month string `json:"month"`
	Count int64  `json:"count"`
}

// Figures is the dashboard's responseData.
type Figures struct {
	TotalPeople         int64   `json:"totalPeople"`
	NewPeopleLast30Days int64   `json:"newPeopleLast30Days"`
	ActiveAdmins        int64   `json:"activeAdmins"`
	SignInsLast7Days    int64   `json:"signInsLast7Days"`
	GenderBreakdown     []count `json:"genderBreakdown"`
	AgeBands            []count `json:"ageBands"`
	Growth              []month `json:"growth"`
}

// Get is POST /api/dashboard/default.
func (h Handler) Get(c *gin.Context, _ httpx.ClientContext) (Figures, error) {
	var f Figures
	err := h.Tenants.Run(c.Request.Context(), func(tx *gorm.DB) error { return load(tx, &f) })
	return f, err
}

func load(tx *gorm.DB, f *Figures) error {
	if err := tx.Raw(`SELECT count(*) FILTER (WHERE is_active),
			count(*) FILTER (WHERE is_active AND created_at > now() - interval '30 days'),
			count(*) FILTER (WHERE is_active AND admin_access)
		FROM people`).Row().Scan(&f.TotalPeople, &f.NewPeopleLast30Days, &f.ActiveAdmins); err != nil {
		return err
	}
	if err := tx.Raw(`SELECT count(*) FROM audit_log WHERE event IN ('login', 'two_factor', 'token_login')
		AND outcome = 'success' AND occurred_at > now() - interval '7 days'
		AND NOT (event = 'two_factor' AND details->>'step' = 'challenge sent')`).Scan(&f.SignInsLast7Days).Error; err != nil {
		return err
	}
	f.GenderBreakdown = []count{}
	if err := tx.Raw(`SELECT CASE gender WHEN 'male' THEN 'Male' WHEN 'female' THEN 'Female' ELSE 'Not recorded' END AS label,
		count(*) AS count FROM people WHERE is_active GROUP BY 1 ORDER BY 2 DESC`).Scan(&f.GenderBreakdown).Error; err != nil {
		return err
	}
	f.AgeBands = []count{}
	if err := tx.Raw(`WITH a AS (SELECT date_part('year', age(birth_date)) AS y FROM people WHERE is_active)
		SELECT label, count(a.y) AS count FROM (VALUES (1, '0-12', 0, 12), (2, '13-17', 13, 17), (3, '18-29', 18, 29),
			(4, '30-49', 30, 49), (5, '50-64', 50, 64), (6, '65+', 65, 200)) AS b(o, label, lo, hi)
		LEFT JOIN a ON a.y BETWEEN b.lo AND b.hi GROUP BY b.o, label ORDER BY b.o`).Scan(&f.AgeBands).Error; err != nil {
		return err
	}
	start := time.Now().UTC().AddDate(0, -5, 0)
	f.Growth = []month{}
	return tx.Raw(`SELECT to_char(m, 'YYYY-MM') AS month,
			(SELECT count(*) FROM people WHERE is_active AND created_at < m + interval '1 month') AS count
		FROM generate_series(date_trunc('month', ?::timestamptz), date_trunc('month', now()), interval '1 month') AS m
		ORDER BY m`, start).Scan(&f.Growth).Error
}
