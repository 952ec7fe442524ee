package provisioning

import (
	"fmt"

	"gorm.io/gorm"
)

// ColorTheme is one entry of colorThemes (index 0 light, 1 dark).
type ColorTheme struct {
	Primary   string `json:"primary"`
	Secondary string `json:"secondary"`
}

// DefaultColorThemes are the spec §9 defaults.
var DefaultColorThemes = []ColorTheme{{Primary: "#304FFF", Secondary: "#00B8D9"}, {Primary: "#4c0808", Secondary: "#E0A800"}}

// DefaultSystemSettings are the settings a new church starts with.
var DefaultSystemSettings = map[string]any{
	"sessionTimeoutMs": 1800000,
	"currency":         "USD",
	"timezone":         "America/Chicago",
	"dateFormat":       "ddd MMM D, YYYY, h:mm A",
	"supportEmail":     "support@congregate.app",
}

// DefaultSupportResources point staff to help.
var DefaultSupportResources = map[string]any{
	"helpCenterUrl": "https://help.congregate.app",
	"supportEmail":  "support@congregate.app",
	"supportPhone":  "+1 (555) 010-0199",
}

type favIcon struct {
	URL  string `json:"url"`
	Size string `json:"size"`
	Type string `json:"type"`
}

// defaultFavIcons are generated from the church's initials and colour by the tenant API; the
// console uses the fifth entry (spec §1). The URLs are relative to the console's base, so they
// work on the church host and under the church's segment on the onboarding host alike.
func defaultFavIcons() []favIcon {
	var out []favIcon
	for _, s := range []int{16, 32, 48, 64, 96, 192, 512} {
		out = append(out, favIcon{URL: fmt.Sprintf("api/org/favicon.svg?size=%d", s), Size: fmt.Sprintf("%dx%d", s, s), Type: "image/svg+xml"})
	}
	return out
}

type defaultRole struct {
	name, description string
	super             bool
	keys              []string
}

// defaultRoles are written into every new church; churches edit them in roles & permissions.
var defaultRoles = []defaultRole{
	{"Super Admin", "Full access to every page and setting", true, nil},
	{"Organisation Admin", "Organisation settings, roles and the audit trail", false, []string{"organization"}},
	{"People Manager", "People, membership, groups and service units", false, []string{"people"}},
	{"Finance", "Giving, contributions, statements and billing", false, []string{"generosity", "billing"}},
	{"Communications", "SMS, MMS, voice, e-mail and push", false, []string{"unifiedCommunications"}},
	{"Children's Ministry", "Children, classrooms, teachers and check-in", false, []string{"children"}},
	{"Media & Sermons", "Sermons, livestream, audio and podcasts", false, []string{"livestreamSermons"}},
	{"Pastoral Care", "Follow-up, prayer requests and prayer reports", false, []string{"followUp", "fellowshipPrequest", "fellowshipPreport"}},
	{"Events & Shop", "Calendar events, registrations and the shop", false, []string{"calendarEvents", "eCommerce"}},
}

func seedRoles(tx *gorm.DB) error {
	for _, r := range defaultRoles {
		var id int64
		if err := tx.Raw(`INSERT INTO roles (name, description, is_super_admin, is_system) VALUES (?, ?, ?, true) RETURNING id`,
			r.name, r.description, r.super).Scan(&id).Error; err != nil {
			return err
		}
		for _, k := range r.keys {
			if err := tx.Exec(`INSERT INTO role_permissions (role_id, permission_key, action) VALUES (?, ?, 'read'), (?, ?, 'write')`,
				id, k, id, k).Error; err != nil {
				return err
			}
		}
	}
	return nil
}
