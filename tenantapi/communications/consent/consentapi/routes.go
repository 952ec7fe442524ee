package consentapi

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the do-not-contact calls, under the unifiedCommunications key.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/communications/do-not-contact/", Key: authz.UnifiedCommunications}
	return []httpx.Route{
		g.Read("list", httpx.Handle("Do-not-contact list", h.List)),
		g.Write("add", httpx.HandleCreated("Added to the do-not-contact list", h.Add)),
		g.Write("remove", httpx.Handle("Removed from the do-not-contact list", h.Remove)),
		g.Read("history", httpx.Handle("Consent history", h.History)),
	}
}
