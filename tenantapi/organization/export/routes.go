package export

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// DownloadPath is the GET that answers a finished export's ZIP.
const DownloadPath = "/api/organization/export/:id/download"

// Routes are the export calls (the organization key; the service lets only the super admin on).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/organization/export/", Key: authz.Organization}
	return []httpx.Route{
		g.Write("create", httpx.HandleAccepted("The export is being prepared", h.Create)),
		g.Read("list", httpx.Handle("Exports", h.List)),
		{Method: http.MethodGet, Path: DownloadPath, Key: authz.Organization, Action: authz.Read,
			Handler: httpx.File("application/zip", nil, h.Download)},
	}
}
