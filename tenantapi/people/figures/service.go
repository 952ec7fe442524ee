package figures

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
)

// Service computes the people dashboard in one transaction of the church's schema.
type Service struct {
	Tenants *db.Tenants
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
}

var constraints = db.Constraints{}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// Dashboard is the people dashboard as of now.
func (s *Service) Dashboard(ctx context.Context) (Dashboard, error) {
	var d Dashboard
	now := s.Clock.Now()
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		if d.Totals, err = totals(tx, now); err != nil {
			return err
		}
		if d.Growth, err = Growth(tx, now, GrowthMonths); err != nil {
			return err
		}
		if d.MembershipTypes, err = membershipTypes(tx); err != nil {
			return err
		}
		if d.Gender, err = Gender(tx); err != nil {
			return err
		}
		if d.AgeBands, err = AgeBands(tx, now); err != nil {
			return err
		}
		d.AttendanceTrend, err = attendanceTrend(tx, now)
		return err
	})
	return d, err
}
