// Package media — STAND-IN written on h-sermons so the sermons and livestream packages compile
// before h-media lands. It holds exactly the contract's Item, Require, Load and PublicURL
// (docs/word-api.md "Media"); the lead drops this file for h-media's real package at merge.
package media

import (
	"fmt"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
)

// Item is a media item as the calls answer it.
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

var kindMessages = map[string]string{"audio": "Choose an audio file", "image": "Choose an image", "video": "Choose a video",
	"document": "Choose a document"}

// Require answers media item id, of one of kinds when any are given: 404 "Media not found" for an
// id the church does not have, 400 "Choose an audio file" (image, video) for another kind.
func Require(tx *gorm.DB, id int64, kinds ...string) (Item, error) {
	m, err := Load(tx, []int64{id})
	if err != nil {
		return Item{}, err
	}
	it, ok := m[id]
	if !ok {
		return Item{}, fault.E(fault.NotFound, "Media not found")
	}
	if len(kinds) == 0 {
		return it, nil
	}
	for _, k := range kinds {
		if it.Kind == k {
			return it, nil
		}
	}
	return Item{}, fault.E(fault.Invalid, kindMessages[kinds[0]])
}

type row struct {
	ID              int64
	Token           string
	Kind            string
	Title           string
	Description     string
	FileName        string
	Extension       string
	ContentType     string
	SizeBytes       int64
	DurationSeconds *float64
	Width           *int
	Height          *int
	ThumbnailKey    *string
	Status          string
	Error           string
	GroupID         *int64
	GroupName       string
	SeriesID        *int64
	SeriesName      string
	Position        int
	CreatedAt       time.Time
}

// Load answers the media items of ids the church has, by id.
func Load(tx *gorm.DB, ids []int64) (map[int64]Item, error) {
	out := map[int64]Item{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []row
	if err := tx.Raw(`SELECT m.id, m.token, m.kind, m.title, m.description, m.file_name, m.extension, m.content_type, m.size_bytes,
			m.duration_seconds::float8 AS duration_seconds, m.width, m.height, m.thumbnail_key, m.status, m.error, m.group_id,
			COALESCE(g.name, '') AS group_name, m.series_id, COALESCE(s.name, '') AS series_name, m.position, m.created_at
		FROM word_media m LEFT JOIN word_media_groups g ON g.id = m.group_id LEFT JOIN word_media_series s ON s.id = m.series_id
		WHERE m.id = ANY (?::bigint[])`, db.Int64Array(ids)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	for _, r := range rows {
		it := Item{ID: r.ID, Token: r.Token, Kind: r.Kind, Title: r.Title, Description: r.Description, FileName: r.FileName,
			Extension: r.Extension, ContentType: r.ContentType, SizeBytes: r.SizeBytes, DurationSeconds: r.DurationSeconds,
			Width: r.Width, Height: r.Height, Status: r.Status, Error: r.Error, GroupID: r.GroupID, GroupName: r.GroupName,
			SeriesID: r.SeriesID, SeriesName: r.SeriesName, Position: r.Position, CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339)}
		it.URL = PublicURL("", it)
		if r.ThumbnailKey != nil && *r.ThumbnailKey != "" {
			u := fmt.Sprintf("/api/word/files/%s/thumbnail.jpg", r.Token)
			it.ThumbnailURL = &u
		}
		out[r.ID] = it
	}
	return out, nil
}

// PublicURL is the item's public file URL: {baseURL}/api/word/files/{token}.{extension}.
func PublicURL(baseURL string, it Item) string {
	return fmt.Sprintf("%s/api/word/files/%s.%s", baseURL, it.Token, it.Extension)
}
