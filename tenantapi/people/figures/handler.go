package figures

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
)

// Handler serves the people dashboard.
type Handler struct{ S *Service }

// Dashboard is POST /api/people/dashboard.
func (h Handler) Dashboard(c *gin.Context, _ httpx.ClientContext) (Dashboard, error) {
	return h.S.Dashboard(c.Request.Context())
}
