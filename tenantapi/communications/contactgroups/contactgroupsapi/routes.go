package contactgroupsapi

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the contact groups calls, under the unifiedCommunications key.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/communications/contact-groups/", Key: authz.UnifiedCommunications}
	return []httpx.Route{
		g.Read("list", httpx.Handle("Contact groups", h.List)),
		g.Write("add", httpx.HandleCreated("Contact group added", h.Add)),
		g.Write("rename", httpx.Handle("Contact group updated", h.Rename)),
		g.Write("delete", httpx.Handle("Contact group deleted", h.Delete)),
		g.Read("members", httpx.Handle("Contact group members", h.Members)),
		g.Write("add-members", httpx.Handle("Members added", h.AddMembers)),
		g.Write("remove-members", httpx.Handle("Members removed", h.RemoveMembers)),
	}
}
