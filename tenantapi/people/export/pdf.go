package export

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
)

// The PDF: a table on A4 landscape pages under the church's logo and name. A value wraps in its
// cell (an e-mail after its "@" or a dot) over at most pdfMaxLines lines; a longer one ends with
// an ellipsis (spec §9), never cut off mid-word without one.

const (
	pdfMargin   = 10.0 // mm, left, right and top
	pdfBottom   = 12.0 // mm kept free for the page number
	pdfFontSize = 8.0  // pt
	pdfLine     = 3.6  // mm between the lines of a cell
	pdfPad      = 1.2  // mm above and below a cell's lines
	pdfMaxLines = 3
	ellipsis    = "\x85" // "…" in cp1252, the core fonts' encoding
)

func writePDF(w io.Writer, names []string, cols []column, next nextFunc, church string, logo []byte, logoKind string, now time.Time) error {
	pdf := fpdf.New("L", "mm", "A4", "")
	tr := pdf.UnicodeTranslatorFromDescriptor("") // cp1252: the core fonts' encoding
	pdf.SetMargins(pdfMargin, pdfMargin, pdfMargin)
	pdf.SetAutoPageBreak(false, pdfBottom) // rows break pages themselves: a row never splits
	pageW, pageH := pdf.GetPageSize()
	widths := columnWidths(names, pageW-2*pdfMargin)
	row := func(values []string, header bool) {
		style := ""
		if header {
			style = "B"
			pdf.SetFillColor(235, 238, 255)
		}
		pdf.SetFont("Helvetica", style, pdfFontSize)
		cells := make([][]string, len(values))
		lines := 1
		for i, v := range values {
			cells[i] = fitLines(pdf.GetStringWidth, tr(v), widths[i]-2*pdf.GetCellMargin(), pdfMaxLines)
			lines = max(lines, len(cells[i]))
		}
		h := float64(lines)*pdfLine + 2*pdfPad
		if pdf.GetY()+h > pageH-pdfBottom {
			pdf.AddPage()
		}
		x, y := pdfMargin, pdf.GetY()
		for i, ls := range cells {
			pdf.Rect(x, y, widths[i], h, map[bool]string{true: "FD", false: "D"}[header])
			for j, l := range ls {
				pdf.SetXY(x, y+pdfPad+float64(j)*pdfLine)
				pdf.CellFormat(widths[i], pdfLine, l, "", 0, "L", false, 0, "")
			}
			x += widths[i]
		}
		pdf.SetXY(pdfMargin, y+h)
	}
	head := make([]string, len(cols))
	for i, c := range cols {
		head[i] = c.Header
	}
	pdf.SetFooterFunc(func() {
		pdf.SetY(-10)
		pdf.SetFont("Helvetica", "I", 7)
		pdf.CellFormat(0, 5, fmt.Sprintf("Page %d", pdf.PageNo()), "", 0, "R", false, 0, "")
	})
	pdf.SetHeaderFunc(func() {
		if pdf.PageNo() > 1 {
			pdf.SetXY(pdfMargin, pdfMargin)
			row(head, true)
		}
	})
	pdf.AddPage()
	x := pdfMargin
	if len(logo) > 0 {
		opt := fpdf.ImageOptions{ImageType: logoKind, ReadDpi: true}
		if info := pdf.RegisterImageOptionsReader("logo", opt, bytes.NewReader(logo)); info != nil && pdf.Ok() {
			pdf.ImageOptions("logo", pdfMargin, 8, 0, 14, false, opt, 0, "")
			x = pdfMargin + info.Width()*14/info.Height() + 4
		} else {
			pdf.ClearError() // a logo that does not decode leaves the name alone
		}
	}
	pdf.SetXY(x, 9)
	pdf.SetFont("Helvetica", "B", 14)
	pdf.CellFormat(0, 7, tr(church), "", 2, "L", false, 0, "")
	pdf.SetFont("Helvetica", "", 9)
	pdf.CellFormat(0, 5, tr("People — exported "+now.Format("Mon Jan 2, 2006, 3:04 PM")), "", 2, "L", false, 0, "")
	pdf.SetXY(pdfMargin, 26)
	row(head, true)
	vals := make([]string, len(cols))
	for {
		p, err := next()
		if err != nil {
			return err
		}
		if p == nil {
			break
		}
		for i, c := range cols {
			vals[i] = c.Value(*p)
		}
		row(vals, false)
	}
	return pdf.Output(w)
}

// columnWidths shares the page's width out by the named columns' weights.
func columnWidths(names []string, total float64) []float64 {
	sum := 0.0
	weights := make([]float64, len(names))
	for i, name := range names {
		weights[i] = pdfWeights[name]
		if weights[i] <= 0 {
			weights[i] = 1
		}
		sum += weights[i]
	}
	out := make([]float64, len(names))
	for i := range weights {
		out[i] = total * weights[i] / sum
	}
	return out
}

// fitLines wraps s (single-byte text) into at most maxLines lines no wider than w as width
// measures them. Lines break after a space, and inside a word after "@", ".", "-", "_", "/" or ","
// (an e-mail address breaks after its "@" or a dot); a word with none of those that is still too
// wide breaks where the width runs out. Text left over after maxLines makes the last line end with
// an ellipsis.
func fitLines(width func(string) float64, s string, w float64, maxLines int) []string {
	s = strings.Join(strings.Fields(s), " ")
	var lines []string
	line := ""
	for _, piece := range pieces(s) {
		if width(strings.TrimRight(line+piece, " ")) <= w {
			line += piece
			continue
		}
		if strings.TrimSpace(line) != "" {
			lines = append(lines, strings.TrimRight(line, " "))
		}
		line = ""
		for width(strings.TrimRight(piece, " ")) > w && len(piece) > 1 {
			n := 1
			for n < len(piece) && width(piece[:n+1]) <= w {
				n++
			}
			lines = append(lines, piece[:n])
			piece = piece[n:]
		}
		line = piece
	}
	if line = strings.TrimRight(line, " "); line != "" || len(lines) == 0 {
		lines = append(lines, line)
	}
	if len(lines) <= maxLines {
		return lines
	}
	last := lines[maxLines-1]
	for last != "" && width(last+ellipsis) > w {
		last = last[:len(last)-1]
	}
	lines[maxLines-1] = strings.TrimRight(last, " ") + ellipsis
	return lines[:maxLines]
}

// pieces splits s after every break opportunity, keeping every byte: joined they are s.
func pieces(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(" @.-_/,", s[i]) >= 0 {
			out = append(out, s[start:i+1])
			start = i + 1
		}
	}
	if start < len(s) {
		out = append(out, s[start:])
	}
	return out
}
