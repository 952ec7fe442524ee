// Package sms sends the SMS tasks of internal/jobs through a Sender (Twilio, or the outbox in
// development).
package sms

import (
	"context"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
	"congregate/worker/ledger"
)

// Sender delivers one text message and returns the provider's reference for it.
type Sender interface {
	SendSMS(ctx context.Context, to, body string) (providerRef string, err error)
}

// Handler processes jobs.TypeSMS tasks.
type Handler struct {
	sender Sender
	ledger *ledger.Ledger
}

// NewHandler returns a handler sending through s, at most once per idempotency key.
func NewHandler(s Sender, l *ledger.Ledger) *Handler { return &Handler{sender: s, ledger: l} }

// HandleSMSTask sends the task's message unless its key was already sent.
func (h *Handler) HandleSMSTask(ctx context.Context, t *asynq.Task) error {
	return h.ledger.Deliver(ctx, ledger.ChannelSMS, t, func(ctx context.Context, m jobs.Message) (string, error) {
		return h.sender.SendSMS(ctx, m.To, m.Body)
	})
}
