package proposals_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"congregate/controlplane/pricing"
	"congregate/controlplane/proposals"
	"congregate/internal/testutil"
)

// A heading never ends a page: it goes to the next page with the first lines of its section. The
// proposal is rendered with 0 to 24 church sizes in its price table, which moves every later
// heading down the page in steps smaller than a heading, so each falls at a page's foot in one of
// them.
func TestHeadingsKeepWithTheirSection(t *testing.T) {
	// Each heading and the first words of the line that follows it.
	sections := map[string]string{
		"Your own church app": "Riverside Fellowship gets a branded",
		"How it works":        "- Week 1:",
		"Pricing":             "The app comes with the products",
		"Next steps":          "Reply to the e-mail that brought you",
	}
	r := proposals.Request{FirstName: "Grace", LastName: "Hopper", Email: "grace@example.org", ChurchName: "Riverside Fellowship",
		PhoneNumber: "+15555550177", ChurchWebsite: "https://example.org", At: time.Date(2026, 11, 25, 0, 0, 0, 0, time.UTC)}
	for n := 0; n <= 24; n++ {
		var sizes []pricing.Size
		for i := range n {
			sizes = append(sizes, pricing.Size{Label: fmt.Sprintf("Size %d", i), Currency: "USD",
				Costs: [6]pricing.Cents{4900, 8900, 11900, 14900, 16900, 18900}, FullSuite: 19900})
		}
		pdf, err := proposals.ProposalPDF(r, sizes)
		if err != nil {
			t.Fatal(err)
		}
		pages := testutil.PDFPages(t, pdf)
		for heading, first := range sections {
			found := false
			for p, text := range pages {
				lines := strings.Split(text, "\n")
				for i, l := range lines {
					if l != heading {
						continue
					}
					found = true
					if i+1 >= len(lines) || !strings.HasPrefix(lines[i+1], first) {
						t.Errorf("%d sizes: %q ends page %d (next on the page: %q)", n, heading, p+1, lines[min(i+1, len(lines)-1)])
					}
				}
			}
			if !found {
				t.Fatalf("%d sizes: no heading %q in %q", n, heading, pages)
			}
		}
	}
}
