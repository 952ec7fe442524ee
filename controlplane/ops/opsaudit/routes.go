package opsaudit

import (
	"congregate/controlplane/ops/opsauth"
	"congregate/internal/platform/httpx"
)

// Routes is the audit trail's list, for any operator.
func Routes(h Handler) []httpx.Route {
	return []httpx.Route{
		opsauth.Group("/api/ops/audit/").Read("list", httpx.Handle("Audit trail", h.List)),
	}
}
