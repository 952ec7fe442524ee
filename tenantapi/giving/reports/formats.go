package reports

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/go-pdf/fpdf"
	"github.com/xuri/excelize/v2"
	"gorm.io/gorm"

	"congregate/internal/platform/sheet"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/giving/reports/layout"
)

// The exports: reporting by numbers and by donors as CSV (cells through sheet.SafeCell), XLSX
// (strings, never formulas; amounts as numbers) or a PDF table under the church's logo and name.

// MaxExportRows bounds an export; MaxPDFRows a PDF's.
const (
	MaxExportRows = 100000
	MaxPDFRows    = 5000
)

var contentTypes = map[string]string{"csv": "text/csv; charset=utf-8",
	"xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "pdf": "application/pdf"}

// table is an export's content: headers and rows; amount columns hold minor units.
type table struct {
	title    string
	subtitle string
	headers  []string
	amounts  map[int]bool // columns holding minor units
	rows     [][]any      // string, int64
	currency string
}

func (t table) cell(v any, col int) string {
	switch x := v.(type) {
	case int64:
		if t.amounts[col] {
			return layout.FormatMoney(x, t.currency)
		}
		return strconv.FormatInt(x, 10)
	case string:
		return x
	}
	return fmt.Sprint(v)
}

func (t table) csv(w io.Writer) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(t.headers); err != nil {
		return err
	}
	rec := make([]string, len(t.headers))
	for _, r := range t.rows {
		for i, v := range r {
			rec[i] = sheet.SafeCell(t.cell(v, i))
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

func (t table) xlsx(w io.Writer) error {
	f := excelize.NewFile()
	defer f.Close()
	name := "Report"
	if err := f.SetSheetName("Sheet1", name); err != nil {
		return err
	}
	sw, err := f.NewStreamWriter(name)
	if err != nil {
		return err
	}
	bold, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}})
	if err != nil {
		return err
	}
	money, err := f.NewStyle(&excelize.Style{NumFmt: 4}) // #,##0.00
	if err != nil {
		return err
	}
	head := make([]any, len(t.headers))
	for i, h := range t.headers {
		head[i] = excelize.Cell{Value: h, StyleID: bold}
	}
	if err := sw.SetRow("A1", head); err != nil {
		return err
	}
	for n, r := range t.rows {
		vals := make([]any, len(r))
		for i, v := range r {
			switch x := v.(type) {
			case int64:
				if t.amounts[i] {
					vals[i] = excelize.Cell{Value: layout.AmountValue(x, t.currency), StyleID: money}
				} else {
					vals[i] = x
				}
			default:
				vals[i] = t.cell(v, i) // strings: a cell never becomes a formula
			}
		}
		cell, _ := excelize.CoordinatesToCellName(1, n+2)
		if err := sw.SetRow(cell, vals); err != nil {
			return err
		}
	}
	if err := sw.Flush(); err != nil {
		return err
	}
	return f.Write(w)
}

// pdf writes the table on A4 landscape pages under the church's logo and name.
func (t table) pdf(w io.Writer, church string, logo []byte, logoKind string, now time.Time) error {
	pdf := fpdf.New("L", "mm", "A4", "")
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	pdf.SetMargins(10, 10, 10)
	pdf.SetAutoPageBreak(false, 12)
	pageW, pageH := pdf.GetPageSize()
	width := (pageW - 20) / float64(len(t.headers))
	row := func(vals []string, header bool) {
		style := ""
		if header {
			style = "B"
			pdf.SetFillColor(235, 238, 255)
		}
		pdf.SetFont("Helvetica", style, 8)
		if pdf.GetY()+6 > pageH-12 {
			pdf.AddPage()
		}
		for i, v := range vals {
			align := "L"
			if !header && t.amounts[i] {
				align = "R"
			}
			s := tr(v)
			for pdf.GetStringWidth(s) > width-2 && len(s) > 1 {
				s = s[:len(s)-1]
			}
			pdf.CellFormat(width, 6, s, "1", 0, align, header, 0, "")
		}
		pdf.Ln(6)
	}
	pdf.SetFooterFunc(func() {
		pdf.SetY(-10)
		pdf.SetFont("Helvetica", "I", 7)
		pdf.CellFormat(0, 5, fmt.Sprintf("Page %d", pdf.PageNo()), "", 0, "R", false, 0, "")
	})
	pdf.SetHeaderFunc(func() {
		if pdf.PageNo() > 1 {
			pdf.SetXY(10, 10)
			row(t.headers, true)
		}
	})
	pdf.AddPage()
	x := layout.DrawLogo(pdf, logo, logoKind, 10, 8, 14)
	pdf.SetXY(x, 9)
	pdf.SetFont("Helvetica", "B", 14)
	pdf.CellFormat(0, 7, tr(church), "", 2, "L", false, 0, "")
	pdf.SetFont("Helvetica", "", 9)
	pdf.CellFormat(0, 5, tr(t.title+" — "+t.subtitle+" — exported "+now.Format("Mon Jan 2, 2006, 3:04 PM")), "", 2, "L", false, 0, "")
	pdf.SetXY(10, 26)
	row(t.headers, true)
	vals := make([]string, len(t.headers))
	for _, r := range t.rows {
		for i, v := range r {
			vals[i] = t.cell(v, i)
		}
		row(vals, false)
	}
	return pdf.Output(w)
}

// logo fetches the church's logo (at most a second).
func (s *Service) logo(ctx context.Context) ([]byte, string) {
	if s.Logo == nil {
		return nil, ""
	}
	lctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	b, kind, err := s.Logo(lctx, tenancy.FromContext(ctx))
	if err != nil {
		return nil, ""
	}
	return b, kind
}

func (s *Service) write(ctx context.Context, t table, format, name string) (*File, error) {
	if format == "pdf" && len(t.rows) > MaxPDFRows {
		return nil, invalid(MsgTooManyPDF)
	}
	var buf bytes.Buffer
	var err error
	switch format {
	case "csv":
		err = t.csv(&buf)
	case "xlsx":
		err = t.xlsx(&buf)
	default:
		logo, kind := s.logo(ctx)
		err = t.pdf(&buf, tenancy.FromContext(ctx).FullName, logo, kind, s.Clock.Now().In(layout.Location(tenancy.FromContext(ctx))))
	}
	if err != nil {
		return nil, err
	}
	return &File{Name: name, ContentType: contentTypes[format], Data: buf.Bytes()}, nil
}

// ExportNumbers is reporting by numbers as a file: one line per period, fund and method.
func (s *Service) ExportNumbers(ctx context.Context, r NumbersExport) (*File, error) {
	n, err := s.Numbers(ctx, r.NumbersRequest)
	if err != nil {
		return nil, err
	}
	t := table{title: "Giving by numbers", subtitle: r.From + " to " + r.To + " by " + r.GroupBy, currency: n.Currency,
		headers: []string{"Period", "Contribution", "Method", "Gifts", "Total (" + n.Currency + ")"}, amounts: map[int]bool{4: true}}
	for _, x := range n.Rows {
		t.rows = append(t.rows, []any{x.Period, x.FundName, x.Method, x.Count, x.TotalMinor})
	}
	t.rows = append(t.rows, []any{"Total", "", "", n.Count, n.TotalMinor})
	return s.write(ctx, t, r.Format, fileName("numbers", r.Period, r.Format))
}

// ExportDonors is reporting by donors as a file: every donor of the kind.
func (s *Service) ExportDonors(ctx context.Context, r DonorsExport) (*File, error) {
	var items []Donor
	var cur string
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		var err error
		if cur, err = currency(tx); err != nil {
			return err
		}
		items, _, err = s.donors(ctx, tx, r.request(), MaxExportRows, 0)
		return err
	})
	if err != nil {
		return nil, err
	}
	t := table{title: "Giving by donors (" + r.Kind + ")", subtitle: r.From + " to " + r.To, currency: cur,
		headers: []string{"Name", "Household", "Envelope ID", "E-mail", "Gifts", "Total (" + cur + ")", "Previous period (" + cur + ")",
			"First gift", "Last gift"}, amounts: map[int]bool{5: true, 6: true}}
	for _, d := range items {
		t.rows = append(t.rows, []any{d.Name, d.HouseholdName, d.EnvelopeID, d.Email, d.Count, d.TotalMinor, d.PreviousTotalMinor,
			d.FirstGiftOn, d.LastGiftOn})
	}
	return s.write(ctx, t, r.Format, fileName("donors-"+r.Kind, r.Period, r.Format))
}
