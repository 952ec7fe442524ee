package figuresapi

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes is the people dashboard: the people key, read.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/people/", Key: authz.People}
	return []httpx.Route{
		g.Read("dashboard", httpx.Handle("People dashboard", h.Dashboard)),
	}
}
