package onlineapi

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are online giving's calls (docs/giving-api.md, "Routes — h-online").
func Routes(h Handler) []httpx.Route {
	org := httpx.Group{Prefix: "/api/organization/", Key: authz.Organization}
	gen := httpx.Group{Prefix: "/api/generosity/", Key: authz.Generosity}
	public := func(path string, e httpx.Endpoint) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/give/" + path, Public: true, Handler: e}
	}
	return []httpx.Route{
		org.Read("merchant-account", httpx.Handle("Merchant account", h.Merchant)),
		org.Write("merchant-account/connect", httpx.Handle("Merchant account connected", h.Connect)),
		org.Write("merchant-account/disconnect", httpx.Handle("Merchant account disconnected", h.Disconnect)),

		public("page", httpx.Handle("Give", h.Page)),
		public("routing-number", httpx.Handle("Valid routing number", h.RoutingNumber)),
		public("submit", httpx.Handle("Thank you for your gift", h.Submit)),

		{Method: http.MethodGet, Path: "/api/generosity/give-methods", Key: authz.Generosity, Action: authz.Read,
			Handler: bearer(httpx.NoBody("Give methods", h.GiveMethods))},
		{Method: http.MethodPost, Path: "/api/generosity/give-methods", Key: authz.Generosity, Action: authz.Write,
			Handler: bearer(httpx.Handle("Give methods saved", h.SaveGiveMethods))},

		{Method: http.MethodPost, Path: "/api/generosity/other-ways", Key: authz.People, Action: authz.Read,
			Handler: httpx.Handle("Other ways to give", h.OtherWays)},
		{Method: http.MethodPost, Path: "/api/generosity/expiring-cards", Key: authz.Open, Action: authz.Read,
			Handler: httpx.Handle("Expiring cards", h.ExpiringCards)},
		gen.Write("expiring-cards/remind", httpx.Handle("Reminders sent", h.Remind)),
	}
}
