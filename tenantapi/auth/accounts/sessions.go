package accounts

import (
	"time"

	"gorm.io/gorm"
)

// EndSessions signs a person out everywhere: what deactivating them or taking their console
// access away does, in the caller's transaction.
func EndSessions(tx *gorm.DB, personID int64) error {
	return tx.Exec(`UPDATE sessions SET revoked_at = now() WHERE person_id = ? AND revoked_at IS NULL`, personID).Error
}

// OpenSessions counts a person's sessions that are not revoked.
func OpenSessions(tx *gorm.DB, personID int64) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM sessions WHERE person_id = ? AND revoked_at IS NULL`, personID).Scan(&n).Error
	return n, err
}

// LastSeen is when any session of the church was last used (nil: none yet): the operators'
// "last activity" of a church.
func LastSeen(tx *gorm.DB) (*time.Time, error) {
	var row struct{ T *time.Time }
	err := tx.Raw(`SELECT max(last_seen_at) AS t FROM sessions`).Scan(&row).Error
	return row.T, err
}
