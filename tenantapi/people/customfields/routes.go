package customfields

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the custom field definitions' calls: the people key, reads need read and changes
// write.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/people/custom-fields/", Key: authz.People}
	return []httpx.Route{
		g.Read("list", httpx.Handle("Custom fields", h.List)),
		g.Write("add", httpx.HandleCreated("Custom field added", h.Add)),
		g.Write("update", httpx.Handle("Custom field updated", h.Update)),
		g.Write("delete", httpx.Handle("Custom field deleted", h.Delete)),
		g.Write("reorder", httpx.Handle("Custom fields reordered", h.Reorder)),
	}
}
