package delivery

import (
	"errors"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/fault"
)

// Recipient statuses (communication_recipients.status).
const (
	StatusQueued      = "queued"
	StatusSending     = "sending"
	StatusSent        = "sent"
	StatusDelivered   = "delivered"
	StatusFailed      = "failed"
	StatusUndelivered = "undelivered"
	StatusSkipped     = "skipped"
)

// Errors of UpdateStatus.
var (
	ErrUnknownRef    = fault.E(fault.NotFound, "No message with that reference")
	ErrUnknownStatus = fault.E(fault.Invalid, "Unknown message status")
)

// providerStatus maps a provider's status word (Twilio's MessageStatus or CallStatus) to a
// recipient status. A status of a message still on its way maps to sent.
var providerStatus = map[string]string{
	// Twilio messages
	"queued": StatusSent, "accepted": StatusSent, "scheduled": StatusSent, "sending": StatusSent, "sent": StatusSent,
	"delivered": StatusDelivered, "read": StatusDelivered,
	"undelivered": StatusUndelivered, "failed": StatusFailed, "canceled": StatusFailed,
	// Twilio calls
	"initiated": StatusSent, "ringing": StatusSent, "in-progress": StatusSent,
	"completed": StatusDelivered, "busy": StatusUndelivered, "no-answer": StatusUndelivered,
}

// rank orders statuses so that a callback arriving late never moves a recipient back: a final
// status (delivered, undelivered, failed) is never replaced.
func rank(status string) int {
	switch status {
	case StatusQueued, StatusSending:
		return 0
	case StatusSent:
		return 1
	default:
		return 2
	}
}

// MapStatus is the recipient status of a provider's status word, and whether it is known.
func MapStatus(providerStatusWord string) (string, bool) {
	s, ok := providerStatus[strings.ToLower(strings.TrimSpace(providerStatusWord))]
	return s, ok
}

// UpdateStatus records a provider's status callback for the recipient whose message has the
// reference providerRef (Twilio's MessageSid or CallSid), in the caller's transaction (bound to the
// church's schema). status is the provider's word (delivered, undelivered, failed, completed,
// busy, …); errorCode the provider's error code, if any. A status that would move the recipient
// back (sent after delivered) changes nothing. An unknown reference is ErrUnknownRef (a callback
// for another church, or one that came before the send's result was recorded), an unknown status
// ErrUnknownStatus. Credits do not change: a message is paid for when the provider accepts it.
func UpdateStatus(tx *gorm.DB, providerRef, status, errorCode string) error {
	providerRef = strings.TrimSpace(providerRef)
	if providerRef == "" {
		return ErrUnknownRef
	}
	to, ok := MapStatus(status)
	if !ok {
		return ErrUnknownStatus
	}
	cur, err := recipientStatusByRef(tx, providerRef)
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return ErrUnknownRef
	}
	if err != nil {
		return err
	}
	if rank(to) <= rank(cur.Status) {
		return nil
	}
	msg := ""
	if to == StatusFailed || to == StatusUndelivered {
		msg = providerError(status, errorCode)
	}
	return setRecipientStatus(tx, cur.ID, to, msg)
}

// providerError is the recipient's error text for a failed or undelivered message.
func providerError(status, code string) string {
	code = strings.TrimSpace(code)
	if len(code) > 20 {
		code = code[:20]
	}
	s := "The provider reported the message " + strings.ToLower(strings.TrimSpace(status))
	if code != "" {
		s += " (error " + code + ")"
	}
	return s
}
