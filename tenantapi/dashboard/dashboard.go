// Package dashboard computes the figures of /dashboard/default from the church's own data.
package dashboard

import (
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/people/directory"
)

// Handler serves the dashboard call.
type Handler struct {
	Tenants *db.Tenants
	People  People
}

// People is what the dashboard reads of the people domain.
type People interface {
	Figures(tx *gorm.DB, now time.Time) (directory.Figures, error)
}

// Figures is the dashboard's responseData.
type Figures struct {
	TotalPeople         int64             `json:"totalPeople"`
	NewPeopleLast30Days int64             `json:"newPeopleLast30Days"`
	ActiveAdmins        int64             `json:"activeAdmins"`
	SignInsLast7Days    int64             `json:"signInsLast7Days"`
	GenderBreakdown     []directory.Count `json:"genderBreakdown"`
	AgeBands            []directory.Count `json:"ageBands"`
	Growth              []directory.Month `json:"growth"`
}

// Get is POST /api/dashboard/default.
func (h Handler) Get(c *gin.Context, _ httpx.ClientContext) (Figures, error) {
	var f Figures
	now := time.Now()
	err := h.Tenants.Run(c.Request.Context(), func(tx *gorm.DB) error {
		p, err := h.People.Figures(tx, now)
		if err != nil {
			return err
		}
		f = Figures{TotalPeople: p.Total, NewPeopleLast30Days: p.NewLast30Days, ActiveAdmins: p.ActiveAdmins,
			GenderBreakdown: p.Gender, AgeBands: p.AgeBands, Growth: p.Growth}
		f.SignInsLast7Days, err = audit.SignIns(tx, now.AddDate(0, 0, -7))
		return err
	})
	return f, err
}
