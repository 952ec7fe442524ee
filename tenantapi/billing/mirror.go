package billing

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/stripe/stripe-go/v76"
	"gorm.io/gorm"

	"congregate/internal/platform/payments"
	"congregate/internal/platform/tenancy"
)

// InvoiceEvents are the invoice events billing mirrors.
var InvoiceEvents = []string{"invoice.created", "invoice.finalized", "invoice.updated", "invoice.paid",
	"invoice.payment_succeeded", "invoice.payment_failed", "invoice.voided", "invoice.marked_uncollectible"}

// SubscriptionEvents are the subscription events billing records.
var SubscriptionEvents = []string{"customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted"}

// RegisterEvents registers billing's own event handlers (invoice.*, customer.subscription.*).
func (s *Service) RegisterEvents() {
	for _, t := range InvoiceEvents {
		OnEvent(t, s.applyInvoice)
	}
	for _, t := range SubscriptionEvents {
		OnEvent(t, s.applySubscription)
	}
}

// applyInvoice mirrors the event's invoice; invoice.payment_failed also records the failure.
func (s *Service) applyInvoice(_ context.Context, tx *gorm.DB, _ tenancy.Church, ev stripe.Event) error {
	var inv stripe.Invoice
	if err := json.Unmarshal(ev.Data.Raw, &inv); err != nil {
		return fmt.Errorf("%s %s: decode invoice: %w", ev.Type, ev.ID, err)
	}
	if inv.ID == "" {
		return fmt.Errorf("%s %s: invoice without id", ev.Type, ev.ID)
	}
	at := time.Unix(ev.Created, 0).UTC()
	if _, err := upsertInvoice(tx, mirrorRow(&inv, at)); err != nil {
		return err
	}
	if ev.Type == "invoice.payment_failed" {
		return markPaymentFailed(tx, inv.ID, at)
	}
	return nil
}

// mirrorRow is the billing_invoices row of a Stripe invoice seen at at.
func mirrorRow(inv *stripe.Invoice, at time.Time) invoiceRow {
	r := invoiceRow{StripeInvoiceID: inv.ID, Number: inv.Number, Status: string(inv.Status),
		Currency: payments.Currency(string(inv.Currency)), AmountDueMinor: max(inv.AmountDue, 0), AmountPaidMinor: max(inv.AmountPaid, 0),
		PeriodStart: unix(inv.PeriodStart), PeriodEnd: unix(inv.PeriodEnd), DueDate: unix(inv.DueDate),
		HostedURL: inv.HostedInvoiceURL, PdfURL: inv.InvoicePDF, StripeEventAt: at, CreatedAt: at}
	if c := unix(inv.Created); c != nil {
		r.CreatedAt = *c
	}
	if !ValidStatus(r.Status) {
		r.Status = StatusDraft
	}
	if inv.StatusTransitions != nil && r.Status == StatusPaid {
		r.PaidAt = unix(inv.StatusTransitions.PaidAt)
	}
	if r.Status == StatusPaid && r.PaidAt == nil {
		r.PaidAt = &at
	}
	lines := []Line{}
	if inv.Lines != nil {
		for _, l := range inv.Lines.Data {
			if l != nil {
				lines = append(lines, Line{Description: l.Description, AmountMinor: l.Amount})
			}
		}
	}
	r.Lines, _ = json.Marshal(lines)
	return r
}

func unix(s int64) *time.Time {
	if s <= 0 {
		return nil
	}
	t := time.Unix(s, 0).UTC()
	return &t
}

// applySubscription records the church's subscription and its status, unless a newer event did.
func (s *Service) applySubscription(ctx context.Context, _ *gorm.DB, church tenancy.Church, ev stripe.Event) error {
	var sub stripe.Subscription
	if err := json.Unmarshal(ev.Data.Raw, &sub); err != nil {
		return fmt.Errorf("%s %s: decode subscription: %w", ev.Type, ev.ID, err)
	}
	status := string(sub.Status)
	if ev.Type == "customer.subscription.deleted" {
		status = string(stripe.SubscriptionStatusCanceled)
	}
	return setSubscription(s.control(ctx), church.ID, sub.ID, status, time.Unix(ev.Created, 0).UTC())
}

// CustomerOf is the Stripe customer an event is about: its object's customer (or the customer
// itself), or for a detached payment method the customer it had.
func CustomerOf(ev stripe.Event) string {
	if ev.Data == nil {
		return ""
	}
	if obj, _ := ev.Data.Object["object"].(string); obj == "customer" {
		id, _ := ev.Data.Object["id"].(string)
		return id
	}
	for _, m := range []map[string]any{ev.Data.Object, ev.Data.PreviousAttributes} {
		switch c := m["customer"].(type) {
		case string:
			if c != "" {
				return c
			}
		case map[string]any:
			if id, _ := c["id"].(string); id != "" {
				return id
			}
		}
	}
	return ""
}

// Mirror writes a Stripe invoice of the church as seen at at, as its events would (the demo
// church's history; operators' repairs), and settles the church's past-due state.
func (s *Service) Mirror(ctx context.Context, church *tenancy.Church, inv *stripe.Invoice, at time.Time) error {
	return s.runFor(ctx, church, func(tx *gorm.DB) error {
		if _, err := upsertInvoice(tx, mirrorRow(inv, at)); err != nil {
			return err
		}
		_, err := s.settle(ctx, tx, church, false)
		return err
	})
}
