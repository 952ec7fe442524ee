package keywords

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
)

// Handler serves the smart keywords calls.
type Handler struct{ S *Service }

// List is POST /api/communications/keywords/list.
func (h Handler) List(c *gin.Context, req listRequest) (httpx.Page[Keyword], error) {
	return h.S.List(c.Request.Context(), req)
}

// Add is POST /api/communications/keywords/add.
func (h Handler) Add(c *gin.Context, req addRequest) (*Keyword, error) {
	return h.S.Add(c.Request.Context(), req)
}

// Update is POST /api/communications/keywords/update.
func (h Handler) Update(c *gin.Context, req updateRequest) (*Keyword, error) {
	return h.S.Update(c.Request.Context(), req)
}

// Delete is POST /api/communications/keywords/delete.
func (h Handler) Delete(c *gin.Context, req idRequest) (Deleted, error) {
	return Deleted{req.ID}, h.S.Delete(c.Request.Context(), req.ID)
}
