package merge

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
)

// Handler serves the duplicates and merge calls: the signed-in person and their client from the
// session, the rest from the bound request, the answer from the service.
type Handler struct{ S *Service }

// Duplicates is POST /api/people/duplicates: the strongest candidates first.
func (h Handler) Duplicates(c *gin.Context, req duplicatesRequest) (httpx.Page[DuplicatePair], error) {
	return h.S.Duplicates(c.Request.Context(), req.Paging)
}

// Merge is POST /api/people/merge: mergeId folds into keepId, which the answer is.
func (h Handler) Merge(c *gin.Context, req mergeRequest) (*person.Record, error) {
	ctx := c.Request.Context()
	cl := Client{IP: c.ClientIP(), UserAgent: c.Request.UserAgent()}
	return h.S.Merge(ctx, auth.UserFrom(ctx).PersonID, cl, req.KeepID, req.MergeID)
}
