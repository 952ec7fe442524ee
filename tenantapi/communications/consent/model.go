// Package consent is the one do-not-contact list of the church (docs/communications-api.md
// "Consent"): an address (E.164 phone, lower-case e-mail, push subscription) that may not be
// texted, called, e-mailed or pushed to, with the proof of who asked and how; every opt-out and
// opt-in is kept in consent_events. A person is blocked on a channel when their address or their
// person id is on the list for it.
package consent

import (
	"encoding/json"
)

// MaxNote bounds a staff member's note.
const MaxNote = 500

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
