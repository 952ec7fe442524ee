// Package media is h-media's package (docs/word-api.md "Media"). THIS FILE IS A STAND-IN written
// by h-podcasts so podcasts compiles before h-media lands: exactly the contract's Item and its
// three gin-free calls, reading word_media. The lead drops it for h-media's real package at merge.
package media

import (
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/fault"
)

// Item is one stored file (the contract's shape).
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
}

var kindMessage = map[string]string{"audio": "Choose an audio file", "image": "Choose an image", "video": "Choose a video",
	"document": "Choose a document"}

// ErrNotFound is a media id the church does not have.
var ErrNotFound = fault.E(fault.NotFound, "Media not found")

// Require loads media item id and checks its kind is one of kinds (any when none).
func Require(tx *gorm.DB, id int64, kinds ...string) (Item, error) {
	items, err := Load(tx, []int64{id})
	if err != nil {
		return Item{}, err
	}
	it, ok := items[id]
	if !ok {
		return Item{}, ErrNotFound
	}
	if len(kinds) == 0 {
		return it, nil
	}
	for _, k := range kinds {
		if it.Kind == k {
			return it, nil
		}
	}
	return Item{}, fault.E(fault.Invalid, kindMessage[kinds[0]])
}

// Load reads the media items of ids (missing ids are absent from the map).
func Load(tx *gorm.DB, ids []int64) (map[int64]Item, error) {
	out := map[int64]Item{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []Item
	err := tx.Raw(`SELECT m.id, m.token, m.kind, m.title, m.description, m.file_name, m.extension, m.content_type,
			m.size_bytes, m.duration_seconds::float8 AS duration_seconds, m.width, m.height, m.status, m.error,
			m.group_id, coalesce(g.name, '') AS group_name, m.series_id, coalesce(s.name, '') AS series_name,
			m.position, to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
		FROM word_media m LEFT JOIN word_media_groups g ON g.id = m.group_id LEFT JOIN word_media_series s ON s.id = m.series_id
		WHERE m.id IN ?`, ids).Scan(&rows).Error
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		r.URL = "/api/word/files/" + r.Token + "." + r.Extension
		out[r.ID] = r
	}
	return out, nil
}

// PublicURL is the item's absolute file URL on the church's host.
func PublicURL(baseURL string, it Item) string {
	return strings.TrimRight(baseURL, "/") + "/api/word/files/" + it.Token + "." + it.Extension
}
