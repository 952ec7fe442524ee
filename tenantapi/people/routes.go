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
		read("list", httpx.Bound(h.List)),
		read("search", httpx.Bound(h.Search)),
		read("get", httpx.Bound(h.Get)),
		write("add", httpx.Bound(h.Add)),
		write("update", httpx.Bound(h.Update)),
		write("deactivate", httpx.Bound(h.Deactivate)),
		write("reactivate", httpx.Bound(h.Reactivate)),
		read("export", httpx.Bound(h.Export)),

		read("duplicates", httpx.Bound(h.Duplicates)),
		write("merge", httpx.Bound(h.Merge)),
	}
}
