package people

import "regexp"

var weekdays = map[string]bool{"": true, "sunday": true, "monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true, "saturday": true}

var clockRule = regexp.MustCompile(`^([01][0-9]|2[0-3]):[0-5][0-9]$`)

func validClock(s string) bool { return s == "" || clockRule.MatchString(s) }
