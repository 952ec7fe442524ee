package directory

import (
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/people/person"
)

// Accounts: people as the roles pages show them (tenantapi/roles): who may use the console, their
// sign-in state, and the pages' lists, filters and search. Roles says who holds which role; this
// file is the people side of those pages.

// Account is a person with their console access and sign-in state.
type Account struct {
	ID          int64
	FullName    string
	Email       string
	Mobile      string
	AdminAccess bool
	// HasLogin: a password or a PIN is set, so the person has something to sign in with.
	HasLogin    bool
	IsActive    bool
	IsLocked    bool
	LastLoginAt *time.Time
}

const accountCols = `id, trim(first_name || ' ' || last_name) AS full_name, email, mobile, admin_access,
	(password_hash <> '' OR pin_hash <> '') AS has_login, is_active, COALESCE(locked_until > now(), false) AS is_locked, last_login_at`

const accountSelect = `SELECT ` + accountCols + ` FROM people`

// accountOrder is every account list's order: by last name, then first name.
const accountOrder = `lower(last_name), lower(first_name), id`

// AccountFilter picks live people (not merged away) for a list.
type AccountFilter struct {
	// IDs are the people listed; with OrAdmins, everyone with admin access is listed too.
	IDs      []int64
	OrAdmins bool
	// Q keeps the people whose full name, e-mail or mobile contains it, ignoring case.
	Q string
	// AdminAccess, when set, keeps the people whose admin access is that.
	AdminAccess *bool
}

// accountMatch is the roles pages' search: full name, e-mail or mobile contains q, ignoring case.
func accountMatch(q string) (string, []any) {
	like := "%" + person.LikeEscape(strings.TrimSpace(q)) + "%"
	return `((first_name || ' ' || last_name) ILIKE ? OR email ILIKE ? OR mobile ILIKE ?)`, []any{like, like, like}
}

// Account reads one live person; lock holds their row until the transaction ends.
func (Directory) Account(tx *gorm.DB, id int64, lock bool) (Account, error) {
	q := accountSelect + ` WHERE id = ? AND merged_into_id IS NULL`
	if lock {
		q += ` FOR UPDATE`
	}
	var rows []Account
	if err := tx.Raw(q, id).Scan(&rows).Error; err != nil {
		return Account{}, err
	}
	if len(rows) == 0 {
		return Account{}, ErrNotFound
	}
	return rows[0], nil
}

// Accounts lists the people f picks by last and first name, limit from offset with the total of
// matches; limit 0 is all of them.
func (Directory) Accounts(tx *gorm.DB, f AccountFilter, limit, offset int) ([]Account, int64, error) {
	where := `merged_into_id IS NULL AND id = ANY (?::bigint[])`
	if f.OrAdmins {
		where = `merged_into_id IS NULL AND (admin_access OR id = ANY (?::bigint[]))`
	}
	args := []any{db.Int64Array(f.IDs)}
	if strings.TrimSpace(f.Q) != "" {
		cond, more := accountMatch(f.Q)
		where += ` AND ` + cond
		args = append(args, more...)
	}
	if f.AdminAccess != nil {
		where += ` AND admin_access = ?`
		args = append(args, *f.AdminAccess)
	}
	if limit <= 0 {
		rows := []Account{}
		err := tx.Raw(accountSelect+` WHERE `+where+` ORDER BY `+accountOrder, args...).Scan(&rows).Error
		return rows, int64(len(rows)), err
	}
	return db.Page[Account](tx, accountCols, `people`, where, args, accountOrder, limit, offset)
}

// FindAccounts finds up to limit live, active people whose full name, e-mail or mobile contains
// q, ignoring case, by last and first name.
func (Directory) FindAccounts(tx *gorm.DB, q string, limit int) ([]Account, error) {
	cond, args := accountMatch(q)
	rows := []Account{}
	err := tx.Raw(accountSelect+` WHERE merged_into_id IS NULL AND is_active AND `+cond+` ORDER BY `+accountOrder+` LIMIT ?`,
		append(args, limit)...).Scan(&rows).Error
	return rows, err
}

// WithConsoleAccess answers which of ids may use the console: admin access on an active account.
// (A merged person is never active: a merge switches them off and nothing switches them back.)
func (Directory) WithConsoleAccess(tx *gorm.DB, ids []int64) ([]int64, error) {
	out := []int64{}
	if len(ids) == 0 {
		return out, nil
	}
	err := tx.Raw(`SELECT id FROM people WHERE id = ANY (?::bigint[]) AND admin_access AND is_active AND merged_into_id IS NULL ORDER BY id`,
		db.Int64Array(ids)).Scan(&out).Error
	return out, err
}

// SetAdminAccess switches a person's console access on or off (the caller ends their sessions).
func (Directory) SetAdminAccess(tx *gorm.DB, id int64, enabled bool) error {
	return tx.Exec(`UPDATE people SET admin_access = ?, updated_at = now() WHERE id = ?`, enabled, id).Error
}

// EnableAccount reactivates a person's account and clears a sign-in lock-out.
func (Directory) EnableAccount(tx *gorm.DB, id int64) error {
	return tx.Exec(`UPDATE people SET is_active = true, failed_logins = 0, locked_until = NULL, updated_at = now() WHERE id = ?`, id).Error
}
