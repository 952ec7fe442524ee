package settings

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the settings and generator calls (the people key) and records per page, which every
// signed-in user may set for themselves.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/people/", Key: authz.People}
	return []httpx.Route{
		{Method: http.MethodPost, Path: "/api/user/records-per-page", Key: authz.Open, Action: authz.Write,
			Handler: httpx.Handle("Records per page updated", h.RecordsPerPage)},

		g.Read("settings/get", httpx.Handle("People settings", h.Get)),
		g.Write("settings/update", httpx.Handle("People settings updated", h.Update)),
		g.Write("generate-password", httpx.Handle("Password generated", h.GeneratePassword)),
		g.Write("generate-envelope-id", httpx.Handle("Envelope ID generated", h.GenerateEnvelopeID)),
	}
}
