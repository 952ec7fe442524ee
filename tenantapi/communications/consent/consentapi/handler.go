// Package consentapi serves the do-not-contact list over HTTP; the list itself (Filter, OptOut,
// OptIn) is communications/consent, gin-free.
package consentapi

import (
	"strings"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/audit/auditapi"
	"congregate/tenantapi/communications/consent"
)

// Handler serves the do-not-contact calls.
type Handler struct{ S *Service }

func actor(c *gin.Context) Actor {
	u := auth.UserFrom(c.Request.Context())
	return Actor{PersonID: u.PersonID, Name: strings.TrimSpace(u.FirstName + " " + u.LastName),
		Entry: func(event string, details map[string]any) audit.Entry { return auditapi.By(c, event, details) }}
}

// List is POST /api/communications/do-not-contact/list.
func (h Handler) List(c *gin.Context, req listRequest) (httpx.Page[consent.Block], error) {
	return h.S.List(c.Request.Context(), req)
}

// Add is POST /api/communications/do-not-contact/add.
func (h Handler) Add(c *gin.Context, req addRequest) (consent.BlockList, error) {
	return h.S.Add(c.Request.Context(), actor(c), req)
}

// Remove is POST /api/communications/do-not-contact/remove.
func (h Handler) Remove(c *gin.Context, req removeRequest) (consent.Removed, error) {
	return h.S.Remove(c.Request.Context(), actor(c), req)
}

// History is POST /api/communications/do-not-contact/history.
func (h Handler) History(c *gin.Context, req historyRequest) (consent.EventList, error) {
	return h.S.History(c.Request.Context(), req)
}
