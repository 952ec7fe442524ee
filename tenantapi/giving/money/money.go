// Package money reads and writes the amounts of giving (docs/giving-api.md "Money"): integer minor
// units of the church's giving currency, never floats. Amounts arrive as the decimal strings a
// person typed ("25.00", "1,000.00") and are read by ParseAmount alone; gin-free and pure, so the
// API, the worker's import and the public give page share it.
package money

import (
	"strconv"
	"strings"
	"time"

	"congregate/internal/platform/fault"
)

// The messages of the money rules (the contract's).
const (
	MsgAmount       = "Enter an amount like 25.00"
	MsgPositive     = "The amount must be more than 0"
	MsgDecimals     = "The amount can have at most 2 decimals"
	MsgMaximum      = "The amount must be at most 1,000,000.00"
	MsgFutureDate   = "A gift cannot be dated in the future"
	MsgDateFormat   = "Enter the date as YYYY-MM-DD"
	maxMajor        = 1_000_000
	minDate         = "1900-01-01"
	dateLayout      = "2006-01-02"
	maxAmountLength = 40
)

// zeroDecimal are the ISO 4217 currencies without minor units; every other has two.
var zeroDecimal = map[string]bool{"BIF": true, "CLP": true, "DJF": true, "GNF": true, "ISK": true, "JPY": true, "KMF": true,
	"KRW": true, "PYG": true, "RWF": true, "UGX": true, "VND": true, "VUV": true, "XAF": true, "XOF": true, "XPF": true}

// Digits is the number of minor digits of a currency (JPY 0, USD 2).
func Digits(currency string) int {
	if zeroDecimal[strings.ToUpper(currency)] {
		return 0
	}
	return 2
}

// MaxMinor is the largest amount of one gift in minor units (1,000,000.00 of the currency).
func MaxMinor(currency string) int64 {
	m := int64(maxMajor)
	for i := 0; i < Digits(currency); i++ {
		m *= 10
	}
	return m
}

// ParseAmount reads a typed amount ("25", "25.5", "1,250.00") in currency's minor units. Spaces
// around it are trimmed and thousands commas dropped; signs, exponents, NUL and anything else that
// is not digits with at most one point are refused with the contract's messages (fault.Invalid).
func ParseAmount(s, currency string) (int64, error) {
	bad := fault.E(fault.Invalid, MsgAmount)
	s = strings.TrimSpace(s)
	if s == "" || len(s) > maxAmountLength {
		return 0, bad
	}
	if s[0] == '-' && len(s) > 1 && isNumber(strings.ReplaceAll(s[1:], ",", "")) {
		return 0, fault.E(fault.Invalid, MsgPositive)
	}
	s = strings.ReplaceAll(s, ",", "")
	if !isNumber(s) {
		return 0, bad
	}
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" {
		whole = "0"
	}
	frac = strings.TrimRight(frac, "0")
	digits := Digits(currency)
	if len(frac) > digits {
		return 0, fault.E(fault.Invalid, MsgDecimals)
	}
	whole = strings.TrimLeft(whole, "0")
	if len(whole) > 7 { // more than 9,999,999: over the maximum whatever the decimals
		return 0, fault.E(fault.Invalid, MsgMaximum)
	}
	w, _ := strconv.ParseInt("0"+whole, 10, 64)
	f := int64(0)
	if frac != "" {
		f, _ = strconv.ParseInt(frac, 10, 64)
		for i := len(frac); i < digits; i++ {
			f *= 10
		}
	}
	minor := w
	for i := 0; i < digits; i++ {
		minor *= 10
	}
	minor += f
	switch {
	case minor <= 0:
		return 0, fault.E(fault.Invalid, MsgPositive)
	case minor > MaxMinor(currency):
		return 0, fault.E(fault.Invalid, MsgMaximum)
	}
	return minor, nil
}

// isNumber is digits with at most one decimal point and at least one digit.
func isNumber(s string) bool {
	digits, points := 0, 0
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == '.':
			points++
		default:
			return false
		}
	}
	return digits > 0 && points <= 1
}

// Format writes minor units as the spec's amount: thousands separators and the currency's
// decimals ("1,250.00"; JPY "1,250"). A negative amount keeps its sign.
func Format(minor int64, currency string) string {
	neg := minor < 0
	if neg {
		minor = -minor
	}
	digits := Digits(currency)
	div := int64(1)
	for i := 0; i < digits; i++ {
		div *= 10
	}
	whole, frac := minor/div, minor%div
	w := strconv.FormatInt(whole, 10)
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, r := range w {
		if i > 0 && (len(w)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	if digits > 0 {
		f := strconv.FormatInt(frac, 10)
		b.WriteByte('.')
		b.WriteString(strings.Repeat("0", digits-len(f)) + f)
	}
	return b.String()
}

// symbols are the currencies written with their sign; the others with their code.
var symbols = map[string]string{"USD": "$", "CAD": "$", "AUD": "$", "NZD": "$", "GBP": "£", "EUR": "€", "JPY": "¥",
	"NGN": "₦", "GHS": "GH₵", "KES": "KSh ", "ZAR": "R", "INR": "₹"}

// FormatWith writes an amount with its currency: "$1,250.00", "USD 1,250.00" for a currency
// without a known symbol ("CHF 12.00").
func FormatWith(minor int64, currency string) string {
	currency = strings.ToUpper(currency)
	amount := Format(minor, currency)
	sign := ""
	if strings.HasPrefix(amount, "-") {
		sign, amount = "-", amount[1:]
	}
	if sym, ok := symbols[currency]; ok {
		return sign + sym + amount
	}
	return sign + currency + " " + amount
}

// ParseDate reads a gift's date (YYYY-MM-DD): not before 1900-01-01 and not after today (the
// church's date, YYYY-MM-DD, which the caller computes in the church's time zone).
func ParseDate(s, today string) (string, error) {
	s = strings.TrimSpace(s)
	d, err := time.Parse(dateLayout, s)
	if err != nil || len(s) != len(dateLayout) || s < minDate {
		return "", fault.E(fault.Invalid, MsgDateFormat)
	}
	if out := d.Format(dateLayout); today != "" && out > today {
		return "", fault.E(fault.Invalid, MsgFutureDate)
	}
	return s, nil
}

// Today is the date now in the IANA time zone tz (a church's timezone setting); an empty or unknown
// zone is America/Chicago, the organisation settings' default.
func Today(now time.Time, tz string) string {
	if tz == "" {
		tz = "America/Chicago"
	}
	loc, err := time.LoadLocation(tz)
	if err != nil {
		loc, err = time.LoadLocation("America/Chicago")
		if err != nil {
			loc = time.UTC
		}
	}
	return now.In(loc).Format(dateLayout)
}
