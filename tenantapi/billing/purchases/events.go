package purchases

import (
	"context"
	"encoding/json"
	"strconv"
	"time"

	"github.com/stripe/stripe-go/v76"
	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
)

// The Stripe events of purchases (registered with billing.OnEvent at wiring):
// payment_intent.succeeded settles a pending purchase (or one a lost answer left failed: the money
// was taken), payment_intent.payment_failed fails a pending one. Both lock the purchase, so they
// and the synchronous answer settle it once whichever comes first; an event older than the one
// applied last changes nothing, and a succeeded purchase never goes back.

// IntentSucceeded applies payment_intent.succeeded.
func (s *Service) IntentSucceeded(ctx context.Context, tx *gorm.DB, church tenancy.Church, ev stripe.Event) error {
	return s.intentEvent(tx, ev)
}

// IntentFailed applies payment_intent.payment_failed.
func (s *Service) IntentFailed(ctx context.Context, tx *gorm.DB, church tenancy.Church, ev stripe.Event) error {
	return s.intentEvent(tx, ev)
}

func (s *Service) intentEvent(tx *gorm.DB, ev stripe.Event) error {
	var pi stripe.PaymentIntent
	if err := json.Unmarshal(ev.Data.Raw, &pi); err != nil {
		return err
	}
	p, err := s.purchaseOf(tx, &pi)
	if p == nil || err != nil {
		return err // not a purchase of credits (an invoice's payment)
	}
	if ev.Type == "payment_intent.payment_failed" && pi.Status == stripe.PaymentIntentStatusSucceeded {
		return nil
	}
	return s.apply(tx, p, &pi, &ev)
}

// purchaseOf is the locked purchase a PaymentIntent pays: by its metadata (the event can arrive
// before the charge's answer stored the intent's id), else by the intent's id.
func (s *Service) purchaseOf(tx *gorm.DB, pi *stripe.PaymentIntent) (*purchaseRow, error) {
	if pi.Metadata["purpose"] == "credits" {
		if id, err := strconv.ParseInt(pi.Metadata["purchase_id"], 10, 64); err == nil && id > 0 {
			p, err := lockPurchase(tx, id)
			if p != nil && (p.StripePaymentIntentID == nil || *p.StripePaymentIntentID == pi.ID) {
				return p, err
			}
			if err != nil {
				return nil, err
			}
		}
	}
	if pi.ID == "" {
		return nil, nil
	}
	return lockPurchaseByIntent(tx, pi.ID)
}

func eventTime(ev *stripe.Event) *time.Time {
	if ev == nil || ev.Created == 0 {
		return nil
	}
	t := time.Unix(ev.Created, 0).UTC()
	return &t
}
