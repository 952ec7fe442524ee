// Package imagecheck decides whether an uploaded file is an allowed image (spec §3 image kinds:
// jpeg, png, jpg, svg) from its bytes, for every upload of the tenant API (logos, photos).
package imagecheck

import (
	"bytes"
	"encoding/xml"
	"errors"
	"image"
	_ "image/jpeg" // decoders for DecodeConfig
	_ "image/png"
	"io"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"congregate/internal/platform/fault"
)

// The messages of a refused upload (400).
const (
	MsgKind     = "Only JPEG, PNG or SVG images are allowed"
	MsgMismatch = "The file content does not match its extension"
)

const (
	msgSVGScript   = "SVG images with scripts are not allowed"
	msgSVGExternal = "SVG images must not load other files"
	maxImageSide   = 4096
)

var extKinds = map[string]string{".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".svg": "image/svg+xml"}

// Kind returns the content type of an allowed image, or a 400 error with the reason. What a file
// is comes from its bytes; the extension must agree, so a renamed executable or a PNG called .svg
// is refused, and a JPEG or PNG must decode (a magic number is easy to fake).
func Kind(name string, data []byte) (string, error) {
	want := extKinds[strings.ToLower(filepath.Ext(name))]
	if want == "" || len(data) == 0 {
		return "", invalid(MsgKind)
	}
	var got string
	switch {
	case bytes.HasPrefix(data, []byte{0xFF, 0xD8, 0xFF}):
		got = "image/jpeg"
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		got = "image/png"
	default:
		if err := checkSVG(data); err != nil {
			return "", err
		}
		got = "image/svg+xml"
	}
	if got != "image/svg+xml" {
		// A magic number is easy to fake: the image must decode, at a sane size.
		cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
		if err != nil {
			return "", invalid(MsgKind)
		}
		if cfg.Width < 1 || cfg.Height < 1 || cfg.Width > maxImageSide || cfg.Height > maxImageSide {
			return "", invalid("The image must be at most 4096 × 4096 pixels")
		}
	}
	if got != want {
		return "", invalid(MsgMismatch)
	}
	return got, nil
}

// checkSVG accepts an SVG document that cannot run script or load anything: no script, event
// handler, javascript: URL, foreign object, external reference, CSS import or url() to elsewhere,
// DOCTYPE (entity expansion) or processing instruction. Anything that is not well-formed SVG is
// not an allowed kind. Refusing beats rewriting: a sanitiser that misses a trick serves script.
func checkSVG(data []byte) error {
	if !utf8.Valid(data) {
		return invalid(MsgKind)
	}
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = true
	root, depth, inStyle := true, 0, false
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			if root {
				return invalid(MsgKind)
			}
			return nil
		}
		if err != nil {
			return invalid(MsgKind)
		}
		switch t := tok.(type) {
		case xml.Directive:
			if root {
				return invalid("SVG images with a DOCTYPE are not allowed")
			}
			return invalid(MsgKind)
		case xml.ProcInst:
			if t.Target != "xml" {
				return invalid("SVG images with processing instructions are not allowed")
			}
		case xml.CharData:
			if depth == 0 && len(bytes.TrimSpace(t)) > 0 {
				return invalid(MsgKind)
			}
			if inStyle {
				if err := checkCSS(string(t)); err != nil {
					return err
				}
			}
		case xml.StartElement:
			name := strings.ToLower(t.Name.Local)
			if root && name != "svg" {
				return invalid(MsgKind)
			}
			if depth == 0 && !root {
				return invalid(MsgKind) // a second root element
			}
			root = false
			depth++
			switch name {
			case "script", "foreignobject", "iframe", "embed", "object", "handler", "listener":
				return invalid(msgSVGScript)
			case "style":
				inStyle = true
			}
			for _, a := range t.Attr {
				if err := checkAttr(a); err != nil {
					return err
				}
			}
		case xml.EndElement:
			depth--
			inStyle = false
		}
	}
}

func checkAttr(a xml.Attr) error {
	name := strings.ToLower(a.Name.Local)
	val := strings.ToLower(strings.Join(strings.Fields(a.Value), ""))
	switch {
	case strings.HasPrefix(name, "on"):
		return invalid(msgSVGScript)
	case strings.Contains(val, "javascript:") || strings.Contains(val, "vbscript:") || strings.Contains(val, "data:text/html"):
		return invalid(msgSVGScript)
	case name == "href" || name == "src":
		if val != "" && !strings.HasPrefix(val, "#") && !strings.HasPrefix(val, "data:image/png") && !strings.HasPrefix(val, "data:image/jpeg") {
			return invalid(msgSVGExternal)
		}
	case name == "style":
		return checkCSS(a.Value)
	}
	if strings.Contains(val, "url(") {
		return checkCSS(a.Value)
	}
	return nil
}

// checkCSS allows url() only to fragments of the same document (gradients, clip paths).
func checkCSS(css string) error {
	s := strings.ToLower(strings.Join(strings.Fields(css), ""))
	if strings.Contains(s, "@import") || strings.Contains(s, "expression(") || strings.Contains(s, "javascript:") {
		return invalid(msgSVGExternal)
	}
	for rest := s; ; {
		i := strings.Index(rest, "url(")
		if i < 0 {
			return nil
		}
		rest = rest[i+4:]
		rest = strings.TrimLeft(rest, `'"`)
		if !strings.HasPrefix(rest, "#") {
			return invalid(msgSVGExternal)
		}
	}
}

func invalid(msg string) error { return fault.E(fault.Invalid, msg) }
