package audit

// Events of The Word's sermons and livestream (tenantapi/word/sermons, tenantapi/word/livestream):
// their packages name them; the audit page's filter offers them from here.
func init() {
	Catalogue = append(Catalogue,
		EventLabel{"word.speaker.add", "Speaker added"},
		EventLabel{"word.speaker.update", "Speaker updated"},
		EventLabel{"word.speaker.delete", "Speaker deleted"},
		EventLabel{"word.series.add", "Sermon series added"},
		EventLabel{"word.series.update", "Sermon series updated"},
		EventLabel{"word.series.delete", "Sermon series deleted"},
		EventLabel{"word.series.reposition", "Sermon series reordered"},
		EventLabel{"word.sermon-group.add", "Sermon group added"},
		EventLabel{"word.sermon-group.update", "Sermon group updated"},
		EventLabel{"word.sermon-group.delete", "Sermon group deleted"},
		EventLabel{"word.sermon-group.reposition", "Sermon groups reordered"},
		EventLabel{"word.sermon.add", "Sermon added"},
		EventLabel{"word.sermon.update", "Sermon updated"},
		EventLabel{"word.sermon.publish", "Sermon published"},
		EventLabel{"word.sermon.unpublish", "Sermon unpublished"},
		EventLabel{"word.sermon.delete", "Sermon deleted"},
		EventLabel{"word.playlist.add", "Playlist added"},
		EventLabel{"word.playlist.update", "Playlist updated"},
		EventLabel{"word.playlist.delete", "Playlist deleted"},
		EventLabel{"word.playlist.sermons", "Playlist sermons changed"},
		EventLabel{"word.playlist.reorder", "Playlist reordered"},
		EventLabel{"word.stream.add", "Stream added"},
		EventLabel{"word.stream.update", "Stream updated"},
		EventLabel{"word.stream.delete", "Stream deleted"},
		EventLabel{"word.stream.status", "Stream went live or ended"},
		EventLabel{"word.stream.create-sermon", "Sermon made from a stream"},
	)
}
