package church

import (
	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"congregate/internal/platform/tenancy"
)

// The SQL of the church row: the only file of the package that names a table.

func readChurch(ctl *gorm.DB, id int64) (*tenancy.Church, error) {
	var ch tenancy.Church
	return &ch, ctl.Where("id = ?", id).Take(&ch).Error
}

func lockChurch(ctl *gorm.DB, id int64) (*tenancy.Church, error) {
	return readChurch(ctl.Clauses(clause.Locking{Strength: "UPDATE"}), id)
}

// saveChurch writes the columns the organisation pages may change.
func saveChurch(ctl *gorm.DB, ch *tenancy.Church) error {
	return ctl.Exec(`UPDATE control.churches SET full_name = ?, email = ?, phone = ?, website = ?, address = ?,
		terms_of_service = ?, color_themes = ?, logo_url = ?, fav_icons = ?, system_settings = ?, updated_at = now()
		WHERE id = ?`, ch.FullName, ch.Email, ch.Phone, ch.Website, ch.Address, ch.TermsOfService,
		string(ch.ColorThemes), ch.LogoURL, string(ch.FavIcons), string(ch.SystemSettings), ch.ID).Error
}
