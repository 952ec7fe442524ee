package requests

import (
	"net/http"

	"congregate/controlplane/ops/opsauth"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// PDFPath is the stored PDF of a request (a GET: the console links it).
const PDFPath = "/api/ops/requests/:kind/:id/pdf"

// Routes are the requests, cheques and credits calls.
func Routes(h Handler) []httpx.Route {
	g := opsauth.Group("/api/ops/")
	return []httpx.Route{
		g.Read("requests/list", httpx.Handle("Requests", h.List)),
		{Method: http.MethodGet, Path: PDFPath, Key: opsauth.Key, Action: authz.Read,
			Handler: httpx.File("application/pdf", nil, h.PDF)},
		g.Read("cheques/list", httpx.Handle("Pending cheques", h.Cheques)),
		g.Write("cheques/confirm", httpx.Handle("Cheque confirmed: the credits were added", h.Confirm)),
		g.Write("cheques/reject", httpx.Handle("Cheque rejected: no credits added", h.Reject)),
		g.Write("credits/grant", httpx.Handle("Credits granted", h.Grant)),
	}
}
