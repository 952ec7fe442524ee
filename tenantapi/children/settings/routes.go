package settings

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the settings' calls (key children).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/children/settings/", Key: authz.Children}
	return []httpx.Route{
		g.Read("get", httpx.Handle("Settings", h.Get)),
		g.Write("update", httpx.Handle("Settings updated", h.Update)),
	}
}
