package organization

import (
	"encoding/json"

	"gorm.io/gorm"
)

// Sections of organization_settings.
const (
	sectionSocialMedia   = "social_media"
	sectionMessaging     = "messaging"
	sectionEmailTemplate = "email_template"
)

// loadSection decodes a stored section over dst (which holds the defaults); a section never saved
// leaves dst as it is. lock takes the row for update.
func loadSection(tx *gorm.DB, section string, dst any, lock bool) error {
	q := `SELECT data FROM organization_settings WHERE section = ?`
	if lock {
		q += ` FOR UPDATE`
	}
	var rows []struct{ Data []byte }
	if err := tx.Raw(q, section).Scan(&rows).Error; err != nil {
		return err
	}
	if len(rows) == 0 {
		return nil
	}
	return json.Unmarshal(rows[0].Data, dst)
}

func saveSection(tx *gorm.DB, section string, data any, by int64) error {
	raw, err := json.Marshal(data)
	if err != nil {
		return err
	}
	return tx.Exec(`INSERT INTO organization_settings (section, data, updated_by, updated_at) VALUES (?, ?, ?, now())
		ON CONFLICT (section) DO UPDATE SET data = EXCLUDED.data, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
		section, string(raw), by).Error
}

// asMap turns a settings struct into its JSON fields, for audit diffs.
func asMap(v any) map[string]any {
	raw, _ := json.Marshal(v)
	out := map[string]any{}
	_ = json.Unmarshal(raw, &out)
	return out
}
