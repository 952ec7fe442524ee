package tenantapi_test

// wordSermonsIsolationSeeds are alpha's rows of The Word's sermons and livestream (issue 16,
// h-sermons) for TestIsolationByRouteTable: a media file of their own (its token and key unlike
// h-media's), a person speaker, a series, a group, an ended stream with a key, its sermon in the
// group with the file as audio and attachment, and a playlist holding it.
func wordSermonsIsolationSeeds(m string) []string {
	const file = `(SELECT id FROM word_media WHERE token = 'isoWordSermonsAlpha01')`
	return []string{
		`INSERT INTO word_media (token, kind, title, file_name, extension, content_type, size_bytes, storage_key, status) VALUES ('isoWordSermonsAlpha01', 'audio', '` + m + ` sermon audio', 'iso.mp3', 'mp3', 'audio/mpeg', 1, 'word/iso-sermons-alpha.mp3', 'ready')`,
		`INSERT INTO word_speakers (person_id, name, title) VALUES (1000001, '` + m + ` speaker', '` + m + `')`,
		`INSERT INTO word_sermon_series (name, description) VALUES ('` + m + ` series', '` + m + `')`,
		`INSERT INTO word_sermon_groups (name, description) VALUES ('` + m + ` sermon group', '` + m + `')`,
		`INSERT INTO word_streams (title, provider, url, stream_key, status, started_at, ended_at) VALUES ('` + m + ` stream', 'youtube', 'https://youtu.be/dQw4w9WgXcQ', 'ALPHAONLYKEY1234', 'ended', now() - interval '2 hours', now() - interval '1 hour')`,
		`INSERT INTO word_sermons (title, preached_on, speaker_id, series_id, scripture, scripture_refs, books, notes, audio_media_id, status, stream_id) VALUES ('` + m + ` sermon', '2026-01-04', 1000001, 1000001, 'John 3', '[{"book": "John", "chapter": 3, "verses": ""}]', '{John}', '` + m + ` notes', ` + file + `, 'published', 1000001)`,
		`INSERT INTO word_sermon_group_members (sermon_id, group_id) VALUES (1000001, 1000001)`,
		`INSERT INTO word_sermon_attachments (sermon_id, media_id) VALUES (1000001, ` + file + `)`,
		`INSERT INTO word_playlists (name, description) VALUES ('` + m + ` playlist', '` + m + `')`,
		`INSERT INTO word_playlist_items (playlist_id, sermon_id) VALUES (1000001, 1000001)`,
	}
}
