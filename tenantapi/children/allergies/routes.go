package allergies

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the allergy types' calls (key children).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/children/allergy-types/", Key: authz.Children}
	return []httpx.Route{
		g.Read("list", httpx.Handle("Allergies", h.List)),
		g.Write("add", httpx.HandleCreated("Allergy added", h.Add)),
		g.Write("rename", httpx.Handle("Allergy renamed", h.Rename)),
		g.Write("reposition", httpx.Handle("Allergies reordered", h.Reposition)),
		g.Write("delete", httpx.Handle("Allergy deleted", h.Delete)),
	}
}
