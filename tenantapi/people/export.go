package people

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/csv"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/go-pdf/fpdf"
	"github.com/xuri/excelize/v2"
	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/people/customfields"
	"congregate/tenantapi/people/person"
	"congregate/tenantapi/people/query"
)

// EventExport is the audit event of an export (DESIGN.md: data exports are audited).
const EventExport = "people_export"

// MaxPDFRows bounds a PDF export: past that a spreadsheet is the useful format.
const MaxPDFRows = 5000

// LogoFunc returns the church's logo as PNG or JPEG bytes and its kind ("PNG", "JPG"), or nil
// when there is none. The PDF waits for it at most a second (spec §9).
type LogoFunc func(ctx context.Context, church *tenancy.Church) ([]byte, string, error)

// DataURLLogo reads a logo kept as a data: URL in the church's logo field; other logo URLs need a
// LogoFunc that knows where logos are stored.
func DataURLLogo(_ context.Context, church *tenancy.Church) ([]byte, string, error) {
	u := church.LogoURL
	for prefix, kind := range map[string]string{"data:image/png;base64,": "PNG", "data:image/jpeg;base64,": "JPG", "data:image/jpg;base64,": "JPG"} {
		if strings.HasPrefix(u, prefix) {
			b, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(u, prefix))
			if err != nil {
				return nil, "", nil
			}
			return b, kind, nil
		}
	}
	return nil, "", nil
}

type exportColumn struct {
	Header string
	Value  func(Person) string
}

func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// exportColumns are the columns an export may hold (docs/people-api.md).
var exportColumns = map[string]exportColumn{
	"id":         {"ID", func(p Person) string { return strconv.FormatInt(p.ID, 10) }},
	"title":      {"Title", func(p Person) string { return p.Title }},
	"salutation": {"Salutation", func(p Person) string { return p.Salutation }},
	"firstName":  {"First name", func(p Person) string { return p.FirstName }},
	"middleName": {"Middle name", func(p Person) string { return p.MiddleName }},
	"lastName":   {"Last name", func(p Person) string { return p.LastName }},
	"fullName":   {"Name", func(p Person) string { return p.FullName }},
	"email":      {"E-mail", func(p Person) string { return p.Email }},
	"mobile":     {"Mobile", func(p Person) string { return p.Mobile }},
	"gender":     {"Gender", func(p Person) string { return p.Gender }},
	"birthDate":  {"Birth date", func(p Person) string { return str(p.BirthDate) }},
	"age": {"Age", func(p Person) string {
		if p.Age == nil {
			return ""
		}
		return strconv.Itoa(*p.Age)
	}},
	"weddingDate":     {"Wedding date", func(p Person) string { return str(p.WeddingDate) }},
	"maritalStatus":   {"Marital status", func(p Person) string { return p.MaritalStatus }},
	"membershipType":  {"Membership type", func(p Person) string { return p.MembershipType }},
	"envelopeId":      {"Envelope ID", func(p Person) string { return p.EnvelopeID }},
	"address":         {"Address", func(p Person) string { return p.Address }},
	"city":            {"City", func(p Person) string { return p.City }},
	"state":           {"State", func(p Person) string { return p.State }},
	"postalCode":      {"Postal code", func(p Person) string { return p.PostalCode }},
	"country":         {"Country", func(p Person) string { return p.Country }},
	"occupation":      {"Occupation", func(p Person) string { return p.Occupation }},
	"joinDate":        {"Join date", func(p Person) string { return str(p.JoinDate) }},
	"householdName":   {"Household", func(p Person) string { return p.HouseholdName }},
	"relationship":    {"Relationship", func(p Person) string { return p.Relationship }},
	"houseFellowship": {"House fellowship", func(p Person) string { return p.HouseFellowship }},
	"status":          {"Status", func(p Person) string { return p.Status }},
	"createdAt":       {"Added", func(p Person) string { return p.CreatedAt }},
}

var defaultExportColumns = []string{"fullName", "email", "mobile", "gender", "birthDate", "membershipType", "status"}

type exportRequest struct {
	httpx.ClientContext
	query.ListQuery
	Format  string   `json:"format"`
	Columns []string `json:"columns"`
}

// Export is POST /api/people/export: the file itself, or the JSON envelope on error.
func (h Handler) Export(c *gin.Context, req exportRequest) {
	if req.Format != "csv" && req.Format != "xlsx" && req.Format != "pdf" {
		httpx.Fail(c, invalid("Format must be csv, xlsx or pdf"))
		return
	}
	if len(req.Columns) == 0 {
		req.Columns = defaultExportColumns
	}
	if len(req.Columns) > len(exportColumns)+person.MaxCustomFields {
		httpx.Fail(c, invalid("Too many columns"))
		return
	}
	// Custom field columns ("custom:<id>") get their header from the field, read with the rows.
	cols := make([]exportColumn, 0, len(req.Columns))
	customAt := map[int]int64{}
	for i, name := range req.Columns {
		if key, ok := strings.CutPrefix(name, "custom:"); ok {
			id, err := strconv.ParseInt(key, 10, 64)
			if err != nil || id <= 0 {
				httpx.Fail(c, invalid(fmt.Sprintf("Unknown column %q", name)))
				return
			}
			customAt[i] = id
			cols = append(cols, exportColumn{})
			continue
		}
		col, ok := exportColumns[name]
		if !ok {
			httpx.Fail(c, invalid(fmt.Sprintf("Unknown column %q", name)))
			return
		}
		cols = append(cols, col)
	}
	now := h.now()
	where, args, err := req.Where(now, customfields.Filter)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	order, err := req.OrderBy()
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	ctx := c.Request.Context()
	church := tenancy.FromContext(ctx)
	me := auth.UserFrom(ctx).PersonID
	var logo []byte
	var logoKind string
	if req.Format == "pdf" && h.Logo != nil {
		lctx, cancel := context.WithTimeout(ctx, time.Second)
		logo, logoKind, _ = h.Logo(lctx, church) // no logo within a second: the name alone
		cancel()
	}
	name := fmt.Sprintf("people-%s.%s", now.Format("2006-01-02"), req.Format)
	var buf bytes.Buffer
	err = h.run(c, func(tx *gorm.DB) error {
		var total int64
		if err := tx.Raw(`SELECT count(*) FROM people p WHERE `+where, args...).Scan(&total).Error; err != nil {
			return err
		}
		if len(customAt) > 0 {
			fields, err := person.LoadCustomFields(tx)
			if err != nil {
				return err
			}
			for i, id := range customAt {
				f := customfields.Find(fields, id)
				if f == nil {
					return invalid(fmt.Sprintf("Unknown column %q", req.Columns[i]))
				}
				cols[i] = customExportColumn(*f)
			}
		}
		if req.Format == "pdf" && total > MaxPDFRows {
			return invalid(fmt.Sprintf("A PDF holds at most %d people: narrow the filters or export CSV/XLSX", MaxPDFRows))
		}
		if err := audit.Write(tx, audit.Entry{PersonID: &me, Event: EventExport, Success: true, IP: c.ClientIP(), UserAgent: c.Request.UserAgent(),
			Details: map[string]any{"format": req.Format, "rows": total, "columns": req.Columns, "filters": req.ListQuery}}); err != nil {
			return err
		}
		rows, err := tx.Raw(`SELECT `+personSelect+` FROM people p `+personJoins+` WHERE `+where+` ORDER BY `+order, args...).Rows()
		if err != nil {
			return err
		}
		defer rows.Close()
		next := func() (*Person, error) {
			if !rows.Next() {
				return nil, rows.Err()
			}
			var r personRow
			if err := tx.ScanRows(rows, &r); err != nil {
				return nil, err
			}
			p := r.toPerson(now)
			return &p, nil
		}
		switch req.Format {
		case "csv":
			return writeCSV(&buf, cols, next)
		case "xlsx":
			return writeXLSX(&buf, cols, next)
		default:
			return writePDF(&buf, cols, next, church.FullName, logo, logoKind, now)
		}
	})
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	types := map[string]string{"csv": "text/csv; charset=utf-8", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "pdf": "application/pdf"}
	c.Header("Content-Disposition", `attachment; filename="`+name+`"`)
	c.Header("Cache-Control", "no-store")
	c.Data(http.StatusOK, types[req.Format], buf.Bytes())
}

type nextFunc func() (*Person, error)

// csvSafe keeps spreadsheet programs from running a cell as a formula (CSV injection); phone
// numbers and signed numbers stay as they are.
func csvSafe(s string) string {
	if s == "" {
		return s
	}
	switch s[0] {
	case '=', '@', '\t', '\r':
		return "'" + s
	case '+', '-':
		if strings.Trim(s, "+-0123456789 ().") != "" {
			return "'" + s
		}
	}
	return s
}

func writeCSV(w io.Writer, cols []exportColumn, next nextFunc) error {
	if _, err := w.Write([]byte("\xEF\xBB\xBF")); err != nil { // BOM: Excel then reads UTF-8
		return err
	}
	cw := csv.NewWriter(w)
	head := make([]string, len(cols))
	for i, c := range cols {
		head[i] = c.Header
	}
	if err := cw.Write(head); err != nil {
		return err
	}
	for {
		p, err := next()
		if err != nil || p == nil {
			cw.Flush()
			if err == nil {
				err = cw.Error()
			}
			return err
		}
		rec := make([]string, len(cols))
		for i, c := range cols {
			rec[i] = csvSafe(c.Value(*p))
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
}

func writeXLSX(w io.Writer, cols []exportColumn, next nextFunc) error {
	f := excelize.NewFile()
	defer f.Close()
	sheet := "People"
	if err := f.SetSheetName("Sheet1", sheet); err != nil {
		return err
	}
	sw, err := f.NewStreamWriter(sheet)
	if err != nil {
		return err
	}
	bold, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}})
	if err != nil {
		return err
	}
	head := make([]any, len(cols))
	for i, c := range cols {
		head[i] = excelize.Cell{Value: c.Header, StyleID: bold}
	}
	if err := sw.SetRow("A1", head); err != nil {
		return err
	}
	for row := 2; ; row++ {
		p, err := next()
		if err != nil {
			return err
		}
		if p == nil {
			break
		}
		vals := make([]any, len(cols))
		for i, c := range cols {
			vals[i] = c.Value(*p) // strings: a cell never becomes a formula
		}
		cell, _ := excelize.CoordinatesToCellName(1, row)
		if err := sw.SetRow(cell, vals); err != nil {
			return err
		}
	}
	if err := sw.Flush(); err != nil {
		return err
	}
	return f.Write(w)
}

func writePDF(w io.Writer, cols []exportColumn, next nextFunc, church string, logo []byte, logoKind string, now time.Time) error {
	pdf := fpdf.New("L", "mm", "A4", "")
	tr := pdf.UnicodeTranslatorFromDescriptor("") // cp1252: the core fonts' encoding
	pdf.SetMargins(10, 10, 10)
	pdf.SetAutoPageBreak(true, 12)
	pageW, _ := pdf.GetPageSize()
	colW := (pageW - 20) / float64(len(cols))
	header := func() {
		pdf.SetFont("Helvetica", "B", 8)
		pdf.SetFillColor(235, 238, 255)
		for _, c := range cols {
			pdf.CellFormat(colW, 7, tr(c.Header), "1", 0, "L", true, 0, "")
		}
		pdf.Ln(-1)
		pdf.SetFont("Helvetica", "", 8)
	}
	pdf.SetFooterFunc(func() {
		pdf.SetY(-10)
		pdf.SetFont("Helvetica", "I", 7)
		pdf.CellFormat(0, 5, fmt.Sprintf("Page %d", pdf.PageNo()), "", 0, "R", false, 0, "")
	})
	pdf.SetHeaderFunc(func() {
		if pdf.PageNo() > 1 {
			header()
		}
	})
	pdf.AddPage()
	x := 10.0
	if len(logo) > 0 {
		opt := fpdf.ImageOptions{ImageType: logoKind, ReadDpi: true}
		if info := pdf.RegisterImageOptionsReader("logo", opt, bytes.NewReader(logo)); info != nil && pdf.Ok() {
			pdf.ImageOptions("logo", 10, 8, 0, 14, false, opt, 0, "")
			x = 10 + info.Width()*14/info.Height() + 4
		} else {
			pdf.ClearError() // a logo that does not decode leaves the name alone
		}
	}
	pdf.SetXY(x, 9)
	pdf.SetFont("Helvetica", "B", 14)
	pdf.CellFormat(0, 7, tr(church), "", 2, "L", false, 0, "")
	pdf.SetFont("Helvetica", "", 9)
	pdf.CellFormat(0, 5, tr("People — exported "+now.Format("Mon Jan 2, 2006, 3:04 PM")), "", 2, "L", false, 0, "")
	pdf.SetXY(10, 26)
	header()
	for {
		p, err := next()
		if err != nil {
			return err
		}
		if p == nil {
			break
		}
		for _, c := range cols {
			v := tr(c.Value(*p))
			for pdf.GetStringWidth(v) > colW-2 && len(v) > 1 {
				v = v[:len(v)-1]
			}
			pdf.CellFormat(colW, 6, v, "1", 0, "L", false, 0, "")
		}
		pdf.Ln(-1)
	}
	return pdf.Output(w)
}

// customExportColumn writes a custom field's value as people read it.
func customExportColumn(f person.CustomField) exportColumn {
	key := strconv.FormatInt(f.ID, 10)
	return exportColumn{f.Name, func(p Person) string { return customfields.Format(p.CustomFields[key]) }}
}
