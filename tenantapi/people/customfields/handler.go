package customfields

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
)

// Handler serves the custom field definitions' calls: the bound request in, the service's answer
// out.
type Handler struct{ S *Service }

// List is POST /api/people/custom-fields/list: the fields in their order.
func (h Handler) List(c *gin.Context, _ httpx.ClientContext) (List, error) {
	return h.S.List(c.Request.Context())
}

// Add is POST /api/people/custom-fields/add: the new field goes last.
func (h Handler) Add(c *gin.Context, req addRequest) (*person.CustomField, error) {
	return h.S.Add(c.Request.Context(), req)
}

// Update is POST /api/people/custom-fields/update: rename, or change a choice list's options. The
// kind never changes.
func (h Handler) Update(c *gin.Context, req updateRequest) (*person.CustomField, error) {
	return h.S.Update(c.Request.Context(), req)
}

// Delete is POST /api/people/custom-fields/delete: the field and every value of it.
func (h Handler) Delete(c *gin.Context, req idRequest) (Deleted, error) {
	return Deleted{req.ID}, h.S.Delete(c.Request.Context(), req.ID)
}

// Reorder is POST /api/people/custom-fields/reorder: {ids} in their new order, every field once.
func (h Handler) Reorder(c *gin.Context, req reorderRequest) (List, error) {
	return h.S.Reorder(c.Request.Context(), req.IDs)
}
