package people

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
)

// Handler serves a person's record calls: the signed-in person from the session, the rest from
// the bound request, the answer from the service.
type Handler struct{ S *Service }

// pageSize is the signed-in user's records per page (spec §3), read with the session.
func pageSize(c *gin.Context) int {
	if u := auth.UserFrom(c.Request.Context()); u != nil && u.RecordsPerPage >= 1 && u.RecordsPerPage <= httpx.MaxPageSize {
		return u.RecordsPerPage
	}
	return 20
}

// List is POST /api/people/list.
func (h Handler) List(c *gin.Context, req listRequest) (httpx.Page[Person], error) {
	return h.S.List(c.Request.Context(), req.ListQuery, req.Paging, pageSize(c))
}

// Search is POST /api/people/search: the quick lookup of pickers (spec "search user").
func (h Handler) Search(c *gin.Context, req searchRequest) (Matches, error) {
	return h.S.Search(c.Request.Context(), req)
}

// Get is POST /api/people/get: the view-people profile.
func (h Handler) Get(c *gin.Context, req idRequest) (*Profile, error) {
	return h.S.Profile(c.Request.Context(), req.ID)
}

// Add is POST /api/people/add (spec "add new member").
func (h Handler) Add(c *gin.Context, req addRequest) (*Added, error) {
	return h.S.Add(c.Request.Context(), req)
}

// Update is POST /api/people/update: the fields sent change, the others stay.
func (h Handler) Update(c *gin.Context, req updateRequest) (*Person, error) {
	return h.S.Update(c.Request.Context(), req)
}

// Deactivate is POST /api/people/deactivate.
func (h Handler) Deactivate(c *gin.Context, req idRequest) (*Person, error) {
	ctx := c.Request.Context()
	return h.S.SetActive(ctx, auth.UserFrom(ctx).PersonID, req.ID, false)
}

// Reactivate is POST /api/people/reactivate.
func (h Handler) Reactivate(c *gin.Context, req idRequest) (*Person, error) {
	ctx := c.Request.Context()
	return h.S.SetActive(ctx, auth.UserFrom(ctx).PersonID, req.ID, true)
}
