package auditapi

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the access and security audit calls: the organisation pages' key, read.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/audit/", Key: authz.Organization}
	return []httpx.Route{
		g.Read("list", httpx.Handle("Audit trail", h.List)),
		g.Read("events", httpx.Handle("Audit events", h.Events)),
		{Method: http.MethodGet, Path: "/api/audit/export.csv", Key: authz.Organization, Action: authz.Read, Handler: httpx.File("text/csv", nil, h.Export)},
	}
}
