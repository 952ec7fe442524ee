// Package podcastsapi is the HTTP side of audio & podcasts (tenantapi/word/podcasts): the
// categories', albums' and episodes' calls and the two public feeds.
package podcastsapi

import (
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/audit/auditapi"
	"congregate/tenantapi/word/podcasts"
)

// Handler serves audio & podcasts' calls.
type Handler struct{ S *podcasts.Service }

const feedType = "application/rss+xml; charset=utf-8"

func actor(c *gin.Context) podcasts.Actor {
	return podcasts.Actor{Entry: func(event string, details map[string]any) audit.Entry { return auditapi.By(c, event, details) }}
}

// Categories is POST /api/word/podcasts/categories/list.
func (h Handler) Categories(c *gin.Context, _ httpx.ClientContext) (podcasts.AlbumCategories, error) {
	return h.S.Categories(c.Request.Context())
}

// AddCategory is POST /api/word/podcasts/categories/add.
func (h Handler) AddCategory(c *gin.Context, req podcasts.CategoryRequest) (*podcasts.AlbumCategory, error) {
	return h.S.AddCategory(c.Request.Context(), actor(c), req.Name)
}

// RenameCategory is POST /api/word/podcasts/categories/rename.
func (h Handler) RenameCategory(c *gin.Context, req podcasts.CategoryRenameRequest) (*podcasts.AlbumCategory, error) {
	return h.S.RenameCategory(c.Request.Context(), actor(c), req.ID, req.Name)
}

// RepositionCategories is POST /api/word/podcasts/categories/reposition.
func (h Handler) RepositionCategories(c *gin.Context, req podcasts.RepositionRequest) (podcasts.AlbumCategories, error) {
	return h.S.RepositionCategories(c.Request.Context(), actor(c), req.IDs)
}

// DeleteCategory is POST /api/word/podcasts/categories/delete.
func (h Handler) DeleteCategory(c *gin.Context, req podcasts.IDRequest) (podcasts.Deleted, error) {
	return podcasts.Deleted{ID: req.ID}, h.S.DeleteCategory(c.Request.Context(), actor(c), req.ID)
}

// Albums is POST /api/word/podcasts/albums/list.
func (h Handler) Albums(c *gin.Context, req podcasts.AlbumListRequest) (podcasts.Albums, error) {
	return h.S.Albums(c.Request.Context(), req)
}

// Album is POST /api/word/podcasts/albums/get.
func (h Handler) Album(c *gin.Context, req podcasts.IDRequest) (*podcasts.Album, error) {
	return h.S.Album(c.Request.Context(), req.ID)
}

// AddAlbum is POST /api/word/podcasts/albums/add.
func (h Handler) AddAlbum(c *gin.Context, req podcasts.AlbumAddRequest) (*podcasts.Album, error) {
	return h.S.AddAlbum(c.Request.Context(), actor(c), req.AlbumFields)
}

// UpdateAlbum is POST /api/word/podcasts/albums/update.
func (h Handler) UpdateAlbum(c *gin.Context, req podcasts.AlbumUpdateRequest) (*podcasts.Album, error) {
	return h.S.UpdateAlbum(c.Request.Context(), actor(c), req.ID, req.AlbumFields)
}

// DeleteAlbum is POST /api/word/podcasts/albums/delete.
func (h Handler) DeleteAlbum(c *gin.Context, req podcasts.IDRequest) (podcasts.Deleted, error) {
	return podcasts.Deleted{ID: req.ID}, h.S.DeleteAlbum(c.Request.Context(), actor(c), req.ID)
}

// RepositionAlbums is POST /api/word/podcasts/albums/reposition.
func (h Handler) RepositionAlbums(c *gin.Context, req podcasts.AlbumRepositionRequest) (podcasts.Albums, error) {
	return h.S.RepositionAlbums(c.Request.Context(), actor(c), req.CategoryID, req.IDs)
}

// Episodes is POST /api/word/podcasts/episodes/list.
func (h Handler) Episodes(c *gin.Context, req podcasts.EpisodeListRequest) (httpx.Page[podcasts.Episode], error) {
	return h.S.Episodes(c.Request.Context(), req)
}

// Episode is POST /api/word/podcasts/episodes/get.
func (h Handler) Episode(c *gin.Context, req podcasts.IDRequest) (*podcasts.Episode, error) {
	return h.S.Episode(c.Request.Context(), req.ID)
}

// AddEpisode is POST /api/word/podcasts/episodes/add.
func (h Handler) AddEpisode(c *gin.Context, req podcasts.EpisodeAddRequest) (*podcasts.Episode, error) {
	return h.S.AddEpisode(c.Request.Context(), actor(c), req.AlbumID, req.EpisodeFields)
}

// UpdateEpisode is POST /api/word/podcasts/episodes/update.
func (h Handler) UpdateEpisode(c *gin.Context, req podcasts.EpisodeUpdateRequest) (*podcasts.Episode, error) {
	return h.S.UpdateEpisode(c.Request.Context(), actor(c), req.ID, req.EpisodeFields)
}

// DeleteEpisode is POST /api/word/podcasts/episodes/delete.
func (h Handler) DeleteEpisode(c *gin.Context, req podcasts.IDRequest) (podcasts.Deleted, error) {
	return podcasts.Deleted{ID: req.ID}, h.S.DeleteEpisode(c.Request.Context(), actor(c), req.ID)
}

// PublishEpisode is POST /api/word/podcasts/episodes/publish.
func (h Handler) PublishEpisode(c *gin.Context, req podcasts.PublishRequest) (*podcasts.Episode, error) {
	return h.S.PublishEpisode(c.Request.Context(), actor(c), req.ID, req.Published)
}

// ReorderEpisodes is POST /api/word/podcasts/episodes/reorder.
func (h Handler) ReorderEpisodes(c *gin.Context, req podcasts.ReorderRequest) (httpx.Page[podcasts.Episode], error) {
	return h.S.ReorderEpisodes(c.Request.Context(), actor(c), req.AlbumID, req.IDs)
}

// AlbumFeed is GET /api/word/podcasts/:albumId/feed.xml (public).
func (h Handler) AlbumFeed(c *gin.Context) {
	id, err := strconv.ParseInt(c.Param("albumId"), 10, 64)
	if err != nil || id <= 0 {
		httpx.Fail(c, podcasts.ErrAlbumNotFound)
		return
	}
	f, err := h.S.AlbumFeed(c.Request.Context(), id, conditional(c))
	serve(c, f, err)
}

// ChurchFeed is GET /api/word/podcasts/feed.xml (public).
func (h Handler) ChurchFeed(c *gin.Context) {
	f, err := h.S.ChurchFeed(c.Request.Context(), conditional(c))
	serve(c, f, err)
}

func conditional(c *gin.Context) podcasts.Conditional {
	cond := podcasts.Conditional{IfNoneMatch: c.GetHeader("If-None-Match")}
	if t, err := http.ParseTime(c.GetHeader("If-Modified-Since")); err == nil {
		cond.IfModifiedSince = t
	}
	return cond
}

// serve answers a feed: its validators and caching for podcast apps (five minutes, then
// revalidated by ETag), 304 when the client's copy is current.
func serve(c *gin.Context, f *podcasts.Feed, err error) {
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	c.Header("ETag", f.ETag)
	c.Header("Last-Modified", f.LastModified.UTC().Format(http.TimeFormat))
	c.Header("Cache-Control", "public, max-age=300")
	if f.NotModified {
		c.Status(http.StatusNotModified)
		return
	}
	c.Header("Content-Length", strconv.Itoa(len(f.Body)))
	c.Data(http.StatusOK, feedType, f.Body)
}
