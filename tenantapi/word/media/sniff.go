package media

import (
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"image"
	_ "image/jpeg" // DecodeConfig's decoders
	_ "image/png"
	"path"
	"strconv"
	"strings"
	"unicode/utf8"

	"congregate/internal/platform/imagecheck"
)

// SniffLen is how much of a file's start Sniff needs (a ZIP's first entries, an image's header).
const SniffLen = 256 << 10

// Format is what a file's bytes were found to be.
type Format struct {
	Kind        string
	Extension   string // the name's extension, lower case, agreeing with the content
	ContentType string
}

// format families: the content decides the family, the name's extension must be one of its own.
type family struct {
	kind string
	exts map[string]string // extension → content type
}

var (
	famMP3  = family{KindAudio, map[string]string{"mp3": "audio/mpeg"}}
	famWAV  = family{KindAudio, map[string]string{"wav": "audio/wav"}}
	famM4A  = family{KindAudio, map[string]string{"m4a": "audio/mp4", "aac": "audio/aac"}}
	famOGG  = family{KindAudio, map[string]string{"ogg": "audio/ogg"}}
	famMP4  = family{KindVideo, map[string]string{"mp4": "video/mp4", "m4v": "video/x-m4v"}}
	famMOV  = family{KindVideo, map[string]string{"mov": "video/quicktime"}}
	famWebM = family{KindVideo, map[string]string{"webm": "video/webm"}}
	famJPEG = family{KindImage, map[string]string{"jpg": "image/jpeg", "jpeg": "image/jpeg"}}
	famPNG  = family{KindImage, map[string]string{"png": "image/png"}}
	famSVG  = family{KindImage, map[string]string{"svg": "image/svg+xml"}}
	famPDF  = family{KindDocument, map[string]string{"pdf": "application/pdf"}}
	famOLE  = family{KindDocument, map[string]string{"doc": "application/msword", "xls": "application/vnd.ms-excel", "ppt": "application/vnd.ms-powerpoint"}}
	famDOCX = family{KindDocument, map[string]string{"docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document"}}
	famXLSX = family{KindDocument, map[string]string{"xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}}
	famPPTX = family{KindDocument, map[string]string{"pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation"}}
	famCSV  = family{KindDocument, map[string]string{"csv": "text/csv"}}
)

// Extension is a file name's extension, lower case, without the dot ("" for none).
func Extension(name string) string {
	return strings.ToLower(strings.TrimPrefix(path.Ext(strings.ReplaceAll(name, `\`, "/")), "."))
}

// Sniff decides what a file is from its first bytes (head: up to SniffLen, the whole file when it
// is smaller; complete says head is the whole file) and checks its name agrees. Anything not an
// allowed kind is errNotAllowed (415); an allowed kind under another kind's name is errMismatch.
func Sniff(name string, head []byte, complete bool) (Format, error) {
	fam, ok := sniffFamily(name, head, complete)
	if !ok {
		return Format{}, errNotAllowed
	}
	ext := Extension(name)
	ct, ok := fam.exts[ext]
	if !ok {
		return Format{}, errMismatch
	}
	if fam.kind == KindImage && ext == "svg" {
		// An SVG is checked whole (no script, nothing loaded from elsewhere): imagecheck's rules.
		if !complete {
			return Format{}, errNotAllowed
		}
		if _, err := imagecheck.Kind("file.svg", head); err != nil {
			return Format{}, err
		}
	}
	return Format{Kind: fam.kind, Extension: ext, ContentType: ct}, nil
}

func sniffFamily(name string, b []byte, complete bool) (family, bool) {
	switch {
	case len(b) == 0:
		return family{}, false
	case bytes.HasPrefix(b, []byte("ID3")):
		return famMP3, true
	case len(b) >= 12 && bytes.HasPrefix(b, []byte("RIFF")) && string(b[8:12]) == "WAVE":
		return famWAV, true
	case len(b) >= 12 && string(b[4:8]) == "ftyp":
		switch string(b[8:12]) {
		case "M4A ", "M4B ":
			return famM4A, true
		case "qt  ":
			return famMOV, true
		}
		return famMP4, true
	case bytes.HasPrefix(b, []byte("OggS")):
		return famOGG, true
	case bytes.HasPrefix(b, []byte{0x1A, 0x45, 0xDF, 0xA3}):
		return famWebM, true
	case bytes.HasPrefix(b, []byte{0xFF, 0xD8, 0xFF}):
		_, _, err := image.DecodeConfig(bytes.NewReader(b))
		return famJPEG, err == nil
	case bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")):
		_, _, err := image.DecodeConfig(bytes.NewReader(b))
		return famPNG, err == nil
	case len(b) >= 2 && b[0] == 0xFF && b[1]&0xE0 == 0xE0 && b[1]&0x06 != 0: // MPEG audio frame sync, a layer set
		return famMP3, true
	case bytes.HasPrefix(b, []byte("%PDF-")):
		return famPDF, true
	case bytes.HasPrefix(b, []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}):
		return famOLE, true
	case bytes.HasPrefix(b, []byte("PK\x03\x04")):
		return sniffOOXML(b)
	}
	if Extension(name) == "svg" && looksSVG(b) {
		return famSVG, true
	}
	if Extension(name) == "csv" && isCSV(b, complete) {
		return famCSV, true
	}
	return family{}, false
}

// sniffOOXML reads the ZIP's local file headers in b: an Office document holds
// [Content_Types].xml and its word/, xl/ or ppt/ folder; any other ZIP is not allowed.
func sniffOOXML(b []byte) (family, bool) {
	types, fam := false, family{}
	for off := 0; off+30 <= len(b) && bytes.Equal(b[off:off+4], []byte("PK\x03\x04")); {
		compressed := int(binary.LittleEndian.Uint32(b[off+18:]))
		nameLen := int(binary.LittleEndian.Uint16(b[off+26:]))
		extraLen := int(binary.LittleEndian.Uint16(b[off+28:]))
		flags := binary.LittleEndian.Uint16(b[off+6:])
		if off+30+nameLen > len(b) {
			break
		}
		name := string(b[off+30 : off+30+nameLen])
		switch {
		case name == "[Content_Types].xml":
			types = true
		case strings.HasPrefix(name, "word/"):
			fam = famDOCX
		case strings.HasPrefix(name, "xl/"):
			fam = famXLSX
		case strings.HasPrefix(name, "ppt/"):
			fam = famPPTX
		}
		if types && fam.kind != "" {
			return fam, true
		}
		next := off + 30 + nameLen + extraLen
		if flags&0x08 != 0 { // sizes in a data descriptor after the data: find the next header
			i := bytes.Index(b[min(next, len(b)):], []byte("PK\x03\x04"))
			if i < 0 {
				break
			}
			off = next + i
			continue
		}
		off = next + compressed
	}
	return family{}, false
}

func looksSVG(b []byte) bool {
	d := xml.NewDecoder(bytes.NewReader(b))
	for {
		t, err := d.Token()
		if err != nil {
			return false
		}
		if se, ok := t.(xml.StartElement); ok {
			return se.Name.Local == "svg"
		}
	}
}

// isCSV is UTF-8 text without NUL that is not HTML.
func isCSV(b []byte, complete bool) bool {
	if bytes.IndexByte(b, 0) >= 0 {
		return false
	}
	if !complete { // the head may end inside a character
		for i := 0; i < 3 && len(b) > 0 && !utf8.Valid(b); i++ {
			b = b[:len(b)-1]
		}
	}
	if !utf8.Valid(b) {
		return false
	}
	start := strings.ToLower(strings.TrimSpace(strings.TrimPrefix(string(b[:min(len(b), 512)]), "\uFEFF")))
	return !strings.HasPrefix(start, "<")
}

// ImageSize reads an image's pixel size from its head: a JPEG's or PNG's header, an SVG's
// width/height or else its viewBox. ok is false when the file does not say.
func ImageSize(head []byte, ext string) (w, h int, ok bool) {
	if ext != "svg" {
		cfg, _, err := image.DecodeConfig(bytes.NewReader(head))
		if err != nil || cfg.Width < 1 || cfg.Height < 1 {
			return 0, 0, false
		}
		return cfg.Width, cfg.Height, true
	}
	d := xml.NewDecoder(bytes.NewReader(head))
	for {
		t, err := d.Token()
		if err != nil {
			return 0, 0, false
		}
		se, isStart := t.(xml.StartElement)
		if !isStart {
			continue
		}
		var width, height, viewBox string
		for _, a := range se.Attr {
			switch a.Name.Local {
			case "width":
				width = a.Value
			case "height":
				height = a.Value
			case "viewBox":
				viewBox = a.Value
			}
		}
		if w, h := svgLength(width), svgLength(height); w > 0 && h > 0 {
			return w, h, true
		}
		if f := strings.Fields(strings.ReplaceAll(viewBox, ",", " ")); len(f) == 4 {
			if w, h := svgLength(f[2]), svgLength(f[3]); w > 0 && h > 0 {
				return w, h, true
			}
		}
		return 0, 0, false
	}
}

// svgLength reads "120", "120px" or "120.5" as whole pixels (0 for percentages and other units).
func svgLength(s string) int {
	s = strings.TrimSuffix(strings.TrimSpace(s), "px")
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 1 || f > 1e6 {
		return 0
	}
	return int(f + 0.5)
}
