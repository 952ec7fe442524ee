package imports

import (
	"bytes"
	"encoding/csv"
	"strings"

	"congregate/internal/platform/sheet"
)

// errorsColumn heads the extra column of the bad-rows file; a file that already has a column of
// that name (a bad-rows file uploaded again) gets its own back, refreshed.
const errorsColumn = "Errors"

// badRowsCSV writes the rows with errors as they were uploaded, in the file's own columns, plus
// one column naming every problem of the row, so the person can fix them and upload the file
// again. Cells are made safe for spreadsheets. nil when no row has an error.
func badRowsCSV(t *Table, errs []RowError) []byte {
	if len(errs) == 0 {
		return nil
	}
	problems := map[int][]string{}
	for _, e := range errs {
		msg := e.Message
		if e.Column != "" {
			msg = e.Column + ": " + msg
		}
		problems[e.Row] = append(problems[e.Row], msg)
	}
	cols, errCol := t.Columns, -1
	for i, c := range cols {
		if strings.EqualFold(strings.TrimSpace(c), errorsColumn) {
			errCol = i
		}
	}
	width := len(cols)
	if errCol < 0 {
		errCol, width = len(cols), len(cols)+1
	}
	var buf bytes.Buffer
	buf.WriteString("\xEF\xBB\xBF") // BOM: Excel then reads UTF-8
	w := csv.NewWriter(&buf)
	rec := make([]string, width)
	for i := range rec {
		rec[i] = errorsColumn
		if i < len(cols) {
			rec[i] = sheet.SafeCell(strings.ToValidUTF8(cols[i], "\uFFFD"))
		}
	}
	_ = w.Write(rec)
	for _, r := range t.Rows {
		msgs, bad := problems[r.Number]
		if !bad {
			continue
		}
		// A row with more cells than the header keeps only the header's columns: its error says so.
		rec = make([]string, width)
		for i := 0; i < len(cols) && i < len(r.Cells); i++ {
			rec[i] = sheet.SafeCell(strings.ToValidUTF8(r.Cells[i], "\uFFFD"))
		}
		rec[errCol] = sheet.SafeCell(strings.Join(msgs, "; "))
		_ = w.Write(rec)
	}
	w.Flush()
	return buf.Bytes()
}
