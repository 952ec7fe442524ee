package auth

import (
	"context"
	"regexp"
	"strings"
	"unicode"

	"congregate/internal/platform/contact"
	"congregate/internal/platform/tenancy"
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
