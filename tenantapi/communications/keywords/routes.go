package keywords

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the smart keywords calls (key unifiedCommunications).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/communications/keywords/", Key: authz.UnifiedCommunications}
	return []httpx.Route{
		g.Read("list", httpx.Handle("Keywords", h.List)),
		g.Write("add", httpx.HandleCreated("Keyword added", h.Add)),
		g.Write("update", httpx.Handle("Keyword updated", h.Update)),
		g.Write("delete", httpx.Handle("Keyword deleted", h.Delete)),
	}
}
