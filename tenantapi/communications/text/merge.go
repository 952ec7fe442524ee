package text

import (
	"html"
	"regexp"
	"strings"

	"congregate/internal/platform/fault"
)

// Merge fields: {first_name}, {last_name}, {full_name}, {church_name}.
const (
	FieldFirstName  = "first_name"
	FieldLastName   = "last_name"
	FieldFullName   = "full_name"
	FieldChurchName = "church_name"
)

// MergeField is one merge field with the label the console shows.
type MergeField struct {
	Field string `json:"field"`
	Label string `json:"label"`
}

// MergeFields are the merge fields, in the console's order.
var MergeFields = []MergeField{
	{"{" + FieldFirstName + "}", "First name"},
	{"{" + FieldLastName + "}", "Last name"},
	{"{" + FieldFullName + "}", "Full name"},
	{"{" + FieldChurchName + "}", "Church name"},
}

// Friend is the name typed-in recipients (no person of the directory) are merged with.
const Friend = "friend"

// Fields are one recipient's merge values.
type Fields struct {
	FirstName  string `json:"firstName,omitempty"`
	LastName   string `json:"lastName,omitempty"`
	ChurchName string `json:"churchName,omitempty"`
}

// Stranger is the merge values of a typed-in recipient.
func Stranger(church string) Fields {
	return Fields{FirstName: Friend, LastName: Friend, ChurchName: church}
}

// FullName is the first and last name; a typed-in recipient's is "friend".
func (f Fields) FullName() string {
	if f.FirstName == Friend && f.LastName == Friend {
		return Friend
	}
	return strings.TrimSpace(f.FirstName + " " + f.LastName)
}

func (f Fields) value(name string) (string, bool) {
	switch name {
	case FieldFirstName:
		return f.FirstName, true
	case FieldLastName:
		return f.LastName, true
	case FieldFullName:
		return f.FullName(), true
	case FieldChurchName:
		return f.ChurchName, true
	}
	return "", false
}

// fieldRule is a merge field as written: a word in braces.
var fieldRule = regexp.MustCompile(`\{([A-Za-z0-9_]+)\}`)

// CheckMerge refuses a text with a merge field that does not exist: "Unknown merge field {x}".
func CheckMerge(s string) error {
	for _, m := range fieldRule.FindAllStringSubmatch(s, -1) {
		if _, ok := (Fields{}).value(m[1]); !ok {
			return fault.E(fault.Invalid, "Unknown merge field {"+m[1]+"}")
		}
	}
	return nil
}

// HasMerge says whether s has a merge field that depends on the recipient.
func HasMerge(s string) bool {
	for _, m := range fieldRule.FindAllStringSubmatch(s, -1) {
		if m[1] != FieldChurchName {
			return true
		}
	}
	return false
}

// Merge replaces the merge fields of s with f's values (unknown ones stay as written; CheckMerge
// refuses them before).
func Merge(s string, f Fields) string { return merge(s, f, false) }

// MergeHTML is Merge for HTML: the values are escaped.
func MergeHTML(s string, f Fields) string { return merge(s, f, true) }

func merge(s string, f Fields, escape bool) string {
	if !strings.Contains(s, "{") {
		return s
	}
	return fieldRule.ReplaceAllStringFunc(s, func(m string) string {
		v, ok := f.value(m[1 : len(m)-1])
		if !ok {
			return m
		}
		if escape {
			return html.EscapeString(v)
		}
		return v
	})
}
