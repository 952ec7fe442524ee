package export

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the export call: the people key, read. The answer is a CSV, XLSX or PDF file, as the
// body's format says.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/people/", Key: authz.People}
	return []httpx.Route{
		g.Read("export", httpx.File("application/octet-stream", exportRequest{}, h.Export)),
	}
}
