package fellowship

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the house fellowship and leadership calls: the people key, reads need read and
// changes write. The leadership calls are served a second time under /api/organization/ with the
// organization key: the console's Leadership & directory page is in the organisation section
// (spec §2 /organization/leadership&dirservice), so the key that opens the page also answers its calls.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/people/", Key: authz.People}
	org := httpx.Group{Prefix: "/api/organization/", Key: authz.Organization}
	return append(append(routes(g, h), leadership(g, h)...), leadership(org, h)...)
}

func routes(g httpx.Group, h Handler) []httpx.Route {
	return []httpx.Route{
		g.Read("house-fellowship/districts/list", httpx.Handle("Districts", h.DistrictsList)),
		g.Write("house-fellowship/districts/add", httpx.HandleCreated("District added", h.DistrictsAdd)),
		g.Write("house-fellowship/districts/update", httpx.Handle("District updated", h.DistrictsUpdate)),
		g.Write("house-fellowship/districts/delete", httpx.Handle("District deleted", h.DistrictsDelete)),
		g.Read("house-fellowship/zones/list", httpx.Handle("Zones", h.ZonesList)),
		g.Write("house-fellowship/zones/add", httpx.HandleCreated("Zone added", h.ZonesAdd)),
		g.Write("house-fellowship/zones/update", httpx.Handle("Zone updated", h.ZonesUpdate)),
		g.Write("house-fellowship/zones/delete", httpx.Handle("Zone deleted", h.ZonesDelete)),
		g.Read("house-fellowship/fellowships/list", httpx.Handle("House fellowships", h.FellowshipsList)),
		g.Write("house-fellowship/fellowships/add", httpx.HandleCreated("House fellowship added", h.FellowshipsAdd)),
		g.Write("house-fellowship/fellowships/update", httpx.Handle("House fellowship updated", h.FellowshipsUpdate)),
		g.Write("house-fellowship/fellowships/delete", httpx.Handle("House fellowship deleted", h.FellowshipsDelete)),
		g.Read("house-fellowship/fellowships/members", httpx.Handle("House fellowship members", h.FellowshipMembers)),
		g.Write("house-fellowship/fellowships/members/add", httpx.Handle("Members added", h.FellowshipMembersAdd)),
		g.Write("house-fellowship/fellowships/members/remove", httpx.Handle("Members removed", h.FellowshipMembersRemove)),
	}
}

func leadership(g httpx.Group, h Handler) []httpx.Route {
	return []httpx.Route{
		g.Read("leadership/list", httpx.Handle("Leadership", h.LeadersList)),
		g.Write("leadership/save", httpx.Handle("Leader saved", h.LeadersSave)),
		g.Write("leadership/delete", httpx.Handle("Leader removed", h.LeadersDelete)),
		g.Write("leadership/change", httpx.Handle("Leadership order changed", h.LeadersChange)),
		g.Read("leadership/search-user", httpx.Handle("People", h.LeadersSearchUser)),
	}
}
