package settings

import (
	"errors"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// The SQL of the people settings: the only file of the package that names tables.

func loadSettings(tx *gorm.DB) (Settings, error) {
	var s Settings
	err := tx.Raw(`SELECT envelope_prefix, default_membership_type_id,
		(SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END FROM envelope_number_seq) AS next_envelope_number
		FROM people_settings`).Scan(&s).Error
	return s, err
}

// updateSettings sets columns of the church's one settings row.
func updateSettings(tx *gorm.DB, cols []db.Column) error {
	if len(cols) == 0 {
		return nil
	}
	sets, args := make([]string, len(cols)), make([]any, len(cols))
	for i, c := range cols {
		sets[i], args[i] = c.Name+" = ?", c.Value
	}
	return tx.Exec(`UPDATE people_settings SET `+strings.Join(sets, ", "), args...).Error
}

// NextEnvelopeID takes the next number of the church's sequence with the settings' prefix,
// skipping numbers somebody typed in by hand (the person form gives it to a new person who has
// none).
func NextEnvelopeID(tx *gorm.DB) (string, error) {
	for range 20 {
		var id string
		if err := tx.Raw(`SELECT envelope_prefix || lpad(nextval('envelope_number_seq')::text, 6, '0') FROM people_settings`).Scan(&id).Error; err != nil {
			return "", err
		}
		var taken bool
		if err := tx.Raw(`SELECT EXISTS (SELECT 1 FROM people WHERE envelope_id = ?)`, id).Scan(&taken).Error; err != nil {
			return "", err
		}
		if !taken {
			return id, nil
		}
	}
	return "", errors.New("no free envelope id after 20 tries")
}

func setRecordsPerPage(tx *gorm.DB, personID int64, n int) error {
	return tx.Exec(`UPDATE people SET records_per_page = ?, updated_at = now() WHERE id = ?`, n, personID).Error
}
