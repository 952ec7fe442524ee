// Package media is The Word's media library (issue 16, docs/word-api.md "Media — h-media"), gin-free:
// every uploaded file (audio, video, image, document) with its kind decided by its bytes, the
// resumable uploads that become media, media groups and media series, their playlist order, and
// what other packages read: Require, Load, PublicURL. The HTTP side is mediaapi; the worker
// (worker/word) probes new audio and video and expires abandoned uploads through this package.
package media

import (
	"fmt"

	"congregate/internal/platform/fault"
	"congregate/tenantapi/audit"
)

// Kinds of media.
const (
	KindAudio    = "audio"
	KindVideo    = "video"
	KindImage    = "image"
	KindDocument = "document"
)

// Statuses of a media item and of an upload.
const (
	StatusProcessing = "processing"
	StatusReady      = "ready"
	StatusFailed     = "failed"

	UploadOpen      = "open"
	UploadCompleted = "completed"
	UploadCancelled = "cancelled"
	UploadExpired   = "expired"
)

// ChunkSize is the size of every chunk of a resumable upload but the last (and the buffer of the
// simple multipart upload): 8 MiB, above S3's 5 MiB minimum part.
const ChunkSize = 8 << 20

// Item is one stored file.
type Item struct {
	ID              int64    `json:"id"`
	Token           string   `json:"token"`
	Kind            string   `json:"kind" enum:"audio,video,image,document"`
	Title           string   `json:"title"`
	Description     string   `json:"description"`
	FileName        string   `json:"fileName"`
	Extension       string   `json:"extension"`
	ContentType     string   `json:"contentType"`
	SizeBytes       int64    `json:"sizeBytes"`
	DurationSeconds *float64 `json:"durationSeconds"`
	Width           *int     `json:"width"`
	Height          *int     `json:"height"`
	URL             string   `json:"url"`
	ThumbnailURL    *string  `json:"thumbnailUrl"`
	Status          string   `json:"status" enum:"processing,ready,failed"`
	Error           string   `json:"error"`
	GroupID         *int64   `json:"groupId"`
	GroupName       string   `json:"groupName"`
	SeriesID        *int64   `json:"seriesId"`
	SeriesName      string   `json:"seriesName"`
	Position        int      `json:"position"`
	CreatedAt       string   `json:"createdAt"`

	// What the file route and the worker need, never sent.
	StorageKey   string  `json:"-"`
	ThumbnailKey *string `json:"-"`
	SHA256       string  `json:"-"`
	UpdatedAt    string  `json:"-"`
}

// Upload is a resumable upload: the client sends chunks at ReceivedBytes until SizeBytes.
type Upload struct {
	ID            int64  `json:"id"`
	Token         string `json:"token"`
	FileName      string `json:"fileName"`
	SizeBytes     int64  `json:"sizeBytes"`
	ReceivedBytes int64  `json:"receivedBytes"`
	ChunkSize     int    `json:"chunkSize"`
	Status        string `json:"status" enum:"open,completed,cancelled,expired"`
	MediaID       *int64 `json:"mediaId"`
}

// Group is a media group (Sunday services, Youth, Conferences…).
type Group struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	Position    int    `json:"position"`
	MediaCount  int64  `json:"mediaCount"`
}

// Series is a media series: a group with artwork.
type Series struct {
	ID             int64   `json:"id"`
	Name           string  `json:"name"`
	Description    string  `json:"description"`
	Position       int     `json:"position"`
	MediaCount     int64   `json:"mediaCount"`
	ArtworkMediaID *int64  `json:"artworkMediaId"`
	ArtworkURL     *string `json:"artworkUrl"`
}

// Messages of the contract.
const (
	MsgNotAllowed   = "This file type is not allowed"
	MsgMismatch     = "The file's content does not match its name"
	MsgFileName     = "Enter the file name"
	MsgEmpty        = "The file is empty"
	MsgTitle        = "Enter a title"
	MsgCutShort     = "The chunk was cut short; send it again"
	MsgNotOpen      = "This upload is no longer open"
	MsgEveryItem    = "Send every item of the playlist once"
	MsgGroupName    = "Enter a group name"
	MsgSeriesName   = "Enter a series name"
	MsgChooseAudio  = "Choose an audio file"
	MsgChooseImage  = "Choose an image"
	MsgChooseVideo  = "Choose a video"
	MsgChooseFile   = "Choose a file"
	MsgGroupOrSerie = "Send a groupId or a seriesId"
)

var (
	// ErrNotFound is a media item the church does not have.
	ErrNotFound       = fault.E(fault.NotFound, "Media not found")
	errUploadNotFound = fault.E(fault.NotFound, "Upload not found")
	errNotAllowed     = fault.E(fault.Unsupported, MsgNotAllowed)
	errMismatch       = fault.E(fault.Invalid, MsgMismatch)
	errNotOpen        = fault.E(fault.Conflict, MsgNotOpen)
	errCutShort       = fault.E(fault.Invalid, MsgCutShort)
	errGroupNotFound  = fault.E(fault.NotFound, "Media group not found")
	errSeriesNotFound = fault.E(fault.NotFound, "Media series not found")
	errGroupTaken     = fault.E(fault.Conflict, "A group with this name already exists")
	errSeriesTaken    = fault.E(fault.Conflict, "A series with this name already exists")
	errGroupInUse     = fault.E(fault.Conflict, "This group holds media; move or delete it first")
	errSeriesInUse    = fault.E(fault.Conflict, "This series holds media; move or delete it first")
)

// TooLarge is the limit message (413).
func TooLarge(maxMB int) error {
	return fault.E(fault.TooLarge, fmt.Sprintf("The file is larger than your church's limit of %d MB", maxMB))
}

// OffsetError is a chunk sent at the wrong offset: 409, and the envelope carries the upload so the
// client resumes from its ReceivedBytes (httpx.DataError).
type OffsetError struct{ Upload Upload }

func (e *OffsetError) Error() string {
	return fmt.Sprintf("Upload offset does not match; resume from %d", e.Upload.ReceivedBytes)
}

// Unwrap is the 409 the envelope is written from.
func (e *OffsetError) Unwrap() error { return fault.E(fault.Conflict, e.Error()) }

// ResponseData is the upload to resume.
func (e *OffsetError) ResponseData() any { return e.Upload }

// Audit events of media (tenantapi/audit/events_word_media.go lists them).
const (
	EventMediaUpload     = "word.media.upload"
	EventMediaUpdate     = "word.media.update"
	EventMediaDelete     = "word.media.delete"
	EventMediaReorder    = "word.media.reorder"
	EventGroupAdd        = "word.media-group.add"
	EventGroupUpdate     = "word.media-group.update"
	EventGroupDelete     = "word.media-group.delete"
	EventGroupReposition = "word.media-group.reposition"
	EventSeriesAdd       = "word.media-series.add"
	EventSeriesUpdate    = "word.media-series.update"
	EventSeriesDelete    = "word.media-series.delete"
	EventSeriesRepos     = "word.media-series.reposition"
	EventUploadCreate    = "word.upload.create"
	EventUploadComplete  = "word.upload.complete"
	EventUploadCancel    = "word.upload.cancel"
	EventUploadRefused   = "word.upload.refused"
	EventUploadExpire    = "word.upload.expire"
)

// Actor is who makes a change: their person id (nil for the system) and the audit entry builder
// of their request (mediaapi builds it from the session).
type Actor struct {
	ID    *int64
	Entry func(event string, details map[string]any) audit.Entry
}

// Audit is the actor's entry for an event; an actor without a builder writes a system entry.
func (a Actor) Audit(event string, details map[string]any) audit.Entry {
	if a.Entry == nil {
		return audit.Entry{PersonID: a.ID, Event: event, Success: true, Details: details}
	}
	return a.Entry(event, details)
}
