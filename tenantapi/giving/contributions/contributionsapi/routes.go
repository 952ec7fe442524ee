package contributionsapi

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the contributions' and batches' calls (key generosity).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/generosity/contributions/", Key: authz.Generosity}
	b := httpx.Group{Prefix: "/api/generosity/batches/", Key: authz.Generosity}
	return []httpx.Route{
		g.Read("list", httpx.Handle("Contributions", h.List)),
		g.Read("recent", httpx.Handle("Recent contributions", h.Recent)),
		g.Read("get", httpx.Handle("Contribution", h.Get)),
		g.Read("person", httpx.Handle("Contributions", h.Person)),
		g.Write("add", httpx.HandleCreated("Contribution added", h.Add)),
		g.Write("change-type", httpx.Handle("Contribution type changed", h.ChangeType)),
		g.Write("void", httpx.Handle("Contribution voided", h.Void)),

		b.Read("list", httpx.Handle("Batches", h.Batches)),
		b.Read("get", httpx.Handle("Batch", h.BatchGet)),
		b.Write("create", httpx.HandleCreated("Batch created", h.BatchCreate)),
		b.Write("add", httpx.Handle("Gifts added", h.BatchAdd)),
		b.Write("update-gift", httpx.Handle("Gift updated", h.BatchUpdateGift)),
		b.Write("remove-gift", httpx.Handle("Gift removed", h.BatchRemoveGift)),
		b.Write("commit", httpx.Handle("Batch committed", h.BatchCommit)),
		b.Write("delete", httpx.Handle("Batch deleted", h.BatchDelete)),
	}
}
