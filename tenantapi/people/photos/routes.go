package photos

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the photo calls: the people key; the image is read, upload and removal write.
func Routes[P any](h Handler[P]) []httpx.Route {
	g := httpx.Group{Prefix: "/api/people/", Key: authz.People}
	return []httpx.Route{
		g.Write("photo", httpx.Form("Photo uploaded", []httpx.FormField{{Name: "id", Required: true}, {Name: "photo", File: true, Required: true}}, h.Upload)),
		{Method: http.MethodGet, Path: "/api/people/photo/:id", Key: authz.People, Action: authz.Read, Handler: httpx.File("image/*", nil, h.Get)},
		g.Write("photo/delete", httpx.Handle("Photo removed", h.Delete)),
	}
}
