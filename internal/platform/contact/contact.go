// Package contact is the one rule for the phone numbers and e-mail addresses the product stores and
// matches: people, sign-in, organisation and onboarding all call it, so a number saved one way is
// found the same way.
//
// Phone numbers are stored in E.164 ("+447700900123"). What people type ("07700 900123",
// "(555) 010-0100", "0044 7700 900123") is read with the church's default country: a number
// without its country code belongs to that country.
package contact

import (
	"net/mail"
	"regexp"
	"slices"
	"strings"

	"github.com/nyaruka/phonenumbers"
)

// DefaultCountry is the country of a church that has none set and no phone to take it from.
const DefaultCountry = "US"

// maxInput bounds what is handed to the parser: no phone number is this long.
const maxInput = 64

// Phone reads a typed number as E.164 with country as the default (ISO 3166 alpha-2, e.g. "GB";
// "" or an unknown code: DefaultCountry). "" stays "" and is valid (a phone is optional where
// it is asked for); ok is false for anything that is not a whole number of its
// country (by its length: a local-only number without its area code is refused).
func Phone(raw, country string) (e164 string, ok bool) {
	s := strings.TrimSpace(raw)
	if s == "" {
		return "", true
	}
	if len(s) > maxInput || strings.IndexFunc(s, invalidRune) >= 0 {
		return s, false
	}
	if strings.HasPrefix(s, "00") {
		s = "+" + s[2:]
	}
	if e, ok := parse(s, Country(country)); ok {
		return e, true
	}
	// A spreadsheet's number cell drops the "+": eleven digits or more that are no number of the
	// church's country are read as international.
	if len(s) >= 11 && strings.Trim(s, "0123456789") == "" {
		if e, ok := parse("+"+s, DefaultCountry); ok {
			return e, true
		}
	}
	return raw, false
}

func parse(s, country string) (string, bool) {
	n, err := phonenumbers.Parse(s, country)
	if err != nil || phonenumbers.IsPossibleNumberWithReason(n) != phonenumbers.IS_POSSIBLE {
		return "", false
	}
	return phonenumbers.Format(n, phonenumbers.E164), true
}

// International reads a number that must carry its country code ("+44 7700 900123"): the form
// the onboarding wizard asks for, before any church (and so any default country) exists.
func International(raw string) (string, bool) {
	s := strings.TrimSpace(raw)
	if s == "" || !(strings.HasPrefix(s, "+") || strings.HasPrefix(s, "00")) {
		return raw, false
	}
	return Phone(s, DefaultCountry)
}

// invalidRune refuses what no typed phone number holds: letters (vanity numbers are not stored),
// control characters and anything but digits, spaces and the usual punctuation.
func invalidRune(r rune) bool {
	switch {
	case r >= '0' && r <= '9':
		return false
	case strings.ContainsRune(" +-().//", r):
		return false
	}
	return true
}

// Country returns code upper-cased when it is a country phone numbers are known for, and
// DefaultCountry otherwise.
func Country(code string) string {
	c := strings.ToUpper(strings.TrimSpace(code))
	if ValidCountry(c) {
		return c
	}
	return DefaultCountry
}

// ValidCountry reports whether code is an ISO 3166 alpha-2 country the phone rules know.
func ValidCountry(code string) bool {
	return len(code) == 2 && code == strings.ToUpper(code) && phonenumbers.GetSupportedRegions()[code]
}

// CountryOf is the country an E.164 number belongs to ("" when it does not parse): how a new
// church's default country is taken from its phone.
func CountryOf(e164 string) string {
	n, err := phonenumbers.Parse(e164, DefaultCountry)
	if err != nil || !strings.HasPrefix(strings.TrimSpace(e164), "+") {
		return ""
	}
	if r := phonenumbers.GetRegionCodeForNumber(n); ValidCountry(r) {
		return r
	}
	if r := phonenumbers.GetRegionCodeForCountryCode(int(n.GetCountryCode())); ValidCountry(r) {
		return r
	}
	return ""
}

// Countries lists every country code Phone knows, sorted: the choices of the default country.
func Countries() []string {
	out := make([]string, 0, 250)
	for r := range phonenumbers.GetSupportedRegions() {
		out = append(out, r)
	}
	slices.Sort(out)
	return out
}

var emailDomain = regexp.MustCompile(`^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$`)

// Email trims and lower-cases an address and reports whether it is one: a bare addr@domain.tld
// (no display name, at most 254 characters). "" is valid: callers that require one say so.
func Email(raw string) (string, bool) {
	s := strings.ToLower(strings.TrimSpace(raw))
	if s == "" {
		return "", true
	}
	if len(s) > 254 || strings.ContainsRune(s, 0) {
		return s, false
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || a.Name != "" {
		return s, false
	}
	at := strings.LastIndexByte(s, '@')
	return s, at > 0 && emailDomain.MatchString(s[at+1:])
}
