package settings

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/giving/ledger/ledgerapi"
)

// Handler serves the giving settings' calls.
type Handler struct{ S *Service }

// Get is POST /api/generosity/settings.
func (h Handler) Get(c *gin.Context, _ httpx.ClientContext) (*GivingSettings, error) {
	return h.S.Get(c.Request.Context())
}

// Update is POST /api/generosity/settings/update.
func (h Handler) Update(c *gin.Context, req updateRequest) (*GivingSettings, error) {
	return h.S.Update(c.Request.Context(), ledgerapi.Actor(c), req)
}
