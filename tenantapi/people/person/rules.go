// Package person holds the rules a person's fields follow (e-mail, phone, dates, gender, marital
// status, envelope IDs) and the church's custom field definitions: the person form
// (tenantapi/people) and the import (tenantapi/people/imports) share them. It links no HTTP
// framework, because the worker runs imports.
package person

import (
	"net/mail"
	"regexp"
	"strings"
	"time"
)

// Messages shared with the import's per-row report; the spec's wording where it has one (§5).
const (
	MsgEmailInvalid   = "email is not valid"
	MsgNumberInvalid  = "Number is not valid"
	MsgGenderInvalid  = "Gender must be male or female"
	MsgMaritalInvalid = "Marital status must be single, married, widowed, divorced or separated"
)

var emailDomain = regexp.MustCompile(`^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$`)

// NormalizeEmail trims and lower-cases an e-mail and reports whether it is valid ("" is valid:
// e-mail is optional).
func NormalizeEmail(s string) (string, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" {
		return "", true
	}
	if len(s) > 254 {
		return s, false
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || a.Name != "" {
		return s, false
	}
	at := strings.LastIndexByte(s, '@')
	return s, at > 0 && emailDomain.MatchString(s[at+1:])
}

// NormalizePhone strips the punctuation people type and reports whether what is left is a phone
// number: an optional + (or 00) then 7 to 15 digits. "" is valid: the phone is optional.
func NormalizePhone(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", true
	}
	plus := strings.HasPrefix(s, "+")
	var b strings.Builder
	for i, r := range s {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == '+' && i == 0:
		case r == ' ' || r == '-' || r == '(' || r == ')' || r == '.' || r == '/':
		default:
			return s, false
		}
	}
	d := b.String()
	if !plus && strings.HasPrefix(d, "00") {
		d, plus = d[2:], true
	}
	if len(d) < 7 || len(d) > 15 {
		return s, false
	}
	if plus {
		return "+" + d, true
	}
	return d, true
}

// DateLayouts are the date formats imports accept; the API itself takes ISO dates only.
var DateLayouts = map[string]string{"YYYY-MM-DD": "2006-01-02", "MM/DD/YYYY": "01/02/2006", "DD/MM/YYYY": "02/01/2006"}

// ParseDate reads a date in the layout (Go form), also taking single-digit days and months and,
// whatever the layout, ISO dates and month names ("May 4, 1980", "4 May 1980").
func ParseDate(s, layout string) (time.Time, bool) {
	s = strings.TrimSpace(s)
	layouts := []string{layout}
	switch layout {
	case "01/02/2006":
		layouts = append(layouts, "1/2/2006", "01-02-2006", "1-2-2006")
	case "02/01/2006":
		layouts = append(layouts, "2/1/2006", "02-01-2006", "2-1-2006", "02.01.2006", "2.1.2006")
	}
	layouts = append(layouts, "2006-01-02", "2006/01/02", "2006-1-2", "Jan 2, 2006", "January 2, 2006", "2 Jan 2006", "2 January 2006")
	for _, l := range layouts {
		if t, err := time.Parse(l, s); err == nil && t.Year() >= 1850 {
			return t, true
		}
	}
	return time.Time{}, false
}

// NormalizeGender maps what people write to the stored values.
func NormalizeGender(s string) (string, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "":
		return "", true
	case "m", "male", "man", "boy":
		return "male", true
	case "f", "female", "woman", "girl":
		return "female", true
	}
	return s, false
}

// NormalizeMarital maps marital statuses.
func NormalizeMarital(s string) (string, bool) {
	v := strings.ToLower(strings.TrimSpace(s))
	switch v {
	case "", "single", "married", "widowed", "divorced", "separated":
		return v, true
	case "widow", "widower":
		return "widowed", true
	}
	return s, false
}

var envelopeRule = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9 _./-]{0,39}$`)

// ValidEnvelopeID accepts up to 40 letters, digits and simple separators.
func ValidEnvelopeID(s string) bool { return s == "" || envelopeRule.MatchString(s) }
