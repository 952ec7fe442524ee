// Package consent is the one do-not-contact list of the church (docs/communications-api.md
// "Consent"): an address (E.164 phone, lower-case e-mail, push subscription) that may not be
// texted, called, e-mailed or pushed to, with the proof of who asked and how; every opt-out and
// opt-in is kept in consent_events. A person is blocked on a channel when their address or their
// person id is on the list for it.
package consent
