package views

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/children/kit/kitapi"
)

// Handler serves the sensitive-view log.
type Handler struct{ S *Service }

// List is POST /api/children/views/list (super admins only).
func (h Handler) List(c *gin.Context, req listRequest) (httpx.Page[View], error) {
	return h.S.List(c.Request.Context(), kitapi.Me(c), req.ChildID, req.Paging)
}
