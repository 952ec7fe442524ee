package organization

import (
	"errors"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/organization/church"
)

// Handler serves the overview, the general update and the profile update.
type Handler struct{ S *Service }

// Get is POST /api/organization/get.
func (h Handler) Get(c *gin.Context, _ httpx.ClientContext) (Overview, error) {
	return h.S.Overview(c.Request.Context())
}

// GeneralUpdate is POST /api/organization/general/update; it answers the new organisation info.
func (h Handler) GeneralUpdate(c *gin.Context, req generalRequest) (church.Info, error) {
	return h.S.UpdateGeneral(c.Request.Context(), church.ActorOf(c), req)
}

// ProfileUpdate is POST /api/user/profile/update (multipart; spec "update admin user profile"):
// the signed-in user's own profile only.
func (h Handler) ProfileUpdate(c *gin.Context) (Profile, error) {
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, 64<<10)
	if !strings.HasPrefix(c.ContentType(), "multipart/form-data") && c.ContentType() != "application/x-www-form-urlencoded" {
		return Profile{}, church.Invalid(msgProfileForm)
	}
	if err := c.Request.ParseMultipartForm(64 << 10); err != nil && !errors.Is(err, http.ErrNotMultipart) {
		return Profile{}, church.Invalid(msgProfileForm)
	}
	if f := c.Request.MultipartForm; f != nil {
		defer f.RemoveAll()
		if len(f.File) > 0 {
			return Profile{}, church.Invalid("Profile update takes no files")
		}
	}
	return h.S.UpdateProfile(c.Request.Context(), church.ActorOf(c), profileRequest{form: c.Request.PostForm})
}
