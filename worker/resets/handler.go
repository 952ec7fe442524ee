// Package resets sends the password and PIN reset links of forgot requests. The tenant API only
// queues the request, so its answer takes the same time whether an account matches or not.
package resets

import (
	"context"

	"congregate/internal/jobs"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/auth/accounts"
	"congregate/worker/email"
	"congregate/worker/ledger"
	"congregate/worker/sms"
)

// Handler processes jobs.TypeResetRequest tasks.
type Handler struct {
	resets accounts.Resets
	ledger *ledger.Ledger
	sms    sms.Sender
	email  email.Sender
}

// NewHandler finds accounts and issues links with r, and sends each link once through the ledger.
func NewHandler(r accounts.Resets, l *ledger.Ledger, s sms.Sender, e email.Sender) *Handler {
	return &Handler{resets: r, ledger: l, sms: s, email: e}
}

// HandleResetRequest sends the request's link when an active account matches. The link is made
// inside the ledger's claim on the request's key: a retried task whose link already went out
// makes no new token, which would void the one the person has.
func (h *Handler) HandleResetRequest(ctx context.Context, req jobs.ResetRequest) error {
	p, err := h.resets.Find(ctx, req)
	if err != nil || p == nil {
		return err
	}
	church := tenancy.FromContext(ctx)
	e := ledger.Entry{Key: accounts.ResetKey(church.ID, req.ID), Channel: ledger.ChannelEmail, Church: church.ShortName, Recipient: p.Email}
	if req.Mobile != "" {
		e.Channel, e.Recipient = ledger.ChannelSMS, p.Mobile
	}
	_, err = h.ledger.Once(ctx, e, func(ctx context.Context) (string, error) {
		m, err := h.resets.Issue(ctx, req, p)
		if err != nil {
			return "", err
		}
		if e.Channel == ledger.ChannelSMS {
			return h.sms.SendSMS(ctx, m.To, m.Body)
		}
		return h.email.SendEmail(ctx, m.To, m.Subject, m.Body)
	})
	return err
}
