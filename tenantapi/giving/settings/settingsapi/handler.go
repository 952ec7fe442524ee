package settingsapi

import (
	"congregate/tenantapi/giving/settings"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/giving/ledger/ledgerapi"
)

// Handler serves the giving settings' calls.
type Handler struct{ S *settings.Service }

// Get is POST /api/generosity/settings.
func (h Handler) Get(c *gin.Context, _ httpx.ClientContext) (*settings.GivingSettings, error) {
	return h.S.Get(c.Request.Context())
}

// Update is POST /api/generosity/settings/update.
func (h Handler) Update(c *gin.Context, req settings.UpdateRequest) (*settings.GivingSettings, error) {
	return h.S.Update(c.Request.Context(), ledgerapi.Actor(c), req)
}
