package demo

import (
	"context"
	_ "embed"

	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/organization/branding"
	"congregate/tenantapi/organization/church"
)

// Logo is the demo church's logo: logo.svg drawn at 256 px as a PNG, since the PDF export cannot
// hold an SVG.
//
//go:embed logo.png
var Logo []byte

// Brand gives the church the demo logo, saved as an upload of it from the organisation page would
// be (the file in storage, its row, the church's logo URL, the audit entry), in the name of the
// staff member with the e-mail by.
func Brand(ctx context.Context, logos *branding.Service, ch *tenancy.Church, by string) error {
	var id int64
	if err := logos.Tenants.RunFor(ctx, ch, func(tx *gorm.DB) error {
		return tx.Raw(`SELECT id FROM people WHERE email = ?`, by).Scan(&id).Error
	}); err != nil {
		return err
	}
	actor := church.Actor{PersonID: id, Entry: func(event string, details map[string]any) audit.Entry {
		return audit.Entry{PersonID: &id, Event: event, Success: true, Details: details}
	}}
	_, err := logos.SaveLogo(tenancy.WithChurch(ctx, ch), actor, "logo", "logo.png", Logo)
	return err
}
