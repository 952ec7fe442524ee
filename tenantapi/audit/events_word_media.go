package audit

// Events of The Word's media (tenantapi/word/media, word/settings; issue 16, h-media): their
// packages name them; the audit page's filter offers them from here.
func init() {
	Catalogue = append(Catalogue,
		EventLabel{"word.media.upload", "Media file uploaded"},
		EventLabel{"word.media.update", "Media file updated"},
		EventLabel{"word.media.delete", "Media file deleted"},
		EventLabel{"word.media.reorder", "Media playlist reordered"},
		EventLabel{"word.media-group.add", "Media group added"},
		EventLabel{"word.media-group.update", "Media group updated"},
		EventLabel{"word.media-group.delete", "Media group deleted"},
		EventLabel{"word.media-group.reposition", "Media groups reordered"},
		EventLabel{"word.media-series.add", "Media series added"},
		EventLabel{"word.media-series.update", "Media series updated"},
		EventLabel{"word.media-series.delete", "Media series deleted"},
		EventLabel{"word.media-series.reposition", "Media series reordered"},
		EventLabel{"word.upload.create", "Upload started"},
		EventLabel{"word.upload.complete", "Upload completed"},
		EventLabel{"word.upload.cancel", "Upload cancelled"},
		EventLabel{"word.upload.refused", "Upload refused (file type)"},
		EventLabel{"word.upload.expire", "Upload expired"},
		EventLabel{"word.settings.update", "The Word settings updated"},
	)
}
