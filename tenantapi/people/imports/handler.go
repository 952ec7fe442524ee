package imports

import (
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"path/filepath"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
)

var errImportNotFound = httpx.E(httpx.KindNotFound, "Import not found")

// Handler serves the import calls.
type Handler struct {
	Tenants *db.Tenants
	Jobs    jobs.ImportEnqueuer
	Clock   func() time.Time
}

func (h Handler) now() time.Time {
	if h.Clock != nil {
		return h.Clock()
	}
	return time.Now()
}

// Routes are the import calls of the route table (people key).
func Routes(h Handler) []httpx.Route {
	r := func(path string, act authz.Action, fn httpx.Endpoint) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/people/import/" + path, Key: authz.People, Action: act, Handler: fn}
	}
	return []httpx.Route{
		r("upload", authz.Write, httpx.Multipart([]httpx.FormField{{Name: "file", File: true, Required: true}}, h.Upload)),
		r("validate", authz.Write, httpx.Bound(h.Validate)),
		r("process", authz.Write, httpx.Bound(h.Process)),
		r("status", authz.Read, httpx.Bound(h.Status)),
		r("list", authz.Read, httpx.Bound(h.List)),
	}
}

func bad(msg string) error { return httpx.E(httpx.KindInvalid, msg) }

type uploaded struct {
	ImportID         int64             `json:"importId"`
	FileName         string            `json:"fileName"`
	Columns          []string          `json:"columns"`
	RowCount         int               `json:"rowCount"`
	SampleRows       [][]string        `json:"sampleRows"`
	SuggestedMapping map[string]string `json:"suggestedMapping"`
	Fields           []Field           `json:"fields"`
}

// Upload is POST /api/people/import/upload (multipart field file).
func (h Handler) Upload(c *gin.Context) {
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, MaxFileBytes+64<<10)
	fh, err := c.FormFile("file")
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			httpx.Fail(c, httpx.E(httpx.KindTooLarge, "The file must be at most 10 MB"))
			return
		}
		httpx.Fail(c, bad("Send the file as multipart form data in the field file"))
		return
	}
	f, err := fh.Open()
	if err != nil {
		httpx.Fail(c, bad("Could not read the file"))
		return
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxFileBytes+1))
	f.Close()
	if err != nil || len(data) > MaxFileBytes {
		httpx.Fail(c, httpx.E(httpx.KindTooLarge, "The file must be at most 10 MB"))
		return
	}
	name := filepath.Base(strings.ReplaceAll(fh.Filename, `\`, "/"))
	if len(name) > 200 {
		name = name[len(name)-200:]
	}
	kind, err := Kind(name, data)
	if err != nil {
		httpx.Fail(c, bad(err.Error()))
		return
	}
	t, err := Parse(kind, data)
	if err != nil {
		httpx.Fail(c, bad(err.Error()))
		return
	}
	out := uploaded{FileName: name, Columns: t.Columns, RowCount: len(t.Rows)}
	for _, r := range t.Rows[:min(5, len(t.Rows))] {
		cells := make([]string, len(t.Columns))
		for i := range cells {
			if i < len(r.Cells) {
				cells[i] = strings.ToValidUTF8(r.Cells[i], "\uFFFD")
			}
		}
		out.SampleRows = append(out.SampleRows, cells)
	}
	cols, _ := json.Marshal(t.Columns)
	me := auth.UserFrom(c.Request.Context()).PersonID
	err = h.Tenants.Run(c.Request.Context(), func(tx *gorm.DB) error {
		fields, err := churchFields(tx)
		if err != nil {
			return err
		}
		out.Fields, out.SuggestedMapping = fields, SuggestMapping(t.Columns, fields)
		return tx.Raw(`INSERT INTO people_imports (file_name, file_kind, data, columns, total_rows, created_by) VALUES (?, ?, ?, ?::jsonb, ?, ?) RETURNING id`,
			name, kind, data, string(cols), len(t.Rows), me).Scan(&out.ImportID).Error
	})
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.Created(c, "File uploaded", out)
}

type validateRequest struct {
	httpx.ClientContext
	ImportID   int64             `json:"importId"`
	Mapping    map[string]string `json:"mapping"`
	DateFormat string            `json:"dateFormat"`
}

type validated struct {
	ImportID  int64            `json:"importId"`
	Status    string           `json:"status"`
	TotalRows int              `json:"totalRows"`
	ValidRows int              `json:"validRows"`
	ErrorRows int              `json:"errorRows"`
	Errors    []RowError       `json:"errors"`
	Warnings  []RowWarning     `json:"warnings"`
	Preview   []map[string]any `json:"preview"`
}

// Validate is POST /api/people/import/validate: the page-2 preview with per-row errors.
func (h Handler) Validate(c *gin.Context, req validateRequest) {
	if req.DateFormat == "" {
		req.DateFormat = "YYYY-MM-DD"
	}
	var out validated
	err := h.Tenants.Run(c.Request.Context(), func(tx *gorm.DB) error {
		s, err := loadStored(tx, req.ImportID)
		if err != nil {
			return err
		}
		if s.Status != "uploaded" && s.Status != "validated" && s.Status != "invalid" {
			return httpx.E(httpx.KindConflict, "This import is already queued or finished")
		}
		t, err := Parse(s.FileKind, s.Data)
		if err != nil {
			return bad(err.Error())
		}
		res, err := Validate(tx, t, s.FileKind, req.Mapping, req.DateFormat, h.now())
		if err != nil {
			var pe *httpx.Error
			if errors.As(err, &pe) {
				return err
			}
			if isUserError(err) {
				return bad(err.Error())
			}
			return err
		}
		out = validated{ImportID: s.ID, Status: "validated", TotalRows: res.Total, ValidRows: len(res.Records), ErrorRows: res.BadRows,
			Errors: res.Errors, Warnings: res.Warnings, Preview: preview(res.Records)}
		if res.BadRows > 0 {
			out.Status = "invalid"
		}
		if out.Errors == nil {
			out.Errors = []RowError{}
		}
		if out.Warnings == nil {
			out.Warnings = []RowWarning{}
		}
		if len(out.Errors) > maxStoredErrors {
			out.Errors = out.Errors[:maxStoredErrors]
		}
		mapping, _ := json.Marshal(req.Mapping)
		return tx.Exec(`UPDATE people_imports SET mapping = ?::jsonb, date_format = ?, status = ?, errors = ?::jsonb, message = '' WHERE id = ?`,
			string(mapping), req.DateFormat, out.Status, errorsJSON(res.Errors), s.ID).Error
	})
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.OK(c, "Validated", out)
}

// isUserError tells mapping and format mistakes (plain errors from Validate) from database ones.
func isUserError(err error) bool {
	msg := err.Error()
	for _, p := range []string{"Column ", "Unknown field", "Two columns", "Map a column", "Date format"} {
		if strings.HasPrefix(msg, p) {
			return true
		}
	}
	return false
}

func preview(recs []Record) []map[string]any {
	out := []map[string]any{}
	for _, r := range recs[:min(20, len(recs))] {
		out = append(out, map[string]any{"row": r.Row, "firstName": r.FirstName, "middleName": r.MiddleName, "lastName": r.LastName,
			"email": r.Email, "mobile": r.Mobile, "gender": r.Gender, "birthDate": r.BirthDate, "weddingDate": r.WeddingDate,
			"maritalStatus": r.MaritalStatus, "envelopeId": r.EnvelopeID, "address": r.Address, "city": r.City, "state": r.State,
			"postalCode": r.PostalCode, "country": r.Country, "occupation": r.Occupation, "joinDate": r.JoinDate})
	}
	return out
}

type importIDRequest struct {
	httpx.ClientContext
	ImportID int64 `json:"importId"`
}

// Process is POST /api/people/import/process: queues a validated import for the worker.
func (h Handler) Process(c *gin.Context, req importIDRequest) {
	if h.Jobs == nil {
		httpx.Fail(c, errors.New("imports: no job queue configured"))
		return
	}
	ctx := c.Request.Context()
	err := h.Tenants.Run(ctx, func(tx *gorm.DB) error {
		var st []string
		if err := tx.Raw(`SELECT status FROM people_imports WHERE id = ? FOR UPDATE`, req.ImportID).Scan(&st).Error; err != nil {
			return err
		}
		switch {
		case len(st) == 0:
			return errImportNotFound
		case st[0] == "uploaded" || st[0] == "invalid":
			return httpx.E(httpx.KindConflict, "Fix the errors and validate again before importing")
		case st[0] != "validated":
			return httpx.E(httpx.KindConflict, "This import is already queued or finished")
		}
		return tx.Exec(`UPDATE people_imports SET status = 'queued', processed_rows = 0, message = '' WHERE id = ?`, req.ImportID).Error
	})
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	church := tenancy.FromContext(ctx)
	if err := h.Jobs.EnqueuePeopleImport(ctx, jobs.PeopleImport{Tenant: jobs.In(church.ID), ImportID: req.ImportID}); err != nil {
		slog.ErrorContext(ctx, "enqueue people import", "church", church.ID, "import", req.ImportID, "err", err)
		_ = h.Tenants.Run(ctx, func(tx *gorm.DB) error {
			return tx.Exec(`UPDATE people_imports SET status = 'validated' WHERE id = ? AND status = 'queued'`, req.ImportID).Error
		})
		httpx.Fail(c, httpx.E(httpx.KindInternal, "The import could not be queued. Please try again."))
		return
	}
	c.JSON(http.StatusAccepted, httpx.Envelope{ResponseCode: "00", ResponseMessage: "Import queued",
		ResponseData: gin.H{"importId": req.ImportID, "status": "queued"}})
}

// Status is POST /api/people/import/status.
func (h Handler) Status(c *gin.Context, req importIDRequest) {
	var out *Status
	err := h.Tenants.Run(c.Request.Context(), func(tx *gorm.DB) error {
		var err error
		out, err = loadStatus(tx, req.ImportID, true)
		return err
	})
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	if out.Errors == nil {
		out.Errors = []RowError{}
	}
	httpx.OK(c, "Import status", out)
}

type listRequest struct {
	httpx.ClientContext
	Page     int `json:"page"`
	PageSize int `json:"pageSize"`
}

// List is POST /api/people/import/list: the church's imports, newest first.
func (h Handler) List(c *gin.Context, req listRequest) {
	p, err := httpx.Paging{Page: req.Page, PageSize: req.PageSize}.Resolve(20)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	req.Page, req.PageSize = p.Page, p.PageSize
	var items []Status
	var total int64
	err = h.Tenants.Run(c.Request.Context(), func(tx *gorm.DB) error {
		if err := tx.Raw(`SELECT count(*) FROM people_imports`).Scan(&total).Error; err != nil {
			return err
		}
		return tx.Raw(`SELECT id AS import_id, status, file_name, total_rows, processed_rows, imported_rows, message, created_at, finished_at
			FROM people_imports ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, req.PageSize, req.Page*req.PageSize).Scan(&items).Error
	})
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	for i := range items {
		items[i].Progress = progress(items[i])
	}
	if items == nil {
		items = []Status{}
	}
	httpx.OK(c, "Imports", gin.H{"items": items, "total": total, "page": req.Page, "pageSize": req.PageSize,
		"totalPages": (total + int64(req.PageSize) - 1) / int64(req.PageSize)})
}
