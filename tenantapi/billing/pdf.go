package billing

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"

	"congregate/internal/platform/payments"
	"congregate/internal/platform/tenancy"
)

// LogoFunc returns the church's logo as PNG or JPEG bytes and its kind ("PNG", "JPG"), or nil (the
// app passes the one the people export uses).
type LogoFunc func(ctx context.Context, church *tenancy.Church) ([]byte, string, error)

// InvoicePDF writes one of the church's invoices as a PDF of our own: the church's logo and name,
// the invoice's number, status, dates, lines and totals.
func (s *Service) InvoicePDF(ctx context.Context, id int64, logo LogoFunc, w io.Writer) error {
	inv, err := s.Invoice(ctx, id)
	if err != nil {
		return err
	}
	church := tenancy.FromContext(ctx)
	var img []byte
	var kind string
	if logo != nil {
		lctx, cancel := context.WithTimeout(ctx, time.Second)
		img, kind, _ = logo(lctx, church)
		cancel()
	}
	return writeInvoicePDF(w, inv, church, img, kind)
}

func writeInvoicePDF(w io.Writer, inv Invoice, church *tenancy.Church, logo []byte, logoKind string) error {
	pdf := fpdf.New("P", "mm", "A4", "")
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	pdf.SetMargins(18, 18, 18)
	pdf.AddPage()
	pageW, _ := pdf.GetPageSize()
	x := 18.0
	if len(logo) > 0 {
		opt := fpdf.ImageOptions{ImageType: logoKind, ReadDpi: true}
		if info := pdf.RegisterImageOptionsReader("logo", opt, bytes.NewReader(logo)); info != nil && pdf.Ok() {
			pdf.ImageOptions("logo", x, 18, 0, 16, false, opt, 0, "")
			x += 16*info.Width()/info.Height() + 4
		} else {
			pdf.ClearError() // a logo that will not decode leaves the name alone
		}
	}
	pdf.SetXY(x, 20)
	pdf.SetFont("Helvetica", "B", 16)
	pdf.CellFormat(pageW-18-x, 7, tr(church.FullName), "", 2, "L", false, 0, "")
	pdf.SetFont("Helvetica", "", 9)
	pdf.SetX(x)
	pdf.CellFormat(pageW-18-x, 5, tr(strings.TrimSpace(church.Address)), "", 2, "L", false, 0, "")

	pdf.SetXY(18, 42)
	pdf.SetFont("Helvetica", "B", 14)
	title := "Invoice"
	if inv.Number != "" {
		title += " " + inv.Number
	}
	pdf.CellFormat(0, 8, tr(title), "", 1, "L", false, 0, "")
	pdf.SetFont("Helvetica", "", 10)
	field := func(label, value string) {
		if value == "" {
			return
		}
		pdf.SetFont("Helvetica", "B", 10)
		pdf.CellFormat(40, 6, tr(label), "", 0, "L", false, 0, "")
		pdf.SetFont("Helvetica", "", 10)
		pdf.CellFormat(0, 6, tr(value), "", 1, "L", false, 0, "")
	}
	field("Status", statusLabel(inv.Status))
	field("Issued", date(&inv.CreatedAt))
	if inv.PeriodStart != nil && inv.PeriodEnd != nil {
		field("Period", date(inv.PeriodStart)+" – "+date(inv.PeriodEnd))
	}
	field("Due", date(inv.DueDate))
	field("Paid", date(inv.PaidAt))
	field("Billed by", "Congregate")

	pdf.Ln(6)
	pdf.SetFillColor(235, 238, 255)
	pdf.SetFont("Helvetica", "B", 10)
	descW := pageW - 36 - 40
	pdf.CellFormat(descW, 8, "Description", "1", 0, "L", true, 0, "")
	pdf.CellFormat(40, 8, "Amount", "1", 1, "R", true, 0, "")
	pdf.SetFont("Helvetica", "", 10)
	for _, l := range inv.Lines {
		pdf.CellFormat(descW, 7, tr(truncate(l.Description, 90)), "1", 0, "L", false, 0, "")
		pdf.CellFormat(40, 7, tr(Money(l.AmountMinor, inv.Currency)), "1", 1, "R", false, 0, "")
	}
	total := func(label string, amount int64, bold bool) {
		style := ""
		if bold {
			style = "B"
		}
		pdf.SetFont("Helvetica", style, 10)
		pdf.CellFormat(descW, 7, tr(label), "", 0, "R", false, 0, "")
		pdf.CellFormat(40, 7, tr(Money(amount, inv.Currency)), "", 1, "R", false, 0, "")
	}
	pdf.Ln(2)
	total("Total", inv.AmountDueMinor, false)
	total("Paid", inv.AmountPaidMinor, false)
	total("Amount due", max(inv.AmountDueMinor-inv.AmountPaidMinor, 0), true)
	return pdf.Output(w)
}

func statusLabel(s string) string {
	switch s {
	case StatusUncollectible:
		return "Uncollectible"
	case "":
		return ""
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func date(t *time.Time) string {
	if t == nil || t.IsZero() {
		return ""
	}
	return t.UTC().Format("2 Jan 2006")
}

func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// Money prints integer minor units in a currency: "USD 199.00", "JPY 1500".
func Money(minor int64, currency string) string {
	neg := minor < 0
	if neg {
		minor = -minor
	}
	s := fmt.Sprintf("%d.%02d", minor/100, minor%100)
	if payments.ZeroDecimal(currency) {
		s = fmt.Sprintf("%d", minor)
	}
	if neg {
		s = "-" + s
	}
	return strings.ToUpper(currency) + " " + s
}
