package cards

import (
	"context"
	"encoding/json"

	"github.com/stripe/stripe-go/v76"
	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
)

// The Stripe events of the cards on file (registered with billing.OnEvent at wiring). Each is
// applied in the church's transaction the worker opens, and applying one twice, or out of order,
// changes nothing more.

// SetupSucceeded (setup_intent.succeeded) stores the card of a SetupIntent the console confirmed
// but never reported (the page closed): a PaymentMethod already on file, live or removed, is left
// as it is.
func (s *Service) SetupSucceeded(ctx context.Context, tx *gorm.DB, church tenancy.Church, ev stripe.Event) error {
	var si stripe.SetupIntent
	if err := json.Unmarshal(ev.Data.Raw, &si); err != nil {
		return err
	}
	if si.Metadata["purpose"] != "card_on_file" || si.PaymentMethod == nil || si.PaymentMethod.ID == "" {
		return nil
	}
	if err := s.Ready(); err != nil {
		return err
	}
	if r, err := cardByPaymentMethod(tx, si.PaymentMethod.ID); r != nil || err != nil {
		return err
	}
	pm, err := s.Stripe.PaymentMethods.Get(si.PaymentMethod.ID, &stripe.PaymentMethodParams{Params: stripe.Params{Context: ctx}})
	if missing(err) {
		return nil
	}
	if err != nil {
		return err
	}
	if pm.Card == nil || pm.Customer == nil || si.Customer == nil || pm.Customer.ID != si.Customer.ID {
		return nil // detached since, or not a card
	}
	now := s.Clock.Now()
	d := detailsOf(pm)
	if Expired(d.ExpMonth, d.ExpYear, now) {
		return nil
	}
	_, err = s.store(ctx, tx, &church, pm.Customer.ID, d, 0, false, now)
	return err
}

// Detached (payment_method.detached) marks the card removed when it was detached at Stripe (the
// dashboard, or a removal whose answer was lost); when it was the default, the newest other card
// becomes the default.
func (s *Service) Detached(ctx context.Context, tx *gorm.DB, church tenancy.Church, ev stripe.Event) error {
	var pm stripe.PaymentMethod
	if err := json.Unmarshal(ev.Data.Raw, &pm); err != nil {
		return err
	}
	if err := lockCards(tx); err != nil {
		return err
	}
	r, err := cardByPaymentMethod(tx, pm.ID)
	if r == nil || r.RemovedAt != nil || err != nil {
		return err
	}
	if err := removeCard(tx, r.ID, s.Clock.Now()); err != nil || !r.IsDefault {
		return err
	}
	next, err := newestOther(tx, r.ID)
	if next == nil || err != nil {
		return err
	}
	customer, err := s.Customer(ctx, &church)
	if err != nil {
		return err
	}
	return s.makeDefault(ctx, tx, &church, customer, next.ID, next.StripePaymentMethodID, ev.ID)
}
