package main

import (
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/payments"
	"congregate/tenantapi/billing"
	"congregate/tenantapi/billing/cards"
	"congregate/tenantapi/billing/purchases"
	"congregate/tenantapi/communications/credits"
	wbilling "congregate/worker/billing"
)

// creditsHandler wires buying credits in the worker: the Stripe client (when STRIPE_SECRET_KEY or
// STRIPE_API_BASE is set), the church's customer from billing, the auto-recharge task, the
// purchases' and cards' Stripe events, and the ledger's hook, so deliveries that cross a church's
// threshold start a recharge too.
func creditsHandler(cfg config.Config, control *gorm.DB, tenants *db.Tenants, enq *jobs.Client) *wbilling.Credits {
	b := &billing.Service{Tenants: tenants, Control: control, GraceDays: cfg.BillingGraceDays, Cards: cards.ForBilling{}}
	if cfg.StripeSecretKey != "" || cfg.StripeAPIBase != "" {
		b.Stripe = payments.New(payments.FromConfig(cfg))
	}
	h := &wbilling.Credits{S: purchases.New(tenants, b.Stripe, b.EnsureCustomer, cfg.CreditPriceMinor, enq)}
	h.Register()
	credits.AfterSpend = purchases.Hook(enq)
	return h
}
