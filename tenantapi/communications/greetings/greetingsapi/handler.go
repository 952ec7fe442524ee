package greetingsapi

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/communications/greetings"
)

// Handler serves the greetings calls.
type Handler struct{ S *Service }

// Templates is POST /api/communications/greetings/templates.
func (h Handler) Templates(c *gin.Context, _ templatesRequest) (TemplateList, error) {
	return h.S.Templates(c.Request.Context())
}

// Update is POST /api/communications/greetings/update.
func (h Handler) Update(c *gin.Context, req updateRequest) (*greetings.Template, error) {
	return h.S.Update(c.Request.Context(), req)
}

// History is POST /api/communications/greetings/history.
func (h Handler) History(c *gin.Context, req historyRequest) (httpx.Page[greetings.Greeting], error) {
	return h.S.History(c.Request.Context(), req.Paging)
}
