package settings

import (
	"encoding/json"
	"time"

	"gorm.io/gorm"
)

// The SQL of the church's settings sections and tooltip wording: the only file of the package
// that names tables.

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

type tooltipRow struct {
	Key       string
	Comment   string
	UpdatedAt time.Time
}

// loadTooltips is the church's own wording by key.
func loadTooltips(tx *gorm.DB) (map[string]tooltipRow, error) {
	var rows []tooltipRow
	if err := tx.Raw(`SELECT key, comment, updated_at FROM tooltip_comments`).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := map[string]tooltipRow{}
	for _, r := range rows {
		out[r.Key] = r
	}
	return out, nil
}

func saveTooltip(tx *gorm.DB, key, comment string, by int64) error {
	return tx.Exec(`INSERT INTO tooltip_comments (key, comment, updated_by, updated_at) VALUES (?, ?, ?, now())
		ON CONFLICT (key) DO UPDATE SET comment = EXCLUDED.comment, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
		key, comment, by).Error
}

func deleteTooltip(tx *gorm.DB, key string) error {
	return tx.Exec(`DELETE FROM tooltip_comments WHERE key = ?`, key).Error
}
