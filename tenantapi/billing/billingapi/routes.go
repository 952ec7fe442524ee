package billingapi

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the billing pages' calls (docs/billing-api.md): key generosity (the console's key of
// /billing/invoices, makepayment and cardsonfile, spec §2), open during a lock-down so a locked
// church can pay (spec §6).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/billing/", Key: authz.Generosity}
	return open(
		g.Read("summary", httpx.Handle("Billing summary", h.Summary)),
		g.Read("invoices/list", httpx.Handle("Invoices", h.List)),
		g.Read("invoices/get", httpx.Handle("Invoice", h.Get)),
		g.Write("invoices/pay", httpx.Handle("Invoice paid", h.Pay)),
		httpx.Route{Method: http.MethodGet, Path: "/api/billing/invoices/:id/pdf", Key: authz.Generosity, Action: authz.Read,
			Handler: httpx.File("application/pdf", nil, h.PDF)},
	)
}

// open marks routes as reachable during a lock-down.
func open(rs ...httpx.Route) []httpx.Route {
	for i := range rs {
		rs[i].DuringLockdown = true
	}
	return rs
}
