package media

import (
	"archive/zip"
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/png"
	"testing"
)

func pngBytes(w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	img.Set(0, 0, color.RGBA{200, 10, 10, 255})
	var b bytes.Buffer
	_ = png.Encode(&b, img)
	return b.Bytes()
}

func zipWith(names ...string) []byte {
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for _, n := range names {
		w, _ := zw.CreateHeader(&zip.FileHeader{Name: n, Method: zip.Store})
		_, _ = w.Write([]byte("<x/>"))
	}
	_ = zw.Close()
	return b.Bytes()
}

func TestSniff(t *testing.T) {
	ftyp := func(brand string) []byte {
		return append([]byte("\x00\x00\x00\x18ftyp"), []byte(brand+"\x00\x00\x00\x00")...)
	}
	jpeg := []byte{0xFF, 0xD8, 0xFF, 0xDB}
	for _, c := range []struct {
		name string
		data []byte
		kind string
		err  error
	}{
		{"talk.mp3", []byte("ID3\x04\x00\x00\x00\x00\x00\x00rest"), KindAudio, nil},
		{"talk.mp3", []byte{0xFF, 0xFB, 0x90, 0x64, 0, 0}, KindAudio, nil},
		{"talk.wav", []byte("RIFF\x24\x00\x00\x00WAVEfmt "), KindAudio, nil},
		{"talk.m4a", ftyp("M4A "), KindAudio, nil},
		{"talk.ogg", []byte("OggS\x00\x02"), KindAudio, nil},
		{"service.mp4", ftyp("isom"), KindVideo, nil},
		{"service.m4v", ftyp("mp42"), KindVideo, nil},
		{"service.mov", ftyp("qt  "), KindVideo, nil},
		{"service.webm", []byte{0x1A, 0x45, 0xDF, 0xA3, 0x9F}, KindVideo, nil},
		{"logo.png", pngBytes(3, 2), KindImage, nil},
		{"logo.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="4" height="4"/></svg>`), KindImage, nil},
		{"notes.pdf", []byte("%PDF-1.7\n"), KindDocument, nil},
		{"notes.doc", []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0}, KindDocument, nil},
		{"notes.docx", zipWith("[Content_Types].xml", "_rels/.rels", "word/document.xml"), KindDocument, nil},
		{"sheet.xlsx", zipWith("[Content_Types].xml", "xl/workbook.xml"), KindDocument, nil},
		{"deck.pptx", zipWith("[Content_Types].xml", "ppt/presentation.xml"), KindDocument, nil},
		{"list.csv", []byte("name,email\nAda,ada@example.com\n"), KindDocument, nil},
		// refused: executables renamed, a plain ZIP, HTML, a fake JPEG
		{"sermon.mp3", []byte("MZ\x90\x00\x03\x00\x00\x00"), "", errNotAllowed},
		{"sermon.mp3", []byte("\x7fELF\x02\x01\x01\x00"), "", errNotAllowed},
		{"archive.zip", zipWith("a.txt"), "", errNotAllowed},
		{"notes.docx", zipWith("a.txt", "b.txt"), "", errNotAllowed},
		{"page.html", []byte("<!doctype html><html><script>alert(1)</script>"), "", errNotAllowed},
		{"page.csv", []byte("<html><body>hi</body></html>"), "", errNotAllowed},
		{"nul.csv", []byte("a,b\x00c"), "", errNotAllowed},
		{"photo.jpg", jpeg, "", errNotAllowed},
		{"empty.mp3", nil, "", errNotAllowed},
		// mismatched names
		{"logo.mp3", pngBytes(2, 2), "", errMismatch},
		{"talk.png", []byte("ID3\x04\x00"), "", errMismatch},
		{"talk.exe", []byte("RIFF\x24\x00\x00\x00WAVEfmt "), "", errMismatch},
		{"clip.m4a", ftyp("qt  "), "", errMismatch},
	} {
		f, err := Sniff(c.name, c.data, true)
		if !errors.Is(err, c.err) || f.Kind != c.kind {
			t.Errorf("Sniff(%s, %q…) = %+v, %v; want %s, %v", c.name, c.data[:min(len(c.data), 8)], f, err, c.kind, c.err)
		}
	}
}

func TestImageSize(t *testing.T) {
	if w, h, ok := ImageSize(pngBytes(30, 20), "png"); !ok || w != 30 || h != 20 {
		t.Errorf("png = %d×%d %v", w, h, ok)
	}
	for svg, want := range map[string][2]int{
		`<svg xmlns="http://www.w3.org/2000/svg" width="120px" height="80"/>`:      {120, 80},
		`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1400 1400"/>`:        {1400, 1400},
		`<svg xmlns="http://www.w3.org/2000/svg" width="50%" viewBox="0,0,10,5"/>`: {10, 5},
	} {
		if w, h, ok := ImageSize([]byte(svg), "svg"); !ok || w != want[0] || h != want[1] {
			t.Errorf("%s = %d×%d %v", svg, w, h, ok)
		}
	}
	if _, _, ok := ImageSize([]byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`), "svg"); ok {
		t.Error("an SVG without size has one")
	}
}
