package main

import (
	"os"

	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/db"
	"congregate/internal/platform/payments"
	"congregate/tenantapi/billing"
	"congregate/tenantapi/billing/cards"
	"congregate/tenantapi/billing/purchases"
	"congregate/tenantapi/communications/credits"
	wbilling "congregate/worker/billing"
)

// creditsHandler wires buying credits in the worker: the Stripe client (STRIPE_SECRET_KEY,
// STRIPE_API_BASE), the church's customer from billing, the auto-recharge task, the purchases' and
// cards' Stripe events, and the ledger's hook, so deliveries that cross a church's threshold
// start a recharge too.
func creditsHandler(control *gorm.DB, tenants *db.Tenants, enq *jobs.Client) *wbilling.Credits {
	sc := payments.New(payments.Config{SecretKey: os.Getenv("STRIPE_SECRET_KEY"), APIBase: os.Getenv("STRIPE_API_BASE"),
		PublishableKey: os.Getenv("STRIPE_PUBLISHABLE_KEY"), WebhookSecret: os.Getenv("STRIPE_WEBHOOK_SECRET")})
	b := &billing.Service{Tenants: tenants, Control: control, Stripe: sc, GraceDays: -1, Cards: cards.ForBilling{}}
	h := &wbilling.Credits{S: purchases.New(tenants, sc, b.EnsureCustomer, enq)}
	h.Register()
	credits.AfterSpend = purchases.Hook(enq)
	return h
}
