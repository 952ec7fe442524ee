package views

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the sensitive-view log's calls (key children; the service admits super admins only).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/children/views/", Key: authz.Children}
	return []httpx.Route{
		g.Read("list", httpx.Handle("Sensitive views", h.List)),
	}
}
