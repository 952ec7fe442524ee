package cardsapi

import (
	"strings"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/billing/cards"
)

// addRequest adds the card the console collected: the SetupIntent it confirmed (Stripe Elements)
// and its PaymentMethod, or in test mode a test payment method alone.
type addRequest struct {
	httpx.ClientContext
	SetupIntentID   string `json:"setupIntentId"`
	PaymentMethodID string `json:"paymentMethodId"`
	MakeDefault     bool   `json:"makeDefault"`
}

// Validate checks the ids' shape (Stripe's: a prefix, letters, digits and underscores).
func (r *addRequest) Validate() error {
	r.SetupIntentID, r.PaymentMethodID = strings.TrimSpace(r.SetupIntentID), strings.TrimSpace(r.PaymentMethodID)
	return cards.CheckIDs(r.SetupIntentID, r.PaymentMethodID)
}

// idRequest names a card.
type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

// Validate refuses ids that cannot be a card.
func (r idRequest) Validate() error {
	if r.ID <= 0 {
		return fault.E(fault.Invalid, cards.MsgPaymentMethod)
	}
	return nil
}
