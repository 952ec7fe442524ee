package sermons

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the speakers', series', groups', sermons' and playlists' calls (key
// livestreamSermons; docs/word-api.md).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/word/", Key: authz.LivestreamSermons}
	return []httpx.Route{
		g.Read("speakers/list", httpx.Handle("Speakers", h.Speakers)),
		g.Write("speakers/add", httpx.HandleCreated("Speaker added", h.AddSpeaker)),
		g.Write("speakers/update", httpx.Handle("Speaker updated", h.UpdateSpeaker)),
		g.Write("speakers/delete", httpx.Handle("Speaker deleted", h.DeleteSpeaker)),

		g.Read("series/list", httpx.Handle("Series", h.SeriesList)),
		g.Read("series/get", httpx.Handle("Series", h.Series)),
		g.Write("series/add", httpx.HandleCreated("Series added", h.AddSeries)),
		g.Write("series/update", httpx.Handle("Series updated", h.UpdateSeries)),
		g.Write("series/delete", httpx.Handle("Series deleted", h.DeleteSeries)),
		g.Write("series/reposition", httpx.Handle("Series reordered", h.RepositionSeries)),

		g.Read("groups/list", httpx.Handle("Sermon groups", h.Groups)),
		g.Write("groups/add", httpx.HandleCreated("Sermon group added", h.AddGroup)),
		g.Write("groups/update", httpx.Handle("Sermon group updated", h.UpdateGroup)),
		g.Write("groups/delete", httpx.Handle("Sermon group deleted", h.DeleteGroup)),
		g.Write("groups/reposition", httpx.Handle("Sermon groups reordered", h.RepositionGroups)),

		g.Read("sermons/list", httpx.Handle("Sermons", h.Sermons)),
		g.Read("sermons/get", httpx.Handle("Sermon", h.Sermon)),
		g.Write("sermons/add", httpx.HandleCreated("Sermon added", h.AddSermon)),
		g.Write("sermons/update", httpx.Handle("Sermon updated", h.UpdateSermon)),
		g.Write("sermons/publish", httpx.Handle("Sermon updated", h.PublishSermon)),
		g.Write("sermons/delete", httpx.Handle("Sermon deleted", h.DeleteSermon)),

		g.Read("playlists/list", httpx.Handle("Playlists", h.Playlists)),
		g.Read("playlists/get", httpx.Handle("Playlist", h.Playlist)),
		g.Write("playlists/add", httpx.HandleCreated("Playlist added", h.AddPlaylist)),
		g.Write("playlists/update", httpx.Handle("Playlist updated", h.UpdatePlaylist)),
		g.Write("playlists/delete", httpx.Handle("Playlist deleted", h.DeletePlaylist)),
		g.Write("playlists/add-sermons", httpx.Handle("Sermons added to the playlist", h.AddToPlaylist)),
		g.Write("playlists/remove-sermon", httpx.Handle("Sermon removed from the playlist", h.RemoveFromPlaylist)),
		g.Write("playlists/reorder", httpx.Handle("Playlist reordered", h.ReorderPlaylist)),
	}
}
