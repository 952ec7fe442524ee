package imports

import (
	"context"
	"errors"
	"log/slog"
	"path/filepath"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
)

// Service runs the import calls of the church in the context; the worker runs Process.
type Service struct {
	Tenants *db.Tenants
	Jobs    jobs.ImportEnqueuer
	Clock   clock.Clock
}

// Uploaded is a stored file with what the mapping page needs.
type Uploaded struct {
	ImportID         int64             `json:"importId"`
	FileName         string            `json:"fileName"`
	Columns          []string          `json:"columns"`
	RowCount         int               `json:"rowCount"`
	SampleRows       [][]string        `json:"sampleRows"`
	SuggestedMapping map[string]string `json:"suggestedMapping"`
	Fields           []Field           `json:"fields"`
}

// Upload reads a file (CSV or XLSX, told by content), stores it and suggests a mapping.
func (s Service) Upload(ctx context.Context, name string, data []byte, createdBy int64) (*Uploaded, error) {
	name = filepath.Base(strings.ReplaceAll(name, `\`, "/"))
	if len(name) > 200 {
		name = name[len(name)-200:]
	}
	kind, err := Kind(name, data)
	if err != nil {
		return nil, invalid("%s", err)
	}
	t, err := Parse(kind, data)
	if err != nil {
		return nil, invalid("%s", err)
	}
	out := &Uploaded{FileName: name, Columns: t.Columns, RowCount: len(t.Rows)}
	for _, r := range t.Rows[:min(5, len(t.Rows))] {
		cells := make([]string, len(t.Columns))
		for i := range cells {
			if i < len(r.Cells) {
				cells[i] = strings.ToValidUTF8(r.Cells[i], "\uFFFD")
			}
		}
		out.SampleRows = append(out.SampleRows, cells)
	}
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		fields, err := churchFields(tx)
		if err != nil {
			return err
		}
		out.Fields, out.SuggestedMapping = fields, SuggestMapping(t.Columns, fields)
		out.ImportID, err = insertUpload(tx, name, kind, data, t, createdBy)
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Validated is the page-2 preview: counts, per-row errors and warnings, the rows an earlier
// import brought in already, the first records.
type Validated struct {
	ImportID    int64            `json:"importId"`
	Status      string           `json:"status" enum:"validated,invalid"`
	TotalRows   int              `json:"totalRows"`
	ValidRows   int              `json:"validRows"`
	ErrorRows   int              `json:"errorRows"`
	SkippedRows int              `json:"skippedRows"`
	Errors      []RowError       `json:"errors"`
	Warnings    []RowWarning     `json:"warnings"`
	Skipped     []RowSkip        `json:"skipped"`
	Preview     []map[string]any `json:"preview"`
}

// Validate checks an uploaded file with a mapping and keeps the mapping for processing.
func (s Service) Validate(ctx context.Context, importID int64, mapping map[string]string, dateFormat string) (*Validated, error) {
	if dateFormat == "" {
		dateFormat = "YYYY-MM-DD"
	}
	var out *Validated
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		st, err := loadStored(tx, importID)
		if err != nil {
			return err
		}
		if st.Status != "uploaded" && st.Status != "validated" && st.Status != "invalid" {
			return conflict("This import is already queued or finished")
		}
		t, err := Parse(st.FileKind, st.Data)
		if err != nil {
			return invalid("%s", err)
		}
		res, err := Validate(tx, t, st.FileKind, mapping, dateFormat, s.Clock.Now())
		if err != nil {
			return err
		}
		out = &Validated{ImportID: st.ID, Status: "validated", TotalRows: res.Total, ValidRows: len(res.Records), ErrorRows: res.BadRows,
			SkippedRows: len(res.Skipped), Errors: orEmpty(res.Errors), Warnings: orEmpty(res.Warnings), Skipped: orEmpty(res.Skipped),
			Preview: preview(res.Records)}
		if res.BadRows > 0 {
			out.Status = "invalid"
		}
		if len(out.Errors) > maxStoredErrors {
			out.Errors = out.Errors[:maxStoredErrors]
		}
		if len(out.Skipped) > maxStoredErrors {
			out.Skipped = out.Skipped[:maxStoredErrors]
		}
		return saveValidation(tx, st.ID, mapping, dateFormat, out.Status, t, res)
	})
	return out, err
}

func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
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

// ErrNotQueued means a validated import could not be handed to the worker; it stays validated.
var ErrNotQueued = errors.New("people import could not be queued")

// Queue hands a validated import to the worker. skipBadRows imports the good rows of a file
// with errors and leaves the bad ones out (they stay downloadable, import/bad-rows); without it
// a file with errors is refused, all or nothing.
func (s Service) Queue(ctx context.Context, importID int64, skipBadRows bool) error {
	if s.Jobs == nil {
		return errors.New("imports: no job queue configured")
	}
	var from string
	var queuedAt time.Time
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		st, err := lockStatus(tx, importID)
		switch {
		case err != nil:
			return err
		case st.Status == "uploaded" || st.Status == "invalid" && !skipBadRows:
			return conflict("Fix the errors and validate again before importing")
		case st.Status == "invalid" && st.ValidRows == 0:
			return conflict("No row of this file can be imported: fix the rows and upload the file again")
		case st.Status != "validated" && st.Status != "invalid":
			return conflict("This import is already queued or finished")
		}
		from = st.Status
		queuedAt, err = queue(tx, importID, from, skipBadRows)
		return err
	})
	if err != nil {
		return err
	}
	church := tenancy.FromContext(ctx)
	if err := s.Jobs.EnqueuePeopleImport(ctx, jobs.PeopleImport{Tenant: jobs.In(church.ID), ImportID: importID, QueuedAt: queuedAt}); err != nil {
		slog.ErrorContext(ctx, "enqueue people import", "church", church.ID, "import", importID, "err", err)
		_ = s.Tenants.Run(ctx, func(tx *gorm.DB) error { return setStatus(tx, importID, "queued", from) })
		return ErrNotQueued
	}
	return nil
}

// BadRows answers the rows of an import that have errors, as a CSV in the uploaded file's
// columns plus an Errors column, and a file name for it.
func (s Service) BadRows(ctx context.Context, importID int64) (string, []byte, error) {
	var name string
	var data []byte
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		var err error
		name, data, err = loadBadRows(tx, importID)
		return err
	})
	if err != nil {
		return "", nil, err
	}
	if data == nil {
		return "", nil, &Error{Kind: NotFound, Message: "This import has no rows with errors"}
	}
	// The fixed file of an earlier download keeps one suffix, not "-rows-to-fix-rows-to-fix".
	base := strings.TrimSuffix(strings.TrimSuffix(name, filepath.Ext(name)), "-rows-to-fix")
	return base + "-rows-to-fix.csv", data, nil
}

// Status answers an import's state, errors included.
func (s Service) Status(ctx context.Context, importID int64) (*Status, error) {
	var out *Status
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		var err error
		out, err = loadStatus(tx, importID, true)
		return err
	})
	if err != nil {
		return nil, err
	}
	out.Errors = orEmpty(out.Errors)
	return out, nil
}

// Page is a page of the church's imports, newest first.
type Page struct {
	Items      []Status `json:"items"`
	Total      int64    `json:"total"`
	Page       int      `json:"page"`
	PageSize   int      `json:"pageSize"`
	TotalPages int64    `json:"totalPages"`
}

// List answers a page of the church's imports (page from 0).
func (s Service) List(ctx context.Context, page, pageSize int) (*Page, error) {
	out := &Page{Page: page, PageSize: pageSize}
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		var err error
		out.Items, out.Total, err = listImports(tx, pageSize, page*pageSize)
		return err
	})
	if err != nil {
		return nil, err
	}
	out.Items = orEmpty(out.Items)
	out.TotalPages = (out.Total + int64(pageSize) - 1) / int64(pageSize)
	return out, nil
}
