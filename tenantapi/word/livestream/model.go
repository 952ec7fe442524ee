// Package livestream is the church's streams (docs/word-api.md "Streams"): a YouTube or Facebook
// video, an RTMP ingest or an HLS/custom URL, scheduled, live and ended; a finished stream becomes
// a draft sermon; the public live status answers the church's website and app.
package livestream

import (
	"net/url"
	"regexp"
	"strings"
	"time"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
	"congregate/tenantapi/word/sermons"
)

// Audit events of streams (tenantapi/audit/events_word_sermons.go).
const (
	EventStreamAdd    = "word.stream.add"
	EventStreamUpdate = "word.stream.update"
	EventStreamDelete = "word.stream.delete"
	EventStreamStatus = "word.stream.status"
	EventStreamSermon = "word.stream.create-sermon"
)

var (
	errNotFound     = fault.E(fault.NotFound, "Stream not found")
	errEndedLive    = fault.E(fault.Conflict, "A stream that has ended cannot go live again")
	errLiveBack     = fault.E(fault.Conflict, "A live stream can only end")
	errNotFinished  = fault.E(fault.Conflict, "Only a finished stream can become a sermon")
	errHasSermon    = fault.E(fault.Conflict, "This stream already has a sermon")
	errProvider     = fault.E(fault.Invalid, "Choose youtube, facebook, rtmp, hls or custom")
	errStatus       = fault.E(fault.Invalid, "Status must be scheduled, live or ended")
	errYouTube      = fault.E(fault.Invalid, "Enter a YouTube video link")
	errFacebook     = fault.E(fault.Invalid, "Enter a Facebook video link")
	errStreamURL    = fault.E(fault.Invalid, "Enter the stream's address as an http or https link")
	errRTMP         = fault.E(fault.Invalid, "Enter the RTMP server as an rtmp:// or rtmps:// address")
	errScheduledAt  = fault.E(fault.Invalid, "Enter the time as RFC 3339, like 2026-12-06T10:00:00Z")
	errStreamKeyLen = fault.E(fault.Invalid, "A stream key must be at most 500 characters")
)

// Stream is a stream as the calls answer it; the stream key is never answered, only its last 4.
type Stream struct {
	ID            int64   `json:"id"`
	Title         string  `json:"title"`
	Provider      string  `json:"provider" enum:"youtube,facebook,rtmp,hls,custom"`
	URL           string  `json:"url"`
	EmbedURL      *string `json:"embedUrl"`
	RTMPServer    string  `json:"rtmpServer"`
	StreamKeyHint string  `json:"streamKeyHint"`
	ScheduledAt   *string `json:"scheduledAt"`
	Status        string  `json:"status" enum:"scheduled,live,ended"`
	StartedAt     *string `json:"startedAt"`
	EndedAt       *string `json:"endedAt"`
	SermonID      *int64  `json:"sermonId"`
}

// LiveStream is the live stream in the public status.
type LiveStream struct {
	Title     string  `json:"title"`
	Provider  string  `json:"provider" enum:"youtube,facebook,rtmp,hls,custom"`
	URL       string  `json:"url"`
	EmbedURL  *string `json:"embedUrl"`
	StartedAt *string `json:"startedAt"`
}

// NextStream is the next scheduled stream in the public status.
type NextStream struct {
	Title       string `json:"title"`
	ScheduledAt string `json:"scheduledAt"`
}

// LiveStatus answers GET /api/word/live (public).
type LiveStatus struct {
	Live   bool        `json:"live"`
	Stream *LiveStream `json:"stream"`
	Next   *NextStream `json:"next"`
}

// Deleted names the deleted stream.
type Deleted struct {
	ID int64 `json:"id"`
}

// IDRequest names a stream.
type IDRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

// ListRequest is a page of streams, of one status or all.
type ListRequest struct {
	httpx.ClientContext
	httpx.Paging
	Status string `json:"status" enum:"scheduled,live,ended"`
}

func (r ListRequest) Validate() error {
	switch r.Status {
	case "", "scheduled", "live", "ended":
		return nil
	}
	return errStatus
}

// StreamRequest adds (id 0) or updates a stream. streamKey absent keeps the stored key, "" clears it.
type StreamRequest struct {
	httpx.ClientContext
	ID          int64             `json:"id"`
	Title       string            `json:"title"`
	Provider    string            `json:"provider" enum:"youtube,facebook,rtmp,hls,custom"`
	URL         string            `json:"url"`
	RTMPServer  string            `json:"rtmpServer"`
	StreamKey   httpx.Opt[string] `json:"streamKey"`
	ScheduledAt string            `json:"scheduledAt"`
	scheduled   *time.Time
}

func (r *StreamRequest) Validate() (err error) {
	if r.Title, err = person.FoldedText(r.Title, 200, "Enter the stream's title", "A title must be at most 200 characters"); err != nil {
		return err
	}
	r.URL, r.RTMPServer = strings.TrimSpace(r.URL), strings.TrimSpace(r.RTMPServer)
	switch r.Provider {
	case "youtube":
		if youTubeID(r.URL) == "" {
			return errYouTube
		}
	case "facebook":
		if !isFacebook(r.URL) {
			return errFacebook
		}
	case "hls", "custom":
		if r.URL == "" {
			return errStreamURL
		}
	case "rtmp":
		if u, err := url.Parse(r.RTMPServer); err != nil || (u.Scheme != "rtmp" && u.Scheme != "rtmps") || u.Host == "" || len(r.RTMPServer) > 2000 {
			return errRTMP
		}
	default:
		return errProvider
	}
	if r.URL, err = sermons.WebURL(r.URL, errStreamURL.Error()); err != nil {
		return err
	}
	if r.Provider != "rtmp" {
		r.RTMPServer = ""
	}
	if r.StreamKey.Set {
		r.StreamKey.V = strings.TrimSpace(r.StreamKey.V)
		if len(r.StreamKey.V) > 500 {
			return errStreamKeyLen
		}
	}
	if s := strings.TrimSpace(r.ScheduledAt); s != "" {
		t, err := time.Parse(time.RFC3339, s)
		if err != nil || t.Year() < 2000 || t.Year() > 2200 {
			return errScheduledAt
		}
		r.scheduled = &t
	}
	return nil
}

// StatusRequest moves a stream: scheduled → live → ended.
type StatusRequest struct {
	httpx.ClientContext
	ID     int64  `json:"id"`
	Status string `json:"status" enum:"scheduled,live,ended"`
}

func (r StatusRequest) Validate() error {
	switch r.Status {
	case "scheduled", "live", "ended":
		return nil
	}
	return errStatus
}

// CreateSermonRequest makes a finished stream's draft sermon.
type CreateSermonRequest struct {
	httpx.ClientContext
	ID        int64  `json:"id"`
	Title     string `json:"title"`
	SpeakerID *int64 `json:"speakerId"`
	SeriesID  *int64 `json:"seriesId"`
}

func (r *CreateSermonRequest) Validate() error {
	r.Title = strings.TrimSpace(r.Title)
	if person.TooLong(r.Title, 200) {
		return fault.E(fault.Invalid, "A title must be at most 200 characters")
	}
	if r.SpeakerID != nil && *r.SpeakerID == 0 {
		r.SpeakerID = nil
	}
	if r.SeriesID != nil && *r.SeriesID == 0 {
		r.SeriesID = nil
	}
	return nil
}

var ytID = regexp.MustCompile(`^[A-Za-z0-9_-]{11}$`)

// youTubeID is the video id of a YouTube link (watch?v=, youtu.be/, /live/, /embed/, /shorts/).
func youTubeID(s string) string {
	u, err := url.Parse(strings.TrimSpace(s))
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") {
		return ""
	}
	host := strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
	host = strings.TrimPrefix(host, "m.")
	var id string
	switch host {
	case "youtu.be":
		id = strings.Trim(u.Path, "/")
	case "youtube.com", "youtube-nocookie.com":
		if u.Path == "/watch" {
			id = u.Query().Get("v")
		} else {
			for _, p := range []string{"/live/", "/embed/", "/shorts/"} {
				if strings.HasPrefix(u.Path, p) {
					id = strings.Trim(strings.TrimPrefix(u.Path, p), "/")
				}
			}
		}
	}
	if !ytID.MatchString(id) {
		return ""
	}
	return id
}

func isFacebook(s string) bool {
	u, err := url.Parse(s)
	if err != nil || u.Scheme != "https" {
		return false
	}
	h := strings.ToLower(u.Hostname())
	return h == "facebook.com" || strings.HasSuffix(h, ".facebook.com") || h == "fb.watch"
}

// EmbedURL is the player page of a YouTube or Facebook stream (nil: the page plays url itself).
func EmbedURL(provider, link string) *string {
	var out string
	switch provider {
	case "youtube":
		if id := youTubeID(link); id != "" {
			out = "https://www.youtube-nocookie.com/embed/" + id
		}
	case "facebook":
		if isFacebook(link) {
			out = "https://www.facebook.com/plugins/video.php?href=" + url.QueryEscape(link) + "&show_text=false"
		}
	}
	if out == "" {
		return nil
	}
	return &out
}

// keyHint is the last 4 characters of a stream key ("" without one); a key of 8 characters or
// fewer is answered as "••••", so the hint never gives half of it away.
func keyHint(key string) string {
	r := []rune(key)
	switch {
	case len(r) == 0:
		return ""
	case len(r) <= 8:
		return "••••"
	}
	return string(r[len(r)-4:])
}
