package greetingsapi

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the greetings calls (key unifiedCommunications).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/communications/greetings/", Key: authz.UnifiedCommunications}
	return []httpx.Route{
		g.Read("templates", httpx.Handle("Celebration templates", h.Templates)),
		g.Write("update", httpx.Handle("Template saved", h.Update)),
		g.Read("history", httpx.Handle("Greetings sent", h.History)),
	}
}
