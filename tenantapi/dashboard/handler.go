package dashboard

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
)

// Handler serves the dashboard call.
type Handler struct{ S *Service }

// Get is POST /api/dashboard/default.
func (h Handler) Get(c *gin.Context, _ httpx.ClientContext) (Figures, error) {
	return h.S.Figures(c.Request.Context())
}
