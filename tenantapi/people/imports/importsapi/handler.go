// Package importsapi serves the people import calls (spec import-page-1 and import-page-2) over
// the imports service. The HTTP side lives apart from the service because the worker runs the
// service too, and must not link the HTTP framework.
package importsapi

import (
	"errors"
	"io"
	"mime"
	"net/http"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/imports"
)

// Handler serves the import calls.
type Handler struct{ S imports.Service }

// Routes are the import calls of the route table (people key).
func Routes(h Handler) []httpx.Route {
	r := func(path string, act authz.Action, fn httpx.Endpoint) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/people/import/" + path, Key: authz.People, Action: act, Handler: fn}
	}
	return []httpx.Route{
		r("upload", authz.Write, httpx.FormCreated("File uploaded", []httpx.FormField{{Name: "file", File: true, Required: true}}, h.Upload)),
		r("validate", authz.Write, httpx.Handle("Validated", h.Validate)),
		r("process", authz.Write, httpx.HandleAccepted("Import queued", h.Process)),
		r("bad-rows", authz.Read, httpx.File("text/csv", importIDRequest{}, h.BadRows)),
		r("status", authz.Read, httpx.Handle("Import status", h.Status)),
		r("list", authz.Read, httpx.Handle("Imports", h.List)),
	}
}

// Upload is POST /api/people/import/upload (multipart field file).
func (h Handler) Upload(c *gin.Context) (*imports.Uploaded, error) {
	tooBig := httpx.E(httpx.KindTooLarge, "The file must be at most 10 MB")
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, imports.MaxFileBytes+64<<10)
	fh, err := c.FormFile("file")
	if err != nil {
		var max *http.MaxBytesError
		if errors.As(err, &max) {
			return nil, tooBig
		}
		return nil, httpx.E(httpx.KindInvalid, "Send the file as multipart form data in the field file")
	}
	if err := httpx.CheckText(fh.Filename); err != nil {
		return nil, err
	}
	f, err := fh.Open()
	if err != nil {
		return nil, httpx.E(httpx.KindInvalid, "Could not read the file")
	}
	data, err := io.ReadAll(io.LimitReader(f, imports.MaxFileBytes+1))
	f.Close()
	if err != nil || len(data) > imports.MaxFileBytes {
		return nil, tooBig
	}
	ctx := c.Request.Context()
	out, err := h.S.Upload(ctx, fh.Filename, data, auth.UserFrom(ctx).PersonID)
	return out, apiError(err)
}

type validateRequest struct {
	httpx.ClientContext
	ImportID   int64             `json:"importId"`
	Mapping    map[string]string `json:"mapping"`
	DateFormat string            `json:"dateFormat"`
}

// Validate is POST /api/people/import/validate: the page-2 preview with per-row errors.
func (h Handler) Validate(c *gin.Context, req validateRequest) (*imports.Validated, error) {
	out, err := h.S.Validate(c.Request.Context(), req.ImportID, req.Mapping, req.DateFormat)
	return out, apiError(err)
}

type importIDRequest struct {
	httpx.ClientContext
	ImportID int64 `json:"importId"`
}

// Queued answers import/process.
type Queued struct {
	ImportID int64  `json:"importId"`
	Status   string `json:"status" enum:"queued"`
}

type processRequest struct {
	httpx.ClientContext
	ImportID int64 `json:"importId"`
	// SkipBadRows imports the good rows of a file with errors; the bad ones stay to download.
	SkipBadRows bool `json:"skipBadRows,omitempty"`
}

// Process is POST /api/people/import/process: queues a validated import for the worker (202).
func (h Handler) Process(c *gin.Context, req processRequest) (Queued, error) {
	if err := h.S.Queue(c.Request.Context(), req.ImportID, req.SkipBadRows); err != nil {
		return Queued{}, apiError(err)
	}
	return Queued{ImportID: req.ImportID, Status: "queued"}, nil
}

// BadRows is POST /api/people/import/bad-rows: the rows with errors as a CSV to fix, in the
// uploaded columns plus Errors; the JSON envelope on error.
func (h Handler) BadRows(c *gin.Context) {
	var req importIDRequest
	if err := httpx.Bind(c, &req); err != nil {
		httpx.Fail(c, err)
		return
	}
	name, data, err := h.S.BadRows(c.Request.Context(), req.ImportID)
	if err != nil {
		httpx.Fail(c, apiError(err))
		return
	}
	disposition := mime.FormatMediaType("attachment", map[string]string{"filename": name})
	if disposition == "" {
		disposition = `attachment; filename="rows-to-fix.csv"`
	}
	c.Header("Content-Disposition", disposition)
	c.Header("Cache-Control", "no-store")
	c.Data(http.StatusOK, "text/csv; charset=utf-8", data)
}

// Status is POST /api/people/import/status.
func (h Handler) Status(c *gin.Context, req importIDRequest) (*imports.Status, error) {
	out, err := h.S.Status(c.Request.Context(), req.ImportID)
	return out, apiError(err)
}

type listRequest struct {
	httpx.ClientContext
	Page     int `json:"page"`
	PageSize int `json:"pageSize"`
}

// List is POST /api/people/import/list: the church's imports, newest first.
func (h Handler) List(c *gin.Context, req listRequest) (*imports.Page, error) {
	p, err := httpx.Paging{Page: req.Page, PageSize: req.PageSize}.Resolve(20)
	if err != nil {
		return nil, err
	}
	out, err := h.S.List(c.Request.Context(), p.Page, p.PageSize)
	return out, apiError(err)
}

var kinds = map[imports.ErrorKind]httpx.Kind{
	imports.Invalid:  httpx.KindInvalid,
	imports.NotFound: httpx.KindNotFound,
	imports.Conflict: httpx.KindConflict,
}

// apiError answers the service's errors through the kind table; others stay 500s.
func apiError(err error) error {
	var e *imports.Error
	switch {
	case errors.As(err, &e):
		return httpx.E(kinds[e.Kind], e.Message)
	case errors.Is(err, imports.ErrNotQueued):
		return httpx.E(httpx.KindInternal, "The import could not be queued. Please try again.")
	}
	return err
}
