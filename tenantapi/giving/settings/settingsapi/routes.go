package settingsapi

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the giving settings' calls (key generosity).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/generosity/", Key: authz.Generosity}
	return []httpx.Route{
		g.Read("settings", httpx.Handle("Giving settings", h.Get)),
		g.Write("settings/update", httpx.Handle("Giving settings saved", h.Update)),
	}
}
