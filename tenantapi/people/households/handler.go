package households

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
)

// Handler serves the households calls.
type Handler struct{ S *Service }

// List is POST /api/people/households/list.
func (h Handler) List(c *gin.Context, req listRequest) (httpx.Page[Summary], error) {
	return h.S.List(c.Request.Context(), req.Q, req.Paging)
}

// Get is POST /api/people/households/get.
func (h Handler) Get(c *gin.Context, req idRequest) (*Household, error) {
	return h.S.Get(c.Request.Context(), req.ID)
}

// Add is POST /api/people/households/add.
func (h Handler) Add(c *gin.Context, req addRequest) (*Household, error) {
	return h.S.Add(c.Request.Context(), req)
}

// Update is POST /api/people/households/update.
func (h Handler) Update(c *gin.Context, req updateRequest) (*Household, error) {
	return h.S.Update(c.Request.Context(), req)
}

// Delete is POST /api/people/households/delete.
func (h Handler) Delete(c *gin.Context, req idRequest) (Deleted, error) {
	return Deleted{}, h.S.Delete(c.Request.Context(), req.ID)
}

// AddMember is POST /api/people/households/add-member.
func (h Handler) AddMember(c *gin.Context, req memberRequest) (*Household, error) {
	return h.S.AddMember(c.Request.Context(), req)
}

// RemoveMember is POST /api/people/households/remove-member.
func (h Handler) RemoveMember(c *gin.Context, req removeRequest) (*Household, error) {
	return h.S.RemoveMember(c.Request.Context(), req)
}
