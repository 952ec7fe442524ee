package imagecheck

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
		{"a.png", jpgData, MsgMismatch},
		{"a.jpg", pngData, MsgMismatch},
		{"a.gif", pngData, MsgKind},
		{"a.png", elf, MsgKind},
		{"a.svg", elf, MsgKind},
		{"a.png", pngData[:20], MsgKind}, // a PNG header and nothing behind it
		{"a.png", huge, "The image must be at most 4096 × 4096 pixels"},
		{"a.png", nil, MsgKind},
		{"a.svg", []byte(`<html><script>alert(1)</script></html>`), MsgKind},
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
		{"a.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"/><svg xmlns="http://www.w3.org/2000/svg"/>`), MsgKind},
		{"a.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg">`), MsgKind},
	}
	for _, c := range cases {
		got, err := Kind(c.name, c.data)
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
