package export

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"io"
	"time"

	"github.com/go-pdf/fpdf"
	"github.com/xuri/excelize/v2"

	"congregate/internal/platform/sheet"
	"congregate/tenantapi/people/person"
)

// The three formats, each written from the records one by one.

// nextFunc reads the next record; nil at the end.
type nextFunc func() (*person.Record, error)

func writeCSV(w io.Writer, cols []column, next nextFunc) error {
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
			rec[i] = sheet.SafeCell(c.Value(*p))
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
}

func writeXLSX(w io.Writer, cols []column, next nextFunc) error {
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

func writePDF(w io.Writer, cols []column, next nextFunc, church string, logo []byte, logoKind string, now time.Time) error {
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
