package organization

import (
	"net/mail"
	"net/url"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

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

var emailDomain = regexp.MustCompile(`^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$`)

// cleanEmail trims and lower-cases an e-mail; ok reports whether it is valid.
func cleanEmail(s string) (string, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" || len(s) > 100 {
		return s, false
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || a.Name != "" {
		return s, false
	}
	return s, emailDomain.MatchString(s[strings.LastIndexByte(s, '@')+1:])
}

var e164 = regexp.MustCompile(`^\+[1-9][0-9]{6,14}$`)

// cleanPhone turns "+1 (555) 010-0100" into "+15550100100" (the form sign-in by mobile matches);
// ok is false for anything but an international number.
func cleanPhone(s string) (string, bool) {
	var b strings.Builder
	for i, r := range strings.TrimSpace(s) {
		switch {
		case r == '+' && i == 0:
			b.WriteRune(r)
		case r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == ' ' || r == '-' || r == '(' || r == ')' || r == '.':
		default:
			return s, false
		}
	}
	p := b.String()
	return p, e164.MatchString(p)
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
