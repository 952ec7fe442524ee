// Package auditapi serves the access and security audit pages over the audit log (tenantapi/audit),
// which every domain and the worker write without HTTP.
package auditapi

import (
	"io"
	"log/slog"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
)

// Handler serves the access and security audit pages: the bound request, the service's answer.
type Handler struct{ S *Service }

// List is POST /api/audit/list: newest first, filtered, paged.
func (h Handler) List(c *gin.Context, req listRequest) (httpx.Page[audit.Item], error) {
	return h.S.List(c.Request.Context(), req.filter(), req.Paging)
}

// Events is POST /api/audit/events: the event names for the filter.
func (h Handler) Events(c *gin.Context, _ httpx.ClientContext) (EventList, error) {
	return EventList{Items: audit.Catalogue}, nil
}

// Export is GET /api/audit/export.csv: every matching row, newest first, streamed as CSV. The
// export is itself audited, in the same transaction, with its filter and row count.
func (h Handler) Export(c *gin.Context) {
	ctx := c.Request.Context()
	f, err := filterFromQuery(c.Query, c.QueryArray)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	open := func(filename string) io.Writer {
		c.Header("Content-Type", "text/csv; charset=utf-8")
		c.Header("Content-Disposition", `attachment; filename="`+filename+`"`)
		c.Header("Cache-Control", "no-store")
		c.Status(200)
		return c.Writer
	}
	entry := func(details map[string]any) audit.Entry { return By(c, audit.EventAuditExported, details) }
	started, err := h.S.Export(ctx, f, open, entry)
	if err != nil {
		if started {
			// The status line is gone: the download ends short, and the log says why.
			slog.ErrorContext(ctx, "audit export failed", "church", tenancy.FromContext(ctx).ShortName, "err", err)
			return
		}
		httpx.Fail(c, err)
	}
}
