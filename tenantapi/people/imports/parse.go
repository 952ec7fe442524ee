package imports

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

// Limits of an import file.
const (
	MaxFileBytes = 10 << 20
	MaxRows      = 20000
)

// Table is a parsed file: the header and the data rows as typed.
type Table struct {
	Columns []string
	Rows    []Row
}

// Row is one data row with its spreadsheet row number (the header is row 1).
type Row struct {
	Number int
	Cells  []string
	// BadEncoding marks cells that are not valid UTF-8 (a file saved in another encoding).
	BadEncoding bool
}

// FileError is a problem with the file as a whole: nothing can be read from it.
type FileError struct{ Msg string }

func (e *FileError) Error() string { return e.Msg }

func fileErr(msg string) error { return &FileError{msg} }

// Kind tells a CSV from an XLSX by content, not by name: an XLSX is a ZIP archive, a CSV text.
// The name's extension must agree, so a renamed binary is refused.
func Kind(name string, data []byte) (string, error) {
	lower := strings.ToLower(name)
	isZip := bytes.HasPrefix(data, []byte("PK\x03\x04"))
	switch {
	case strings.HasSuffix(lower, ".xlsx"):
		if !isZip {
			return "", fileErr("The file is not a valid XLSX workbook")
		}
		return "xlsx", nil
	case strings.HasSuffix(lower, ".csv"):
		head := data[:min(len(data), 8192)]
		if isZip || bytes.IndexByte(head, 0) >= 0 && !isUTF16(data) {
			return "", fileErr("The file is not a CSV text file")
		}
		return "csv", nil
	}
	return "", fileErr("Only CSV or XLSX files can be imported")
}

func isUTF16(data []byte) bool {
	return bytes.HasPrefix(data, []byte{0xFF, 0xFE}) || bytes.HasPrefix(data, []byte{0xFE, 0xFF})
}

// Parse reads the whole file.
func Parse(kind string, data []byte) (*Table, error) {
	var t *Table
	var err error
	if kind == "xlsx" {
		t, err = parseXLSX(data)
	} else {
		t, err = parseCSV(data)
	}
	if err != nil {
		return nil, err
	}
	if len(t.Columns) == 0 || allEmpty(t.Columns) {
		return nil, fileErr("The file has no header row")
	}
	for _, c := range t.Columns {
		if !utf8.ValidString(c) {
			return nil, fileErr("The header row is not valid UTF-8. Save the file as CSV UTF-8 and upload it again.")
		}
	}
	seen := map[string]bool{}
	for i, c := range t.Columns {
		c = strings.TrimSpace(c)
		if c == "" {
			c = fmt.Sprintf("Column %d", i+1)
		}
		for base, n := c, 2; seen[c]; n++ {
			c = fmt.Sprintf("%s (%d)", base, n)
		}
		seen[c], t.Columns[i] = true, c
	}
	if len(t.Rows) == 0 {
		return nil, fileErr("The file has no data rows")
	}
	if len(t.Rows) > MaxRows {
		return nil, fileErr(fmt.Sprintf("The file has more than %d rows", MaxRows))
	}
	return t, nil
}

func allEmpty(cells []string) bool {
	for _, c := range cells {
		if strings.TrimSpace(c) != "" {
			return false
		}
	}
	return true
}

func parseCSV(data []byte) (*Table, error) {
	if isUTF16(data) {
		return nil, fileErr("The file is UTF-16 encoded. Save it as CSV UTF-8 and upload it again.")
	}
	data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF"))
	r := csv.NewReader(bytes.NewReader(data))
	r.Comma = sniffDelimiter(data)
	r.FieldsPerRecord = -1 // ragged rows are reported per row, not as a file error
	r.LazyQuotes = true
	r.ReuseRecord = false
	t := &Table{}
	for n := 1; ; n++ {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				return nil, fileErr(fmt.Sprintf("The CSV cannot be read at line %d: %v", pe.Line, pe.Err))
			}
			return nil, fileErr("The CSV cannot be read")
		}
		if n == 1 {
			t.Columns = rec
			continue
		}
		if allEmpty(rec) {
			continue
		}
		if len(t.Rows) >= MaxRows {
			return nil, fileErr(fmt.Sprintf("The file has more than %d rows", MaxRows))
		}
		t.Rows = append(t.Rows, newRow(n, rec))
	}
	return t, nil
}

func newRow(n int, cells []string) Row {
	row := Row{Number: n, Cells: cells}
	for _, c := range cells {
		if !utf8.ValidString(c) {
			row.BadEncoding = true
		}
	}
	return row
}

// sniffDelimiter picks , ; or tab from the header line (spreadsheets in many locales write ;).
func sniffDelimiter(data []byte) rune {
	line := data
	if i := bytes.IndexByte(data, '\n'); i >= 0 {
		line = data[:i]
	}
	best, bestN := ',', bytes.Count(line, []byte(","))
	for _, d := range []rune{';', '\t'} {
		if n := bytes.Count(line, []byte(string(d))); n > bestN {
			best, bestN = d, n
		}
	}
	return best
}

func parseXLSX(data []byte) (*Table, error) {
	f, err := excelize.OpenReader(bytes.NewReader(data), excelize.Options{UnzipSizeLimit: 200 << 20, UnzipXMLSizeLimit: 100 << 20})
	if err != nil {
		return nil, fileErr("The file is not a valid XLSX workbook")
	}
	defer f.Close()
	sheets := f.GetSheetList()
	if len(sheets) == 0 {
		return nil, fileErr("The workbook has no sheets")
	}
	// Raw values: dates come as serial numbers (the displayed form may have a 2-digit year) and
	// long phone numbers are not shown in scientific notation.
	rows, err := f.Rows(sheets[0])
	if err != nil {
		return nil, fileErr("The first sheet cannot be read")
	}
	defer rows.Close()
	t := &Table{}
	for n := 1; rows.Next(); n++ {
		rec, err := rows.Columns(excelize.Options{RawCellValue: true})
		if err != nil {
			return nil, fileErr(fmt.Sprintf("Row %d of the sheet cannot be read", n))
		}
		if t.Columns == nil {
			if allEmpty(rec) {
				continue // blank lines above the header
			}
			t.Columns = rec
			continue
		}
		if allEmpty(rec) {
			continue
		}
		if len(t.Rows) >= MaxRows {
			return nil, fileErr(fmt.Sprintf("The file has more than %d rows", MaxRows))
		}
		t.Rows = append(t.Rows, newRow(n, rec))
	}
	return t, nil
}
