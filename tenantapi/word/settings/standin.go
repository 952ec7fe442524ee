// Package settings is h-media's package (docs/word-api.md "Media": settings/get|update). THIS FILE
// IS A STAND-IN written by h-podcasts so podcasts compiles before h-media lands: exactly the
// contract's Settings and Load, reading word_settings. The lead drops it for h-media's real package.
package settings

import "gorm.io/gorm"

// Settings are the church's Word settings (the contract's shape).
type Settings struct {
	MaxUploadMB           int     `json:"maxUploadMb"`
	PodcastAuthor         string  `json:"podcastAuthor"`
	PodcastOwnerName      string  `json:"podcastOwnerName"`
	PodcastOwnerEmail     string  `json:"podcastOwnerEmail"`
	PodcastLanguage       string  `json:"podcastLanguage"`
	PodcastCategory       string  `json:"podcastCategory"`
	PodcastSubcategory    string  `json:"podcastSubcategory"`
	PodcastExplicit       bool    `json:"podcastExplicit"`
	PodcastArtworkMediaID *int64  `json:"podcastArtworkMediaId"`
	PodcastArtworkURL     *string `json:"podcastArtworkUrl"`
	SermonsPublic         bool    `json:"sermonsPublic"`
}

// Load reads the church's settings (one row, made by the migration).
func Load(tx *gorm.DB) (Settings, error) {
	var s Settings
	err := tx.Raw(`SELECT s.max_upload_mb, s.podcast_author, s.podcast_owner_name, s.podcast_owner_email, s.podcast_language,
			s.podcast_category, s.podcast_subcategory, s.podcast_explicit, s.podcast_artwork_media_id, s.sermons_public,
			CASE WHEN m.id IS NULL THEN NULL ELSE '/api/word/files/' || m.token || '.' || m.extension END AS podcast_artwork_url
		FROM word_settings s LEFT JOIN word_media m ON m.id = s.podcast_artwork_media_id WHERE s.id = 1`).Scan(&s).Error
	return s, err
}
