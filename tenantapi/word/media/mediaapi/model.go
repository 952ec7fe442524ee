// Package mediaapi is the HTTP side of The Word's media (docs/word-api.md "Media — h-media"):
// uploads (resumable chunks and the simple multipart), media items, groups, series, the playlist
// order and the public file route with byte ranges. The rules are media's.
package mediaapi

import (
	"strings"
	"unicode/utf8"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/word/media"
)

func text(s string, max int, empty, long string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" && empty != "" {
		return s, fault.E(fault.Invalid, empty)
	}
	if utf8.RuneCountInString(s) > max || strings.ContainsRune(s, 0) {
		return s, fault.E(fault.Invalid, long)
	}
	return s, nil
}

type uploadCreateRequest struct {
	FileName  string `json:"fileName"`
	SizeBytes int64  `json:"sizeBytes"`
	Title     string `json:"title"`
	GroupID   *int64 `json:"groupId"`
	SeriesID  *int64 `json:"seriesId"`
}

func (r *uploadCreateRequest) Validate() (err error) {
	if r.FileName, err = text(r.FileName, 255, media.MsgFileName, "The file name must be at most 255 characters"); err != nil {
		return err
	}
	if strings.ContainsAny(r.FileName, "/\\") {
		r.FileName = r.FileName[strings.LastIndexAny(r.FileName, "/\\")+1:]
		if r.FileName == "" {
			return fault.E(fault.Invalid, media.MsgFileName)
		}
	}
	if r.SizeBytes <= 0 {
		return fault.E(fault.Invalid, media.MsgEmpty)
	}
	r.Title, err = text(r.Title, 200, "", "A title must be at most 200 characters")
	return err
}

type idRequest struct {
	ID int64 `json:"id"`
}

type listRequest struct {
	httpx.Paging
	Search   string `json:"search"`
	Kind     string `json:"kind" enum:"audio,video,image,document"`
	GroupID  *int64 `json:"groupId"`
	SeriesID *int64 `json:"seriesId"`
}

func (r *listRequest) Validate() error {
	switch r.Kind {
	case "", media.KindAudio, media.KindVideo, media.KindImage, media.KindDocument:
	default:
		return fault.E(fault.Invalid, "kind must be audio, video, image or document")
	}
	var err error
	r.Search, err = text(r.Search, 200, "", "The search must be at most 200 characters")
	return err
}

type updateRequest struct {
	ID          int64  `json:"id"`
	Title       string `json:"title"`
	Description string `json:"description"`
	GroupID     *int64 `json:"groupId"`
	SeriesID    *int64 `json:"seriesId"`
}

func (r *updateRequest) Validate() (err error) {
	if r.Title, err = text(r.Title, 200, media.MsgTitle, "A title must be at most 200 characters"); err != nil {
		return err
	}
	r.Description, err = text(r.Description, 4000, "", "A description must be at most 4,000 characters")
	return err
}

type reorderRequest struct {
	GroupID  *int64  `json:"groupId"`
	SeriesID *int64  `json:"seriesId"`
	IDs      []int64 `json:"ids"`
}

func (r *reorderRequest) Validate() error {
	if len(r.IDs) > 10000 {
		return fault.E(fault.Invalid, media.MsgEveryItem)
	}
	return nil
}

type groupRequest struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
}

func (r *groupRequest) Validate() (err error) {
	if r.Name, err = text(r.Name, 100, media.MsgGroupName, "A group name must be at most 100 characters"); err != nil {
		return err
	}
	r.Description, err = text(r.Description, 2000, "", "A description must be at most 2,000 characters")
	return err
}

type groupAddRequest struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

func (r *groupAddRequest) Validate() (err error) {
	g := groupRequest{Name: r.Name, Description: r.Description}
	err = g.Validate()
	r.Name, r.Description = g.Name, g.Description
	return err
}

type seriesRequest struct {
	ID             int64  `json:"id"`
	Name           string `json:"name"`
	Description    string `json:"description"`
	ArtworkMediaID *int64 `json:"artworkMediaId"`
}

func (r *seriesRequest) Validate() (err error) {
	if r.Name, err = text(r.Name, 100, media.MsgSeriesName, "A series name must be at most 100 characters"); err != nil {
		return err
	}
	r.Description, err = text(r.Description, 2000, "", "A description must be at most 2,000 characters")
	return err
}

type seriesAddRequest struct {
	Name           string `json:"name"`
	Description    string `json:"description"`
	ArtworkMediaID *int64 `json:"artworkMediaId"`
}

func (r *seriesAddRequest) Validate() (err error) {
	s := seriesRequest{Name: r.Name, Description: r.Description}
	err = s.Validate()
	r.Name, r.Description = s.Name, s.Description
	return err
}

type repositionRequest struct {
	IDs []int64 `json:"ids"`
}

// Groups answers the media groups.
type Groups struct {
	Items []media.Group `json:"items"`
}

// SeriesList answers the media series.
type SeriesList struct {
	Items []media.Series `json:"items"`
}

// Items answers a reordered playlist.
type Items struct {
	Items []media.Item `json:"items"`
}

// Deleted names what was deleted.
type Deleted struct {
	ID int64 `json:"id"`
}
