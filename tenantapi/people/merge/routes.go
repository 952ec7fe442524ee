package merge

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the duplicates and merge calls: the people key; the candidates are read, a merge writes.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/people/", Key: authz.People}
	return []httpx.Route{
		g.Read("duplicates", httpx.Handle("Duplicate candidates", h.Duplicates)),
		g.Write("merge", httpx.Handle("People merged", h.Merge)),
	}
}
