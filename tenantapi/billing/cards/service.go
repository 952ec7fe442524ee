package cards

import (
	"context"
	"errors"
	"time"

	"github.com/stripe/stripe-go/v76"
	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/payments"
	"congregate/internal/platform/tenancy"
)

// CustomerFunc answers the church's Stripe customer id, creating the customer when it has none
// (billing.EnsureCustomer).
type CustomerFunc func(ctx context.Context, church *tenancy.Church) (string, error)

// Service holds the rules of the cards on file. Every change of a card is one transaction that
// locks the church's cards, so the first card and the default are decided once; Stripe is asked
// with an idempotency key per call.
type Service struct {
	Tenants  *db.Tenants
	Stripe   *payments.Client
	Customer CustomerFunc
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
}

var constraints = db.Constraints{
	"billing_cards_one_default": fault.E(fault.Conflict, "Another card was made the default at the same time; try again"),
}

// ErrNotConfigured is a call needing Stripe on a process without a Stripe client.
var ErrNotConfigured = fault.E(fault.Unavailable, "Payments are not configured on this server")

// Ready says the service can reach Stripe.
func (s *Service) Ready() error {
	if s.Stripe == nil {
		return ErrNotConfigured
	}
	return nil
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// List is the cards on file, the default first.
func (s *Service) List(ctx context.Context) (List, error) {
	out := List{Items: []Card{}}
	now := s.Clock.Now()
	err := s.run(ctx, func(tx *gorm.DB) error {
		rows, err := liveCards(tx)
		for _, r := range rows {
			out.Items = append(out.Items, r.stored(now).Card)
		}
		return err
	})
	return out, err
}

// Expiring are the live cards that expire this month or next, or have expired: the billing
// summary's warnings (expiringCards), read in the caller's transaction.
func Expiring(tx *gorm.DB, now time.Time) ([]Card, error) {
	rows, err := expiringCards(tx, now)
	out := make([]Card, 0, len(rows))
	for _, r := range rows {
		out = append(out, r.stored(now).Card)
	}
	return out, err
}

// Expiring is Expiring in the church's own transaction.
func (s *Service) Expiring(ctx context.Context) ([]Card, error) {
	var out []Card
	err := s.run(ctx, func(tx *gorm.DB) (err error) { out, err = Expiring(tx, s.Clock.Now()); return err })
	return out, err
}

// Default is the church's default card, nil when it has none (read in the caller's transaction).
func Default(tx *gorm.DB, now time.Time) (*Stored, error) {
	r, err := defaultCard(tx)
	if r == nil || err != nil {
		return nil, err
	}
	st := r.stored(now)
	return &st, nil
}

// Live is the live card id, or the 404 "Card not found" (another church's id too).
func Live(tx *gorm.DB, id int64, now time.Time) (Stored, error) {
	r, err := liveCard(tx, id)
	if err != nil {
		return Stored{}, err
	}
	if r == nil {
		return Stored{}, errNotFound
	}
	return r.stored(now), nil
}

// Named are the cards of ids, live or removed, by id (a purchase shows the card it was paid with).
func Named(tx *gorm.DB, ids []int64) (map[int64]Card, error) {
	rows, err := cardsByIDs(tx, ids)
	out := make(map[int64]Card, len(rows))
	for _, r := range rows {
		out[r.ID] = r.stored(time.Now()).Card
	}
	return out, err
}

// Setup starts adding a card: a SetupIntent of the church's customer (off-session use: the
// subscription and auto-recharge charge it later).
func (s *Service) Setup(ctx context.Context) (Setup, error) {
	if err := s.Ready(); err != nil {
		return Setup{}, err
	}
	church := tenancy.FromContext(ctx)
	customer, err := s.Customer(ctx, church)
	if err != nil {
		return Setup{}, err
	}
	p := &stripe.SetupIntentParams{
		Customer:           stripe.String(customer),
		Usage:              stripe.String(string(stripe.SetupIntentUsageOffSession)),
		PaymentMethodTypes: stripe.StringSlice([]string{"card"}),
	}
	p.Params = payments.ParamsCtx(ctx, payments.Key("card-setup", church.ID, auth.NewToken(12)))
	p.AddMetadata("church", church.ShortName)
	p.AddMetadata("purpose", "card_on_file")
	si, err := s.Stripe.SetupIntents.New(p)
	if err != nil {
		return Setup{}, payments.Decline(err)
	}
	out := Setup{SetupIntentID: si.ID, ClientSecret: si.ClientSecret, PublishableKey: s.Stripe.Config.PublishableKey,
		TestMode: s.Stripe.Config.TestMode(), TestCards: []TestCard{}}
	if out.TestMode {
		out.TestCards = TestCards
	}
	return out, nil
}

// Add stores the card the console collected: the SetupIntent it confirmed (Stripe Elements) and
// its PaymentMethod, or in test mode a test payment method (the SetupIntent then unconfirmed),
// attached to the church's customer; the first card, or makeDefault, is the default.
func (s *Service) Add(ctx context.Context, me int64, setupIntentID, paymentMethodID string, makeDefault bool) (Card, error) {
	st, err := s.Attach(ctx, me, setupIntentID, paymentMethodID, makeDefault)
	return st.Card, err
}

// Attach attaches a PaymentMethod to the church's customer and stores it as a card on file (a
// PaymentMethod already on file answers its card): what adding a card and paying with a new card
// share. A card the processor refuses is the 402 with its message, and nothing is stored.
func (s *Service) Attach(ctx context.Context, me int64, setupIntentID, paymentMethodID string, makeDefault bool) (Stored, error) {
	if err := CheckIDs(setupIntentID, paymentMethodID); err != nil {
		return Stored{}, err
	}
	if err := s.Ready(); err != nil {
		return Stored{}, err
	}
	church := tenancy.FromContext(ctx)
	customer, err := s.Customer(ctx, church)
	if err != nil {
		return Stored{}, err
	}
	if setupIntentID != "" {
		if err := s.checkSetup(ctx, customer, setupIntentID, paymentMethodID); err != nil {
			return Stored{}, err
		}
	}
	pm, err := s.attach(ctx, church, customer, paymentMethodID)
	if err != nil {
		return Stored{}, err
	}
	d := detailsOf(pm)
	now := s.Clock.Now()
	if Expired(d.ExpMonth, d.ExpYear, now) {
		s.detach(ctx, church, pm.ID)
		return Stored{}, fault.E(fault.PaymentRequired, MsgExpiredCard)
	}
	var out Stored
	err = s.run(ctx, func(tx *gorm.DB) error {
		st, err := s.store(ctx, tx, church, customer, d, me, makeDefault, now)
		out = st
		return err
	})
	return out, err
}

// store writes the card (or revives it) and makes it the default when asked or when it is the
// only card; the Stripe customer's default follows.
func (s *Service) store(ctx context.Context, tx *gorm.DB, church *tenancy.Church, customer string, d details, me int64,
	makeDefault bool, now time.Time) (Stored, error) {
	if err := lockCards(tx); err != nil {
		return Stored{}, err
	}
	r, err := cardByPaymentMethod(tx, d.PaymentMethodID)
	if err != nil {
		return Stored{}, err
	}
	var id int64
	switch {
	case r == nil:
		if id, err = insertCard(tx, d, me); err != nil {
			return Stored{}, err
		}
	case r.RemovedAt != nil:
		id = r.ID
		if err := reviveCard(tx, id, d); err != nil {
			return Stored{}, err
		}
	default:
		id = r.ID
	}
	n, err := countLive(tx)
	if err != nil {
		return Stored{}, err
	}
	if makeDefault || n == 1 {
		if err := s.makeDefault(ctx, tx, church, customer, id, d.PaymentMethodID, auth.NewToken(8)); err != nil {
			return Stored{}, err
		}
	}
	row, err := liveCard(tx, id)
	if err != nil || row == nil {
		return Stored{}, errors.Join(err, errNotFound)
	}
	return row.stored(now), nil
}

// MakeDefault makes a live card the default, here and as the Stripe customer's
// invoice_settings.default_payment_method.
func (s *Service) MakeDefault(ctx context.Context, id int64) (Card, error) {
	church := tenancy.FromContext(ctx)
	now := s.Clock.Now()
	var out Card
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := lockCards(tx); err != nil {
			return err
		}
		r, err := liveCard(tx, id)
		if err != nil {
			return err
		}
		if r == nil {
			return errNotFound
		}
		if !r.IsDefault {
			customer, err := s.Customer(ctx, church)
			if err != nil {
				return err
			}
			if err := s.makeDefault(ctx, tx, church, customer, r.ID, r.StripePaymentMethodID, auth.NewToken(8)); err != nil {
				return err
			}
			r.IsDefault = true
		}
		out = r.stored(now).Card
		return nil
	})
	return out, err
}

// Remove detaches a card from the church's customer and keeps its row as removed. The default
// card goes only when it is the last one.
func (s *Service) Remove(ctx context.Context, id int64) error {
	church := tenancy.FromContext(ctx)
	return s.run(ctx, func(tx *gorm.DB) error {
		if err := lockCards(tx); err != nil {
			return err
		}
		r, err := liveCard(tx, id)
		if err != nil {
			return err
		}
		if r == nil {
			return errNotFound
		}
		if r.IsDefault {
			if n, err := countLive(tx); err != nil || n > 1 {
				return errors.Join(err, fault.E(fault.Conflict, MsgDefaultRemove))
			}
		}
		if err := s.Ready(); err != nil {
			return err
		}
		p := &stripe.PaymentMethodDetachParams{}
		p.Params = payments.ParamsCtx(ctx, payments.Key("card-detach", church.ID, r.StripePaymentMethodID))
		if _, err := s.Stripe.PaymentMethods.Detach(r.StripePaymentMethodID, p); err != nil && !missing(err) {
			return payments.Decline(err)
		}
		return removeCard(tx, r.ID, s.Clock.Now())
	})
}

// makeDefault writes the default here and at Stripe (in the caller's transaction: a refusal by
// Stripe rolls it back). nonce makes the call's idempotency key this change's own.
func (s *Service) makeDefault(ctx context.Context, tx *gorm.DB, church *tenancy.Church, customer string, id int64, pm, nonce string) error {
	if err := s.Ready(); err != nil {
		return err
	}
	if err := setDefault(tx, id); err != nil {
		return err
	}
	p := &stripe.CustomerParams{InvoiceSettings: &stripe.CustomerInvoiceSettingsParams{DefaultPaymentMethod: stripe.String(pm)}}
	p.Params = payments.ParamsCtx(ctx, payments.Key("card-default", church.ID, id, nonce))
	_, err := s.Stripe.Customers.Update(customer, p)
	return payments.Decline(err)
}

// checkSetup refuses a SetupIntent of another customer, or one confirmed with another card.
func (s *Service) checkSetup(ctx context.Context, customer, setupIntentID, paymentMethodID string) error {
	si, err := s.Stripe.SetupIntents.Get(setupIntentID, &stripe.SetupIntentParams{Params: stripe.Params{Context: ctx}})
	if missing(err) {
		return errSetupNotFound
	}
	if err != nil {
		return payments.Decline(err)
	}
	if si.Customer != nil && si.Customer.ID != "" && si.Customer.ID != customer {
		return errSetupNotFound
	}
	if si.Status == stripe.SetupIntentStatusSucceeded && si.PaymentMethod != nil && si.PaymentMethod.ID != "" &&
		si.PaymentMethod.ID != paymentMethodID {
		return fault.E(fault.Invalid, "The card does not match its setup; start again")
	}
	return nil
}

// attach answers the PaymentMethod attached to customer: as it is when the SetupIntent's
// confirmation attached it already, else attached now (a test payment method becomes a new one).
func (s *Service) attach(ctx context.Context, church *tenancy.Church, customer, paymentMethodID string) (*stripe.PaymentMethod, error) {
	pm, err := s.Stripe.PaymentMethods.Get(paymentMethodID, &stripe.PaymentMethodParams{Params: stripe.Params{Context: ctx}})
	if missing(err) {
		return nil, fault.E(fault.Invalid, "This card was not found at the payment processor; enter it again")
	}
	if err != nil {
		return nil, payments.Decline(err)
	}
	if pm.Customer != nil && pm.Customer.ID != "" {
		if pm.Customer.ID != customer {
			return nil, fault.E(fault.Conflict, MsgCardInUse)
		}
		return pm, nil
	}
	p := &stripe.PaymentMethodAttachParams{Customer: stripe.String(customer)}
	p.Params = payments.ParamsCtx(ctx, payments.Key("card-attach", church.ID, paymentMethodID))
	pm, err = s.Stripe.PaymentMethods.Attach(paymentMethodID, p)
	if err != nil {
		return nil, payments.Decline(err)
	}
	if pm.Card == nil {
		s.detach(ctx, church, pm.ID)
		return nil, fault.E(fault.Invalid, "Only cards can be kept on file")
	}
	return pm, nil
}

// detach takes back a PaymentMethod that will not be stored (best effort: a failure leaves an
// unused card at Stripe, not a charge).
func (s *Service) detach(ctx context.Context, church *tenancy.Church, pm string) {
	p := &stripe.PaymentMethodDetachParams{}
	p.Params = payments.ParamsCtx(ctx, payments.Key("card-detach", church.ID, pm))
	_, _ = s.Stripe.PaymentMethods.Detach(pm, p)
}

func detailsOf(pm *stripe.PaymentMethod) details {
	d := details{PaymentMethodID: pm.ID}
	if c := pm.Card; c != nil {
		d.Brand, d.Last4, d.ExpMonth, d.ExpYear = string(c.Brand), c.Last4, int(c.ExpMonth), int(c.ExpYear)
	}
	return d
}

// missing says Stripe does not know the object (resource_missing).
func missing(err error) bool {
	var se *stripe.Error
	return errors.As(err, &se) && se.Code == stripe.ErrorCodeResourceMissing
}

// ByID is a card, live or removed, with its PaymentMethod (nil when the church has no such card).
func ByID(tx *gorm.DB, id int64, now time.Time) (*Stored, error) {
	r, err := cardByID(tx, id)
	if r == nil || err != nil {
		return nil, err
	}
	st := r.stored(now)
	return &st, nil
}
