package settings

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/children/kit"
)

// Service reads and changes the settings; each call one transaction in the church's schema.
type Service struct {
	Tenants *db.Tenants
}

// Get is the settings.
func (s *Service) Get(ctx context.Context) (Settings, error) {
	var out Settings
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) {
		out, err = load(tx)
		return err
	})
	return out, err
}

// Update replaces the settings.
func (s *Service) Update(ctx context.Context, a kit.Actor, v Settings) (Settings, error) {
	var out Settings
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		if err := save(tx, v); err != nil {
			return err
		}
		var err error
		if out, err = load(tx); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventSettingsUpdate, map[string]any{"labelSize": v.LabelSize, "checkoutCode": v.CheckoutCode,
			"notSeenWeeks": v.NotSeenWeeks, "printAllergies": v.PrintAllergies}))
	})
	return out, err
}

// Load reads the settings in the caller's transaction (check-in's labels and check-out).
func Load(tx *gorm.DB) (Settings, error) { return load(tx) }
