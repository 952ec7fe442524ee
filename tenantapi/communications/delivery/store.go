package delivery

import (
	"gorm.io/gorm"
)

// The SQL of delivery: the only file of the package that names tables.

type statusRow struct {
	ID     int64
	Status string
}

// recipientStatusByRef locks the recipient whose message has the provider reference ref.
func recipientStatusByRef(tx *gorm.DB, ref string) (statusRow, error) {
	var rows []statusRow
	if err := tx.Raw(`SELECT id, status FROM communication_recipients WHERE provider_ref = ? AND provider_ref <> ''
		ORDER BY id LIMIT 1 FOR UPDATE`, ref).Scan(&rows).Error; err != nil {
		return statusRow{}, err
	}
	if len(rows) == 0 {
		return statusRow{}, gorm.ErrRecordNotFound
	}
	return rows[0], nil
}

func setRecipientStatus(tx *gorm.DB, id int64, status, errText string) error {
	return tx.Exec(`UPDATE communication_recipients SET status = ?, error = CASE WHEN ? <> '' THEN ? ELSE error END,
		updated_at = now() WHERE id = ?`, status, errText, errText, id).Error
}
