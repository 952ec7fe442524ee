package online

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"github.com/stripe/stripe-go/v76"
	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
)

// The webhook events of the churches' connected accounts (billing.OnConnectEvent; registered by
// the worker's wiring, worker/giving). Each handler runs in the church's schema, is idempotent and
// order-proof: a gift's status only moves forward (pending → failed → succeeded → refunded or
// disputed; refunded and disputed are final, succeeded never goes back to failed), and an event
// older than the one a gift holds changes nothing.

// EventFunc is billing.EventFunc's signature (giving does not import billing).
type EventFunc = func(ctx context.Context, tx *gorm.DB, church tenancy.Church, ev stripe.Event) error

// ConnectEvents are the handlers by event type.
func (s *Service) ConnectEvents() map[string]EventFunc {
	return map[string]EventFunc{
		"payment_intent.succeeded":             s.intentSucceeded,
		"payment_intent.payment_failed":        s.intentFailed,
		"charge.refunded":                      s.chargeRefunded,
		"charge.dispute.created":               s.disputeCreated,
		"setup_intent.succeeded":               s.setupSucceeded,
		"payment_method.updated":               s.paymentMethodUpdated,
		"payment_method.automatically_updated": s.paymentMethodUpdated,
		"account.updated":                      s.accountUpdated,
	}
}

var statusRank = map[string]int{"pending": 0, "failed": 1, "succeeded": 2, "refunded": 3, "disputed": 3}

// moveGift brings the gift of PaymentIntent pi to status when that is a step forward and the event
// is not older than the gift's state; it also settles a recurring charge's row.
func moveGift(tx *gorm.DB, pi, status, chargeID, failure string, ev stripe.Event) error {
	if pi == "" {
		return nil
	}
	g, err := lockGiftOf(tx, pi)
	if err != nil || g == nil {
		return err // not a gift of ours (or not recorded yet: Stripe delivers again)
	}
	at := time.Unix(ev.Created, 0).UTC()
	cur, next := statusRank[g.Status], statusRank[status]
	if next < cur || (next == cur && (g.Status == status || cur == 3)) {
		return nil
	}
	if g.StripeEventAt != nil && at.Before(*g.StripeEventAt) && next <= cur {
		return nil
	}
	if err := setGiftState(tx, g.ID, status, chargeID, failure, at); err != nil {
		return err
	}
	if status == "succeeded" || status == "failed" {
		return settleCharge(tx, g.ID, status, failure)
	}
	return nil
}

func decode(ev stripe.Event, v any) error {
	if ev.Data == nil {
		return nil
	}
	return json.Unmarshal(ev.Data.Raw, v)
}

func (s *Service) intentSucceeded(ctx context.Context, tx *gorm.DB, _ tenancy.Church, ev stripe.Event) error {
	var pi stripe.PaymentIntent
	if err := decode(ev, &pi); err != nil {
		return err
	}
	charge := ""
	if pi.LatestCharge != nil {
		charge = pi.LatestCharge.ID
	}
	return moveGift(tx, pi.ID, "succeeded", charge, "", ev)
}

func (s *Service) intentFailed(ctx context.Context, tx *gorm.DB, _ tenancy.Church, ev stripe.Event) error {
	var pi stripe.PaymentIntent
	if err := decode(ev, &pi); err != nil {
		return err
	}
	msg := "The payment failed"
	if pi.LastPaymentError != nil && strings.TrimSpace(pi.LastPaymentError.Msg) != "" {
		msg = strings.TrimSpace(pi.LastPaymentError.Msg)
	}
	return moveGift(tx, pi.ID, "failed", "", msg, ev)
}

func (s *Service) chargeRefunded(ctx context.Context, tx *gorm.DB, _ tenancy.Church, ev stripe.Event) error {
	var ch stripe.Charge
	if err := decode(ev, &ch); err != nil || ch.PaymentIntent == nil {
		return err
	}
	if !ch.Refunded { // a partial refund keeps the gift counted
		return nil
	}
	return moveGift(tx, ch.PaymentIntent.ID, "refunded", ch.ID, "", ev)
}

func (s *Service) disputeCreated(ctx context.Context, tx *gorm.DB, _ tenancy.Church, ev stripe.Event) error {
	var d stripe.Dispute
	if err := decode(ev, &d); err != nil || d.PaymentIntent == nil {
		return err
	}
	return moveGift(tx, d.PaymentIntent.ID, "disputed", "", "", ev)
}

func (s *Service) setupSucceeded(ctx context.Context, tx *gorm.DB, _ tenancy.Church, ev stripe.Event) error {
	var si stripe.SetupIntent
	if err := decode(ev, &si); err != nil || si.PaymentMethod == nil {
		return err
	}
	return updateCard(tx, si.PaymentMethod, ev)
}

func (s *Service) paymentMethodUpdated(ctx context.Context, tx *gorm.DB, _ tenancy.Church, ev stripe.Event) error {
	var pm stripe.PaymentMethod
	if err := decode(ev, &pm); err != nil {
		return err
	}
	return updateCard(tx, &pm, ev)
}

// accountUpdated keeps the church's merchant account's charges_enabled as Stripe reports it: an
// account connected before Stripe enabled its charges (details still to finish at Stripe) starts
// taking gifts when Stripe says so, and stops when Stripe disables them. The row's updated_at is
// the time its state is from (Connect read the account then), so an event older than it changes
// nothing; Stripe's created has whole seconds, hence the truncation.
func (s *Service) accountUpdated(ctx context.Context, _ *gorm.DB, church tenancy.Church, ev stripe.Event) error {
	var a stripe.Account
	if err := decode(ev, &a); err != nil {
		return err
	}
	if a.ID != "" && a.ID != ev.Account {
		return nil
	}
	return setChargesEnabled(s.control(ctx), church.ID, ev.Account, a.ChargesEnabled, time.Unix(ev.Created, 0).UTC())
}

// updateCard writes a saved card's new brand, last4 and expiry (a newer event than the row's).
func updateCard(tx *gorm.DB, pm *stripe.PaymentMethod, ev stripe.Event) error {
	if pm == nil || pm.ID == "" || pm.Card == nil || pm.Card.ExpYear == 0 {
		return nil
	}
	return setCard(tx, pm.ID, string(pm.Card.Brand), pm.Card.Last4, pm.Card.ExpMonth, pm.Card.ExpYear, time.Unix(ev.Created, 0).UTC())
}
