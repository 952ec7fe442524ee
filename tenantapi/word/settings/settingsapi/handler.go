// Package settingsapi is the HTTP side of The Word's settings.
package settingsapi

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/word/media/mediaapi"
	"congregate/tenantapi/word/settings"
)

// Handler serves the settings' calls.
type Handler struct{ S *settings.Service }

// Get is POST /api/word/settings/get.
func (h Handler) Get(c *gin.Context, _ httpx.ClientContext) (settings.Settings, error) {
	return h.S.Get(c.Request.Context())
}

// Update is POST /api/word/settings/update.
func (h Handler) Update(c *gin.Context, req settings.Changes) (settings.Settings, error) {
	return h.S.Update(c.Request.Context(), mediaapi.Actor(c), req)
}
