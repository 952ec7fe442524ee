package kidsapi

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the child profiles' calls (key children).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/children/", Key: authz.Children}
	return []httpx.Route{
		g.Read("list", httpx.Handle("Children", h.List)),
		g.Read("grid", httpx.Handle("Children", h.List)),
		g.Read("get", httpx.Handle("Child", h.Get)),
		g.Write("add", withPhoto(http.StatusCreated, "Child added", h.Add)),
		g.Write("update", withPhoto(http.StatusOK, "Child updated", h.Update)),
		g.Write("delete", httpx.Handle("Child deleted", h.Delete)),
		{Method: http.MethodGet, Path: "/api/children/photo/:id", Key: authz.Children, Action: authz.Read, Handler: httpx.File("image/*", nil, h.Photo)},

		g.Read("notes/list", httpx.Handle("Notes", h.Notes)),
		g.Write("notes/add", httpx.HandleCreated("Note added", h.AddNote)),
		g.Write("notes/delete", httpx.Handle("Note deleted", h.DeleteNote)),

		g.Write("pickups/add", httpx.HandleCreated("Pickup person added", h.AddPickup)),
		g.Write("pickups/update", httpx.Handle("Pickup person updated", h.UpdatePickup)),
		g.Write("pickups/delete", httpx.Handle("Pickup person deleted", h.DeletePickup)),
	}
}
