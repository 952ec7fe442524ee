package organization

import "testing"

func TestQRSVG(t *testing.T) {
	bits := [][]bool{{true, true, false}, {false, false, false}, {true, false, true}}
	got := string(qrSVG(bits))
	want := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 3" shape-rendering="crispEdges"><rect width="3" height="3" fill="#FFFFFF"/>` +
		`<path fill="#000000" d="M0 0h2v1h-2zM0 2h1v1h-1zM2 2h1v1h-1z"/></svg>`
	if got != want {
		t.Fatalf("svg:\n%s\nwant\n%s", got, want)
	}
}

func TestCleaners(t *testing.T) {
	for in, want := range map[string]string{"+1 (555) 010-0100": "+15550100100", "+44 20 7946 0958": "+442079460958",
		"020 7946 0958": "+442079460958"} { // a local number is in the church's default country
		if got, ok := cleanPhone(in, "GB"); !ok || got != want {
			t.Errorf("phone %q: %q %v", in, got, ok)
		}
	}
	for _, bad := range []string{"7946", "+0123", "+1 555 abc", "+1234567890123456", ""} {
		if _, ok := cleanPhone(bad, "GB"); ok {
			t.Errorf("phone %q accepted", bad)
		}
	}
	for _, bad := range []string{"javascript:alert(1)", "//evil.test", "https://user:pw@x.test", "https://x.test/a b", "mailto:a@b.c"} {
		if _, ok := cleanURL(bad, 200); ok {
			t.Errorf("url %q accepted", bad)
		}
	}
	if _, err := cleanColour("c", "#12345G"); err == nil {
		t.Error("bad colour accepted")
	}
	if s, err := cleanColour("c", "#abcdef"); err != nil || s != "#ABCDEF" {
		t.Errorf("colour: %q %v", s, err)
	}
	if _, err := cleanText("Header", "a\x00b", 10, false); err == nil {
		t.Error("control character accepted")
	}
}
