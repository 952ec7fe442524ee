package opsauth

import (
	"context"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/fault"
)

// Messages of the sign-in (docs/operator-api.md "Sign-in and operators").
const (
	MsgBadPassword = "Email or password is incorrect"
	MsgBadCode     = "The code is not correct"
	MsgLocked      = "Too many attempts. Try again in 15 minutes."
	MsgDisabled    = "This operator account is disabled"
	msgSignedIn    = "Signed in"
	msgChallenge   = "Enter the code"
	msgSignedOut   = "Signed out"
	msgMe          = "Operator"
)

// Sign-in limits: a challenge lives ChallengeTTL; MaxFailures wrong passwords or codes in a row
// lock the operator for LockFor.
const (
	ChallengeTTL = 5 * time.Minute
	MaxFailures  = 5
	LockFor      = 15 * time.Minute
)

// Audit actions of the sign-in.
const (
	ActionSignIn  = "auth.sign_in"
	ActionLock    = "auth.lock"
	ActionSignOut = "auth.sign_out"
)

var (
	errBadPassword = fault.E(fault.BadCredentials, MsgBadPassword)
	errBadCode     = fault.E(fault.BadCredentials, MsgBadCode)
	errLocked      = fault.E(fault.RateLimited, MsgLocked)
	errDisabled    = fault.E(fault.Denied, MsgDisabled)
	errSignIn      = fault.E(fault.Unauthorized, MsgSignIn)
)

type loginRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

type verifyRequest struct {
	Challenge string `json:"challenge"`
	Code      string `json:"code"`
}

type recoverRequest struct {
	Challenge    string `json:"challenge"`
	RecoveryCode string `json:"recoveryCode"`
}

type emptyRequest struct{}

// SignInStep is the answer to a right password: the challenge the code goes with, and when the
// operator has no TOTP yet (enrol), the secret to add to an authenticator app as text, as an
// otpauth:// URL and as a PNG QR code (a data: URL).
type SignInStep struct {
	Challenge  string `json:"challenge"`
	Enrol      bool   `json:"enrol"`
	Secret     string `json:"secret,omitempty"`
	OtpauthURL string `json:"otpauthUrl,omitempty"`
	QRDataURL  string `json:"qrDataUrl,omitempty"`
}

// SignedIn is the answer to a right code: the operator, and at enrolment the 10 recovery codes
// (shown once; each signs in once instead of a code).
type SignedIn struct {
	Operator      Operator `json:"operator"`
	RecoveryCodes []string `json:"recoveryCodes,omitempty"`
}

// AuditEntry is a line of the operators' audit trail as opsauth writes it (the same fields as
// opsaudit.Entry: opsaudit imports this package, so the trail is written through Auditor).
type AuditEntry struct {
	OperatorID    int64
	OperatorEmail string
	Action        string
	Outcome       string
	ChurchID      int64
	Target        string
	Detail        map[string]any
	IP            string
}

// Auditor writes an audit line with db (opsaudit.Auth).
type Auditor func(ctx context.Context, db *gorm.DB, e AuditEntry) error
