package photos

import (
	"errors"
	"io"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
)

// Handler serves the photo calls: the multipart form or the path in, the service's answer out.
type Handler[P any] struct{ S *Service[P] }

// Upload is POST /api/people/photo (multipart: id, photo).
func (h Handler[P]) Upload(c *gin.Context) (P, error) {
	var none P
	u, err := readUpload(c)
	if err != nil {
		return none, err
	}
	return h.S.Upload(c.Request.Context(), u)
}

// readUpload reads the form: the photo part, the person's id, at most MaxPhoto bytes.
func readUpload(c *gin.Context) (Upload, error) {
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, MaxPhoto+64<<10)
	fh, err := c.FormFile("photo")
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return Upload{}, errTooLarge
		}
		return Upload{}, errNoPhotoPart
	}
	id, err := strconv.ParseInt(c.PostForm("id"), 10, 64)
	if err != nil || id <= 0 {
		return Upload{}, errPersonID
	}
	if fh.Size > MaxPhoto {
		return Upload{}, errTooLarge
	}
	f, err := fh.Open()
	if err != nil {
		return Upload{}, errUnreadable
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxPhoto+1))
	f.Close()
	if err != nil {
		return Upload{}, errUnreadable
	}
	return Upload{PersonID: id, FileName: fh.Filename, Data: data}, nil
}

// Get is GET /api/people/photo/:id: the image itself, cached privately for a day.
func (h Handler[P]) Get(c *gin.Context) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil {
		httpx.Fail(c, errNotFound)
		return
	}
	p, err := h.S.Photo(c.Request.Context(), id)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	c.Header("Cache-Control", "private, max-age=86400")
	if p.ContentType == "image/svg+xml" {
		// Opened directly, an SVG is a document: no script, no plugins, nothing loaded.
		c.Header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
	}
	c.Data(http.StatusOK, p.ContentType, p.Data)
}

// Delete is POST /api/people/photo/delete.
func (h Handler[P]) Delete(c *gin.Context, req idRequest) (P, error) {
	return h.S.Delete(c.Request.Context(), req.ID)
}
