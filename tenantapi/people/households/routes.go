package households

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the households calls: the people key, reads need read and changes write.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/people/households/", Key: authz.People}
	return []httpx.Route{
		g.Read("list", httpx.Handle("Households", h.List)),
		g.Read("get", httpx.Handle("Household", h.Get)),
		g.Write("add", httpx.HandleCreated("Household added", h.Add)),
		g.Write("update", httpx.Handle("Household updated", h.Update)),
		g.Write("delete", httpx.Handle("Household deleted", h.Delete)),
		g.Write("add-member", httpx.Handle("Household updated", h.AddMember)),
		g.Write("remove-member", httpx.Handle("Household updated", h.RemoveMember)),
	}
}
