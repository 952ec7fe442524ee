package person

import "strings"

// The words people read for stored values: what the console shows (console/src/features/people:
// lib/person-form.ts genderLabel and MARITAL_OPTIONS, components/PersonCell.tsx StatusBadge and
// the capitalised relationship). Exports print these, so a file reads like the screen.

// GenderLabel is "Male" or "Female"; anything else is left blank, as the console leaves it.
func GenderLabel(g string) string {
	switch g {
	case "male":
		return "Male"
	case "female":
		return "Female"
	}
	return ""
}

// StatusLabel is "Active" for an active person and "Inactive" for any other status.
func StatusLabel(s string) string {
	if s == "active" {
		return "Active"
	}
	return "Inactive"
}

// MaritalLabel is a marital status ("single", ..., "separated") with a capital; blank when unknown.
func MaritalLabel(m string) string {
	switch m {
	case "single", "married", "widowed", "divorced", "separated":
		return capital(m)
	}
	return ""
}

// RelationshipLabel is a household relationship (head, spouse, child, other) with a capital.
func RelationshipLabel(r string) string { return capital(r) }

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
