package main

import (
	"congregate/internal/jobs"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/tenantapi/billing"
	"congregate/tenantapi/billing/cards"
	"congregate/tenantapi/billing/purchases"
	"congregate/tenantapi/communications/credits"
	wbilling "congregate/worker/billing"
)

// creditsHandler wires buying credits in the worker over billing's Stripe client and customer:
// the auto-recharge task, the purchases' and cards' Stripe events, and the ledger's hook, so
// deliveries that cross a church's threshold start a recharge too.
func creditsHandler(cfg config.Config, b *billing.Service, tenants *db.Tenants, enq *jobs.Client) *wbilling.Credits {
	b.Cards = cards.ForBilling{}
	s := purchases.New(tenants, b.Stripe, b.EnsureCustomer, cfg.CreditPriceMinor, enq)
	s.Currency = b.Currency
	h := &wbilling.Credits{S: s}
	h.Register()
	credits.AfterSpend = purchases.Hook(enq)
	return h
}
