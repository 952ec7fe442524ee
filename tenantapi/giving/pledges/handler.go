package pledges

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/giving/ledger/ledgerapi"
)

// Handler serves the campaigns' and pledges' calls.
type Handler struct{ S *Service }

// Campaigns is POST /api/generosity/campaigns/list.
func (h Handler) Campaigns(c *gin.Context, _ httpx.ClientContext) (Campaigns, error) {
	return h.S.Campaigns(c.Request.Context())
}

// CampaignSave is POST /api/generosity/campaigns/save (no id: a new campaign).
func (h Handler) CampaignSave(c *gin.Context, req campaignSaveRequest) (*Campaign, error) {
	return h.S.CampaignSave(c.Request.Context(), ledgerapi.Actor(c), req)
}

// CampaignDelete is POST /api/generosity/campaigns/delete.
func (h Handler) CampaignDelete(c *gin.Context, req idRequest) (Empty, error) {
	return Empty{}, h.S.CampaignDelete(c.Request.Context(), ledgerapi.Actor(c), req.ID)
}

// Pledges is POST /api/generosity/pledges/list.
func (h Handler) Pledges(c *gin.Context, req pledgeListRequest) (httpx.Page[Pledge], error) {
	return h.S.Pledges(c.Request.Context(), req.CampaignID, req.Paging)
}

// PledgeSave is POST /api/generosity/pledges/save (no id: a new pledge).
func (h Handler) PledgeSave(c *gin.Context, req pledgeSaveRequest) (*Pledge, error) {
	return h.S.PledgeSave(c.Request.Context(), ledgerapi.Actor(c), req)
}

// PledgeDelete is POST /api/generosity/pledges/delete.
func (h Handler) PledgeDelete(c *gin.Context, req idRequest) (Empty, error) {
	return Empty{}, h.S.PledgeDelete(c.Request.Context(), ledgerapi.Actor(c), req.ID)
}
