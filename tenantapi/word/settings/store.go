package settings

import "gorm.io/gorm"

// The SQL of The Word's settings: the only file of the package that names tables.

const selectSettings = `SELECT max_upload_mb, podcast_author, podcast_owner_name, podcast_owner_email, podcast_language,
	podcast_category, podcast_subcategory, podcast_explicit, podcast_artwork_media_id, sermons_public FROM word_settings WHERE id = 1`

func read(tx *gorm.DB) (Settings, error) {
	var rows []Settings
	if err := tx.Raw(selectSettings).Scan(&rows).Error; err != nil {
		return Settings{}, err
	}
	if len(rows) == 0 { // the migration inserts the row; a church without it reads the defaults
		return Settings{MaxUploadMB: 2048, PodcastLanguage: "en", PodcastCategory: "Religion & Spirituality",
			PodcastSubcategory: "Christianity", SermonsPublic: true}, nil
	}
	return rows[0], nil
}

func write(tx *gorm.DB, r Changes) error {
	return tx.Exec(`INSERT INTO word_settings (id, max_upload_mb, podcast_author, podcast_owner_name, podcast_owner_email,
		podcast_language, podcast_category, podcast_subcategory, podcast_explicit, podcast_artwork_media_id, sermons_public, updated_at)
		VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now())
		ON CONFLICT (id) DO UPDATE SET max_upload_mb = EXCLUDED.max_upload_mb, podcast_author = EXCLUDED.podcast_author,
		podcast_owner_name = EXCLUDED.podcast_owner_name, podcast_owner_email = EXCLUDED.podcast_owner_email,
		podcast_language = EXCLUDED.podcast_language, podcast_category = EXCLUDED.podcast_category,
		podcast_subcategory = EXCLUDED.podcast_subcategory, podcast_explicit = EXCLUDED.podcast_explicit,
		podcast_artwork_media_id = EXCLUDED.podcast_artwork_media_id, sermons_public = EXCLUDED.sermons_public, updated_at = now()`,
		r.MaxUploadMB, r.PodcastAuthor, r.PodcastOwnerName, r.PodcastOwnerEmail, r.PodcastLanguage, r.PodcastCategory,
		r.PodcastSubcategory, r.PodcastExplicit, r.PodcastArtworkMediaID, r.SermonsPublic).Error
}
