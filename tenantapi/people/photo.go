package people

import (
	"congregate/tenantapi/people/person"
	"errors"
	"io"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
	"congregate/internal/platform/imagecheck"
)

// MaxPhoto is the largest photo accepted.
const MaxPhoto = 5 << 20

// PhotoUpload is POST /api/people/photo (multipart: id, photo).
func (h Handler) PhotoUpload(c *gin.Context) {
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, MaxPhoto+64<<10)
	fh, err := c.FormFile("photo")
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			httpx.Fail(c, httpx.E(httpx.KindTooLarge, "The photo must be at most 5 MB"))
			return
		}
		httpx.Fail(c, invalid("Send the photo as multipart form data in the field photo"))
		return
	}
	id, err := strconv.ParseInt(c.PostForm("id"), 10, 64)
	if err != nil || id <= 0 {
		httpx.Fail(c, invalid("id must be a person id"))
		return
	}
	if fh.Size > MaxPhoto {
		httpx.Fail(c, httpx.E(httpx.KindTooLarge, "The photo must be at most 5 MB"))
		return
	}
	f, err := fh.Open()
	if err != nil {
		httpx.Fail(c, invalid("Could not read the photo"))
		return
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxPhoto+1))
	f.Close()
	if err != nil {
		httpx.Fail(c, invalid("Could not read the photo"))
		return
	}
	kind, err := imagecheck.Kind(fh.Filename, data)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out *Person
	err = h.run(c, func(tx *gorm.DB) error {
		if err := person.RequireLive(tx, id); err != nil {
			return err
		}
		if err := tx.Exec(`INSERT INTO person_photos (person_id, content_type, data, updated_at) VALUES (?, ?, ?, clock_timestamp())
			ON CONFLICT (person_id) DO UPDATE SET content_type = EXCLUDED.content_type, data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
			id, kind, data).Error; err != nil {
			return err
		}
		var err error
		out, err = loadPerson(tx, id, h.now())
		return err
	})
	respond(c, err, "Photo uploaded", out)
}

// PhotoGet is GET /api/people/photo/:id.
func (h Handler) PhotoGet(c *gin.Context) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil {
		httpx.Fail(c, notFound("Photo not found"))
		return
	}
	var rows []struct {
		ContentType string
		Data        []byte
	}
	err = h.run(c, func(tx *gorm.DB) error {
		return tx.Raw(`SELECT content_type, data FROM person_photos WHERE person_id = ?`, id).Scan(&rows).Error
	})
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	if len(rows) == 0 {
		httpx.Fail(c, notFound("Photo not found"))
		return
	}
	c.Header("Cache-Control", "private, max-age=86400")
	if rows[0].ContentType == "image/svg+xml" {
		// Opened directly, an SVG is a document: no script, no plugins, nothing loaded.
		c.Header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
	}
	c.Data(http.StatusOK, rows[0].ContentType, rows[0].Data)
}

// PhotoDelete is POST /api/people/photo/delete.
func (h Handler) PhotoDelete(c *gin.Context, req ID) {
	var out *Person
	err := h.run(c, func(tx *gorm.DB) error {
		if err := person.RequireLive(tx, req.ID); err != nil {
			return err
		}
		if err := tx.Exec(`DELETE FROM person_photos WHERE person_id = ?`, req.ID).Error; err != nil {
			return err
		}
		var err error
		out, err = loadPerson(tx, req.ID, h.now())
		return err
	})
	respond(c, err, "Photo removed", out)
}
