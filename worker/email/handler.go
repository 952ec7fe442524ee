// Package email sends the e-mail tasks of internal/jobs through a Sender (SMTP, or the outbox in
// development).
package email

import (
	"context"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
	"congregate/worker/ledger"
)

// Sender delivers one plain-text e-mail and returns the provider's reference for it.
type Sender interface {
	SendEmail(ctx context.Context, to, subject, body string) (providerRef string, err error)
}

// Handler processes jobs.TypeEmail tasks.
type Handler struct {
	sender Sender
	ledger *ledger.Ledger
}

// NewHandler returns a handler sending through s, at most once per idempotency key.
func NewHandler(s Sender, l *ledger.Ledger) *Handler { return &Handler{sender: s, ledger: l} }

// HandleEmailTask sends the task's message unless its key was already sent.
func (h *Handler) HandleEmailTask(ctx context.Context, t *asynq.Task) error {
	return h.ledger.Deliver(ctx, ledger.ChannelEmail, t, func(ctx context.Context, m jobs.Message) (string, error) {
		return h.sender.SendEmail(ctx, m.To, m.Subject, m.Body)
	})
}
