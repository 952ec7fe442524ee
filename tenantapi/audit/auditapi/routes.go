package auditapi

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the access and security audit calls: the organisation pages' key, read.
func Routes(h Handler) []httpx.Route {
	return []httpx.Route{
		{Method: http.MethodPost, Path: "/api/audit/list", Key: authz.Organization, Action: authz.Read, Handler: httpx.Bound(h.List)},
		{Method: http.MethodPost, Path: "/api/audit/events", Key: authz.Organization, Action: authz.Read, Handler: httpx.Bound(h.Events)},
		{Method: http.MethodGet, Path: "/api/audit/export.csv", Key: authz.Organization, Action: authz.Read, Handler: httpx.File("text/csv", nil, h.Export)},
	}
}
