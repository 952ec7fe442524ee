package teachers

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the teachers' calls (key children); the success messages are the spec's toasts.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/children/teachers/", Key: authz.Children}
	return []httpx.Route{
		g.Read("list", httpx.Handle("Teachers", h.List)),
		g.Read("search", httpx.Handle("People", h.Search)),
		g.Write("add", httpx.HandleCreated("Teacher added", h.Add)),
		g.Write("edit", httpx.Handle("Teacher updated", h.Edit)),
		g.Write("delete", httpx.Handle("Teacher deleted", h.Delete)),
		g.Read("available", httpx.Handle("Classrooms", h.Available)),
	}
}
