package people

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are a person's record calls: the people key, reads need read and changes write
// (docs/people-api.md). The export and duplicates/merge are people/export's and people/merge's.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/people/", Key: authz.People}
	return []httpx.Route{
		g.Read("list", httpx.Handle("People", h.List)),
		g.Read("search", httpx.Handle("People", h.Search)),
		g.Read("get", httpx.Handle("Person", h.Get)),
		g.Write("add", httpx.HandleCreated("Member added", h.Add)),
		g.Write("update", httpx.Handle("Person updated", h.Update)),
		g.Write("deactivate", httpx.Handle("Person deactivated", h.Deactivate)),
		g.Write("reactivate", httpx.Handle("Person reactivated", h.Reactivate)),
	}
}
