// Package greetings is the automated greetings (docs/communications-api.md): the church's
// celebration templates (a birthday and a wedding anniversary greeting, each by SMS and by
// e-mail) and the run the worker does every hour for each church — once the church's local time
// reaches a template's hour, the people celebrating today are greeted, once a year each, through
// messages.Service.Send. Gin-free (the worker runs it); the pages' calls are greetingsapi.
package greetings

import (
	"strings"
	"unicode/utf8"

	"congregate/internal/platform/fault"
	"congregate/tenantapi/communications/text"
)

// Kinds and channels of a template.
const (
	KindBirthday = "birthday"
	KindWedding  = "wedding"
	ChannelSMS   = "sms"
	ChannelEmail = "email"
)

// Limits of a template.
const (
	MaxSMSBody   = 1600
	MaxEmailBody = 10000
	MaxSubject   = 200
)

// DefaultTimeZone is the organisation settings' default (a church that never chose one).
const DefaultTimeZone = "America/Chicago"

// Template is a celebration template.
type Template struct {
	ID       int64  `json:"id"`
	Kind     string `json:"kind" enum:"birthday,wedding"`
	Channel  string `json:"channel" enum:"sms,email"`
	Subject  string `json:"subject"`
	Body     string `json:"body"`
	Enabled  bool   `json:"enabled"`
	SendHour int    `json:"sendHour"`
}

// Greeting is one greeting sent, for the history.
type Greeting struct {
	PersonID        int64  `json:"personId"`
	Name            string `json:"name"`
	Kind            string `json:"kind" enum:"birthday,wedding"`
	Year            int    `json:"year"`
	Channel         string `json:"channel" enum:"sms,email"`
	CommunicationID *int64 `json:"communicationId"`
	SentAt          string `json:"sentAt"`
}

// Check cleans a template's text as its channel needs (kind and channel are the stored row's).
func Check(channel string, subject, body string, hour int) (string, string, error) {
	body = strings.TrimSpace(body)
	subject = strings.TrimSpace(subject)
	switch {
	case body == "":
		return "", "", fault.E(fault.Invalid, "Write the greeting")
	case strings.ContainsRune(body+subject, 0):
		return "", "", fault.E(fault.Invalid, "The greeting must not contain NUL characters")
	case channel == ChannelSMS && utf8.RuneCountInString(body) > MaxSMSBody:
		return "", "", fault.E(fault.Invalid, "An SMS greeting must be at most 1,600 characters")
	case channel == ChannelEmail && utf8.RuneCountInString(body) > MaxEmailBody:
		return "", "", fault.E(fault.Invalid, "An e-mail greeting must be at most 10,000 characters")
	case channel == ChannelEmail && subject == "":
		return "", "", fault.E(fault.Invalid, "Write a subject")
	case utf8.RuneCountInString(subject) > MaxSubject:
		return "", "", fault.E(fault.Invalid, "A subject must be at most 200 characters")
	case hour < 0 || hour > 23:
		return "", "", fault.E(fault.Invalid, "Send hour must be between 0 and 23")
	}
	if channel == ChannelSMS {
		subject = ""
	}
	if err := text.CheckMerge(subject); err != nil {
		return "", "", err
	}
	if err := text.CheckMerge(body); err != nil {
		return "", "", err
	}
	return subject, body, nil
}
