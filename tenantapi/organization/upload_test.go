package organization

import (
	"bytes"
	"image"
	"image/jpeg"
	"image/png"
	"testing"

	"congregate/internal/platform/httpx"
)

func encoded(t *testing.T, w, h int, enc func(*bytes.Buffer, image.Image) error) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := enc(&b, image.NewRGBA(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestImageKind(t *testing.T) {
	pngData := encoded(t, 4, 4, func(b *bytes.Buffer, i image.Image) error { return png.Encode(b, i) })
	jpgData := encoded(t, 4, 4, func(b *bytes.Buffer, i image.Image) error { return jpeg.Encode(b, i, nil) })
	huge := encoded(t, 5000, 1, func(b *bytes.Buffer, i image.Image) error { return png.Encode(b, i) })
	elf := append([]byte("\x7fELF\x02\x01\x01"), make([]byte, 64)...)
	cases := []struct {
		name string
		data []byte
		want string // content type, or the error message
	}{
		{"a.png", pngData, "image/png"},
		{"A.PNG", pngData, "image/png"},
		{"a.jpg", jpgData, "image/jpeg"},
		{"a.jpeg", jpgData, "image/jpeg"},
		{"a.svg", []byte(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><circle r="4" style="fill:url(#g)"/></svg>`), "image/svg+xml"},
		{"a.png", jpgData, msgImageMismatch},
		{"a.jpg", pngData, msgImageMismatch},
		{"a.gif", pngData, msgImageKind},
		{"a.png", elf, msgImageKind},
		{"a.svg", elf, msgImageKind},
		{"a.png", pngData[:20], msgImageKind}, // a PNG header and nothing behind it
		{"a.png", huge, "The image must be at most 4096 × 4096 pixels"},
		{"a.png", nil, msgImageKind},
		{"a.svg", []byte(`<html><script>alert(1)</script></html>`), msgImageKind},
		{"a.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`), msgSVGScript},
		{"a.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><g onclick="x()"/></svg>`), msgSVGScript},
		{"a.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>x</p></foreignObject></svg>`), msgSVGScript},
		{"a.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="java&#x09;script:alert(1)"><rect/></a></svg>`), msgSVGScript},
		{"a.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.test/s.svg#x"/></svg>`), msgSVGExternal},
		{"a.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.test/x.css);</style></svg>`), msgSVGExternal},
		{"a.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url('https://evil.test/x')"/></svg>`), msgSVGExternal},
		{"a.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(https://evil.test/x)"/></svg>`), msgSVGExternal},
		{"a.svg", []byte(`<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>`), "SVG images with a DOCTYPE are not allowed"},
		{"a.svg", []byte(`<?xml-stylesheet href="x.css"?><svg xmlns="http://www.w3.org/2000/svg"/>`), "SVG images with processing instructions are not allowed"},
		{"a.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"/><svg xmlns="http://www.w3.org/2000/svg"/>`), msgImageKind},
		{"a.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg">`), msgImageKind},
	}
	for _, c := range cases {
		got, err := imageKind(c.name, c.data)
		if err != nil {
			var he *httpx.Error
			if e, ok := err.(*httpx.Error); ok {
				he = e
			}
			if he == nil || he.Kind != httpx.KindInvalid || he.Message != c.want {
				t.Errorf("%s %.30q: error %v, want %q", c.name, c.data, err, c.want)
			}
			continue
		}
		if got != c.want {
			t.Errorf("%s %.30q: %q, want %q", c.name, c.data, got, c.want)
		}
	}
}

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
	for in, want := range map[string]string{"+1 (555) 010-0100": "+15550100100", "+44 20 7946 0958": "+442079460958"} {
		if got, ok := cleanPhone(in); !ok || got != want {
			t.Errorf("phone %q: %q %v", in, got, ok)
		}
	}
	for _, bad := range []string{"5550100100", "+0123", "+1 555 abc", "+1234567890123456"} {
		if _, ok := cleanPhone(bad); ok {
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
