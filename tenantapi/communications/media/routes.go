package media

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the media vault calls (key unifiedCommunications) and the public, signed file URL.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/communications/media/", Key: authz.UnifiedCommunications}
	return []httpx.Route{
		g.Read("list", httpx.Handle("Media", h.List)),
		g.Write("upload", httpx.FormCreated("File uploaded", []httpx.FormField{{Name: "file", File: true, Required: true}, {Name: "name"}}, h.Upload)),
		g.Write("delete", httpx.Form("File deleted", []httpx.FormField{{Name: "payload", Required: true}}, h.Delete)),
		{Method: http.MethodGet, Path: "/api/communications/media/file/:id/:token", Public: true,
			Handler: httpx.File("application/octet-stream", nil, h.File)},
	}
}
