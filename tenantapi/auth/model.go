package auth

import (
	"encoding/json"
	"strconv"
	"strings"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/auth/accounts"
)

// Spec §5 messages.
const (
	msgRequired      = "This field is required"
	msgRequiredLower = "this field is required"
	msgEmailInvalid  = "email is not valid"
	msgNumberInvalid = "Number is not valid"
	msgPwMin         = "Mininum 8 characters"
	msgPwMax         = "Maximum 32 characters"
	msgPwSpecial     = "Must contain at least one special character"
	msgPwNumber      = "Must contain at least one number"
	msgPwUpper       = "Must contain at least one uppercase character"
	msgPwLower       = "Must contain at least one lowercase character"
	msgPwMismatch    = "Password do not Match"
	msgPinFour       = "Pin must be four digits"
	msgPinNumber     = "Pin must be a number"
	msgTermsRequired = "This field is required"
	msgLoggedIn      = "Login successful"
	msgTokenValid    = "Token is valid"
	msgLoggedOut     = "Logged out"
	msgForgotSent    = "If an account matches, we have sent reset instructions."
	msgSignupDone    = "Account created. An administrator must grant you access before you can sign in."
	msgPasswordIsNew = "Your password has been reset. Please sign in."
	msgPinIsNew      = "Your PIN has been reset. Please sign in."
)

var (
	errBadCredentials   = fault.E(fault.BadCredentials, "Invalid login details")
	errNoAdminAccess    = fault.E(fault.Denied, "Your account does not have admin access. Please contact your administrator.")
	errDisabled         = fault.E(fault.Denied, "Your account is disabled. Please contact your administrator.")
	errLocked           = fault.E(fault.Locked, "Your account is locked after too many failed sign-ins. Please try again in 15 minutes.")
	errCodeSix          = fault.E(fault.Invalid, "Code must be 6 characters")
	errBadCode          = fault.E(fault.Invalid, "Invalid or expired code")
	errTooManyCodes     = fault.E(fault.Invalid, "Too many wrong codes. Please sign in again.")
	errBadLoginToken    = fault.E(fault.BadCredentials, "Invalid or expired token")
	errBadResetToken    = fault.E(fault.Invalid, "Invalid or expired token")
	errChooseCredential = fault.E(fault.Invalid, "Enter your email or phone number and password, or your mobile number and PIN")
	errTokenType        = fault.E(fault.Invalid, "tokenType must be password or pin")
	errUserID           = fault.E(fault.Invalid, "userId is required")
	errNameTooLong      = fault.E(fault.Invalid, "Maximum 100 characters")
)

// TwoFactor is the spec's twoFactorAuthentication object; isRequired is a string on purpose.
type TwoFactor struct {
	IsRequired    string `json:"isRequired"`
	MessageHeader string `json:"messageHeader,omitempty"`
	MessageBody   string `json:"messageBody,omitempty"`
	MessageFooter string `json:"messageFooter,omitempty"`
}

// LoginResult is the spec's responseData of login, verify-2fa and token-login: a session's token,
// or the 2FA challenge that has to be answered first.
type LoginResult struct {
	UserID                  int64     `json:"userId"`
	JWTToken                string    `json:"jwtToken"`
	TwoFactorAuthentication TwoFactor `json:"twoFactorAuthentication"`
}

// Client is who is calling: recorded with every audit entry.
type Client struct{ IP, UserAgent string }

// Requests. Only the checks that run before any rate limit counts the call are in Validate; the
// rest are the service's, after its limits, as the spec's order of answers has them.

// loginRequest is the spec's two sign-in forms: emailOrPhone + password, or mobile + pin.
type loginRequest struct {
	httpx.ClientContext
	EmailOrPhone string `json:"emailOrPhone"`
	Email        string `json:"email"` // the spec's other reading of emailOrPhone
	Password     string `json:"password"`
	Mobile       string `json:"mobile"`
	Pin          string `json:"pin"`
}

// credential is who signs in and with what: the mobile number when a mobile or PIN is sent, else
// the e-mail or phone number.
func (r loginRequest) credential() (identifier string, usePIN bool) {
	if r.Mobile != "" || r.Pin != "" {
		return strings.TrimSpace(r.Mobile), true
	}
	if r.EmailOrPhone == "" {
		return strings.TrimSpace(r.Email), false
	}
	return strings.TrimSpace(r.EmailOrPhone), false
}

func (r *loginRequest) Validate() error {
	if id, _ := r.credential(); id == "" {
		return errChooseCredential
	}
	return nil
}

// verifyRequest answers a 2FA challenge; the userId of the body names it.
type verifyRequest struct {
	httpx.ClientContext
	AdvancedAccessCode string `json:"advancedAccessCode"`
	personID           int64
}

func (r *verifyRequest) Validate() error {
	id, ok := parseID(r.UserID)
	if !ok {
		return errUserID
	}
	r.personID = id
	return nil
}

type tokenLoginRequest struct {
	httpx.ClientContext
	UserToken string `json:"userToken"`
}

// signupRequest is checked by the service: the sign-up limit counts invalid attempts too, and the
// mobile number is read with the church's country.
type signupRequest struct {
	httpx.ClientContext
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
	Email     string `json:"email"`
	Mobile    string `json:"mobile"`
	Password  string `json:"password"`
	Password2 string `json:"password2"`
	Agreement bool   `json:"agreement"`
}

type forgotRequest struct {
	httpx.ClientContext
	EmailOrPhone string `json:"emailOrPhone"`
	TokenType    string `json:"tokenType" enum:"password,pin"` // "password" when left out
}

func (r *forgotRequest) Validate() error {
	if r.TokenType == "" {
		r.TokenType = tokenPassword
	}
	if _, err := resetKind(r.TokenType); err != nil {
		return err
	}
	r.EmailOrPhone = strings.TrimSpace(r.EmailOrPhone)
	if r.EmailOrPhone == "" {
		return fault.E(fault.Invalid, msgRequired)
	}
	return nil
}

type verifyTokenRequest struct {
	httpx.ClientContext
	Token     string `json:"token"`
	TokenType string `json:"tokenType" enum:"password,pin"`
}

func (r *verifyTokenRequest) Validate() error {
	_, err := resetKind(r.TokenType)
	return err
}

type resetRequest struct {
	httpx.ClientContext
	Token     string `json:"token"`
	TokenType string `json:"tokenType" enum:"password,pin"`
	Password  string `json:"password"`
	Pin       string `json:"pin"`
}

func (r *resetRequest) Validate() error {
	_, err := resetKind(r.TokenType)
	return err
}

// What a reset changes (tokenType).
const (
	tokenPassword = "password"
	tokenPIN      = "pin"
)

// resetKind is the auth_tokens kind of a reset of tokenType.
func resetKind(tokenType string) (string, error) {
	if kind, ok := accounts.ResetKind(tokenType); ok {
		return kind, nil
	}
	return "", errTokenType
}

// parseID reads an id the console may send as a number or a string.
func parseID(raw json.RawMessage) (int64, bool) {
	s := strings.Trim(strings.TrimSpace(string(raw)), `"`)
	id, err := strconv.ParseInt(s, 10, 64)
	return id, err == nil && id > 0
}
