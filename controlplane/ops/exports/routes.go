package exports

import (
	"net/http"

	"congregate/controlplane/ops/opsauth"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// DownloadPath is the GET that answers a finished export's ZIP.
const DownloadPath = "/api/ops/exports/:id/download"

// Routes are the export calls: starting one is a write (role operator); listing and downloading
// are reads (support too).
func Routes(h Handler) []httpx.Route {
	g := opsauth.Group("/api/ops/exports/")
	return []httpx.Route{
		g.Write("create", httpx.HandleAccepted("The export is being prepared", h.Create)),
		g.Read("list", httpx.Handle("Exports", h.List)),
		{Method: http.MethodGet, Path: DownloadPath, Key: opsauth.Key, Action: authz.Read,
			Handler: httpx.File("application/zip", nil, h.Download)},
	}
}
