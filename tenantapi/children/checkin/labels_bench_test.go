package checkin

import "testing"

// BenchmarkLabelPDF is the PDF's own cost (the label route adds its reads).
func BenchmarkLabelPDF(b *testing.B) {
	ls := &Labels{Size: "4x2in", Labels: []Label{
		{Code: "K2M4", Name: "Kid One", Room: "Room 1", ServiceOn: "2026-11-29", Allergies: []string{"Peanuts"}, NotAuthorised: []string{"Uncle Bob"}},
		{Code: "K2M4", Name: "Kid Two", Room: "Room 2", ServiceOn: "2026-11-29"},
		{Parent: true, Code: "K2M4", ServiceOn: "2026-11-29", Children: []string{"Kid One", "Kid Two"}},
	}}
	for i := 0; i < b.N; i++ {
		if _, err := ls.PDF(); err != nil {
			b.Fatal(err)
		}
	}
}
