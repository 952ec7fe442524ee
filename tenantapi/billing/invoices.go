package billing

import (
	"context"
	"errors"

	"github.com/stripe/stripe-go/v76"
	"gorm.io/gorm"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/payments"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/billing/cards"
)

// Summary is the billing page's head for the church in ctx.
func (s *Service) Summary(ctx context.Context) (Summary, error) {
	church := tenancy.FromContext(ctx)
	ctl := s.control(ctx)
	plan, err := readPlan(ctl, church.ID)
	if err != nil {
		return Summary{}, err
	}
	acct, err := readAccount(ctl, church.ID)
	if err != nil {
		return Summary{}, err
	}
	locked, err := billingLocked(ctl, church.ID)
	if err != nil {
		return Summary{}, err
	}
	out := Summary{Plan: Plan{SizeLabel: plan.SizeLabel, Products: plan.Products, AmountMinor: plan.AmountMinor,
		Currency: plan.Currency, Interval: "month"}, Status: BillingActive, LockedDown: locked,
		PastDueSince: acct.PastDueSince, Currency: plan.Currency, ExpiringCards: []cards.Card{}}
	if !plan.Exists && acct.PlanAmountMinor > 0 {
		out.Plan.AmountMinor, out.Plan.Currency = acct.PlanAmountMinor, acct.Currency
	}
	if acct.PastDueSince != nil {
		out.Status = BillingPastDue
		end := graceEnd(*acct.PastDueSince, s.graceOf(acct))
		out.GraceEndsAt = &end
	}
	if locked {
		out.Status = BillingLocked
	}
	err = s.run(ctx, func(tx *gorm.DB) error {
		n, amount, currency, err := owed(tx)
		if err != nil {
			return err
		}
		out.OpenInvoices, out.AmountDueMinor = n, amount
		if currency != "" {
			out.Currency = currency
		}
		if s.Cards != nil {
			exp, err := s.Cards.Expiring(tx, s.now())
			if err != nil {
				return err
			}
			if exp != nil {
				out.ExpiringCards = exp
			}
		}
		return nil
	})
	return out, err
}

// Invoices is one page of the church's invoices, newest first, of a status ("" = all).
func (s *Service) Invoices(ctx context.Context, status string, limit, offset int) ([]Invoice, int64, error) {
	if status != "" && !ValidStatus(status) {
		return nil, 0, fault.E(fault.Invalid, MsgBadStatus)
	}
	var items []Invoice
	var total int64
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		items, total, err = invoices(tx, status, limit, offset)
		return err
	})
	return items, total, err
}

// Invoice is one of the church's invoices ("Invoice not found" for any other id, another
// church's too: the church's schema has only its own).
func (s *Service) Invoice(ctx context.Context, id int64) (Invoice, error) {
	var out Invoice
	err := s.run(ctx, func(tx *gorm.DB) error {
		r, err := invoiceByID(tx, id, false)
		if err != nil {
			return err
		}
		out = r.wire()
		return nil
	})
	return out, err
}

// Pay pays an open invoice of the church in ctx with a card on file (its default card when cardID
// is nil) through Stripe, with the idempotency key invoice-pay:<church>:<in_…>:<attempt>: a
// double click is one payment, a new attempt after a decline a new one. A declined card is a 402
// with the processor's message and makes the church past due; a payment marks the invoice paid,
// clears past due and lifts the billing lock-down at once. Nothing is written before Stripe answers.
func (s *Service) Pay(ctx context.Context, invoiceID int64, cardID *int64) (PayResult, error) {
	church := tenancy.FromContext(ctx)
	var inv *invoiceRow
	var pm string
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		if inv, err = invoiceByID(tx, invoiceID, false); err != nil {
			return err
		}
		switch inv.Status {
		case StatusPaid:
			return errAlreadyPaid
		case StatusOpen, StatusUncollectible:
		default:
			return errNotPayable
		}
		if s.Cards != nil {
			if pm, err = s.Cards.PaymentMethod(tx, cardID); err != nil {
				return err
			}
		}
		if pm == "" && cardID != nil {
			return errCardNotFound
		}
		if pm == "" {
			return errNoCard
		}
		return nil
	})
	if err != nil {
		return PayResult{}, err
	}
	sc, err := s.stripe()
	if err != nil {
		return PayResult{}, err
	}
	key := payments.Key("invoice-pay", church.ID, inv.StripeInvoiceID, inv.PayAttempts)
	paid, err := sc.Invoices.Pay(inv.StripeInvoiceID, &stripe.InvoicePayParams{Params: payments.ParamsCtx(ctx, key),
		PaymentMethod: stripe.String(pm)})
	if err == nil && paid.Status != stripe.InvoiceStatusPaid {
		err = &stripe.Error{Type: stripe.ErrorTypeCard, Msg: "The payment did not complete; please try another card"}
	}
	if err != nil {
		if !payments.IsDecline(err) {
			return PayResult{}, payments.Decline(err)
		}
		now := s.now()
		if ferr := s.run(ctx, func(tx *gorm.DB) error {
			if err := payFailed(tx, inv.ID, now); err != nil {
				return err
			}
			_, err := s.settle(ctx, tx, church, false)
			return err
		}); ferr != nil {
			return PayResult{}, errors.Join(payments.Decline(err), ferr)
		}
		return PayResult{}, payments.Decline(err)
	}
	var out PayResult
	now := s.now()
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := markPaid(tx, inv.ID, inv.AmountDueMinor, now, now); err != nil {
			return err
		}
		unlocked, err := s.settle(ctx, tx, church, true)
		if err != nil {
			return err
		}
		r, err := invoiceByID(tx, inv.ID, false)
		if err != nil {
			return err
		}
		out = PayResult{Invoice: r.wire(), Unlocked: unlocked}
		return nil
	})
	return out, err
}
