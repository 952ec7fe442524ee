package publicapi

import (
	"net/url"
	"strings"
	"unicode/utf8"

	"congregate/internal/platform/contact"
)

// §5 messages, verbatim where the spec gives them.
const (
	MsgRequired        = "This field is required"
	MsgRequiredAddress = "this field is required" // spec §5 spells the church address message lower-case
	MsgMax100          = "Maximum 100 characters"
	MsgEmail           = "email is not valid"
	MsgURL             = "URL is not valid"
	MsgPhone           = "This number is invalid"
	MsgShortName       = "Must be 4 to 20 letters only"
)

// MaxText is the §9 limit of onboarding text fields.
const MaxText = 100

// Fields collects messages per field in the order fields were checked. It is an error when non-empty.
type Fields []fieldErr

type fieldErr struct {
	Field    string
	Messages []string
}

// Add records a message for a field.
func (f *Fields) Add(field, msg string) {
	for i := range *f {
		if (*f)[i].Field == field {
			(*f)[i].Messages = append((*f)[i].Messages, msg)
			return
		}
	}
	*f = append(*f, fieldErr{field, []string{msg}})
}

// Has reports whether the field has a message.
func (f Fields) Has(field string) bool {
	for _, e := range f {
		if e.Field == field {
			return true
		}
	}
	return false
}

// Err returns f as an error, or nil when there is nothing in it.
func (f Fields) Err() error {
	if len(f) == 0 {
		return nil
	}
	return f
}

func (f Fields) Error() string { return f.First() }

// First is the first message of the first failing field.
func (f Fields) First() string {
	if len(f) == 0 {
		return ""
	}
	return f[0].Messages[0]
}

func (f Fields) data() map[string][]string {
	m := make(map[string][]string, len(f))
	for _, e := range f {
		m[e.Field] = e.Messages
	}
	return m
}

// Field adds a single message for field (the form's way of reporting one refusal).
func Field(field, msg string) Fields {
	var f Fields
	f.Add(field, msg)
	return f
}

// Text checks a required text of at most MaxText characters; it returns the trimmed value.
func (f *Fields) Text(field, v, requiredMsg string) string {
	v = strings.TrimSpace(v)
	if v == "" {
		f.Add(field, requiredMsg)
		return v
	}
	f.max(field, v)
	return v
}

func (f *Fields) max(field, v string) {
	if utf8.RuneCountInString(v) > MaxText {
		f.Add(field, MsgMax100)
	}
}

// Email checks a required e-mail address; it returns it trimmed.
func (f *Fields) Email(field, v string) string {
	v = strings.TrimSpace(v)
	if v == "" {
		f.Add(field, MsgRequired)
		return v
	}
	if !ValidEmail(v) {
		f.Add(field, MsgEmail)
	}
	f.max(field, v)
	return v
}

// Website checks an optional http(s) URL.
func (f *Fields) Website(field, v string) string {
	v = strings.TrimSpace(v)
	if v == "" {
		return v
	}
	if !ValidURL(v) {
		f.Add(field, MsgURL)
	}
	f.max(field, v)
	return v
}

// Phone checks a required international number and returns it normalised (E.164).
func (f *Fields) Phone(field, v string, invalidMsg string) string {
	if strings.TrimSpace(v) == "" {
		f.Add(field, MsgRequired)
		return ""
	}
	n, ok := NormalisePhone(v)
	if !ok {
		f.Add(field, invalidMsg)
	}
	return n
}

// NormalisePhone reads an international number (with its country code: no church, and so no
// default country, exists yet on the onboarding host) as E.164 through the one contact rule.
func NormalisePhone(v string) (string, bool) { return contact.International(v) }

// ValidEmail accepts addr@domain.tld without display names (the one contact rule; the address is
// kept as typed).
func ValidEmail(v string) bool {
	_, ok := contact.Email(v)
	return ok && v != ""
}

// ValidURL accepts http(s) URLs with a dotted host, with or without the scheme ("grace.org").
func ValidURL(v string) bool {
	if strings.ContainsAny(v, " \t\r\n") {
		return false
	}
	raw := v
	if !strings.Contains(raw, "://") {
		raw = "https://" + raw
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.User != nil {
		return false
	}
	host := u.Hostname()
	if !strings.Contains(host, ".") || strings.HasPrefix(host, ".") || strings.HasSuffix(host, ".") {
		return false
	}
	for _, label := range strings.Split(host, ".") {
		if label == "" {
			return false
		}
	}
	return true
}
