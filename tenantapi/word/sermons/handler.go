package sermons

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/audit/auditapi"
)

// Handler serves the sermons calls: the bound request, the signed-in staff member as the actor,
// the service's answer.
type Handler struct{ S *Service }

// ActorOf is the signed-in staff member making the request's change.
func ActorOf(c *gin.Context) Actor {
	return Actor{Entry: func(event string, details map[string]any) audit.Entry { return auditapi.By(c, event, details) }}
}

// Speakers is POST /api/word/speakers/list.
func (h Handler) Speakers(c *gin.Context, req SearchRequest) (Speakers, error) {
	return h.S.Speakers(c.Request.Context(), req.Search)
}

// AddSpeaker is POST /api/word/speakers/add.
func (h Handler) AddSpeaker(c *gin.Context, req SpeakerRequest) (*Speaker, error) {
	req.ID = 0
	return h.S.SaveSpeaker(c.Request.Context(), ActorOf(c), req)
}

// UpdateSpeaker is POST /api/word/speakers/update.
func (h Handler) UpdateSpeaker(c *gin.Context, req SpeakerRequest) (*Speaker, error) {
	if req.ID == 0 {
		return nil, errSpeakerNotFound
	}
	return h.S.SaveSpeaker(c.Request.Context(), ActorOf(c), req)
}

// DeleteSpeaker is POST /api/word/speakers/delete.
func (h Handler) DeleteSpeaker(c *gin.Context, req IDRequest) (Deleted, error) {
	return Deleted{req.ID}, h.S.DeleteSpeaker(c.Request.Context(), ActorOf(c), req.ID)
}

// SeriesList is POST /api/word/series/list.
func (h Handler) SeriesList(c *gin.Context, req SearchRequest) (SeriesList, error) {
	return h.S.SeriesList(c.Request.Context(), req.Search)
}

// Series is POST /api/word/series/get.
func (h Handler) Series(c *gin.Context, req IDRequest) (*Series, error) {
	return h.S.Series(c.Request.Context(), req.ID)
}

// AddSeries is POST /api/word/series/add.
func (h Handler) AddSeries(c *gin.Context, req SeriesRequest) (*Series, error) {
	req.ID = 0
	return h.S.SaveSeries(c.Request.Context(), ActorOf(c), req)
}

// UpdateSeries is POST /api/word/series/update.
func (h Handler) UpdateSeries(c *gin.Context, req SeriesRequest) (*Series, error) {
	if req.ID == 0 {
		return nil, errSeriesNotFound
	}
	return h.S.SaveSeries(c.Request.Context(), ActorOf(c), req)
}

// DeleteSeries is POST /api/word/series/delete.
func (h Handler) DeleteSeries(c *gin.Context, req IDRequest) (Deleted, error) {
	return Deleted{req.ID}, h.S.DeleteSeries(c.Request.Context(), ActorOf(c), req.ID)
}

// RepositionSeries is POST /api/word/series/reposition.
func (h Handler) RepositionSeries(c *gin.Context, req IDsRequest) (SeriesList, error) {
	return h.S.RepositionSeries(c.Request.Context(), ActorOf(c), req.IDs)
}

// Groups is POST /api/word/groups/list.
func (h Handler) Groups(c *gin.Context, _ httpx.ClientContext) (SermonGroups, error) {
	return h.S.Groups(c.Request.Context())
}

// AddGroup is POST /api/word/groups/add.
func (h Handler) AddGroup(c *gin.Context, req GroupRequest) (*SermonGroup, error) {
	req.ID = 0
	return h.S.SaveGroup(c.Request.Context(), ActorOf(c), req)
}

// UpdateGroup is POST /api/word/groups/update.
func (h Handler) UpdateGroup(c *gin.Context, req GroupRequest) (*SermonGroup, error) {
	if req.ID == 0 {
		return nil, errGroupNotFound
	}
	return h.S.SaveGroup(c.Request.Context(), ActorOf(c), req)
}

// DeleteGroup is POST /api/word/groups/delete.
func (h Handler) DeleteGroup(c *gin.Context, req IDRequest) (Deleted, error) {
	return Deleted{req.ID}, h.S.DeleteGroup(c.Request.Context(), ActorOf(c), req.ID)
}

// RepositionGroups is POST /api/word/groups/reposition.
func (h Handler) RepositionGroups(c *gin.Context, req IDsRequest) (SermonGroups, error) {
	return h.S.RepositionGroups(c.Request.Context(), ActorOf(c), req.IDs)
}

// Sermons is POST /api/word/sermons/list.
func (h Handler) Sermons(c *gin.Context, req SermonListRequest) (httpx.Page[Sermon], error) {
	return h.S.Sermons(c.Request.Context(), req)
}

// Sermon is POST /api/word/sermons/get.
func (h Handler) Sermon(c *gin.Context, req IDRequest) (*Sermon, error) {
	return h.S.Sermon(c.Request.Context(), req.ID)
}

// AddSermon is POST /api/word/sermons/add.
func (h Handler) AddSermon(c *gin.Context, req SermonRequest) (*Sermon, error) {
	req.ID = 0
	return h.S.SaveSermon(c.Request.Context(), ActorOf(c), req)
}

// UpdateSermon is POST /api/word/sermons/update: every field is written.
func (h Handler) UpdateSermon(c *gin.Context, req SermonRequest) (*Sermon, error) {
	if req.ID == 0 {
		return nil, errSermonNotFound
	}
	return h.S.SaveSermon(c.Request.Context(), ActorOf(c), req)
}

// PublishSermon is POST /api/word/sermons/publish.
func (h Handler) PublishSermon(c *gin.Context, req PublishRequest) (*Sermon, error) {
	return h.S.Publish(c.Request.Context(), ActorOf(c), req.ID, req.Published)
}

// DeleteSermon is POST /api/word/sermons/delete.
func (h Handler) DeleteSermon(c *gin.Context, req IDRequest) (Deleted, error) {
	return Deleted{req.ID}, h.S.DeleteSermon(c.Request.Context(), ActorOf(c), req.ID)
}

// Playlists is POST /api/word/playlists/list.
func (h Handler) Playlists(c *gin.Context, _ httpx.ClientContext) (Playlists, error) {
	return h.S.Playlists(c.Request.Context())
}

// Playlist is POST /api/word/playlists/get.
func (h Handler) Playlist(c *gin.Context, req IDRequest) (*PlaylistDetail, error) {
	return h.S.Playlist(c.Request.Context(), req.ID)
}

// AddPlaylist is POST /api/word/playlists/add.
func (h Handler) AddPlaylist(c *gin.Context, req PlaylistRequest) (*Playlist, error) {
	req.ID = 0
	return h.S.SavePlaylist(c.Request.Context(), ActorOf(c), req)
}

// UpdatePlaylist is POST /api/word/playlists/update.
func (h Handler) UpdatePlaylist(c *gin.Context, req PlaylistRequest) (*Playlist, error) {
	if req.ID == 0 {
		return nil, errPlaylistNotFound
	}
	return h.S.SavePlaylist(c.Request.Context(), ActorOf(c), req)
}

// DeletePlaylist is POST /api/word/playlists/delete.
func (h Handler) DeletePlaylist(c *gin.Context, req IDRequest) (Deleted, error) {
	return Deleted{req.ID}, h.S.DeletePlaylist(c.Request.Context(), ActorOf(c), req.ID)
}

// AddToPlaylist is POST /api/word/playlists/add-sermons.
func (h Handler) AddToPlaylist(c *gin.Context, req PlaylistSermonsRequest) (*PlaylistDetail, error) {
	return h.S.AddToPlaylist(c.Request.Context(), ActorOf(c), req.ID, req.SermonIDs)
}

// RemoveFromPlaylist is POST /api/word/playlists/remove-sermon.
func (h Handler) RemoveFromPlaylist(c *gin.Context, req PlaylistSermonRequest) (*PlaylistDetail, error) {
	return h.S.RemoveFromPlaylist(c.Request.Context(), ActorOf(c), req.ID, req.SermonID)
}

// ReorderPlaylist is POST /api/word/playlists/reorder (the reorder-playlist page).
func (h Handler) ReorderPlaylist(c *gin.Context, req PlaylistSermonsRequest) (*PlaylistDetail, error) {
	return h.S.ReorderPlaylist(c.Request.Context(), ActorOf(c), req.ID, req.SermonIDs)
}
