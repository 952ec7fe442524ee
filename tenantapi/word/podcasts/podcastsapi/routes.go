package podcastsapi

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are audio & podcasts' calls: reads open to any signed-in user (the spec opens the
// audio&podcasts pages), writes need livestreamSermons write; the two feeds are public.
func Routes(h Handler) []httpx.Route {
	open := httpx.Group{Prefix: "/api/word/podcasts/", Key: authz.Open}
	g := httpx.Group{Prefix: "/api/word/podcasts/", Key: authz.LivestreamSermons}
	return []httpx.Route{
		open.Read("categories/list", httpx.Handle("Album categories", h.Categories)),
		g.Write("categories/add", httpx.HandleCreated("Category added", h.AddCategory)),
		g.Write("categories/rename", httpx.Handle("Category renamed", h.RenameCategory)),
		g.Write("categories/reposition", httpx.Handle("Categories reordered", h.RepositionCategories)),
		g.Write("categories/delete", httpx.Handle("Category deleted", h.DeleteCategory)),

		open.Read("albums/list", httpx.Handle("Albums", h.Albums)),
		open.Read("albums/get", httpx.Handle("Album", h.Album)),
		g.Write("albums/add", httpx.HandleCreated("Album added", h.AddAlbum)),
		g.Write("albums/update", httpx.Handle("Album updated", h.UpdateAlbum)),
		g.Write("albums/delete", httpx.Handle("Album deleted", h.DeleteAlbum)),
		g.Write("albums/reposition", httpx.Handle("Albums reordered", h.RepositionAlbums)),

		open.Read("episodes/list", httpx.Handle("Episodes", h.Episodes)),
		open.Read("episodes/get", httpx.Handle("Episode", h.Episode)),
		g.Write("episodes/add", httpx.HandleCreated("Episode added", h.AddEpisode)),
		g.Write("episodes/update", httpx.Handle("Episode updated", h.UpdateEpisode)),
		g.Write("episodes/delete", httpx.Handle("Episode deleted", h.DeleteEpisode)),
		g.Write("episodes/publish", httpx.Handle("Episode updated", h.PublishEpisode)),
		g.Write("episodes/reorder", httpx.Handle("Episodes reordered", h.ReorderEpisodes)),

		{Method: http.MethodGet, Path: "/api/word/podcasts/feed.xml", Public: true,
			Handler: httpx.File(feedType, nil, h.ChurchFeed)},
		{Method: http.MethodGet, Path: "/api/word/podcasts/:albumId/feed.xml", Public: true,
			Handler: httpx.File(feedType, nil, h.AlbumFeed)},
	}
}
