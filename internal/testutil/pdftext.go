package testutil

import (
	"bytes"
	"compress/zlib"
	"io"
	"regexp"
	"strings"
	"testing"
)

// PDF reading for tests of the PDFs the app writes (go-pdf/fpdf with its core fonts): enough to
// say which text is on which page and whether an image is in the file, not a general PDF parser.

var (
	pdfStream = regexp.MustCompile(`(?s)<<([^>]*(?:>[^>][^>]*)*)>>\s*stream\r?\n`)
	pdfShow   = regexp.MustCompile(`\(((?:\\.|[^\\)])*)\)\s*Tj`)
)

// PDFPages answers the text each page of an fpdf-written PDF shows, its strings in drawing order
// joined by newlines. The core fonts' cp1252 comes back as UTF-8 ("…" included).
func PDFPages(t testing.TB, pdf []byte) []string {
	t.Helper()
	var pages []string
	rest := pdf
	for {
		m := pdfStream.FindSubmatchIndex(rest)
		if m == nil {
			return pages
		}
		dict := string(rest[m[2]:m[3]])
		body := rest[m[1]:]
		end := bytes.Index(body, []byte("endstream"))
		if end < 0 {
			t.Fatal("pdf: a stream without its end")
		}
		data := body[:end]
		rest = body[end:]
		// Page contents are the streams with no /Type or /Subtype (images, fonts and the
		// document's metadata have one).
		if strings.Contains(dict, "/Type") || strings.Contains(dict, "/Subtype") || strings.Contains(dict, "/Length1") {
			continue
		}
		if strings.Contains(dict, "/FlateDecode") {
			r, err := zlib.NewReader(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("pdf: %v", err)
			}
			if data, err = io.ReadAll(r); err != nil {
				t.Fatalf("pdf: %v", err)
			}
		}
		var texts []string
		for _, s := range pdfShow.FindAllSubmatch(data, -1) {
			texts = append(texts, pdfString(s[1]))
		}
		pages = append(pages, strings.Join(texts, "\n"))
	}
}

// PDFImages counts the image objects in a PDF.
func PDFImages(pdf []byte) int { return bytes.Count(pdf, []byte("/Subtype /Image")) }

// pdfString undoes a literal string's escapes and reads its cp1252 bytes.
func pdfString(b []byte) string {
	var out strings.Builder
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c == '\\' && i+1 < len(b) {
			i++
			switch b[i] {
			case 'n':
				c = '\n'
			case 'r':
				c = '\r'
			case 't':
				c = '\t'
			default:
				c = b[i]
				if c >= '0' && c <= '7' { // octal: up to three digits
					n := 0
					for j := 0; j < 3 && i < len(b) && b[i] >= '0' && b[i] <= '7'; j++ {
						n = n*8 + int(b[i]-'0')
						i++
					}
					i--
					c = byte(n)
				}
			}
		}
		out.WriteRune(cp1252(c))
	}
	return out.String()
}

func cp1252(c byte) rune {
	switch c {
	case 0x85:
		return '…'
	case 0x96:
		return '–'
	case 0x97:
		return '—'
	case 0x80:
		return '€'
	}
	return rune(c)
}
