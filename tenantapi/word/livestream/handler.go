package livestream

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/word/sermons"
)

// Handler serves the streams' calls and the public live status.
type Handler struct{ S *Service }

// Streams is POST /api/word/streams/list.
func (h Handler) Streams(c *gin.Context, req ListRequest) (httpx.Page[Stream], error) {
	return h.S.Streams(c.Request.Context(), req)
}

// Stream is POST /api/word/streams/get.
func (h Handler) Stream(c *gin.Context, req IDRequest) (*Stream, error) {
	return h.S.Stream(c.Request.Context(), req.ID)
}

// Add is POST /api/word/streams/add.
func (h Handler) Add(c *gin.Context, req StreamRequest) (*Stream, error) {
	req.ID = 0
	return h.S.Save(c.Request.Context(), sermons.ActorOf(c), req)
}

// Update is POST /api/word/streams/update.
func (h Handler) Update(c *gin.Context, req StreamRequest) (*Stream, error) {
	if req.ID == 0 {
		return nil, errNotFound
	}
	return h.S.Save(c.Request.Context(), sermons.ActorOf(c), req)
}

// Delete is POST /api/word/streams/delete.
func (h Handler) Delete(c *gin.Context, req IDRequest) (Deleted, error) {
	return Deleted{req.ID}, h.S.Delete(c.Request.Context(), sermons.ActorOf(c), req.ID)
}

// Status is POST /api/word/streams/status.
func (h Handler) Status(c *gin.Context, req StatusRequest) (*Stream, error) {
	return h.S.SetStatus(c.Request.Context(), sermons.ActorOf(c), req.ID, req.Status)
}

// CreateSermon is POST /api/word/streams/create-sermon.
func (h Handler) CreateSermon(c *gin.Context, req CreateSermonRequest) (*sermons.Sermon, error) {
	return h.S.CreateSermon(c.Request.Context(), sermons.ActorOf(c), req)
}

// Live is GET /api/word/live (public): for the church's website and app.
func (h Handler) Live(c *gin.Context) (LiveStatus, error) {
	return h.S.Live(c.Request.Context())
}
