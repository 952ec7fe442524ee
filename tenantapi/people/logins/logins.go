// Package logins is the people domain's sign-in columns of a person: the account sign-in and the
// reset worker find (by e-mail, mobile or id), the lock-out counters, the password and PIN hashes,
// the last sign-in, the person a sign-up creates and the person a session check admits. The people
// table is the people domain's alone (tenantapi/owners_test.go): tenantapi/auth and
// tenantapi/auth/accounts call this through interfaces of their own. It links no HTTP framework,
// so the worker uses it too.
package logins

import (
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
)

// Logins reads and changes the sign-in columns of people. Every method takes the caller's
// church-bound transaction, so a sign-in's reads and writes stay the caller's one transaction.
type Logins struct{}

// Account is the part of a people row the sign-in flows read.
type Account struct {
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

// Secret is which of a person's secrets a reset sets.
type Secret int

const (
	Password Secret = iota
	PIN
)

// NewAccount is the person a sign-up creates: without console access until an administrator
// grants it.
type NewAccount struct {
	FirstName, LastName, Email, Mobile, PasswordHash string
}

// ConsoleUser is the signed-in person a live session answers.
type ConsoleUser struct {
	ID             int64
	FirstName      string
	LastName       string
	RecordsPerPage int
}

// The spec's messages for an e-mail or mobile number another person has.
var (
	ErrEmailTaken  = fault.E(fault.Conflict, "An account with this email already exists")
	ErrMobileTaken = fault.E(fault.Conflict, "An account with this mobile number already exists")
)

var constraints = db.Constraints{"people_email_key": ErrEmailTaken, "people_mobile_key": ErrMobileTaken}

const accountCols = `id, first_name, last_name, email, mobile, password_hash, pin_hash, admin_access, is_active,
	two_factor_enabled, two_factor_channel, failed_logins, locked_until`

// ByEmail finds the account with this e-mail (any case); nil when none has it.
func (Logins) ByEmail(tx *gorm.DB, email string) (*Account, error) {
	return first[Account](tx, `SELECT `+accountCols+` FROM people WHERE lower(email) = lower(?) AND email <> ''`, email)
}

// ByMobile finds the account with this (E.164) mobile number; nil when none has it.
func (Logins) ByMobile(tx *gorm.DB, mobile string) (*Account, error) {
	return first[Account](tx, `SELECT `+accountCols+` FROM people WHERE mobile = ? AND mobile <> ''`, mobile)
}

// ByID finds an account by person id; nil when there is none.
func (Logins) ByID(tx *gorm.DB, id int64) (*Account, error) {
	return first[Account](tx, `SELECT `+accountCols+` FROM people WHERE id = ?`, id)
}

// Failed counts a failed sign-in and locks the account for lockFor at the threshold-th failure in
// a row; it reports whether this failure locked it.
func (Logins) Failed(tx *gorm.DB, id int64, threshold int, lockFor time.Duration) (bool, error) {
	var failed int
	err := tx.Raw(`UPDATE people SET failed_logins = failed_logins + 1 WHERE id = ? RETURNING failed_logins`, id).Scan(&failed).Error
	if err != nil {
		return false, err
	}
	if failed >= threshold {
		return true, tx.Exec(`UPDATE people SET locked_until = ?, failed_logins = 0 WHERE id = ?`, time.Now().Add(lockFor), id).Error
	}
	return false, nil
}

// SignedIn clears the lock-out counters and records the sign-in's time.
func (Logins) SignedIn(tx *gorm.DB, id int64) error {
	return tx.Exec(`UPDATE people SET failed_logins = 0, locked_until = NULL, last_login_at = now() WHERE id = ?`, id).Error
}

// SetSecret stores a new password or PIN hash and lifts a lock-out.
func (Logins) SetSecret(tx *gorm.DB, id int64, s Secret, hash string) error {
	q := `UPDATE people SET password_hash = ?, failed_logins = 0, locked_until = NULL, updated_at = now() WHERE id = ?`
	if s == PIN {
		q = `UPDATE people SET pin_hash = ?, failed_logins = 0, locked_until = NULL, updated_at = now() WHERE id = ?`
	}
	return tx.Exec(q, hash, id).Error
}

// Create adds the person of a sign-up and answers their id; an e-mail or mobile number another
// person has answers ErrEmailTaken or ErrMobileTaken.
func (Logins) Create(tx *gorm.DB, a NewAccount) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO people (first_name, last_name, email, mobile, password_hash, admin_access)
		VALUES (?, ?, lower(?), ?, ?, false) RETURNING id`, a.FirstName, a.LastName, a.Email, a.Mobile, a.PasswordHash).Scan(&id).Error
	return id, constraints.Map(err)
}

// Console answers the person while they may use the console (active, with admin access), else
// nil: one statement outside a transaction with the church's schema named (db.Tenants Qualified).
func (l Logins) Console(g *gorm.DB, schema string, id int64) (*ConsoleUser, error) {
	return first[ConsoleUser](g, l.ConsoleSQL(schema), id)
}

// ConsoleSQL is Console's query (its one argument the person id), for the session check, which
// runs on every request and reads the person and touches the session in one round trip.
func (Logins) ConsoleSQL(schema string) string {
	return `SELECT id, first_name, last_name, records_per_page FROM ` + schema + `.people
		WHERE id = ? AND is_active AND admin_access`
}

func first[T any](tx *gorm.DB, q string, arg any) (*T, error) {
	var rows []T
	if err := tx.Raw(q, arg).Scan(&rows).Error; err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}
