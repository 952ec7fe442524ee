package fundsapi

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the contribution codes' calls (key generosity).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/generosity/codes/", Key: authz.Generosity}
	return []httpx.Route{
		g.Read("list", httpx.Handle("Contribution codes", h.List)),
		g.Read("available", httpx.Handle("Contribution codes", h.Available)),
		g.Write("add", httpx.HandleCreated("Contribution code added", h.Add)),
		g.Write("rename", httpx.Handle("Contribution code updated", h.Rename)),
		g.Write("reposition", httpx.Handle("Contribution codes reordered", h.Reposition)),
		g.Write("active", httpx.Handle("Contribution code updated", h.Active)),
		g.Write("delete", httpx.Handle("Contribution code deleted", h.Delete)),
	}
}
