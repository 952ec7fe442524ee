package cardsapi

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the cards on file calls: the generosity key (the console's /billing/cardsonfile),
// open during lock-down, since a church locked for an unpaid invoice needs a card to pay it.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/billing/cards/", Key: authz.Generosity}
	rs := []httpx.Route{
		g.Read("list", httpx.Handle("Cards on file", h.List)),
		g.Write("setup", httpx.Handle("Card setup", h.Setup)),
		g.Write("add", httpx.HandleCreated("Card added", h.Add)),
		g.Write("default", httpx.Handle("Default card changed", h.Default)),
		g.Write("remove", httpx.Handle("Card removed", h.Remove)),
	}
	for i := range rs {
		rs[i].DuringLockdown = true
	}
	return rs
}
