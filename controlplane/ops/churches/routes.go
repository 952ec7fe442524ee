package churches

import (
	"congregate/controlplane/ops/opsauth"
	"congregate/internal/platform/httpx"
)

// Routes are the churches calls: support reads, operators change.
func Routes(h Handler) []httpx.Route {
	g := opsauth.Group("/api/ops/churches/")
	return []httpx.Route{
		g.Read("list", httpx.Handle("Churches", h.List)),
		g.Read("get", httpx.Handle("Church", h.Get)),
		g.Read("facets", httpx.Handle("Plans and placements in use", h.Facets)),
		g.Write("lockdown", httpx.Handle("Church locked down", h.Lockdown)),
		g.Write("unlock", httpx.Handle("Church unlocked", h.Unlock)),
		g.Write("suspend", httpx.Handle("Church suspended", h.Suspend)),
		g.Write("reactivate", httpx.Handle("Church reactivated", h.Reactivate)),
		g.Write("domains/add", httpx.Handle("Domain added", h.DomainAdd)),
		g.Write("domains/verify", httpx.Handle("Domain verified", h.DomainVerify)),
		g.Write("domains/remove", httpx.Handle("Domain removed", h.DomainRemove)),
		g.Write("support-login", httpx.Handle("Support sign-in link", h.SupportLogin)),
	}
}
