// Package accounts is the sign-in side of people rows: finding an account by e-mail, mobile or id,
// issuing one-time tokens, and answering forgot requests with a reset link. It links no HTTP
// framework: the worker sends the reset links (tenantapi/auth serves the calls).
package accounts

import (
	"time"

	"gorm.io/gorm"
)

// Person is the part of a people row the auth flows read.
type Person struct {
	ID               int64
	FirstName        string
	LastName         string
	Email            string
	Mobile           string
	PasswordHash     string
	PinHash          string
	AdminAccess      bool
	IsActive         bool
	TwoFactorEnabled bool
	TwoFactorChannel string
	FailedLogins     int
	LockedUntil      *time.Time
}

const personCols = `id, first_name, last_name, email, mobile, password_hash, pin_hash, admin_access, is_active,
	two_factor_enabled, two_factor_channel, failed_logins, locked_until`

// FindByEmail finds the account with this e-mail (any case); nil when none has it.
func FindByEmail(tx *gorm.DB, email string) (*Person, error) {
	return findOne(tx, `SELECT `+personCols+` FROM people WHERE lower(email) = lower(?) AND email <> ''`, email)
}

// FindByMobile finds the account with this (normalised) mobile number; nil when none has it.
func FindByMobile(tx *gorm.DB, mobile string) (*Person, error) {
	return findOne(tx, `SELECT `+personCols+` FROM people WHERE mobile = ? AND mobile <> ''`, mobile)
}

// FindByID finds an account by person id; nil when there is none.
func FindByID(tx *gorm.DB, id int64) (*Person, error) {
	return findOne(tx, `SELECT `+personCols+` FROM people WHERE id = ?`, id)
}

func findOne(tx *gorm.DB, q string, arg any) (*Person, error) {
	var p []Person
	if err := tx.Raw(q, arg).Scan(&p).Error; err != nil {
		return nil, err
	}
	if len(p) == 0 {
		return nil, nil
	}
	return &p[0], nil
}

// InsertToken stores the hash of a one-time secret of a kind ("2fa", "reset_password", ...).
func InsertToken(tx *gorm.DB, personID int64, kind, hash string, ttl time.Duration) error {
	// A new secret of a kind replaces the person's older ones: only the latest code works.
	if err := tx.Exec(`UPDATE auth_tokens SET used_at = now() WHERE person_id = ? AND kind = ? AND used_at IS NULL`, personID, kind).Error; err != nil {
		return err
	}
	return tx.Exec(`INSERT INTO auth_tokens (person_id, kind, token_hash, expires_at) VALUES (?, ?, ?, ?)`,
		personID, kind, hash, time.Now().Add(ttl)).Error
}
