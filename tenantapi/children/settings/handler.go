package settings

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/children/kit/kitapi"
)

// Handler serves the settings' calls.
type Handler struct{ S *Service }

// Get is POST /api/children/settings/get.
func (h Handler) Get(c *gin.Context, _ httpx.ClientContext) (Settings, error) {
	return h.S.Get(c.Request.Context())
}

// Update is POST /api/children/settings/update.
func (h Handler) Update(c *gin.Context, req updateRequest) (Settings, error) {
	return h.S.Update(c.Request.Context(), kitapi.Actor(c), Settings{LabelSize: req.LabelSize, CheckoutCode: req.CheckoutCode,
		NotSeenWeeks: req.NotSeenWeeks, PrintAllergies: req.PrintAllergies})
}
