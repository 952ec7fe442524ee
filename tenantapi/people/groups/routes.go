package groups

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the groups and service units calls: the people key, reads need read and changes write.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/people/", Key: authz.People}
	return []httpx.Route{
		g.Read("groups/list", httpx.Handle("Groups", h.GroupsList)),
		g.Write("groups/add", httpx.HandleCreated("Group added", h.GroupsAdd)),
		g.Write("groups/update", httpx.Handle("Group updated", h.GroupsUpdate)),
		g.Write("groups/delete", httpx.Handle("Group deleted", h.GroupsDelete)),
		g.Read("groups/users", httpx.Handle("Group users", h.GroupUsers)),
		g.Write("groups/users/add", httpx.Handle("Group users added", h.GroupUsersAdd)),
		g.Write("groups/users/remove", httpx.Handle("Group users removed", h.GroupUsersRemove)),

		g.Read("service-units/list", httpx.Handle("Service units", h.UnitsList)),
		g.Write("service-units/add", httpx.HandleCreated("Service unit added", h.UnitsAdd)),
		g.Write("service-units/update", httpx.Handle("Service unit updated", h.UnitsUpdate)),
		g.Write("service-units/delete", httpx.Handle("Service unit deleted", h.UnitsDelete)),
		g.Read("service-units/members", httpx.Handle("Service unit members", h.UnitMembers)),
		g.Write("service-units/members/add", httpx.Handle("Service unit members added", h.UnitMembersAdd)),
		g.Write("service-units/members/remove", httpx.Handle("Service unit members removed", h.UnitMembersRemove)),
		g.Write("service-units/members/set-position", httpx.Handle("Position changed", h.UnitMembersSetPosition)),
	}
}
