package people

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// foldedText is a one-line name or title: spaces folded, required, at most max characters.
func foldedText(s string, max int, msgRequired, msgTooLong string) (string, error) {
	s = strings.Join(strings.Fields(s), " ")
	switch {
	case s == "":
		return "", invalid(msgRequired)
	case tooLong(s, max):
		return "", invalid(msgTooLong)
	}
	return s, nil
}

// tooLong reports text over n characters.
func tooLong(s string, n int) bool { return utf8.RuneCountInString(s) > n }

var weekdays = map[string]bool{"": true, "sunday": true, "monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true, "saturday": true}

var clockRule = regexp.MustCompile(`^([01][0-9]|2[0-3]):[0-5][0-9]$`)

func validClock(s string) bool { return s == "" || clockRule.MatchString(s) }
