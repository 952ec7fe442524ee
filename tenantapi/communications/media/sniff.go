package media

import (
	"bytes"
	"encoding/binary"
	"image"
	_ "image/gif" // decoders for DecodeConfig
	_ "image/jpeg"
	_ "image/png"
	"net/http"
	"path/filepath"
	"strings"
)

// sniffed is what a file's bytes say it is.
type sniffed struct {
	kind, contentType, ext string
	width, height          *int
}

// extKinds are the extensions a file may have for each content type: a name that claims another
// kind than the bytes is refused ("photo.jpg" holding text, a PNG named .pdf).
var extKinds = map[string][]string{
	"image/jpeg": {".jpg", ".jpeg", ".jfif"}, "image/png": {".png"}, "image/gif": {".gif"}, "image/webp": {".webp"},
	"audio/mpeg": {".mp3"}, "audio/wav": {".wav", ".wave"}, "audio/ogg": {".ogg", ".oga", ".opus"},
	"video/mp4": {".mp4", ".m4v"}, "application/pdf": {".pdf"},
}

// sniff decides what a file is from its bytes (net/http.DetectContentType plus the MP3 frame
// header it does not know); images must decode, so a faked magic number is refused.
func sniff(name string, data []byte) (sniffed, error) {
	if len(data) == 0 {
		return sniffed{}, errKind
	}
	ct := http.DetectContentType(data)
	var s sniffed
	switch {
	case ct == "image/jpeg" || ct == "image/png" || ct == "image/gif":
		cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
		if err != nil || cfg.Width < 1 || cfg.Height < 1 {
			return sniffed{}, errKind
		}
		w, h := cfg.Width, cfg.Height
		s = sniffed{kind: "image", contentType: ct, width: &w, height: &h}
	case ct == "image/webp":
		s = sniffed{kind: "image", contentType: ct}
		if w, h, ok := webpSize(data); ok {
			s.width, s.height = &w, &h
		}
	case ct == "audio/wave":
		s = sniffed{kind: "audio", contentType: "audio/wav"}
	case ct == "audio/mpeg" || isMP3Frame(data):
		s = sniffed{kind: "audio", contentType: "audio/mpeg"}
	case ct == "application/ogg":
		s = sniffed{kind: "audio", contentType: "audio/ogg"}
	case ct == "video/mp4":
		s = sniffed{kind: "video", contentType: ct}
	case ct == "application/pdf":
		s = sniffed{kind: "document", contentType: ct}
	default:
		return sniffed{}, errKind
	}
	exts := extKinds[s.contentType]
	s.ext = strings.TrimPrefix(exts[0], ".")
	if ext := strings.ToLower(filepath.Ext(name)); ext != "" {
		ok := false
		for _, e := range exts {
			ok = ok || e == ext
		}
		if !ok {
			return sniffed{}, errMismatch
		}
	}
	return s, nil
}

// isMP3Frame is an MPEG audio layer III frame header at the start (an MP3 without an ID3 tag).
func isMP3Frame(b []byte) bool {
	if len(b) < 4 || b[0] != 0xFF || b[1]&0xE0 != 0xE0 {
		return false
	}
	version, layer, rate := (b[1]>>3)&3, (b[1]>>1)&3, b[2]>>4
	return version != 1 && layer == 1 && rate != 0 && rate != 15
}

// webpSize reads a WebP's canvas size (VP8, VP8L or VP8X).
func webpSize(b []byte) (int, int, bool) {
	if len(b) < 30 || string(b[0:4]) != "RIFF" || string(b[8:12]) != "WEBP" {
		return 0, 0, false
	}
	switch string(b[12:16]) {
	case "VP8 ":
		if b[23] != 0x9d || b[24] != 0x01 || b[25] != 0x2a {
			return 0, 0, false
		}
		return int(binary.LittleEndian.Uint16(b[26:28]) & 0x3fff), int(binary.LittleEndian.Uint16(b[28:30]) & 0x3fff), true
	case "VP8L":
		if b[20] != 0x2f {
			return 0, 0, false
		}
		v := binary.LittleEndian.Uint32(b[21:25])
		return int(v&0x3fff) + 1, int((v>>14)&0x3fff) + 1, true
	case "VP8X":
		w := int(b[24]) | int(b[25])<<8 | int(b[26])<<16
		h := int(b[27]) | int(b[28])<<8 | int(b[29])<<16
		return w + 1, h + 1, true
	}
	return 0, 0, false
}
