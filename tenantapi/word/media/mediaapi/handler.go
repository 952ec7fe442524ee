package mediaapi

import (
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/audit/auditapi"
	"congregate/tenantapi/word/media"
)

// Handler serves media's calls.
type Handler struct{ S *media.Service }

// Actor is the signed-in staff member making the request's change.
func Actor(c *gin.Context) media.Actor {
	a := media.Actor{Entry: func(event string, details map[string]any) audit.Entry { return auditapi.By(c, event, details) }}
	if u := auth.UserFrom(c.Request.Context()); u != nil {
		id := u.PersonID
		a.ID = &id
	}
	return a
}

// UploadCreate is POST /api/word/uploads/create.
func (h Handler) UploadCreate(c *gin.Context, req uploadCreateRequest) (media.Upload, error) {
	return h.S.CreateUpload(c.Request.Context(), Actor(c), req.FileName, req.SizeBytes,
		media.Meta{Title: req.Title, GroupID: req.GroupID, SeriesID: req.SeriesID})
}

var errUploadNotFound = fault.E(fault.NotFound, "Upload not found")

// UploadChunk is PUT /api/word/uploads/{id}/chunk: header Upload-Offset, body the chunk's bytes.
func (h Handler) UploadChunk(c *gin.Context) (media.Upload, error) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil || id <= 0 {
		return media.Upload{}, errUploadNotFound
	}
	off, err := strconv.ParseInt(strings.TrimSpace(c.GetHeader("Upload-Offset")), 10, 64)
	if err != nil || off < 0 {
		return media.Upload{}, fault.E(fault.Invalid, "Send the chunk's Upload-Offset header")
	}
	return h.S.PutChunk(c.Request.Context(), Actor(c), id, off, c.Request.ContentLength, c.Request.Body)
}

// UploadGet is POST /api/word/uploads/get.
func (h Handler) UploadGet(c *gin.Context, req idRequest) (media.Upload, error) {
	return h.S.GetUpload(c.Request.Context(), req.ID)
}

// UploadComplete is POST /api/word/uploads/complete.
func (h Handler) UploadComplete(c *gin.Context, req idRequest) (media.Item, error) {
	return h.S.CompleteUpload(c.Request.Context(), Actor(c), req.ID)
}

// UploadCancel is POST /api/word/uploads/cancel.
func (h Handler) UploadCancel(c *gin.Context, req idRequest) (media.Upload, error) {
	return h.S.CancelUpload(c.Request.Context(), Actor(c), req.ID)
}

// maxFieldBytes bounds each text part of the simple upload (the file is streamed).
const maxFieldBytes = 8 << 10

// Upload is POST /api/word/media/upload (multipart: title, groupId, seriesId, then file). The
// file part is streamed to the store a chunk at a time; the text parts must come before it.
func (h Handler) Upload(c *gin.Context) (media.Item, error) {
	mr, err := c.Request.MultipartReader()
	if err != nil {
		return media.Item{}, fault.E(fault.Invalid, "Send the file as multipart/form-data")
	}
	var m media.Meta
	for {
		part, err := mr.NextPart()
		if err != nil {
			return media.Item{}, fault.E(fault.Invalid, media.MsgChooseFile)
		}
		if part.FormName() == "file" {
			name := part.FileName()
			if i := strings.LastIndexAny(name, "/\\"); i >= 0 {
				name = name[i+1:]
			}
			if name, err = text(name, 255, media.MsgFileName, "The file name must be at most 255 characters"); err != nil {
				return media.Item{}, err
			}
			return h.S.UploadStream(c.Request.Context(), Actor(c), name, part, m)
		}
		buf := make([]byte, maxFieldBytes+1)
		n, _ := readFull(part, buf)
		if n > maxFieldBytes {
			return media.Item{}, fault.E(fault.Invalid, "A form field is too long")
		}
		v := string(buf[:n])
		switch part.FormName() {
		case "title":
			if m.Title, err = text(v, 200, "", "A title must be at most 200 characters"); err != nil {
				return media.Item{}, err
			}
		case "groupId", "seriesId":
			if strings.TrimSpace(v) == "" {
				continue
			}
			n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
			if err != nil || n <= 0 {
				return media.Item{}, fault.E(fault.Invalid, part.FormName()+" must be a number")
			}
			if part.FormName() == "groupId" {
				m.GroupID = &n
			} else {
				m.SeriesID = &n
			}
		}
	}
}

// List is POST /api/word/media/list.
func (h Handler) List(c *gin.Context, req listRequest) (httpx.Page[media.Item], error) {
	p, err := req.Paging.Resolve(25)
	if err != nil {
		return httpx.Page[media.Item]{}, err
	}
	items, total, err := h.S.List(c.Request.Context(), media.ListQuery{Search: req.Search, Kind: req.Kind,
		GroupID: req.GroupID, SeriesID: req.SeriesID, Limit: p.PageSize, Offset: p.Offset()})
	return httpx.PageOf(items, total, p), err
}

// Get is POST /api/word/media/get.
func (h Handler) Get(c *gin.Context, req idRequest) (media.Item, error) {
	return h.S.Get(c.Request.Context(), req.ID)
}

// Update is POST /api/word/media/update.
func (h Handler) Update(c *gin.Context, req updateRequest) (media.Item, error) {
	return h.S.Update(c.Request.Context(), Actor(c), req.ID, req.Title, req.Description, req.GroupID, req.SeriesID)
}

// Delete is POST /api/word/media/delete.
func (h Handler) Delete(c *gin.Context, req idRequest) (Deleted, error) {
	return Deleted{req.ID}, h.S.Delete(c.Request.Context(), Actor(c), req.ID)
}

// Reorder is POST /api/word/media/reorder.
func (h Handler) Reorder(c *gin.Context, req reorderRequest) (Items, error) {
	items, err := h.S.Reorder(c.Request.Context(), Actor(c), req.GroupID, req.SeriesID, req.IDs)
	return Items{items}, err
}

// Groups is POST /api/word/media-groups/list.
func (h Handler) Groups(c *gin.Context, _ httpx.ClientContext) (Groups, error) {
	gs, err := h.S.Groups(c.Request.Context())
	return Groups{gs}, err
}

// GroupAdd is POST /api/word/media-groups/add.
func (h Handler) GroupAdd(c *gin.Context, req groupAddRequest) (media.Group, error) {
	return h.S.SaveGroup(c.Request.Context(), Actor(c), 0, req.Name, req.Description)
}

// GroupUpdate is POST /api/word/media-groups/update.
func (h Handler) GroupUpdate(c *gin.Context, req groupRequest) (media.Group, error) {
	if req.ID <= 0 {
		return media.Group{}, fault.E(fault.NotFound, "Media group not found")
	}
	return h.S.SaveGroup(c.Request.Context(), Actor(c), req.ID, req.Name, req.Description)
}

// GroupDelete is POST /api/word/media-groups/delete.
func (h Handler) GroupDelete(c *gin.Context, req idRequest) (Deleted, error) {
	return Deleted{req.ID}, h.S.DeleteGroup(c.Request.Context(), Actor(c), req.ID)
}

// GroupReposition is POST /api/word/media-groups/reposition.
func (h Handler) GroupReposition(c *gin.Context, req repositionRequest) (Groups, error) {
	gs, err := h.S.RepositionGroups(c.Request.Context(), Actor(c), req.IDs)
	return Groups{gs}, err
}

// SeriesList is POST /api/word/media-series/list.
func (h Handler) SeriesList(c *gin.Context, _ httpx.ClientContext) (SeriesList, error) {
	ss, err := h.S.SeriesList(c.Request.Context())
	return SeriesList{ss}, err
}

// SeriesAdd is POST /api/word/media-series/add.
func (h Handler) SeriesAdd(c *gin.Context, req seriesAddRequest) (media.Series, error) {
	return h.S.SaveSeries(c.Request.Context(), Actor(c), 0, req.Name, req.Description, req.ArtworkMediaID)
}

// SeriesUpdate is POST /api/word/media-series/update.
func (h Handler) SeriesUpdate(c *gin.Context, req seriesRequest) (media.Series, error) {
	if req.ID <= 0 {
		return media.Series{}, fault.E(fault.NotFound, "Media series not found")
	}
	return h.S.SaveSeries(c.Request.Context(), Actor(c), req.ID, req.Name, req.Description, req.ArtworkMediaID)
}

// SeriesDelete is POST /api/word/media-series/delete.
func (h Handler) SeriesDelete(c *gin.Context, req idRequest) (Deleted, error) {
	return Deleted{req.ID}, h.S.DeleteSeries(c.Request.Context(), Actor(c), req.ID)
}

// SeriesReposition is POST /api/word/media-series/reposition.
func (h Handler) SeriesReposition(c *gin.Context, req repositionRequest) (SeriesList, error) {
	ss, err := h.S.RepositionSeries(c.Request.Context(), Actor(c), req.IDs)
	return SeriesList{ss}, err
}
