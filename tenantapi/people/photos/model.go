// Package photos is a person's photo (docs/people-api.md "photo"): one JPEG, PNG or SVG of at most
// 5 MB per person, checked by its content, uploaded, served to the console and removed. The
// upload and the removal answer the person's record, which the people package reads: the route
// table passes that reader in, so this package never imports its parent.
package photos

import (
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// MaxPhoto is the largest photo accepted.
const MaxPhoto = 5 << 20

var (
	errTooLarge    = fault.E(fault.TooLarge, "The photo must be at most 5 MB")
	errNoPhotoPart = fault.E(fault.Invalid, "Send the photo as multipart form data in the field photo")
	errPersonID    = fault.E(fault.Invalid, "id must be a person id")
	errUnreadable  = fault.E(fault.Invalid, "Could not read the photo")
	errNotFound    = fault.E(fault.NotFound, "Photo not found")
)

// Photo is a stored photo: its content type and bytes.
type Photo struct {
	ContentType string
	Data        []byte
}

// Upload is a photo as the multipart form brought it.
type Upload struct {
	PersonID int64
	FileName string
	Data     []byte
}

type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}
