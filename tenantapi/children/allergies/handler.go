package allergies

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/children/kit/kitapi"
)

// Handler serves the allergy types' calls.
type Handler struct{ S *Service }

// List is POST /api/children/allergy-types/list.
func (h Handler) List(c *gin.Context, _ httpx.ClientContext) (List, error) {
	return h.S.List(c.Request.Context())
}

// Add is POST /api/children/allergy-types/add.
func (h Handler) Add(c *gin.Context, req addRequest) (*AllergyType, error) {
	return h.S.Add(c.Request.Context(), kitapi.Actor(c), req.Name)
}

// Rename is POST /api/children/allergy-types/rename.
func (h Handler) Rename(c *gin.Context, req renameRequest) (*AllergyType, error) {
	return h.S.Rename(c.Request.Context(), kitapi.Actor(c), req.ID, req.Name)
}

// Reposition is POST /api/children/allergy-types/reposition.
func (h Handler) Reposition(c *gin.Context, req repositionRequest) (List, error) {
	return h.S.Reposition(c.Request.Context(), kitapi.Actor(c), req.IDs)
}

// Delete is POST /api/children/allergy-types/delete.
func (h Handler) Delete(c *gin.Context, req idRequest) (Deleted, error) {
	return Deleted{req.ID}, h.S.Delete(c.Request.Context(), kitapi.Actor(c), req.ID)
}
