package statements

import (
	"bytes"
	"fmt"
	"time"

	"github.com/go-pdf/fpdf"

	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/giving/reports/layout"
)

// Letterhead is what every statement of a church shares: its name, address and logo, and the
// giving settings' words.
type Letterhead struct {
	Church   *tenancy.Church
	Logo     []byte
	LogoKind string
	Texts    Texts
	Currency string
	Printed  time.Time
}

// PDF writes one donor's statement: the church's logo, name and address; the donor's name and
// address; the period; the intro; the gifts by date with fund and method (tax-deductible funds
// marked); the totals by fund and the total; the legal text and the signatory.
func PDF(h Letterhead, st Statement) ([]byte, error) {
	pdf := fpdf.New("P", "mm", "A4", "")
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	pdf.SetMargins(15, 15, 15)
	pdf.SetAutoPageBreak(true, 18)
	pdf.SetFooterFunc(func() {
		pdf.SetY(-12)
		pdf.SetFont("Helvetica", "I", 7)
		pdf.CellFormat(0, 5, tr(fmt.Sprintf("%s — contribution statement %s to %s — page %d", st.Person.Name, st.From, st.To, pdf.PageNo())),
			"", 0, "R", false, 0, "")
	})
	pdf.AddPage()
	x := layout.DrawLogo(pdf, h.Logo, h.LogoKind, 15, 12, 16)
	pdf.SetXY(x, 12)
	pdf.SetFont("Helvetica", "B", 14)
	pdf.CellFormat(0, 7, tr(h.Church.FullName), "", 2, "L", false, 0, "")
	pdf.SetFont("Helvetica", "", 9)
	for _, l := range []string{h.Church.Address, h.Church.Phone, h.Church.Email} {
		if l != "" {
			pdf.CellFormat(0, 4.5, tr(l), "", 2, "L", false, 0, "")
		}
	}
	pdf.SetXY(15, 42)
	pdf.SetFont("Helvetica", "B", 11)
	pdf.CellFormat(0, 6, tr(st.Person.Name), "", 2, "L", false, 0, "")
	pdf.SetFont("Helvetica", "", 9)
	for _, l := range st.Person.AddressLines {
		pdf.CellFormat(0, 4.5, tr(l), "", 2, "L", false, 0, "")
	}
	if st.Person.EnvelopeID != "" {
		pdf.CellFormat(0, 4.5, tr("Envelope ID: "+st.Person.EnvelopeID), "", 2, "L", false, 0, "")
	}
	pdf.Ln(4)
	pdf.SetFont("Helvetica", "B", 13)
	pdf.CellFormat(0, 7, tr("Contribution statement"), "", 2, "L", false, 0, "")
	pdf.SetFont("Helvetica", "", 9)
	pdf.CellFormat(0, 5, tr(fmt.Sprintf("%s to %s · printed %s", long(st.From), long(st.To), h.Printed.Format("January 2, 2006"))), "", 2, "L", false, 0, "")
	pdf.Ln(2)
	if h.Texts.Intro != "" {
		pdf.MultiCell(0, 4.5, tr(h.Texts.Intro), "", "L", false)
		pdf.Ln(2)
	}
	money := func(m int64) string { return layout.FormatMoney(m, st.Currency) }
	widths := []float64{28, 70, 30, 30, 22}
	head := []string{"Date", "Contribution", "Method", "Cheque", "Amount (" + st.Currency + ")"}
	header := func() {
		pdf.SetFont("Helvetica", "B", 8.5)
		pdf.SetFillColor(235, 238, 255)
		for i, hd := range head {
			align := "L"
			if i == 4 {
				align = "R"
			}
			pdf.CellFormat(widths[i], 6, tr(hd), "1", 0, align, true, 0, "")
		}
		pdf.Ln(6)
		pdf.SetFont("Helvetica", "", 8.5)
	}
	header()
	_, pageH := pdf.GetPageSize()
	for _, g := range st.Gifts {
		if pdf.GetY()+5.5 > pageH-20 {
			pdf.AddPage()
			header()
		}
		fund := g.FundName
		if g.TaxDeductible {
			fund += " *"
		}
		vals := []string{g.ReceivedOn, fund, g.Method, g.ChequeNumber, money(g.AmountMinor)}
		for i, v := range vals {
			align := "L"
			if i == 4 {
				align = "R"
			}
			pdf.CellFormat(widths[i], 5.5, tr(v), "1", 0, align, false, 0, "")
		}
		pdf.Ln(5.5)
	}
	pdf.Ln(3)
	pdf.SetFont("Helvetica", "B", 9)
	pdf.CellFormat(0, 6, tr("Totals by contribution"), "", 2, "L", false, 0, "")
	pdf.SetFont("Helvetica", "", 9)
	for _, f := range st.ByFund {
		name := f.Name
		if f.TaxDeductible {
			name += " *"
		}
		pdf.CellFormat(128, 5, tr(fmt.Sprintf("%s (%d gifts)", name, f.Count)), "", 0, "L", false, 0, "")
		pdf.CellFormat(52, 5, tr(money(f.TotalMinor)), "", 1, "R", false, 0, "")
	}
	pdf.SetFont("Helvetica", "B", 10)
	pdf.CellFormat(128, 7, tr("Total"), "T", 0, "L", false, 0, "")
	pdf.CellFormat(52, 7, tr(st.Currency+" "+money(st.TotalMinor)), "T", 1, "R", false, 0, "")
	pdf.SetFont("Helvetica", "", 9)
	pdf.CellFormat(128, 5, tr("Given to tax-deductible contributions (*)"), "", 0, "L", false, 0, "")
	pdf.CellFormat(52, 5, tr(st.Currency+" "+money(st.DeductibleMinor)), "", 1, "R", false, 0, "")
	pdf.Ln(4)
	if h.Texts.Legal != "" {
		pdf.SetFont("Helvetica", "I", 8.5)
		pdf.MultiCell(0, 4.2, tr(h.Texts.Legal), "", "L", false)
	}
	if h.Texts.Signatory != "" {
		pdf.Ln(8)
		pdf.SetFont("Helvetica", "", 9)
		pdf.CellFormat(70, 5, "", "B", 1, "L", false, 0, "")
		pdf.CellFormat(0, 5, tr(h.Texts.Signatory), "", 1, "L", false, 0, "")
	}
	var buf bytes.Buffer
	err := pdf.Output(&buf)
	return buf.Bytes(), err
}

func long(d string) string {
	t, err := time.Parse("2006-01-02", d)
	if err != nil {
		return d
	}
	return t.Format("January 2, 2006")
}
