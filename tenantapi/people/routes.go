package people

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the people calls of the route table: every one needs the people key, reads need read
// and changes write (docs/people-api.md).
func Routes(h Handler) []httpx.Route {
	read := func(path string, fn httpx.Endpoint) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/people/" + path, Key: authz.People, Action: authz.Read, Handler: fn}
	}
	write := func(path string, fn httpx.Endpoint) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/people/" + path, Key: authz.People, Action: authz.Write, Handler: fn}
	}
	rs := []httpx.Route{
		read("list", httpx.Bound(h.List)),
		read("search", httpx.Bound(h.Search)),
		read("get", httpx.Bound(h.Get)),
		write("add", httpx.Bound(h.Add)),
		write("update", httpx.Bound(h.Update)),
		write("deactivate", httpx.Bound(h.Deactivate)),
		write("reactivate", httpx.Bound(h.Reactivate)),
		read("export", httpx.Bound(h.Export)),

		read("custom-fields/list", httpx.Bound(h.CustomFieldsList)),
		write("custom-fields/add", httpx.Bound(h.CustomFieldsAdd)),
		write("custom-fields/update", httpx.Bound(h.CustomFieldsUpdate)),
		write("custom-fields/delete", httpx.Bound(h.CustomFieldsDelete)),
		write("custom-fields/reorder", httpx.Bound(h.CustomFieldsReorder)),

		read("saved-lists/list", httpx.Bound(h.SavedListsList)),
		write("saved-lists/add", httpx.Bound(h.SavedListsAdd)),
		write("saved-lists/update", httpx.Bound(h.SavedListsUpdate)),
		write("saved-lists/delete", httpx.Bound(h.SavedListsDelete)),

		read("duplicates", httpx.Bound(h.Duplicates)),
		write("merge", httpx.Bound(h.Merge)),

		read("groups/list", httpx.Bound(h.GroupsList)),
		write("groups/add", httpx.Bound(h.GroupsAdd)),
		write("groups/update", httpx.Bound(h.GroupsUpdate)),
		write("groups/delete", httpx.Bound(h.GroupsDelete)),
		read("groups/users", httpx.Bound(h.GroupUsers)),
		write("groups/users/add", httpx.Bound(h.GroupUsersAdd)),
		write("groups/users/remove", httpx.Bound(h.GroupUsersRemove)),

		read("service-units/list", httpx.Bound(h.UnitsList)),
		write("service-units/add", httpx.Bound(h.UnitsAdd)),
		write("service-units/update", httpx.Bound(h.UnitsUpdate)),
		write("service-units/delete", httpx.Bound(h.UnitsDelete)),
		read("service-units/members", httpx.Bound(h.UnitMembers)),
		write("service-units/members/add", httpx.Bound(h.UnitMembersAdd)),
		write("service-units/members/remove", httpx.Bound(h.UnitMembersRemove)),
		write("service-units/members/set-position", httpx.Bound(h.UnitMembersSetPosition)),

		read("house-fellowship/districts/list", httpx.Bound(h.DistrictsList)),
		write("house-fellowship/districts/add", httpx.Bound(h.DistrictsAdd)),
		write("house-fellowship/districts/update", httpx.Bound(h.DistrictsUpdate)),
		write("house-fellowship/districts/delete", httpx.Bound(h.DistrictsDelete)),
		read("house-fellowship/zones/list", httpx.Bound(h.ZonesList)),
		write("house-fellowship/zones/add", httpx.Bound(h.ZonesAdd)),
		write("house-fellowship/zones/update", httpx.Bound(h.ZonesUpdate)),
		write("house-fellowship/zones/delete", httpx.Bound(h.ZonesDelete)),
		read("house-fellowship/fellowships/list", httpx.Bound(h.FellowshipsList)),
		write("house-fellowship/fellowships/add", httpx.Bound(h.FellowshipsAdd)),
		write("house-fellowship/fellowships/update", httpx.Bound(h.FellowshipsUpdate)),
		write("house-fellowship/fellowships/delete", httpx.Bound(h.FellowshipsDelete)),
		read("house-fellowship/fellowships/members", httpx.Bound(h.FellowshipMembers)),
		write("house-fellowship/fellowships/members/add", httpx.Bound(h.FellowshipMembersAdd)),
		write("house-fellowship/fellowships/members/remove", httpx.Bound(h.FellowshipMembersRemove)),

		read("leadership/list", httpx.Bound(h.LeadersList)),
		write("leadership/save", httpx.Bound(h.LeadersSave)),
		write("leadership/delete", httpx.Bound(h.LeadersDelete)),
		write("leadership/change", httpx.Bound(h.LeadersChange)),
		read("leadership/search-user", httpx.Bound(h.LeadersSearchUser)),
	}
	for _, l := range Lists {
		hs := h.ListHandlers(l)
		rs = append(rs,
			read(l.Kind+"/list", hs["list"]),
			write(l.Kind+"/add", hs["add"]),
			write(l.Kind+"/rename", hs["rename"]),
			write(l.Kind+"/delete", hs["delete"]),
			write(l.Kind+"/reposition", hs["reposition"]),
		)
	}
	return rs
}
