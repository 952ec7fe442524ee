// Package greetingsapi is the HTTP side of the automated greetings
// (tenantapi/communications/greetings): the celebration templates and the greetings sent.
package greetingsapi

import (
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/communications/greetings"
)

var errNotFound = fault.E(fault.NotFound, "Template not found")

type templatesRequest struct {
	httpx.ClientContext
}

// TemplateList answers greetings/templates.
type TemplateList []greetings.Template

type updateRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
	// Kind and Channel name the template when sent; they cannot change.
	Kind     string `json:"kind" enum:",birthday,wedding"`
	Channel  string `json:"channel" enum:",sms,email"`
	Subject  string `json:"subject"`
	Body     string `json:"body"`
	Enabled  bool   `json:"enabled"`
	SendHour int    `json:"sendHour"`
}

type historyRequest struct {
	httpx.ClientContext
	httpx.Paging
}
