package lists

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the saved lists calls and each named list's five: the people key, reads need read
// and changes write.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/people/", Key: authz.People}
	rs := []httpx.Route{
		g.Read("saved-lists/list", httpx.Handle("Saved lists", h.SavedList)),
		g.Write("saved-lists/add", httpx.HandleCreated("List saved", h.SavedAdd)),
		g.Write("saved-lists/update", httpx.Handle("Saved list updated", h.SavedUpdate)),
		g.Write("saved-lists/delete", httpx.Handle("Saved list deleted", h.SavedDelete)),
	}
	for _, k := range Kinds {
		kh := h.Kind(k)
		rs = append(rs,
			g.Read(k.Path+"/list", httpx.Handle(k.Name()+"s", kh.List)),
			g.Write(k.Path+"/add", httpx.HandleCreated(k.Name()+" added", kh.Add)),
			g.Write(k.Path+"/rename", httpx.Handle(k.Name()+" renamed", kh.Rename)),
			g.Write(k.Path+"/delete", httpx.Handle(k.Name()+" deleted", kh.Delete)),
			g.Write(k.Path+"/reposition", httpx.Handle(k.Name()+" moved", kh.Reposition)),
		)
	}
	return rs
}
