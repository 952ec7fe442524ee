// Package billing is the church's billing by the platform through Stripe (issue 13,
// docs/billing-api.md), gin-free so the API, the worker and bin/ops share it: the church's Stripe
// customer (EnsureCustomer) and subscription at its plan's price (Setup), the mirror of its
// invoices from Stripe's events (the OnEvent registry, ApplyEvent), paying an invoice, and the
// billing lock-down: a failed payment makes the church past due, the hourly tick locks it once
// its grace has passed, and a payment unlocks it at once. Its HTTP side is billing/billingapi;
// cards on file (billing/cards) and credit purchases (billing/purchases) build on it.
package billing

import (
	"context"
	"errors"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/payments"
	"congregate/internal/platform/tenancy"
)

// DefaultGraceDays is the platform's grace after a failed payment when BILLING_GRACE_DAYS is unset.
const DefaultGraceDays = 7

// Service holds billing's rules. Control is the control database (control.church_billing,
// control.stripe_events, the church's billing_lockdown flag), Tenants the churches' schemas.
type Service struct {
	Tenants *db.Tenants
	Control *gorm.DB
	// Stripe is the platform's Stripe client; nil answers "payments are not configured".
	Stripe *payments.Client
	// GraceDays is the platform's grace after a failed payment (BILLING_GRACE_DAYS); a church's
	// own grace_days overrides it. Negative is the default, 7.
	GraceDays int
	// Cards finds the church's cards on file (billing/cards, wired by the app); nil = none yet.
	Cards Cards
	// Changed runs after a church's billing lock-down changed, so the host → church cache
	// forgets the old flags at once (tenancy.Resolver.Forget); nil = nothing.
	Changed func()
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
}

// ErrNotConfigured is a call needing Stripe on a process without a Stripe client.
var ErrNotConfigured = fault.E(fault.Unavailable, "Payments are not configured on this server")

func (s *Service) stripe() (*payments.Client, error) {
	if s.Stripe == nil {
		return nil, ErrNotConfigured
	}
	return s.Stripe, nil
}

func (s *Service) grace() int {
	if s.GraceDays < 0 {
		return DefaultGraceDays
	}
	return s.GraceDays
}

var constraints = db.Constraints{}

// run is one transaction in the schema of the church in ctx.
func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// runFor is one transaction in church's schema (the worker and bin/ops).
func (s *Service) runFor(ctx context.Context, church *tenancy.Church, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.RunFor(ctx, church, fn))
}

func (s *Service) control(ctx context.Context) *gorm.DB { return s.Control.WithContext(ctx) }

func (s *Service) changed() {
	if s.Changed != nil {
		s.Changed()
	}
}

func (s *Service) now() time.Time { return s.Clock.Now() }

var errNoRow = gorm.ErrRecordNotFound

func isNoRow(err error) bool { return errors.Is(err, errNoRow) }

// New is the billing service of a process: Stripe when STRIPE_SECRET_KEY or STRIPE_API_BASE is
// set (else calls needing Stripe answer that payments are not configured), the platform's grace,
// and billing's event handlers registered.
func New(cfg config.Config, control *gorm.DB, tenants *db.Tenants) *Service {
	s := &Service{Tenants: tenants, Control: control, GraceDays: cfg.BillingGraceDays}
	if cfg.StripeSecretKey != "" || cfg.StripeAPIBase != "" {
		s.Stripe = payments.New(payments.FromConfig(cfg))
	}
	s.RegisterEvents()
	return s
}
