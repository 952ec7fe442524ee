package proposals

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/go-pdf/fpdf"

	"congregate/controlplane/pricing"
)

// brand colours of the documents (the spec's default light primary).
var primary = [3]int{0x30, 0x4F, 0xFF}

type doc struct {
	pdf *fpdf.Fpdf
	tr  func(string) string
}

// newDoc starts an A4 document. Content streams are left uncompressed: the files are small, and
// a reader (or a test) can find the church's name in them.
func newDoc(title string) *doc {
	p := fpdf.New("P", "mm", "A4", "")
	p.SetCompression(false)
	p.SetTitle(title, true)
	p.SetAuthor("Congregate", true)
	p.SetCreator("Congregate onboarding", true)
	p.SetMargins(18, 18, 18)
	p.SetAutoPageBreak(true, 18)
	p.AliasNbPages("")
	d := &doc{pdf: p, tr: p.UnicodeTranslatorFromDescriptor("")}
	p.SetFooterFunc(func() {
		p.SetY(-14)
		p.SetFont("Helvetica", "", 8)
		p.SetTextColor(120, 120, 120)
		p.CellFormat(0, 6, d.tr("Congregate - church management made simple - No Contracts. No Setup Fees. Cancel Anytime."),
			"", 0, "L", false, 0, "")
		p.CellFormat(0, 6, fmt.Sprintf("%d/{nb}", p.PageNo()), "", 0, "R", false, 0, "")
	})
	p.AddPage()
	return d
}

func (d *doc) banner(kicker, title, subtitle string) {
	p := d.pdf
	p.SetFillColor(primary[0], primary[1], primary[2])
	p.Rect(0, 0, 210, 46, "F")
	p.SetTextColor(255, 255, 255)
	p.SetXY(18, 10)
	p.SetFont("Helvetica", "B", 10)
	p.CellFormat(0, 6, d.tr(strings.ToUpper(kicker)), "", 1, "L", false, 0, "")
	p.SetX(18)
	p.SetFont("Helvetica", "B", 22)
	p.MultiCell(0, 10, d.tr(title), "", "L", false)
	p.SetX(18)
	p.SetFont("Helvetica", "", 11)
	p.MultiCell(0, 6, d.tr(subtitle), "", "L", false)
	p.SetY(53)
	p.SetTextColor(33, 33, 33)
}

// Line heights of the text blocks (mm).
const (
	headingLine = 8.0
	bodyLine    = 5.5
	// keepWithNext is what a heading keeps with it on its page: the first two lines of its section.
	keepWithNext = 2 * bodyLine
)

// keep starts a new page unless h mm fit above the bottom margin: a block that must not be split
// from what follows it asks for both heights at once.
func (d *doc) keep(h float64) {
	p := d.pdf
	_, pageH := p.GetPageSize()
	_, _, _, bottom := p.GetMargins()
	if p.GetY()+h > pageH-bottom {
		p.AddPage()
	}
}

// heading starts a section. It never ends a page (no orphan headings): when it and the first
// lines of its section do not fit, they go to the next page together.
func (d *doc) heading(s string) {
	p := d.pdf
	p.SetFont("Helvetica", "B", 14)
	lines := len(p.SplitText(d.tr(s), d.width()))
	d.keep(3 + float64(lines)*headingLine + keepWithNext)
	if p.GetY() > d.top() {
		p.Ln(3)
	}
	p.SetTextColor(primary[0], primary[1], primary[2])
	p.MultiCell(0, headingLine, d.tr(s), "", "L", false)
	p.SetTextColor(33, 33, 33)
}

// width is the text width between the margins; top is where a page's text starts.
func (d *doc) width() float64 {
	pageW, _ := d.pdf.GetPageSize()
	left, _, right, _ := d.pdf.GetMargins()
	return pageW - left - right
}

func (d *doc) top() float64 {
	_, top, _, _ := d.pdf.GetMargins()
	return top
}

func (d *doc) para(s string) {
	d.pdf.SetFont("Helvetica", "", 11)
	d.pdf.MultiCell(0, bodyLine, d.tr(s), "", "L", false)
	d.pdf.Ln(2)
}

func (d *doc) bullets(items ...string) {
	p := d.pdf
	p.SetFont("Helvetica", "", 11)
	for _, it := range items {
		p.SetX(22)
		p.MultiCell(0, bodyLine, d.tr("- "+it), "", "L", false)
	}
	p.Ln(2)
}

// contact prints the requester's details as a small two-column table.
func (d *doc) contact(rows [][2]string) {
	p := d.pdf
	for _, r := range rows {
		if r[1] == "" {
			continue
		}
		p.SetFont("Helvetica", "B", 10)
		p.CellFormat(40, 5.5, d.tr(r[0]), "", 0, "L", false, 0, "")
		p.SetFont("Helvetica", "", 10)
		p.MultiCell(0, 5.5, d.tr(r[1]), "", "L", false)
	}
	p.Ln(2)
}

func (d *doc) bytes() ([]byte, error) {
	var buf bytes.Buffer
	if err := d.pdf.Output(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func contactRows(r Request) [][2]string {
	rows := [][2]string{
		{"Church", r.ChurchName},
		{"Prepared for", strings.TrimSpace(r.FirstName + " " + r.LastName)},
		{"Role", r.Role},
		{"E-mail", r.Email},
		{"Phone", r.PhoneNumber},
		{"Website", r.ChurchWebsite},
		{"Date", r.At.Format("January 2, 2006")},
	}
	return rows
}

// ProposalPDF is the mobile app proposal: what the church's own app does and what it costs.
func ProposalPDF(r Request, sizes []pricing.Size) ([]byte, error) {
	d := newDoc("Mobile App Proposal - " + r.ChurchName)
	d.banner("Mobile app proposal", r.ChurchName, "Your church, in every member's pocket.")
	d.contact(contactRows(r))
	d.heading("Your own church app")
	d.para(fmt.Sprintf("%s gets a branded mobile app for iOS and Android, published under your church's name, "+
		"with your logo and colours, and run from the same Congregate console your staff already use.", r.ChurchName))
	d.bullets(
		"Sermons and livestream: watch live, catch up on series, audio and podcasts.",
		"Giving: one-tap gifts, recurring giving and giving history for every member.",
		"Events and calendar: registrations, reminders and directions.",
		"Groups and people: a member directory, groups and service units.",
		"Prayer requests and follow-up: members share requests, your team follows up.",
		"Push notifications, SMS and e-mail from one place.",
		"Children's check-in with secure pick-up codes.",
	)
	d.heading("How it works")
	d.bullets(
		"Week 1: we set up your app with your branding, content and giving.",
		"Week 2: your team reviews it; we publish it to the App Store and Google Play.",
		"From then on: you change content, slides and modules yourself from the console.",
	)
	d.heading("Pricing")
	d.para("The app comes with the products you choose. Monthly price by church size:")
	d.priceTable(sizes)
	d.para("No Contracts. No Setup Fees. Cancel Anytime.")
	d.heading("Next steps")
	d.para(fmt.Sprintf("Reply to the e-mail that brought you this proposal, or call us, and we will set up a demo of "+
		"the %s app for your team.", r.ChurchName))
	return d.bytes()
}

func (d *doc) priceTable(sizes []pricing.Size) {
	p := d.pdf
	widths := []float64{50, 30, 30, 30, 34}
	head := []string{"Church size", "1 product", "3 products", "6 products", "Full suite"}
	d.keep(2 * 7) // the table's head stays with its first row
	p.SetFont("Helvetica", "B", 10)
	p.SetFillColor(235, 238, 255)
	for i, h := range head {
		p.CellFormat(widths[i], 7, h, "1", 0, "C", true, 0, "")
	}
	p.Ln(-1)
	p.SetFont("Helvetica", "", 10)
	for _, s := range sizes {
		cells := []string{s.Label, money(s.Currency, s.Costs[0]), money(s.Currency, s.Costs[2]),
			money(s.Currency, s.Costs[5]), money(s.Currency, s.FullSuite)}
		for i, c := range cells {
			align := "R"
			if i == 0 {
				align = "L"
			}
			p.CellFormat(widths[i], 7, d.tr(c), "1", 0, align, false, 0, "")
		}
		p.Ln(-1)
	}
	p.Ln(3)
}

// money shows an amount with two decimals and thousands separators (spec §9).
func money(currency string, c pricing.Cents) string {
	s := c.String()
	whole, frac, _ := strings.Cut(s, ".")
	var b strings.Builder
	for i, ch := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(ch)
	}
	return currency + " " + b.String() + "." + frac
}

// BrochurePDF is the global giving e-brochure: the giving offer, personalised.
func BrochurePDF(r Request) ([]byte, error) {
	d := newDoc("Global Giving e-Brochure - " + r.ChurchName)
	d.banner("Global giving e-brochure", r.ChurchName, "Generosity without borders: give anywhere, any way, any time.")
	d.contact(contactRows(r))
	d.heading("Global giving for " + r.ChurchName)
	d.para(fmt.Sprintf("Members and friends of %s can give from anywhere in the world, in their own currency, "+
		"to the funds you choose - tithes, offerings, missions, building projects or special appeals.", r.ChurchName))
	d.bullets(
		"Give online, in the church app, by text message or at a kiosk.",
		"Cards, bank transfers (ACH) and digital wallets; recurring gifts in a few taps.",
		"Contribution codes for every fund, campaign and mission.",
		"Automatic receipts and year-end contribution statements.",
		"Donor reporting by fund, by donor and by number, with exports for your accountant.",
		"Members keep their cards on file securely; expiring cards are flagged for follow-up.",
	)
	d.heading("Why churches switch")
	d.bullets(
		"Giving rises when it is easy: most gifts now start on a phone.",
		"One system for people, giving and communication: no double entry.",
		"Transparent processing fees and next-business-day deposits.",
	)
	d.heading("Start giving in a week")
	d.para("We connect your merchant account, create your funds and contribution codes, and give you a giving page " +
		"and a QR code for Sunday. No Contracts. No Setup Fees. Cancel Anytime.")
	return d.bytes()
}
