// Package consent is the one do-not-contact list of the church (docs/communications-api.md
// "Consent"): an address (E.164 phone, lower-case e-mail, push subscription) that may not be
// texted, called, e-mailed or pushed to, with the proof of who asked and how; every opt-out and
// opt-in is kept in consent_events. A person is blocked on a channel when their address or their
// person id is on the list for it.
package consent

import (
	"encoding/json"
	"strings"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
)

// MaxNote bounds a staff member's note.
const MaxNote = 500

var (
	errBlockNotFound = fault.E(fault.NotFound, "That entry is not on the do-not-contact list")
	errWho           = fault.E(fault.Invalid, "Choose a person or enter a phone number or e-mail address")
	errChannels      = fault.E(fault.Invalid, "Choose at least one channel: text, voice, email or push")
)

// Block is one entry of the do-not-contact list.
type Block struct {
	ID       int64  `json:"id"`
	Channel  string `json:"channel" enum:"text,voice,email,push"`
	Address  string `json:"address"`
	PersonID *int64 `json:"personId"`
	// Name is the person listed, or the person of the directory with this address ("" if none).
	Name   string `json:"name"`
	Method string `json:"method" enum:"keyword,unsubscribe_link,staff,provider"`
	// Proof is what was recorded with the opt-out: keyword, messageSid, communicationId, staffId,
	// staffName, note, ip.
	Proof     json.RawMessage `json:"proof"`
	CreatedAt string          `json:"createdAt"`
}

// BlockList answers do-not-contact/add: the entries for the channels asked.
type BlockList struct {
	Items []Block `json:"items"`
}

// Event is one opt-out or opt-in of an address.
type Event struct {
	Channel   string          `json:"channel" enum:"text,voice,email,push"`
	Address   string          `json:"address"`
	PersonID  *int64          `json:"personId"`
	Action    string          `json:"action" enum:"opt_out,opt_in"`
	Method    string          `json:"method" enum:"keyword,unsubscribe_link,staff,provider"`
	Proof     json.RawMessage `json:"proof"`
	CreatedAt string          `json:"createdAt"`
}

// EventList answers do-not-contact/history, newest first.
type EventList struct {
	Items []Event `json:"items"`
}

// Removed names the entry taken off the list.
type Removed struct {
	ID int64 `json:"id"`
}

type listRequest struct {
	httpx.ClientContext
	Channel string `json:"channel" enum:"text,voice,email,push"`
	Search  string `json:"search"`
	httpx.Paging
}

func (r *listRequest) Validate() error {
	if r.Channel != "" && !ValidChannel(r.Channel) {
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
		if !ValidChannel(ch) {
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
	return person.FoldedText(s, MaxNote, "Add a note saying why", "A note must be at most 500 characters")
}
