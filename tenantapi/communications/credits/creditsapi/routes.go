package creditsapi

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the credits calls, under the organization key (the balance is the church's).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/organization/credits/", Key: authz.Organization}
	return []httpx.Route{
		g.Read("balance", httpx.Handle("Message credits", h.Balance)),
		g.Read("list", httpx.Handle("Credit history", h.List)),
		g.Read("purchase-history", httpx.Handle("Credit purchases", h.PurchaseHistory)),
	}
}
