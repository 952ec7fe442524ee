package people

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the people calls of the route table: every one needs the people key, reads need read
// and changes write (docs/people-api.md). Records per page is the signed-in user's own setting.
func Routes(h Handler) []httpx.Route {
	read := func(path string, fn httpx.Endpoint) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/people/" + path, Key: authz.People, Action: authz.Read, Handler: fn}
	}
	write := func(path string, fn httpx.Endpoint) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/people/" + path, Key: authz.People, Action: authz.Write, Handler: fn}
	}
	return []httpx.Route{
		{Method: http.MethodPost, Path: "/api/user/records-per-page", Key: authz.Open, Action: authz.Write, Handler: httpx.Bound(h.RecordsPerPage)},

		read("list", httpx.Bound(h.List)),
		read("search", httpx.Bound(h.Search)),
		read("get", httpx.Bound(h.Get)),
		write("add", httpx.Bound(h.Add)),
		write("update", httpx.Bound(h.Update)),
		write("deactivate", httpx.Bound(h.Deactivate)),
		write("reactivate", httpx.Bound(h.Reactivate)),
		write("generate-password", httpx.Bound(h.GeneratePasswordCall)),
		write("generate-envelope-id", httpx.Bound(h.GenerateEnvelopeID)),
		write("photo", httpx.Multipart([]httpx.FormField{{Name: "id", Required: true}, {Name: "photo", File: true, Required: true}}, h.PhotoUpload)),
		{Method: http.MethodGet, Path: "/api/people/photo/:id", Key: authz.People, Action: authz.Read, Handler: httpx.File("image/*", nil, h.PhotoGet)},
		write("photo/delete", httpx.Bound(h.PhotoDelete)),
		read("export", httpx.Bound(h.Export)),

		read("duplicates", httpx.Bound(h.Duplicates)),
		write("merge", httpx.Bound(h.Merge)),

		read("celebrations", httpx.Bound(h.Celebrations)),

		read("dashboard", httpx.Bound(h.DashboardGet)),
		read("settings/get", httpx.Bound(h.SettingsGet)),
		write("settings/update", httpx.Bound(h.SettingsUpdate)),
	}
}
