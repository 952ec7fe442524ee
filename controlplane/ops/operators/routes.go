package operators

import (
	"congregate/controlplane/ops/opsauth"
	"congregate/internal/platform/httpx"
)

// Routes are the operator accounts' calls: any operator reads, role operator changes.
func Routes(h Handler) []httpx.Route {
	g := opsauth.Group("/api/ops/operators/")
	return []httpx.Route{
		g.Read("list", httpx.Handle("Operators", h.List)),
		g.Write("add", httpx.HandleCreated("Operator added", h.Add)),
		g.Write("role", httpx.Handle("Role changed", h.Role)),
		g.Write("disable", httpx.Handle("Operator changed", h.Disable)),
		g.Write("reset-totp", httpx.Handle("Operator will enrol again", h.ResetTOTP)),
	}
}
