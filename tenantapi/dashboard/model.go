// Package dashboard computes the figures of /dashboard/default from the church's own data. It has
// no store: the figures are the people domain's (People) and the audit log's (audit.SignIns).
package dashboard

import (
	"time"

	"gorm.io/gorm"

	"congregate/tenantapi/people/directory"
)

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
