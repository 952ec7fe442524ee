package delivery

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Channels of a communication.
const (
	ChannelSMS   = "sms"
	ChannelMMS   = "mms"
	ChannelVoice = "voice"
	ChannelEmail = "email"
	ChannelPush  = "push"
)

// Outgoing is one message to one recipient, rendered: what a provider sends.
type Outgoing struct {
	Channel         string
	AttemptKey      string // unique per recipient row; providers label the message with it where they can
	Church          string // the church's short name
	CommunicationID int64
	RecipientID     int64
	To              string // E.164 number, e-mail address, or the push subscription's endpoint
	Name            string // the recipient's name ("" for typed-in addresses)
	From            string // SMS/MMS/voice: the sender ID (or "" for the provider's default number)
	// Since is when this attempt started: a lookup finds only messages created after it (less
	// a little clock skew).
	Since time.Time

	Subject string // e-mail subject, push title
	Text    string // SMS/MMS text, e-mail text part, push body, voice words (tts)
	HTML    string // e-mail HTML part

	MediaURLs    []string // MMS media (public, signed URLs)
	RecordingURL string   // voice: a recording to play instead of Text
	VoiceURL     string   // voice: the TwiML URL of the church (used when inline TwiML is too long)

	// E-mail.
	FromName string
	ReplyTo  string
	Headers  map[string]string // List-Unsubscribe, List-Unsubscribe-Post, …

	// Push.
	Push *PushTarget

	// StatusCallback is the URL the provider reports the message's progress to ("" for none).
	StatusCallback string
}

// PushTarget is a browser's push subscription and the church's VAPID keys.
type PushTarget struct {
	Endpoint, P256dh, Auth    string
	VAPIDPublic, VAPIDPrivate string
	Subscriber                string // the VAPID "sub" contact: an e-mail address (mailto: is added) or an https: URL
	URL                       string // the page the notification opens
}

// Accepted is a provider's acceptance of a message.
type Accepted struct {
	Ref string // the provider's reference (Twilio sid, Message-ID, outbox id)
	// Delivered says the message reached its recipient already (the outbox): the recipient is
	// delivered, not sent.
	Delivered bool
}

// Provider sends one channel's messages.
//
// Send's error says what became of the message: Permanent (refused, never to be sent: the
// recipient fails and its credits are released), Temporary (not accepted this time, for sure: the
// recipient is queued again), anything else is an unknown outcome (the request may have reached
// the provider: the recipient stays in sending and is reconciled by Lookup before any new send).
//
// Lookup says whether the provider already holds the message of this attempt (found, with its
// reference). A provider that cannot look messages up answers found = false with no error: the
// message is sent again (at least once; see docs/reliability.md for which channels do that).
type Provider interface {
	Send(ctx context.Context, m Outgoing) (Accepted, error)
	Lookup(ctx context.Context, attemptKey string, m Outgoing) (ref string, found bool, err error)
}

// Providers are the providers by channel.
type Providers map[string]Provider

var (
	// ErrPermanent marks a provider's refusal that no retry changes.
	ErrPermanent = errors.New("permanent")
	// ErrTemporary marks a refusal after which the message is certainly not with the provider and
	// may be sent again later.
	ErrTemporary = errors.New("temporary")
	// ErrBusy is Send's answer when another run of the same communication holds its lock.
	ErrBusy = errors.New("delivery: the communication is being sent by another run")
)

// Permanent marks err as a permanent refusal.
func Permanent(err error) error { return fmt.Errorf("%w (%w)", err, ErrPermanent) }

// Temporary marks err as a refusal worth trying again.
func Temporary(err error) error { return fmt.Errorf("%w (%w)", err, ErrTemporary) }

// outcome classifies a Send error.
type outcome int

const (
	outcomeAccepted outcome = iota
	outcomeFailed           // permanent
	outcomeRetry            // temporary: back to queued
	outcomeUnknown          // stays sending, reconciled
)

func classify(err error) outcome {
	switch {
	case err == nil:
		return outcomeAccepted
	case errors.Is(err, ErrPermanent):
		return outcomeFailed
	case errors.Is(err, ErrTemporary):
		return outcomeRetry
	default:
		return outcomeUnknown
	}
}
