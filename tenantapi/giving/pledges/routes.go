package pledges

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the campaigns' and pledges' calls (key generosity).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/generosity/", Key: authz.Generosity}
	return []httpx.Route{
		g.Read("campaigns/list", httpx.Handle("Campaigns", h.Campaigns)),
		g.Write("campaigns/save", httpx.Handle("Campaign saved", h.CampaignSave)),
		g.Write("campaigns/delete", httpx.Handle("Campaign deleted", h.CampaignDelete)),
		g.Read("pledges/list", httpx.Handle("Pledges", h.Pledges)),
		g.Write("pledges/save", httpx.Handle("Pledge saved", h.PledgeSave)),
		g.Write("pledges/delete", httpx.Handle("Pledge deleted", h.PledgeDelete)),
	}
}
