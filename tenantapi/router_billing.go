package tenantapi

import (
	"congregate/tenantapi/billing"
	"congregate/tenantapi/billing/cards/cardsapi"
	"congregate/tenantapi/billing/purchases"
	"congregate/tenantapi/billing/purchases/purchasesapi"
)

// creditsRoutes are the cards on file and buying message credits (issue 13: /api/billing/cards/,
// /api/organization/credits/ quote, buy, purchases, auto-recharge).
func (a *App) creditsRoutes() []Route {
	s := a.Purchases()
	rs := cardsapi.Routes(cardsapi.Handler{S: s.Cards})
	return append(rs, purchasesapi.Routes(purchasesapi.Handler{S: s})...)
}

// Purchases builds the purchases service (and its cards) over the App's Stripe client, the
// church's customer from billing.
func (a *App) Purchases() *purchases.Service {
	var b *billing.Service = a.Billing
	if b == nil { // the OpenAPI generator's zero-value App
		b = &billing.Service{}
	}
	return purchases.New(a.Tenants, b.Stripe, b.EnsureCustomer, a.Config.CreditPriceMinor, a.AutoRecharge)
}
