package celebrations

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes is the celebration listing: the people key, read.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/people/", Key: authz.People}
	return []httpx.Route{
		g.Read("celebrations", httpx.Handle("Celebrations", h.List)),
	}
}
