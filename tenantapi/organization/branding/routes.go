package branding

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the colours, logos and QR codes: the organization key (read to look, write to
// change); the logo image and the generated favicon are public because the sign-in screen and the
// browser tab show them before sign-in.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/organization/", Key: authz.Organization}
	return []httpx.Route{
		{Method: http.MethodGet, Path: "/api/org/logo/:kind", Public: true, Handler: httpx.File("image/*", nil, h.LogoGet)},
		{Method: http.MethodGet, Path: "/api/org/favicon.svg", Public: true, Handler: httpx.File("image/svg+xml", nil, h.Favicon)},

		g.Write("colors/update", httpx.Handle("Colours saved", h.ColorsUpdate)),
		g.Write("colors/reset", httpx.Handle("Colours saved", h.ColorsReset)),
		g.Write("logo/update", httpx.Form("Logo saved", []httpx.FormField{{Name: "logoType", Required: true}, {Name: "logo", File: true, Required: true}}, h.LogoUpdate)),
		g.Write("logo/delete", httpx.Handle("Logo removed", h.LogoDelete)),
		g.Read("qrcodes/list", httpx.Handle("QR codes", h.QRCodesList)),
		{Method: http.MethodGet, Path: "/api/organization/qrcodes/download", Key: authz.Organization, Action: authz.Read, Handler: httpx.File("image/*", nil, h.QRCodeDownload)},
	}
}
