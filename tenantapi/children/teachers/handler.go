package teachers

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/children/kit/kitapi"
)

// Handler serves the teachers' calls.
type Handler struct{ S *Service }

// List is POST /api/children/teachers/list.
func (h Handler) List(c *gin.Context, req listRequest) (httpx.Page[Teacher], error) {
	return h.S.List(c.Request.Context(), req)
}

// Search is POST /api/children/teachers/search: people who are not teachers yet.
func (h Handler) Search(c *gin.Context, req searchRequest) (People, error) {
	return h.S.Search(c.Request.Context(), req.Q)
}

// Add is POST /api/children/teachers/add.
func (h Handler) Add(c *gin.Context, req addRequest) (*Teacher, error) {
	return h.S.Add(c.Request.Context(), kitapi.Actor(c), req.PersonID, req.f)
}

// Edit is POST /api/children/teachers/edit.
func (h Handler) Edit(c *gin.Context, req editRequest) (*Teacher, error) {
	return h.S.Edit(c.Request.Context(), kitapi.Actor(c), req.ID, req.f)
}

// Delete is POST /api/children/teachers/delete.
func (h Handler) Delete(c *gin.Context, req idRequest) (Deleted, error) {
	return Deleted{req.ID}, h.S.Delete(c.Request.Context(), kitapi.Actor(c), req.ID)
}

// Available is POST /api/children/teachers/available.
func (h Handler) Available(c *gin.Context, req availableRequest) (Classrooms, error) {
	return h.S.Available(c.Request.Context(), req.TeacherID)
}
