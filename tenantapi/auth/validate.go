package auth

import (
	"net/mail"
	"regexp"
	"strings"
	"unicode"
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
	a, err := mail.ParseAddress(s)
	return err == nil && a.Address == s && strings.Contains(s[strings.LastIndex(s, "@"):], ".")
}

var e164 = regexp.MustCompile(`^\+[1-9][0-9]{6,14}$`)

// normalisePhone turns "+1 (555) 010-0100" into "+15550100100"; "" if it is not an
// international number.
func normalisePhone(s string) string {
	var b strings.Builder
	for i, r := range strings.TrimSpace(s) {
		switch {
		case r == '+' && i == 0:
			b.WriteRune(r)
		case unicode.IsDigit(r):
			b.WriteRune(r)
		case r == ' ' || r == '-' || r == '(' || r == ')' || r == '.':
		default:
			return ""
		}
	}
	p := b.String()
	if !e164.MatchString(p) {
		return ""
	}
	return p
}

// looksLikePhone tells an e-mail from a phone number in the emailOrPhone field.
func looksLikePhone(s string) bool { return !strings.Contains(s, "@") }
