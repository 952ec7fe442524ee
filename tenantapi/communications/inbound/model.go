// Package inbound is what reaches a church from outside without a session
// (docs/communications-api.md "Public"): Twilio's webhooks — inbound texts (the STOP and START
// words, HELP, smart keywords), status callbacks and the TwiML of voice calls, each checked by
// X-Twilio-Signature and refused when replayed — and the e-mail unsubscribe page with its RFC 8058
// one-click POST.
package inbound

import (
	"encoding/xml"
	"strings"

	"congregate/internal/platform/fault"
)

// The words of an inbound text (its first word, any case).
var (
	optOutWords = map[string]bool{"STOP": true, "STOPALL": true, "UNSUBSCRIBE": true, "CANCEL": true, "END": true,
		"QUIT": true, "REVOKE": true, "OPTOUT": true}
	optInWords = map[string]bool{"START": true, "UNSTOP": true}
	helpWords  = map[string]bool{"HELP": true, "INFO": true}
)

// Reserved says a word is one of the opting words or HELP (smart keywords may not use them).
func Reserved(word string) bool {
	w := strings.ToUpper(word)
	return optOutWords[w] || optInWords[w] || helpWords[w]
}

// MaxBody caps a webhook's body (Twilio's are a few kB).
const MaxBody = 64 << 10

// Errors of the webhooks.
var (
	errSignature = fault.E(fault.Forbidden, "Invalid Twilio signature")
	errReplay    = fault.E(fault.Forbidden, "Replayed webhook")
	errMalformed = fault.E(fault.Invalid, "The webhook's body is malformed")
	errTooLarge  = fault.E(fault.TooLarge, "The webhook's body is too large")
	errNoCall    = fault.E(fault.NotFound, "No call with that key")
)

// Replies of the words.
func replyOptOut(church string) string {
	return church + ": you are unsubscribed and will get no more texts from us. Reply START to subscribe again."
}

func replyOptIn(church string) string {
	return church + ": you are subscribed again. Reply STOP to unsubscribe."
}

func replyHelp(church string) string {
	return church + ": reply STOP to stop our texts, START to get them again. Message and data rates may apply."
}

// firstWord is the text's first word upper-cased, without the punctuation around it ("Stop." is STOP).
func firstWord(body string) string {
	f := strings.Fields(body)
	if len(f) == 0 {
		return ""
	}
	return strings.ToUpper(strings.Trim(f[0], ".,!?;:'\"()"))
}

// twiml is Twilio's markup: a message reply, words said or a recording played.
type twiml struct {
	XMLName xml.Name `xml:"Response"`
	Message *string  `xml:"Message,omitempty"`
	Say     *say     `xml:"Say,omitempty"`
	Play    *string  `xml:"Play,omitempty"`
}

type say struct {
	Text string `xml:",chardata"`
}

func (t twiml) bytes() []byte {
	b, _ := xml.Marshal(t) // escapes text: a reply cannot inject markup
	return append([]byte(xml.Header), b...)
}

func message(s string) []byte {
	if s == "" {
		return twiml{}.bytes()
	}
	return twiml{Message: &s}.bytes()
}
