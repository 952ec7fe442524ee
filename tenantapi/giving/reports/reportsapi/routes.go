// Package reportsapi is the HTTP side of giving's dashboard and reports (tenantapi/giving/reports).
package reportsapi

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/giving/reports"
)

// Handler serves the reports.
type Handler struct{ S *reports.Service }

// Routes are the dashboard, module info, reports and their exports: key generosity, read. The
// exports are POST with a JSON body (the report's request and its format) answering the file.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/generosity/", Key: authz.Generosity}
	return []httpx.Route{
		g.Read("dashboard", httpx.Handle("Giving dashboard", h.Dashboard)),
		g.Read("module-info", httpx.Handle("Giving module", h.ModuleInfo)),
		g.Read("reports/numbers", httpx.Handle("Giving by numbers", h.Numbers)),
		g.Read("reports/donors", httpx.Handle("Giving by donors", h.Donors)),
		g.Read("reports/person", httpx.Handle("Giving history", h.Person)),
		g.Read("reports/numbers/export", httpx.File("application/octet-stream", reports.NumbersExport{}, h.ExportNumbers)),
		g.Read("reports/donors/export", httpx.File("application/octet-stream", reports.DonorsExport{}, h.ExportDonors)),
	}
}

// Dashboard is the giving dashboard.
func (h Handler) Dashboard(c *gin.Context, _ reports.Empty) (reports.Dashboard, error) {
	return h.S.Dashboard(c.Request.Context())
}

// ModuleInfo is what the module holds.
func (h Handler) ModuleInfo(c *gin.Context, _ reports.Empty) (reports.ModuleInfo, error) {
	return h.S.ModuleInfo(c.Request.Context())
}

// Numbers is reporting by numbers.
func (h Handler) Numbers(c *gin.Context, r reports.NumbersRequest) (reports.Numbers, error) {
	return h.S.Numbers(c.Request.Context(), r)
}

// Donors is reporting by donors.
func (h Handler) Donors(c *gin.Context, r reports.DonorsRequest) (httpx.Page[reports.Donor], error) {
	return h.S.Donors(c.Request.Context(), r)
}

// Person is one person's giving history.
func (h Handler) Person(c *gin.Context, r reports.PersonRequest) (reports.PersonHistory, error) {
	return h.S.Person(c.Request.Context(), r)
}

// ExportNumbers answers reporting by numbers as a file.
func (h Handler) ExportNumbers(c *gin.Context) {
	var r reports.NumbersExport
	if err := httpx.Bind(c, &r); err != nil {
		httpx.Fail(c, err)
		return
	}
	if err := r.Validate(); err != nil {
		httpx.Fail(c, err)
		return
	}
	f, err := h.S.ExportNumbers(c.Request.Context(), r)
	send(c, f, err)
}

// ExportDonors answers reporting by donors as a file.
func (h Handler) ExportDonors(c *gin.Context) {
	var r reports.DonorsExport
	if err := httpx.Bind(c, &r); err != nil {
		httpx.Fail(c, err)
		return
	}
	if err := r.Validate(); err != nil {
		httpx.Fail(c, err)
		return
	}
	f, err := h.S.ExportDonors(c.Request.Context(), r)
	send(c, f, err)
}

func send(c *gin.Context, f *reports.File, err error) {
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	c.Header("Content-Disposition", `attachment; filename="`+f.Name+`"`)
	c.Header("Cache-Control", "no-store")
	c.Data(http.StatusOK, f.ContentType, f.Data)
}
