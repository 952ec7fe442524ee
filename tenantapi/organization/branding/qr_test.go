package branding

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

func TestInitials(t *testing.T) {
	for name, want := range map[string]string{"Grace Community Church": "GC", "alpha": "A", "": "", "  élan  vital ": "ÉV"} {
		if got := initials(name); got != want {
			t.Errorf("initials(%q) = %q, want %q", name, got, want)
		}
	}
}
