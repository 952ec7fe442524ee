// Package importsapi serves the children import over HTTP; the import itself
// (tenantapi/children/imports) is gin-free because the worker runs it too.
package importsapi

import (
	"errors"
	"io"
	"mime"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/children/imports"
)

// Handler serves the import calls.
type Handler struct{ S *imports.Service }

// Routes are the children import's calls (key children).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/children/imports/", Key: authz.Children}
	return []httpx.Route{
		g.Write("upload", httpx.FormCreated("File uploaded", []httpx.FormField{{Name: "file", File: true, Required: true}}, h.Upload)),
		g.Write("preview", httpx.Handle("Import preview", h.Preview)),
		g.Write("process", httpx.HandleAccepted("Import queued", h.Process)),
		g.Read("status", httpx.Handle("Import status", h.Status)),
		{Method: http.MethodGet, Path: "/api/children/imports/bad-rows/:importId", Key: authz.Children, Action: authz.Read,
			Handler: httpx.File("text/csv", nil, h.BadRows)},
	}
}

// Upload is POST /api/children/imports/upload (multipart field file).
func (h Handler) Upload(c *gin.Context) (*imports.Uploaded, error) {
	tooBig := fault.E(fault.TooLarge, "The file must be at most 5 MB")
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, imports.MaxFileBytes+64<<10)
	fh, err := c.FormFile("file")
	if err != nil {
		var max *http.MaxBytesError
		if errors.As(err, &max) {
			return nil, tooBig
		}
		return nil, fault.E(fault.Invalid, "Send the file as multipart form data in the field file")
	}
	if err := httpx.CheckText(fh.Filename); err != nil {
		return nil, err
	}
	f, err := fh.Open()
	if err != nil {
		return nil, fault.E(fault.Invalid, "Could not read the file")
	}
	data, err := io.ReadAll(io.LimitReader(f, imports.MaxFileBytes+1))
	f.Close()
	if err != nil || len(data) > imports.MaxFileBytes {
		return nil, tooBig
	}
	ctx := c.Request.Context()
	return h.S.Upload(ctx, fh.Filename, data, auth.UserFrom(ctx).PersonID)
}

// MappingRequest is an import and the columns chosen for its fields.
type MappingRequest struct {
	httpx.ClientContext
	ImportID int64 `json:"importId"`
	// Mapping is field (firstName, lastName, birthDate, gender, parentEmail, parentMobile,
	// parentFirstName, parentLastName, classroom, grade, allergies, allergyNotes, medicalNotes) → the
	// file's column ("" for none).
	Mapping map[string]string `json:"mapping"`
}

// IDRequest names an import.
type IDRequest struct {
	httpx.ClientContext
	ImportID int64 `json:"importId"`
}

// SchemaPackage publishes the requests as childrenimports.* beside the import's answers.
func (MappingRequest) SchemaPackage() string { return "childrenimports" }

// SchemaPackage keeps the published name.
func (IDRequest) SchemaPackage() string { return "childrenimports" }

// Preview is POST /api/children/imports/preview.
func (h Handler) Preview(c *gin.Context, req MappingRequest) (*imports.Preview, error) {
	return h.S.Preview(c.Request.Context(), req.ImportID, req.Mapping)
}

// Process is POST /api/children/imports/process (202: the worker adds the children).
func (h Handler) Process(c *gin.Context, req MappingRequest) (*imports.Queued, error) {
	return h.S.Queue(c.Request.Context(), req.ImportID, req.Mapping)
}

// Status is POST /api/children/imports/status.
func (h Handler) Status(c *gin.Context, req IDRequest) (*imports.Status, error) {
	return h.S.Status(c.Request.Context(), req.ImportID)
}

// BadRows is GET /api/children/imports/bad-rows/{importId}: the rows with errors as
// a CSV with an Errors column.
func (h Handler) BadRows(c *gin.Context) {
	id, err := strconv.ParseInt(c.Param("importId"), 10, 64)
	if err != nil || id <= 0 {
		httpx.Fail(c, imports.ErrNotFound)
		return
	}
	name, data, err := h.S.BadRows(c.Request.Context(), id)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	disposition := mime.FormatMediaType("attachment", map[string]string{"filename": name})
	if disposition == "" {
		disposition = `attachment; filename="rows-to-fix.csv"`
	}
	c.Header("Content-Disposition", disposition)
	c.Data(http.StatusOK, "text/csv; charset=utf-8", data)
}
