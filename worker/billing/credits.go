package billing

import (
	"context"
	"errors"

	"congregate/internal/jobs"
	tbilling "congregate/tenantapi/billing"
	"congregate/tenantapi/billing/purchases"
)

// Credits is the worker's side of buying credits (tenantapi/billing/purchases, the same service
// the API uses): the billing:auto-recharge task, and the Stripe events of purchases and cards on
// file, registered with billing.OnEvent.
type Credits struct {
	S *purchases.Service
}

// HandleAutoRecharge runs billing:auto-recharge: at most one charge per church and generation.
func (h *Credits) HandleAutoRecharge(ctx context.Context, p jobs.AutoRecharge) error {
	if h == nil || h.S == nil {
		return errors.New("auto-recharge: payments are not wired in this worker")
	}
	return h.S.RunAutoRecharge(ctx, p)
}

// Register adds the purchases' and cards' event handlers to billing's event registry (wiring
// runs it once; again replaces them).
func (h *Credits) Register() {
	tbilling.OnEvent("payment_intent.succeeded", h.S.IntentSucceeded)
	tbilling.OnEvent("payment_intent.payment_failed", h.S.IntentFailed)
	tbilling.OnEvent("setup_intent.succeeded", h.S.Cards.SetupSucceeded)
	tbilling.OnEvent("payment_method.detached", h.S.Cards.Detached)
}
