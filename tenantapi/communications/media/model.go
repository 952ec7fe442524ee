// Package media is the media vault (docs/communications-api.md): the images, recordings, videos
// and documents a church sends in MMS, calls and e-mails. What a file is comes from its bytes,
// never its name; files are stored through internal/platform/storage under the church's prefix
// and served to Twilio and the console by a signed URL (mediaurl).
package media

import (
	"encoding/json"
	"strings"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// Limits.
const (
	MaxBytes    = 25 << 20 // any file
	MaxMMSBytes = 5 << 20  // what carriers take in an MMS
)

var (
	errNotFound = fault.E(fault.NotFound, "Media not found")
	errInUse    = fault.E(fault.Conflict, "This file is used by a scheduled message; change or delete that message first")
	errKind     = fault.E(fault.Invalid, "Only images (JPEG, PNG, GIF, WebP), audio (MP3, WAV, OGG), MP4 video or PDF files are allowed")
	errMismatch = fault.E(fault.Invalid, "The file content does not match its extension")
	errTooLarge = fault.E(fault.TooLarge, "A file must be at most 25 MB")
	errForm     = fault.E(fault.Invalid, "Send the file as multipart form data in the field file")
	errNoFile   = fault.E(fault.Invalid, "Choose a file to upload")
	errName     = fault.E(fault.Invalid, "A name must be at most 200 characters")
	errPayload  = fault.E(fault.Invalid, "Send payload as JSON with the id of the file")
)

// Media is a file of the vault as the page shows it.
type Media struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Kind        string `json:"kind" enum:"image,audio,video,document"`
	ContentType string `json:"contentType"`
	Size        int64  `json:"size"`
	Width       *int   `json:"width"`
	Height      *int   `json:"height"`
	// MMSCapable says an MMS can carry it (a JPEG, PNG or GIF of at most 5 MB).
	MMSCapable bool `json:"mmsCapable"`
	// URL is the file's signed URL on the church's host (no session needed).
	URL       string `json:"url"`
	CreatedAt string `json:"createdAt"`

	StorageKey string `json:"-"`
}

// Deleted names a deleted file.
type Deleted struct {
	ID int64 `json:"id"`
}

type listRequest struct {
	httpx.ClientContext
	Kind string `json:"kind" enum:",image,audio,video,document"`
	httpx.Paging
}

func (r listRequest) Validate() error {
	switch r.Kind {
	case "", "image", "audio", "video", "document":
		return nil
	}
	return fault.E(fault.Invalid, "Kind must be image, audio, video or document")
}

type deletePayload struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

func parseDelete(s string) (int64, error) {
	var p deletePayload
	dec := json.NewDecoder(strings.NewReader(s))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil || dec.More() || p.ID <= 0 {
		return 0, errPayload
	}
	return p.ID, nil
}

// mmsCapable is the MMS rule.
func mmsCapable(contentType string, size int64) bool {
	switch contentType {
	case "image/jpeg", "image/png", "image/gif":
		return size <= MaxMMSBytes
	}
	return false
}
