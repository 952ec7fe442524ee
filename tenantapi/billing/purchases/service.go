package purchases

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/stripe/stripe-go/v76"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/payments"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/billing/cards"
	"congregate/tenantapi/communications/credits"
)

// CurrencyFunc answers the church's plan currency (ISO 4217, upper case).
type CurrencyFunc func(ctx context.Context, church *tenancy.Church) (string, error)

// Service holds the rules of buying credits. A purchase is written pending before Stripe is
// asked, charged with an idempotency key of its own, and settled in one transaction (the ledger's
// grant keyed by the PaymentIntent and the purchase marked succeeded); the webhook events settle
// it the same way, so whichever comes second changes nothing.
type Service struct {
	Tenants  *db.Tenants
	Stripe   *payments.Client
	Cards    *cards.Service
	Customer cards.CustomerFunc
	// UnitPriceMinor is CREDIT_PRICE_MINOR (0: DefaultUnitPriceMinor); Currency the church's plan
	// currency (nil: DefaultCurrency).
	UnitPriceMinor int64
	Currency       CurrencyFunc
	// Jobs starts a recharge at once when auto-recharge is turned on below its threshold (nil: the
	// next send does).
	Jobs jobs.AutoRechargeEnqueuer
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
	// Control is the control database, where the operators' cheque index is (nil: the default
	// cluster's pool, which is the control database's).
	Control *gorm.DB
}

var constraints = db.Constraints{}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

func (s *Service) price() int64 {
	if s.UnitPriceMinor > 0 {
		return s.UnitPriceMinor
	}
	return DefaultUnitPriceMinor
}

func (s *Service) currency(ctx context.Context, church *tenancy.Church) (string, error) {
	if s.Currency == nil {
		return DefaultCurrency, nil
	}
	c, err := s.Currency(ctx, church)
	if err != nil || c == "" {
		return DefaultCurrency, err
	}
	return strings.ToUpper(c), nil
}

// Quote is the price of n credits.
func (s *Service) Quote(ctx context.Context, n int64) (Quote, error) {
	if err := CheckCredits(n); err != nil {
		return Quote{}, err
	}
	cur, err := s.currency(ctx, tenancy.FromContext(ctx))
	return Quote{Credits: n, UnitPriceMinor: s.price(), AmountMinor: n * s.price(), Currency: cur}, err
}

// Buy buys credits (see Order). It answers pending for a cheque, or for a card payment
// Stripe has not finished; a declined card is the 402 with its message, the purchase failed and no
// credits given. The same request key again answers the same purchase, charging nothing twice.
func (s *Service) Buy(ctx context.Context, me int64, r Order) (Bought, error) {
	if err := r.Validate(); err != nil {
		return Bought{}, err
	}
	if r.Method != MethodCheque && s.Stripe == nil {
		return Bought{}, cards.ErrNotConfigured
	}
	church := tenancy.FromContext(ctx)
	q, err := s.Quote(ctx, r.Credits)
	if err != nil {
		return Bought{}, err
	}
	var p *purchaseRow
	var indexed *ChequeIndexRow
	err = s.run(ctx, func(tx *gorm.DB) error {
		key := "buy:" + r.RequestKey
		if p, err = purchaseByKey(tx, key); err != nil || p != nil {
			return err
		}
		var cardID int64
		if r.Method == MethodCard {
			c, err := s.chosenCard(tx, r.CardID)
			if err != nil {
				return err
			}
			cardID = c.ID
		}
		id, err := insertPurchase(tx, newPurchase{RequestKey: key, Credits: q.Credits, AmountMinor: q.AmountMinor, Currency: q.Currency,
			Method: r.Method, CardID: cardID, ChequeNumber: r.ChequeNumber, By: me})
		if err != nil {
			return err
		}
		if id == 0 { // a double submit inserted it first
			p, err = purchaseByKey(tx, key)
		} else {
			p, err = lockPurchase(tx, id)
		}
		if err == nil && p.Method == MethodCheque {
			indexed, err = chequeRow(tx, p.ID)
		}
		return err
	})
	if err != nil {
		return Bought{}, err
	}
	// After the commit: the operators' index of cheques (the same request key again rewrites it).
	if err := s.index(ctx, church, indexed); err != nil {
		return Bought{}, err
	}
	if p.Credits != r.Credits || p.Method != r.Method || r.Method == MethodCard && r.CardID > 0 && (p.CardID == nil || *p.CardID != r.CardID) {
		return Bought{}, errKeyReuse
	}
	if p.Method != MethodCheque && p.Status == StatusPending {
		if err := s.pay(ctx, church, me, p, r); err != nil {
			return Bought{}, err
		}
	}
	out, err := s.bought(ctx, p.ID)
	if err == nil && out.Purchase.Status == StatusFailed {
		return out, fault.E(fault.PaymentRequired, out.Purchase.FailureMessage)
	}
	return out, err
}

// chosenCard is the live card id, or the default card when id is 0.
func (s *Service) chosenCard(tx *gorm.DB, id int64) (cards.Stored, error) {
	if id > 0 {
		return cards.Live(tx, id, s.Clock.Now())
	}
	c, err := cards.Default(tx, s.Clock.Now())
	if err != nil {
		return cards.Stored{}, err
	}
	if c == nil {
		return cards.Stored{}, cards.ErrNoCard
	}
	return *c, nil
}

// pay charges a pending card purchase (a new card is put on file first) and settles it.
func (s *Service) pay(ctx context.Context, church *tenancy.Church, me int64, p *purchaseRow, r Order) error {
	customer, err := s.Customer(ctx, church)
	if err != nil {
		return err
	}
	if p.CardID == nil {
		st, err := s.Cards.Attach(ctx, me, r.SetupIntentID, r.PaymentMethodID, false)
		if err != nil {
			return s.refused(ctx, church, p.ID, err)
		}
		if err := s.run(ctx, func(tx *gorm.DB) error { return setCard(tx, p.ID, st.ID) }); err != nil {
			return err
		}
		p.CardID = &st.ID
	}
	var pm string
	err = s.run(ctx, func(tx *gorm.DB) error {
		c, err := cards.ByID(tx, *p.CardID, s.Clock.Now())
		if c != nil {
			pm = c.PaymentMethodID
		}
		return errors.Join(err, nilCard(c))
	})
	if err != nil {
		return err
	}
	pi, err := s.charge(ctx, church, customer, pm, p, payments.Key("credits-purchase", church.ID, p.ID, p.CreatedAt.UnixMicro()))
	return s.outcome(ctx, church, p.ID, pi, err)
}

func nilCard(c *cards.Stored) error {
	if c == nil {
		return cards.NotFound()
	}
	return nil
}

// charge creates and confirms the purchase's PaymentIntent (off session: the card is on file). The
// key is the purchase's own (its church, id and creation time), so a retry charges nothing twice.
func (s *Service) charge(ctx context.Context, church *tenancy.Church, customer, pm string, p *purchaseRow, key string) (*stripe.PaymentIntent, error) {
	if s.Stripe == nil {
		return nil, cards.ErrNotConfigured
	}
	params := &stripe.PaymentIntentParams{
		Amount:             stripe.Int64(p.AmountMinor),
		Currency:           stripe.String(strings.ToLower(p.Currency)),
		Customer:           stripe.String(customer),
		PaymentMethod:      stripe.String(pm),
		PaymentMethodTypes: stripe.StringSlice([]string{"card"}),
		Confirm:            stripe.Bool(true),
		OffSession:         stripe.Bool(true),
		Description:        stripe.String(credits.Thousands(p.Credits) + " message credits"),
	}
	params.Params = payments.ParamsCtx(ctx, key)
	params.AddMetadata("church", church.ShortName)
	params.AddMetadata("purpose", "credits")
	params.AddMetadata("purchase_id", fmt.Sprint(p.ID))
	return s.Stripe.PaymentIntents.New(params)
}

// outcome settles a purchase from its PaymentIntent, or from the error of the call: a decline
// fails it (402), an unreachable Stripe leaves it pending (the same key again, or the webhook,
// finishes it).
func (s *Service) outcome(ctx context.Context, church *tenancy.Church, id int64, pi *stripe.PaymentIntent, err error) error {
	if err != nil {
		return s.refused(ctx, church, id, err)
	}
	return s.Tenants.RunFor(ctx, church, func(tx *gorm.DB) error {
		p, err := lockPurchase(tx, id)
		if err != nil || p == nil {
			return errors.Join(err, errNotFound)
		}
		return s.apply(tx, p, pi, nil)
	})
}

// apply brings a locked purchase to its PaymentIntent's state: succeeded settles it (once),
// canceled or back to requires_payment_method fails it, anything else keeps it pending with the
// intent's id. A succeeded purchase never goes back.
func (s *Service) apply(tx *gorm.DB, p *purchaseRow, pi *stripe.PaymentIntent, event *stripe.Event) error {
	eventAt := eventTime(event)
	if p.Status == StatusSucceeded || p.Status == StatusCancelled {
		return nil
	}
	switch pi.Status {
	case stripe.PaymentIntentStatusSucceeded:
		return s.settle(tx, p, pi.ID, "", eventAt)
	case stripe.PaymentIntentStatusCanceled, stripe.PaymentIntentStatusRequiresPaymentMethod:
		if p.Status != StatusPending || stale(p, eventAt) {
			return nil
		}
		msg := payments.MsgDeclined
		if pi.LastPaymentError != nil && strings.TrimSpace(pi.LastPaymentError.Msg) != "" {
			msg = pi.LastPaymentError.Msg
		}
		if pi.Status == stripe.PaymentIntentStatusCanceled {
			msg = "The payment was cancelled"
		}
		return s.fail(tx, p, msg, &pi.ID, eventAt)
	}
	return setIntent(tx, p.ID, pi.ID)
}

func stale(p *purchaseRow, eventAt *time.Time) bool {
	return eventAt != nil && p.StripeEventAt != nil && eventAt.Before(*p.StripeEventAt)
}

// settle grants the purchase's credits (ledger key: the PaymentIntent, or cheque:<id>) and marks
// it succeeded, in the caller's transaction; the purchase is locked by the caller.
func (s *Service) settle(tx *gorm.DB, p *purchaseRow, pi, operator string, eventAt *time.Time) error {
	key, note := pi, "Bought "+credits.Thousands(p.Credits)+" credits"
	switch p.Method {
	case MethodCheque:
		key, note = chequeKey(p.ID), "Cheque "+p.ChequeNumber
	case MethodAutoRecharge:
		note = "Auto-recharge: " + credits.Thousands(p.Credits) + " credits"
	}
	var by int64
	if p.CreatedBy != nil {
		by = *p.CreatedBy
	}
	if _, err := credits.Grant(tx, key, p.Credits, credits.KindPurchase, strings.TrimSpace(note), key, by); err != nil {
		return err
	}
	var piRef *string
	if pi != "" {
		piRef = &pi
	}
	p.Status = StatusSucceeded
	return markSucceeded(tx, p.ID, piRef, s.Clock.Now(), operator, eventAt)
}

// fail marks a pending purchase failed; a failed auto-recharge turns auto-recharge off, so a card
// that keeps failing is not charged at every send.
func (s *Service) fail(tx *gorm.DB, p *purchaseRow, msg string, pi *string, eventAt *time.Time) error {
	p.Status, p.FailureMessage = StatusFailed, msg
	if err := markFailed(tx, p.ID, StatusFailed, msg, pi, eventAt); err != nil {
		return err
	}
	if p.Method == MethodAutoRecharge {
		return disable(tx)
	}
	return nil
}

// refused records a refusal of Stripe's: a decline or another message for the person fails the
// purchase and answers that message; Stripe unreachable keeps it pending (502).
func (s *Service) refused(ctx context.Context, church *tenancy.Church, id int64, err error) error {
	err = payments.Decline(err)
	var f *fault.Error
	if !errors.As(err, &f) || f.Kind == fault.Unavailable || f.Kind == fault.Internal {
		return err
	}
	var pi *string
	var se *stripe.Error
	if errors.As(err, &se) && se.PaymentIntent != nil && se.PaymentIntent.ID != "" {
		pi = &se.PaymentIntent.ID
	}
	werr := s.Tenants.RunFor(ctx, church, func(tx *gorm.DB) error {
		p, err := lockPurchase(tx, id)
		if err != nil || p == nil || p.Status != StatusPending {
			return err
		}
		return s.fail(tx, p, f.Message, pi, nil)
	})
	return errors.Join(werr, err)
}

// bought is the purchase and the church's credits now.
func (s *Service) bought(ctx context.Context, id int64) (Bought, error) {
	var out Bought
	err := s.run(ctx, func(tx *gorm.DB) error {
		p, err := one(tx, purchaseSelect+` WHERE id = ?`, id)
		if err != nil || p == nil {
			return errors.Join(err, errNotFound)
		}
		items, err := s.views(tx, []purchaseRow{*p})
		if err != nil {
			return err
		}
		out.Purchase = items[0]
		out.Account, err = credits.Balance(tx)
		return err
	})
	return out, err
}

// Purchases are limit purchases from offset, newest first, and how many there are.
func (s *Service) Purchases(ctx context.Context, limit, offset int) ([]Purchase, int64, error) {
	var items []Purchase
	var total int64
	err := s.run(ctx, func(tx *gorm.DB) error {
		rows, n, err := purchasePage(tx, limit, offset)
		if err != nil {
			return err
		}
		total = n
		items, err = s.views(tx, rows)
		return err
	})
	return items, total, err
}

func chequeKey(id int64) string { return fmt.Sprintf("cheque:%d", id) }
