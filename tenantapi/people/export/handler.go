package export

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
)

// Handler serves the export: the signed-in person and their client from the session, the bound
// request, the file the service wrote.
type Handler struct{ S *Service }

// Export is POST /api/people/export: the file itself, or the JSON envelope on error.
func (h Handler) Export(c *gin.Context) {
	var req exportRequest
	if err := httpx.Bind(c, &req); err != nil {
		httpx.Fail(c, err)
		return
	}
	ctx := c.Request.Context()
	f, err := h.S.Export(ctx, auth.UserFrom(ctx).PersonID, Client{IP: c.ClientIP(), UserAgent: c.Request.UserAgent()}, req)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	c.Header("Content-Disposition", `attachment; filename="`+f.Name+`"`)
	c.Header("Cache-Control", "no-store")
	c.Data(http.StatusOK, f.ContentType, f.Data)
}
