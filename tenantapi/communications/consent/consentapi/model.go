package consentapi

import (
	"strings"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/communications/consent"
	"congregate/tenantapi/people/person"
)

var (
	errBlockNotFound = fault.E(fault.NotFound, "That entry is not on the do-not-contact list")
	errWho           = fault.E(fault.Invalid, "Choose a person or enter a phone number or e-mail address")
	errChannels      = fault.E(fault.Invalid, "Choose at least one channel: text, voice, email or push")
	errChannel       = fault.E(fault.Invalid, "Channel must be text, voice, email or push")
)

type listRequest struct {
	httpx.ClientContext
	Channel string `json:"channel" enum:"text,voice,email,push"`
	Search  string `json:"search"`
	httpx.Paging
}

func (r *listRequest) Validate() error {
	if r.Channel != "" && !consent.ValidChannel(r.Channel) {
		return errChannel
	}
	r.Search = strings.TrimSpace(r.Search)
	if person.TooLong(r.Search, 100) || strings.ContainsRune(r.Search, 0) {
		return fault.E(fault.Invalid, "Search must be at most 100 characters")
	}
	return nil
}

type addRequest struct {
	httpx.ClientContext
	PersonID int64    `json:"personId"`
	Address  string   `json:"address"`
	Channels []string `json:"channels" enum:"text,voice,email,push"`
	Note     string   `json:"note"`
}

func (r *addRequest) Validate() (err error) {
	r.Address = strings.TrimSpace(r.Address)
	if (r.PersonID == 0) == (r.Address == "") {
		return errWho
	}
	if r.PersonID < 0 {
		return person.ErrNotFound
	}
	if len(r.Channels) == 0 || len(r.Channels) > 4 {
		return errChannels
	}
	seen := map[string]bool{}
	out := make([]string, 0, len(r.Channels))
	for _, ch := range r.Channels {
		if !consent.ValidChannel(ch) {
			return errChannel
		}
		if !seen[ch] {
			seen[ch] = true
			out = append(out, ch)
		}
	}
	r.Channels = out
	r.Note, err = note(r.Note)
	return err
}

type removeRequest struct {
	httpx.ClientContext
	ID   int64  `json:"id"`
	Note string `json:"note"`
}

func (r *removeRequest) Validate() (err error) {
	r.Note, err = note(r.Note)
	return err
}

type historyRequest struct {
	httpx.ClientContext
	Address  string `json:"address"`
	PersonID int64  `json:"personId"`
}

func (r *historyRequest) Validate() error {
	r.Address = strings.TrimSpace(r.Address)
	if (r.Address == "" && r.PersonID == 0) || person.TooLong(r.Address, 320) || strings.ContainsRune(r.Address, 0) {
		return fault.E(fault.Invalid, "Enter the phone number or e-mail address to look up")
	}
	return nil
}

func note(s string) (string, error) {
	if strings.ContainsFunc(s, func(r rune) bool { return r == 0 }) {
		return "", fault.E(fault.Invalid, "A note cannot hold control characters")
	}
	return person.FoldedText(s, consent.MaxNote, "Add a note saying why", "A note must be at most 500 characters")
}

// The requests keep their published names (consent.listRequest) from before the HTTP side moved here.
func (listRequest) SchemaPackage() string    { return "consent" }
func (addRequest) SchemaPackage() string     { return "consent" }
func (removeRequest) SchemaPackage() string  { return "consent" }
func (historyRequest) SchemaPackage() string { return "consent" }
