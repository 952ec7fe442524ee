package provisioning

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
)

// UserSpec describes a person with console access created by operators or provisioning.
type UserSpec struct {
	FirstName, LastName string
	Email, Mobile       string
	Password, PIN       string
	Gender              string
	Roles               []string // role names, e.g. "Super Admin", "People Manager"
	TwoFactor           string   // "", "email" or "sms"
	NoAdminAccess       bool
}

// ErrUnknownRole means a role name does not exist in the church.
var ErrUnknownRole = errors.New("unknown role")

// CreateUser inserts the person into the schema tx is bound to and assigns roles.
func CreateUser(tx *gorm.DB, u UserSpec) (int64, error) {
	var pwHash, pinHash string
	var err error
	if u.Password != "" {
		if pwHash, err = auth.HashSecret(u.Password); err != nil {
			return 0, err
		}
	}
	if u.PIN != "" {
		if pinHash, err = auth.HashSecret(u.PIN); err != nil {
			return 0, err
		}
	}
	channel := "email"
	if u.TwoFactor == "sms" {
		channel = "sms"
	}
	var id int64
	err = tx.Raw(`INSERT INTO people (first_name, last_name, email, mobile, gender, password_hash, pin_hash,
		admin_access, two_factor_enabled, two_factor_channel)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		u.FirstName, u.LastName, strings.ToLower(strings.TrimSpace(u.Email)), u.Mobile, u.Gender, pwHash, pinHash,
		!u.NoAdminAccess, u.TwoFactor != "", channel).Scan(&id).Error
	if err != nil {
		return 0, err
	}
	for _, name := range u.Roles {
		res := tx.Exec(`INSERT INTO person_roles (person_id, role_id) SELECT ?, id FROM roles WHERE lower(name) = lower(?)`, id, name)
		if res.Error != nil {
			return 0, res.Error
		}
		if res.RowsAffected == 0 {
			return 0, fmt.Errorf("%w %q", ErrUnknownRole, name)
		}
	}
	return id, nil
}

// LoginTokenTTL is how long a /cpauth_admin?t= token lives.
const LoginTokenTTL = 5 * time.Minute

// MintLoginToken creates a single-use token login for a person, for operators ("sign in as") and
// for the hand-off at the end of onboarding.
func MintLoginToken(ctx context.Context, tenants *db.Tenants, church *tenancy.Church, personID int64) (string, error) {
	token := auth.NewToken(32)
	err := tenants.RunFor(ctx, church, func(tx *gorm.DB) error {
		return tx.Exec(`INSERT INTO auth_tokens (person_id, kind, token_hash, expires_at) VALUES (?, 'login', ?, ?)`,
			personID, auth.HashToken(token), time.Now().Add(LoginTokenTTL)).Error
	})
	return token, err
}

// PersonIDByEmail finds a person in the church.
func PersonIDByEmail(ctx context.Context, tenants *db.Tenants, church *tenancy.Church, email string) (int64, error) {
	var ids []int64
	err := tenants.RunFor(ctx, church, func(tx *gorm.DB) error {
		return tx.Raw(`SELECT id FROM people WHERE lower(email) = lower(?)`, email).Scan(&ids).Error
	})
	if err != nil {
		return 0, err
	}
	if len(ids) == 0 {
		return 0, fmt.Errorf("no person with e-mail %s in %s", email, church.ShortName)
	}
	return ids[0], nil
}
