package purchasesapi

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/billing/purchases"
)

// Routes are buying credits and auto-recharge, under the organization key beside the balance
// (creditsapi); closed during lock-down.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/organization/credits/", Key: authz.Organization}
	return []httpx.Route{
		g.Read("quote", httpx.Handle("Credit price", h.Quote)),
		g.Write("buy", httpx.Handle(purchases.MsgBought, h.Buy)),
		g.Read("purchases", httpx.Handle("Credit purchases", h.Purchases)),
		g.Read("auto-recharge", httpx.Handle("Auto-recharge", h.AutoRecharge)),
		g.Write("auto-recharge/update", httpx.Handle("Auto-recharge saved", h.UpdateAutoRecharge)),
	}
}
