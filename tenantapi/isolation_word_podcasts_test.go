package tenantapi_test

import tt "congregate/tenantapi/tenanttest"

// seedWordPodcastsForIsolation gives alpha a marked podcast (issue 16, h-podcasts): artwork and
// audio media rows, a category, a published album and a published episode, so the route-table
// isolation test sends bravo's requests with their ids (and GETs bravo's feed of alpha's album).
func seedWordPodcastsForIsolation(e *tt.Env) {
	e.T.Helper()
	m := alphaMarker
	for _, q := range []string{
		`INSERT INTO word_media (token, kind, title, file_name, extension, content_type, size_bytes, storage_key, width, height, status)
			VALUES ('isopodcastartwork01', 'image', '` + m + ` artwork', 'art.png', 'png', 'image/png', 10, 'word/isopodcastartwork01.png', 1400, 1400, 'ready')`,
		`INSERT INTO word_media (token, kind, title, file_name, extension, content_type, size_bytes, storage_key, duration_seconds, status)
			VALUES ('isopodcastaudio0001', 'audio', '` + m + ` audio', 'one.mp3', 'mp3', 'audio/mpeg', 10, 'word/isopodcastaudio0001.mp3', 60, 'ready')`,
		`INSERT INTO word_album_categories (name) VALUES ('` + m + ` category')`,
		`INSERT INTO word_albums (category_id, title, description, owner_email, artwork_media_id, published)
			SELECT (SELECT max(id) FROM word_album_categories), '` + m + ` album', '` + m + `', 'iso@alpha.test', id, true
			FROM word_media WHERE token = 'isopodcastartwork01'`,
		`INSERT INTO word_episodes (album_id, title, audio_media_id, guid, status, published_at)
			SELECT (SELECT max(id) FROM word_albums), '` + m + ` episode', id, 'urn:uuid:` + m + `', 'published', now()
			FROM word_media WHERE token = 'isopodcastaudio0001'`,
	} {
		e.Exec(e.Alpha, q)
	}
}
