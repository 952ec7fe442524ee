package auth

import (
	"context"
	"regexp"
	"strings"
	"unicode"

	"congregate/internal/platform/contact"
	"congregate/internal/platform/tenancy"
)

// Spec §5 messages.
const (
	msgRequired         = "This field is required"
	msgRequiredLower    = "this field is required"
	msgEmailInvalid     = "email is not valid"
	msgNumberInvalid    = "Number is not valid"
	msgPwMin            = "Mininum 8 characters"
	msgPwMax            = "Maximum 32 characters"
	msgPwSpecial        = "Must contain at least one special character"
	msgPwNumber         = "Must contain at least one number"
	msgPwUpper          = "Must contain at least one uppercase character"
	msgPwLower          = "Must contain at least one lowercase character"
	msgPwMismatch       = "Password do not Match"
	msgPinFour          = "Pin must be four digits"
	msgPinNumber        = "Pin must be a number"
	msgCodeSix          = "Code must be 6 characters"
	msgTermsRequired    = "This field is required"
	msgBadCredentials   = "Invalid login details"
	msgNoAdminAccess    = "Your account does not have admin access. Please contact your administrator."
	msgDisabled         = "Your account is disabled. Please contact your administrator."
	msgBadCode          = "Invalid or expired code"
	msgTooManyCodes     = "Too many wrong codes. Please sign in again."
	msgBadToken         = "Invalid or expired token"
	msgEmailTaken       = "An account with this email already exists"
	msgMobileTaken      = "An account with this mobile number already exists"
	msgForgotSent       = "If an account matches, we have sent reset instructions."
	msgSignupDone       = "Account created. An administrator must grant you access before you can sign in."
	msgLocked           = "Your account is locked after too many failed sign-ins. Please try again in 15 minutes."
	msgChooseCredential = "Enter your email or phone number and password, or your mobile number and PIN"
)

// passwordError returns the first spec §5 rule a password breaks, or "".
func passwordError(pw string) string {
	n := len([]rune(pw))
	switch {
	case pw == "":
		return msgRequired
	case n < 8:
		return msgPwMin
	case n > 32:
		return msgPwMax
	case !strings.ContainsAny(pw, "@#$%!"):
		return msgPwSpecial
	case !strings.ContainsFunc(pw, unicode.IsDigit):
		return msgPwNumber
	case !strings.ContainsFunc(pw, unicode.IsUpper):
		return msgPwUpper
	case !strings.ContainsFunc(pw, unicode.IsLower):
		return msgPwLower
	}
	return ""
}

var fourDigits = regexp.MustCompile(`^[0-9]{4}$`)

// pinError returns the first spec §5 PIN rule a PIN breaks, or "".
func pinError(pin string) string {
	switch {
	case pin == "":
		return msgRequired
	case strings.ContainsFunc(pin, func(r rune) bool { return !unicode.IsDigit(r) }):
		return msgPinNumber
	case !fourDigits.MatchString(pin):
		return msgPinFour
	}
	return ""
}

func validEmail(s string) bool {
	_, ok := contact.Email(s)
	return ok && s != ""
}

// normalisePhone reads a typed number as E.164 with the church's default country (the rule
// people are saved with), so "07700 900123" finds the person stored as +447700900123; "" if it
// is not a phone number.
func normalisePhone(ctx context.Context, s string) string {
	p, ok := contact.Phone(s, tenancy.FromContext(ctx).Country())
	if !ok {
		return ""
	}
	return p
}

// looksLikePhone tells an e-mail from a phone number in the emailOrPhone field.
func looksLikePhone(s string) bool { return !strings.Contains(s, "@") }
