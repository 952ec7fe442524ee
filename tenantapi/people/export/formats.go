package export

import (
	"encoding/csv"
	"io"

	"github.com/xuri/excelize/v2"

	"congregate/internal/platform/sheet"
	"congregate/tenantapi/people/person"
)

// The three formats, each written from the records one by one (the PDF's in pdf.go).

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
