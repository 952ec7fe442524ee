// Package accounts is the sign-in side shared with the worker: issuing one-time tokens, answering
// forgot requests with a reset link, and ending a person's sessions. It links no HTTP framework:
// the worker sends the reset links (tenantapi/auth serves the calls). The account columns of a
// person are the people domain's (tenantapi/people/logins), read through People.
package accounts

import (
	"time"

	"gorm.io/gorm"

	"congregate/tenantapi/people/logins"
)

// People finds the account a sign-in or a forgot request names (implemented by
// tenantapi/people/logins), in the caller's transaction; nil when none has it.
type People interface {
	ByEmail(tx *gorm.DB, email string) (*logins.Account, error)
	ByMobile(tx *gorm.DB, mobile string) (*logins.Account, error)
}

// InsertToken stores the hash of a one-time secret of a kind ("2fa", "reset_password", ...) and
// answers its id.
func InsertToken(tx *gorm.DB, personID int64, kind, hash string, ttl time.Duration) (int64, error) {
	// A new secret of a kind replaces the person's older ones: only the latest code works.
	if err := tx.Exec(`UPDATE auth_tokens SET used_at = now() WHERE person_id = ? AND kind = ? AND used_at IS NULL`, personID, kind).Error; err != nil {
		return 0, err
	}
	var id int64
	err := tx.Raw(`INSERT INTO auth_tokens (person_id, kind, token_hash, expires_at) VALUES (?, ?, ?, ?) RETURNING id`,
		personID, kind, hash, time.Now().Add(ttl)).Scan(&id).Error
	return id, err
}
