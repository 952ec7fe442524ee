// Package operators manages the operator accounts (docs/operator-api.md "Sign-in and operators"):
// the list, a new operator with a temporary password, the role, disabling, and a TOTP reset.
package operators

import (
	"net/mail"
	"strings"
	"unicode/utf8"

	"congregate/controlplane/ops/opsauth"
	"congregate/internal/platform/fault"
)

// MinPassword is the shortest password an operator may be given.
const MinPassword = 12

const (
	msgNotFound     = "Operator not found"
	msgEmail        = "Enter a valid e-mail address"
	msgEmailTaken   = "An operator with this e-mail already exists"
	msgName         = "Enter the operator's name"
	msgRole         = "The role is operator or support"
	msgPassword     = "The password must be at least 12 characters"
	msgOwnRole      = "You cannot change your own role"
	msgDisableSelf  = "You cannot disable yourself"
	msgTooLong      = "A field is at most 200 characters"
	maxField        = 200
	maxPasswordSize = 200
)

var errNotFound = fault.E(fault.NotFound, msgNotFound)

// OperatorRow is an operator as the list shows it.
type OperatorRow struct {
	ID           int64   `json:"id"`
	Email        string  `json:"email"`
	Name         string  `json:"name"`
	Role         string  `json:"role" enum:"operator,support"`
	Enrolled     bool    `json:"enrolled"`
	Disabled     bool    `json:"disabled"`
	LastSignInAt *string `json:"lastSignInAt"`
}

// OperatorList is every operator, by name.
type OperatorList struct {
	Items []OperatorRow `json:"items"`
}

type emptyRequest struct{}

type addRequest struct {
	Email    string `json:"email"`
	Name     string `json:"name"`
	Role     string `json:"role" enum:"operator,support"`
	Password string `json:"password"`
}

// Validate checks a new operator.
func (r *addRequest) Validate() error {
	r.Email, r.Name = strings.TrimSpace(r.Email), strings.TrimSpace(r.Name)
	if err := CheckEmail(r.Email); err != nil {
		return err
	}
	switch {
	case r.Name == "":
		return fault.E(fault.Invalid, msgName)
	case utf8.RuneCountInString(r.Name) > maxField:
		return fault.E(fault.Invalid, msgTooLong)
	}
	if err := CheckRole(r.Role); err != nil {
		return err
	}
	return CheckPassword(r.Password)
}

type roleRequest struct {
	ID   int64  `json:"id"`
	Role string `json:"role" enum:"operator,support"`
}

// Validate checks the role.
func (r *roleRequest) Validate() error { return CheckRole(r.Role) }

type disableRequest struct {
	ID       int64 `json:"id"`
	Disabled bool  `json:"disabled"`
}

type idRequest struct {
	ID int64 `json:"id"`
}

// CheckEmail refuses what is not a plain e-mail address.
func CheckEmail(email string) error {
	if len(email) > maxField {
		return fault.E(fault.Invalid, msgTooLong)
	}
	a, err := mail.ParseAddress(email)
	if err != nil || a.Address != email || !strings.Contains(email[strings.LastIndex(email, "@")+1:], ".") {
		return fault.E(fault.Invalid, msgEmail)
	}
	return nil
}

// CheckRole refuses a role that is not operator or support.
func CheckRole(role string) error {
	if role != opsauth.RoleOperator && role != opsauth.RoleSupport {
		return fault.E(fault.Invalid, msgRole)
	}
	return nil
}

// CheckPassword refuses a password shorter than MinPassword characters.
func CheckPassword(p string) error {
	switch {
	case utf8.RuneCountInString(p) < MinPassword:
		return fault.E(fault.Invalid, msgPassword)
	case len(p) > maxPasswordSize:
		return fault.E(fault.Invalid, msgTooLong)
	}
	return nil
}
