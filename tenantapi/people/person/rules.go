// Package person holds the rules a person's fields follow (e-mail, phone, dates, gender, marital
// status, envelope IDs) and the church's custom field definitions: the person form
// (tenantapi/people) and the import (tenantapi/people/imports) share them. It links no HTTP
// framework, because the worker runs imports.
package person

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"time"

	"congregate/internal/platform/contact"
	"congregate/internal/platform/tenancy"
)

// Messages shared with the import's per-row report; the spec's wording where it has one (§5).
const (
	MsgEmailInvalid   = "email is not valid"
	MsgNumberInvalid  = "Number is not valid"
	MsgGenderInvalid  = "Gender must be male or female"
	MsgMaritalInvalid = "Marital status must be single, married, widowed, divorced or separated"
)

// NormalizeEmail trims and lower-cases an e-mail and reports whether it is valid ("" is valid:
// e-mail is optional). The rule is the contact package's, shared with sign-in and onboarding.
func NormalizeEmail(s string) (string, bool) { return contact.Email(s) }

// NormalizePhone reads a typed mobile number as E.164, a number without its country code being
// in the church's default country (contact.Phone), so sign-in by phone finds it whatever way it
// was typed. "" is valid: the phone is optional.
func NormalizePhone(s, country string) (string, bool) { return contact.Phone(s, country) }

// Country is the default country of the church whose work ctx carries (the API's request or the
// worker's task).
func Country(ctx context.Context) string { return tenancy.FromContext(ctx).Country() }

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

// FullName joins a person's names the way every list shows them.
func FullName(first, middle, last string) string {
	if middle == "" {
		return first + " " + last
	}
	return first + " " + middle + " " + last
}

// PhotoURL is the address of a person's photo, versioned by its last change so a browser never
// shows an old one; "" when the person has none (version nil).
func PhotoURL(id int64, version *int64) string {
	if version == nil {
		return ""
	}
	return fmt.Sprintf("/api/people/photo/%d?v=%d", id, *version)
}

// ISODate is a date column as the API answers it (null stays null).
func ISODate(t *time.Time) *string {
	if t == nil {
		return nil
	}
	s := t.Format("2006-01-02")
	return &s
}
