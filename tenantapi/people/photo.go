package people

import (
	"bytes"
	"encoding/xml"
	"errors"
	"image"
	_ "image/jpeg" // decoders for DecodeConfig
	_ "image/png"
	"io"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

// MaxPhoto is the largest photo accepted.
const MaxPhoto = 5 << 20

const (
	msgPhotoKind     = "Only JPEG, PNG or SVG images are allowed"
	msgPhotoMismatch = "The file content does not match its extension"
)

// imageKind tells what an upload really is from its bytes (spec §3 image kinds: jpeg, png, jpg,
// svg), and checks the extension agrees: a renamed executable or a PNG called .svg is refused.
func imageKind(name string, data []byte) (string, error) {
	ext := strings.ToLower(filepath.Ext(name))
	want := map[string]string{".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".svg": "image/svg+xml"}[ext]
	if want == "" {
		return "", invalid(msgPhotoKind)
	}
	var got string
	switch {
	case bytes.HasPrefix(data, []byte{0xFF, 0xD8, 0xFF}):
		got = "image/jpeg"
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		got = "image/png"
	default:
		if err := safeSVG(data); err != nil {
			return "", err
		}
		got = "image/svg+xml"
	}
	if got != "image/svg+xml" {
		// The header alone is easy to fake: the image must decode.
		if _, _, err := image.DecodeConfig(bytes.NewReader(data)); err != nil {
			return "", invalid(msgPhotoKind)
		}
	}
	if got != want {
		return "", invalid(msgPhotoMismatch)
	}
	return got, nil
}

// safeSVG accepts an SVG document without scripts, event handlers, external references or
// DOCTYPEs (entity tricks): an SVG is served to browsers and could otherwise carry script.
func safeSVG(data []byte) error {
	if !utf8.Valid(data) {
		return invalid(msgPhotoKind)
	}
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = true
	root := true
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			if root {
				return invalid(msgPhotoKind)
			}
			return nil
		}
		if err != nil {
			return invalid(msgPhotoKind)
		}
		switch t := tok.(type) {
		case xml.Directive:
			return invalid("SVG images with a DOCTYPE are not allowed")
		case xml.ProcInst:
			if t.Target != "xml" {
				return invalid("SVG images with processing instructions are not allowed")
			}
		case xml.CharData:
			if root && len(bytes.TrimSpace(t)) > 0 {
				return invalid(msgPhotoKind)
			}
		case xml.StartElement:
			name := strings.ToLower(t.Name.Local)
			if root && name != "svg" {
				return invalid(msgPhotoKind)
			}
			root = false
			if name == "script" || name == "foreignobject" || name == "iframe" || name == "embed" || name == "object" {
				return invalid("SVG images with scripts are not allowed")
			}
			for _, a := range t.Attr {
				an, av := strings.ToLower(a.Name.Local), strings.ToLower(strings.TrimSpace(a.Value))
				if strings.HasPrefix(an, "on") {
					return invalid("SVG images with scripts are not allowed")
				}
				if strings.Contains(av, "javascript:") {
					return invalid("SVG images with scripts are not allowed")
				}
				if (an == "href" || an == "src") && av != "" && !strings.HasPrefix(av, "#") && !strings.HasPrefix(av, "data:image/") {
					return invalid("SVG images must not load other files")
				}
			}
		}
	}
}

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
	kind, err := imageKind(fh.Filename, data)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out *Person
	err = h.run(c, func(tx *gorm.DB) error {
		if err := requireLivePerson(tx, id); err != nil {
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
func (h Handler) PhotoDelete(c *gin.Context) {
	var req ID
	if !bind(c, &req) {
		return
	}
	var out *Person
	err := h.run(c, func(tx *gorm.DB) error {
		if err := requireLivePerson(tx, req.ID); err != nil {
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
