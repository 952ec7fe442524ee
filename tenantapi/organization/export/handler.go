package export

import (
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	churchexport "congregate/internal/exports"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/audit/auditapi"
)

// Handler serves the export calls.
type Handler struct{ S *Service }

func actor(c *gin.Context) Actor {
	return Actor{PersonID: auth.UserFrom(c.Request.Context()).PersonID,
		Entry: func(event string, details map[string]any) audit.Entry { return auditapi.By(c, event, details) }}
}

// Create is POST /api/organization/export/create: 202, the export queued.
func (h Handler) Create(c *gin.Context, _ emptyRequest) (Export, error) {
	return h.S.Create(c.Request.Context(), actor(c))
}

// List is POST /api/organization/export/list.
func (h Handler) List(c *gin.Context, _ emptyRequest) (ExportList, error) {
	return h.S.List(c.Request.Context(), actor(c))
}

// Download is GET /api/organization/export/{id}/download: the ZIP as an attachment (404 unknown
// or another church's, 409 not ready or failed, 410 expired).
func (h Handler) Download(c *gin.Context) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil || id <= 0 {
		httpx.Fail(c, fault.E(fault.NotFound, churchexport.MsgNotFound))
		return
	}
	f, rd, err := h.S.Download(c.Request.Context(), actor(c), id)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	defer rd.Close()
	c.Header("Content-Disposition", `attachment; filename="`+f.Name+`"`)
	c.Header("Cache-Control", "no-store")
	c.DataFromReader(http.StatusOK, f.Export.SizeBytes, "application/zip", rd, nil)
}
