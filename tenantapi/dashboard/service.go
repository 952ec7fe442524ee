package dashboard

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/tenantapi/audit"
)

// Service reads the dashboard's figures in one transaction in the church's schema.
type Service struct {
	Tenants *db.Tenants
	People  People
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
}

// Figures are the church's people figures and its sign-ins of the last seven days.
func (s *Service) Figures(ctx context.Context) (Figures, error) {
	var f Figures
	now := s.Clock.Now()
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		p, err := s.People.Figures(tx, now)
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
