package audit

// Events of The Word's audio & podcasts (docs/word-api.md "Audio & podcasts — h-podcasts"):
// album categories, albums and episodes. Appended to the Catalogue here so the shared list stays
// as it is.
const (
	EventWordPodcastCategoryAdd        = "word.podcast.category.add"
	EventWordPodcastCategoryRename     = "word.podcast.category.rename"
	EventWordPodcastCategoryReposition = "word.podcast.category.reposition"
	EventWordPodcastCategoryDelete     = "word.podcast.category.delete"
	EventWordPodcastAlbumAdd           = "word.podcast.album.add"
	EventWordPodcastAlbumUpdate        = "word.podcast.album.update"
	EventWordPodcastAlbumReposition    = "word.podcast.album.reposition"
	EventWordPodcastAlbumDelete        = "word.podcast.album.delete"
	EventWordPodcastEpisodeAdd         = "word.podcast.episode.add"
	EventWordPodcastEpisodeUpdate      = "word.podcast.episode.update"
	EventWordPodcastEpisodePublish     = "word.podcast.episode.publish"
	EventWordPodcastEpisodeReorder     = "word.podcast.episode.reorder"
	EventWordPodcastEpisodeDelete      = "word.podcast.episode.delete"
)

func init() {
	Catalogue = append(Catalogue,
		EventLabel{EventWordPodcastCategoryAdd, "Podcast category added"},
		EventLabel{EventWordPodcastCategoryRename, "Podcast category renamed"},
		EventLabel{EventWordPodcastCategoryReposition, "Podcast categories reordered"},
		EventLabel{EventWordPodcastCategoryDelete, "Podcast category deleted"},
		EventLabel{EventWordPodcastAlbumAdd, "Podcast album added"},
		EventLabel{EventWordPodcastAlbumUpdate, "Podcast album updated"},
		EventLabel{EventWordPodcastAlbumReposition, "Podcast albums reordered"},
		EventLabel{EventWordPodcastAlbumDelete, "Podcast album deleted"},
		EventLabel{EventWordPodcastEpisodeAdd, "Podcast episode added"},
		EventLabel{EventWordPodcastEpisodeUpdate, "Podcast episode updated"},
		EventLabel{EventWordPodcastEpisodePublish, "Podcast episode published or unpublished"},
		EventLabel{EventWordPodcastEpisodeReorder, "Podcast episodes reordered"},
		EventLabel{EventWordPodcastEpisodeDelete, "Podcast episode deleted"},
	)
}
