package organization

import (
	"net/url"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"congregate/internal/platform/contact"
	"congregate/internal/platform/httpx"
)

// Spec §5 messages where the spec has one.
const (
	msgEmailInvalid  = "email is not valid"
	msgNumberInvalid = "Number is not valid"
	msgURLInvalid    = "URL is not valid"
)

func invalid(msg string) error  { return httpx.E(httpx.KindInvalid, msg) }
func notFound(msg string) error { return httpx.E(httpx.KindNotFound, msg) }
func conflict(msg string) error { return httpx.E(httpx.KindConflict, msg) }

// cleanEmail trims and lower-cases a required e-mail (at most 100 characters); ok reports whether
// it is valid by the one contact rule.
func cleanEmail(s string) (string, bool) {
	e, ok := contact.Email(s)
	return e, ok && e != "" && len(e) <= 100
}

// cleanPhone reads a typed number as E.164 with the church's default country (the form sign-in
// by mobile matches); ok is false for anything that is not a phone number.
func cleanPhone(s, country string) (string, bool) {
	p, ok := contact.Phone(s, country)
	return p, ok && p != ""
}

// cleanURL accepts "" or an absolute http(s) URL of at most max characters.
func cleanURL(s string, max int) (string, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", true
	}
	if len(s) > max || strings.ContainsFunc(s, unicode.IsSpace) {
		return s, false
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil {
		return s, false
	}
	return s, true
}

// cleanText trims a plain-text field and checks its length and characters (newlines allowed
// where multiline is true).
func cleanText(field, s string, max int, multiline bool) (string, error) {
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) > max {
		return "", invalid(field + " must be at most " + itoa(max) + " characters")
	}
	if strings.ContainsFunc(s, func(r rune) bool {
		return unicode.IsControl(r) && !(multiline && (r == '\n' || r == '\r' || r == '\t'))
	}) {
		return "", invalid(field + " must not contain control characters")
	}
	return s, nil
}

var hexColour = regexp.MustCompile(`^#[0-9A-Fa-f]{6}$`)

// cleanColour accepts #RRGGBB and stores it upper-case.
func cleanColour(field, s string) (string, error) {
	if !hexColour.MatchString(s) {
		return "", invalid(field + " must be a colour like #304FFF")
	}
	return strings.ToUpper(s), nil
}

func itoa(n int) string {
	var b [20]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			return string(b[i:])
		}
	}
}
