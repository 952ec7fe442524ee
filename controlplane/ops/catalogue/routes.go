package catalogue

import (
	"congregate/controlplane/ops/opsauth"
	"congregate/internal/platform/httpx"
)

// Routes are the catalogue calls: reading for any operator, saving for role operator.
func Routes(h Handler) []httpx.Route {
	g := opsauth.Group("/api/ops/catalogue/")
	return []httpx.Route{
		g.Read("get", httpx.Handle("Catalogue", h.Get)),
		g.Write("sizes/save", httpx.Handle("Size saved", h.SaveSize)),
		g.Write("products/save", httpx.Handle("Product saved", h.SaveProduct)),
	}
}
