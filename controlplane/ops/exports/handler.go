package exports

import (
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"congregate/controlplane/ops/opsaudit"
	churchexport "congregate/internal/exports"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// Handler serves the export calls.
type Handler struct{ S *Service }

// Create is POST /api/ops/exports/create: 202, the export queued.
func (h Handler) Create(c *gin.Context, r createRequest) (Export, error) {
	return h.S.Create(c.Request.Context(), opsaudit.Of(c, "export.create", opsaudit.OK), r.ChurchID)
}

// List is POST /api/ops/exports/list.
func (h Handler) List(c *gin.Context, r listRequest) (ExportList, error) {
	return h.S.List(c.Request.Context(), r.ChurchID)
}

// Download is GET /api/ops/exports/{id}/download: the ZIP as an attachment (404 unknown, 409 not
// ready or failed, 410 expired).
func (h Handler) Download(c *gin.Context) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil || id <= 0 {
		httpx.Fail(c, fault.E(fault.NotFound, churchexport.MsgNotFound))
		return
	}
	f, rd, err := h.S.Download(c.Request.Context(), opsaudit.Of(c, "export.download", opsaudit.OK), id)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	defer rd.Close()
	c.Header("Content-Disposition", `attachment; filename="`+f.Name+`"`)
	c.Header("Cache-Control", "no-store")
	c.DataFromReader(http.StatusOK, f.Export.SizeBytes, "application/zip", rd, nil)
}
