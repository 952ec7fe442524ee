package profile

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
)

// Handler serves the profile call.
type Handler struct{ S *Service }

// Get is POST /api/user/profile: the signed-in person's own.
func (h Handler) Get(c *gin.Context, _ httpx.ClientContext) (Profile, error) {
	ctx := c.Request.Context()
	return h.S.Profile(ctx, auth.UserFrom(ctx).PersonID)
}
