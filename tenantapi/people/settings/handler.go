package settings

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
)

// Handler serves the people settings, the generators and records per page: the signed-in person
// from the session, the rest from the bound request, the answer from the service.
type Handler struct{ S *Service }

func me(c *gin.Context) int64 { return auth.UserFrom(c.Request.Context()).PersonID }

// Get is POST /api/people/settings/get.
func (h Handler) Get(c *gin.Context, _ httpx.ClientContext) (Settings, error) {
	return h.S.Settings(c.Request.Context())
}

// Update is POST /api/people/settings/update: the fields sent change.
func (h Handler) Update(c *gin.Context, req updateRequest) (Settings, error) {
	return h.S.Update(c.Request.Context(), req)
}

// GeneratePassword is POST /api/people/generate-password: no database, nothing stored.
func (h Handler) GeneratePassword(*gin.Context, httpx.ClientContext) (GeneratedPassword, error) {
	return GeneratedPassword{GeneratedPassword: person.GeneratePassword()}, nil
}

// GenerateEnvelopeID is POST /api/people/generate-envelope-id.
func (h Handler) GenerateEnvelopeID(c *gin.Context, _ httpx.ClientContext) (EnvelopeID, error) {
	return h.S.NewEnvelopeID(c.Request.Context())
}

// RecordsPerPage is POST /api/user/records-per-page (spec §3): the signed-in user's own setting.
func (h Handler) RecordsPerPage(c *gin.Context, req recordsPerPageRequest) (RecordsPerPage, error) {
	return h.S.SetRecordsPerPage(c.Request.Context(), me(c), req)
}
