package celebrations

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
)

// Handler serves the celebration listing: the bound request in, the service's page out.
type Handler struct{ S *Service }

// List is POST /api/people/celebrations (spec "celebration listing").
func (h Handler) List(c *gin.Context, req listRequest) (httpx.Page[Celebration], error) {
	return h.S.List(c.Request.Context(), req)
}
