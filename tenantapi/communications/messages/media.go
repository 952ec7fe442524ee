package messages

import (
	"bytes"
	"context"
	"encoding/binary"
	"image"
	_ "image/gif" // decoders for DecodeConfig
	_ "image/jpeg"
	_ "image/png"
	"io"
	"net/http"
	"path/filepath"
	"strings"

	"congregate/tenantapi/communications/text"
)

// Upload is a file sent with a send or an update (an MMS image or a voice recording), kept in the
// media vault in the send's transaction.
type Upload struct {
	Name string
	Data []byte

	kind, contentType string
	width, height     int
	minutes           int
}

// mmsTypes are the images an MMS carries.
var mmsTypes = map[string]bool{"image/jpeg": true, "image/png": true, "image/gif": true}

// audioTypes are the recordings a call plays.
var audioTypes = map[string]bool{"audio/mpeg": true, "audio/wav": true, "audio/x-wav": true, "audio/wave": true}

// sniff decides what an uploaded file is from its bytes: an image that decodes, or an MP3 or WAV
// recording whose length can be read.
func (u *Upload) sniff() error {
	if len(u.Data) == 0 {
		return invalid("The file is empty")
	}
	ct := http.DetectContentType(u.Data)
	switch {
	case mmsTypes[ct]:
		cfg, _, err := image.DecodeConfig(bytes.NewReader(u.Data))
		if err != nil || cfg.Width < 1 || cfg.Height < 1 {
			return invalid(msgMMSKind)
		}
		u.kind, u.contentType, u.width, u.height = "image", ct, cfg.Width, cfg.Height
	case isWAV(u.Data):
		u.kind, u.contentType = "audio", "audio/wav"
	case isMP3(u.Data):
		u.kind, u.contentType = "audio", "audio/mpeg"
	default:
		return invalid("The file must be a JPEG, PNG or GIF image, or an MP3 or WAV recording")
	}
	if u.kind == "audio" {
		secs, ok := audioSeconds(u.contentType, u.Data)
		if !ok {
			return invalid(msgRecordingLen)
		}
		u.minutes = text.SecondsToMinutes(secs)
	}
	return nil
}

// fit checks the upload is what the compose needs.
func (u *Upload) fit(c *Compose) error {
	switch {
	case c.Channel == text.MMS:
		if u.kind != "image" {
			return invalid(msgMMSKind)
		}
		if len(u.Data) > maxMMSBytes {
			return invalid(msgMMSSize)
		}
	case c.Channel == text.Voice && c.VoiceMode == VoiceRecording:
		if u.kind != "audio" {
			return invalid(msgRecordingKind)
		}
		if len(u.Data) > maxRecording {
			return invalid("A recording must be at most 50 MB")
		}
	default:
		return invalid("Only an MMS or a recorded call takes a file")
	}
	return nil
}

func (u *Upload) ext() string {
	switch u.contentType {
	case "image/jpeg":
		return "jpg"
	case "image/png":
		return "png"
	case "image/gif":
		return "gif"
	case "audio/wav":
		return "wav"
	}
	return "mp3"
}

func (u *Upload) name() string {
	n := strings.TrimSpace(filepath.Base(strings.ReplaceAll(u.Name, "\\", "/")))
	if n == "" || n == "." || n == "/" {
		n = "upload." + u.ext()
	}
	if r := []rune(n); len(r) > 200 {
		n = string(r[:200])
	}
	return n
}

// checkMedia checks a media of the vault is what the compose needs, and answers a recording's
// started minutes (read from the file).
func (s *Service) checkMedia(ctx context.Context, c *Compose, m *mediaRow) (int, error) {
	switch {
	case c.Channel == text.MMS:
		if m.Kind != "image" || !mmsTypes[m.ContentType] {
			return 0, invalid(msgMMSKind)
		}
		if m.Size > maxMMSBytes {
			return 0, invalid(msgMMSSize)
		}
		return 0, nil
	case c.Channel == text.Voice && c.VoiceMode == VoiceRecording:
		if m.Kind != "audio" || !audioTypes[m.ContentType] {
			return 0, invalid(msgRecordingKind)
		}
		if s.Files == nil {
			return 0, invalid(msgRecordingLen)
		}
		rc, err := s.Files.Open(ctx, m.StorageKey)
		if err != nil {
			return 0, invalid(msgRecordingLen)
		}
		defer rc.Close()
		data, err := io.ReadAll(io.LimitReader(rc, maxRecording+1))
		if err != nil {
			return 0, err
		}
		ct := "audio/mpeg"
		if isWAV(data) {
			ct = "audio/wav"
		}
		secs, ok := audioSeconds(ct, data)
		if !ok {
			return 0, invalid(msgRecordingLen)
		}
		return text.SecondsToMinutes(secs), nil
	}
	return 0, invalid(msgNoMedia)
}

func isWAV(b []byte) bool {
	return len(b) >= 12 && string(b[0:4]) == "RIFF" && string(b[8:12]) == "WAVE"
}

func isMP3(b []byte) bool {
	if len(b) >= 3 && string(b[0:3]) == "ID3" {
		return true
	}
	return len(b) >= 2 && b[0] == 0xFF && b[1]&0xE0 == 0xE0
}

// audioSeconds reads a recording's length: a WAV's from its format and data chunks, an MP3's from
// its first frame's bit rate (constant bit rate, what voice recordings are).
func audioSeconds(contentType string, b []byte) (int, bool) {
	if contentType == "audio/wav" {
		return wavSeconds(b)
	}
	return mp3Seconds(b)
}

func wavSeconds(b []byte) (int, bool) {
	if !isWAV(b) {
		return 0, false
	}
	var byteRate uint32
	for i := 12; i+8 <= len(b); {
		id, size := string(b[i:i+4]), binary.LittleEndian.Uint32(b[i+4:i+8])
		body := i + 8
		switch id {
		case "fmt ":
			if body+12 > len(b) {
				return 0, false
			}
			byteRate = binary.LittleEndian.Uint32(b[body+8 : body+12])
		case "data":
			if byteRate == 0 {
				return 0, false
			}
			n := uint64(size)
			if rest := uint64(len(b) - body); n > rest {
				n = rest
			}
			return int((n + uint64(byteRate) - 1) / uint64(byteRate)), true
		}
		next := uint64(body) + uint64(size) + uint64(size&1)
		if next > uint64(len(b)) {
			return 0, false
		}
		i = int(next)
	}
	return 0, false
}

var mp3Bitrates = [16]int{0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 0} // MPEG-1 layer III, kbit/s
var mp3Bitrates2 = [16]int{0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160, 0}    // MPEG-2/2.5 layer III

func mp3Seconds(b []byte) (int, bool) {
	i := 0
	if len(b) >= 10 && string(b[0:3]) == "ID3" {
		size := int(b[6]&0x7f)<<21 | int(b[7]&0x7f)<<14 | int(b[8]&0x7f)<<7 | int(b[9]&0x7f)
		i = 10 + size
	}
	for ; i+4 <= len(b); i++ {
		if b[i] != 0xFF || b[i+1]&0xE0 != 0xE0 {
			continue
		}
		version, layer := (b[i+1]>>3)&3, (b[i+1]>>1)&3
		if layer != 1 || version == 1 { // layer III only; version 1 is reserved
			continue
		}
		idx := b[i+2] >> 4
		rate := mp3Bitrates[idx]
		if version != 3 {
			rate = mp3Bitrates2[idx]
		}
		if rate == 0 {
			continue
		}
		audio := len(b) - i
		secs := (audio*8 + rate*1000 - 1) / (rate * 1000)
		return secs, true
	}
	return 0, false
}
