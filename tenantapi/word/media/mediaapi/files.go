package mediaapi

import (
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/storage"
)

// The public file routes: what audio elements, podcast apps and the church's website fetch.
const (
	FilePath      = "/api/word/files/:file"
	ThumbnailPath = "/api/word/files/:file/thumbnail.jpg"
)

var errFileNotFound = fault.E(fault.NotFound, "File not found")

func readFull(r io.Reader, buf []byte) (int, error) { return io.ReadFull(r, buf) }

// object is what a file answer needs.
type object struct {
	key, contentType, fileName, etag string
	size                             int64
	modTime                          time.Time
}

// File is GET /api/word/files/{token}.{ext}.
func (h Handler) File(c *gin.Context) {
	token, ext, ok := strings.Cut(c.Param("file"), ".")
	if !ok || token == "" {
		httpx.Fail(c, errFileNotFound)
		return
	}
	it, err := h.S.FileByToken(c.Request.Context(), token)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	if it == nil || it.Extension != ext {
		httpx.Fail(c, errFileNotFound)
		return
	}
	etag := `"` + it.Token + "-" + strconv.FormatInt(it.SizeBytes, 10) + `"`
	if it.SHA256 != "" {
		etag = `"` + it.SHA256 + `"`
	}
	mod, _ := time.Parse(time.RFC3339, it.CreatedAt)
	serve(c, h, object{key: it.StorageKey, contentType: it.ContentType, fileName: it.FileName, etag: etag, size: it.SizeBytes, modTime: mod})
}

// Thumbnail is GET /api/word/files/{token}/thumbnail.jpg (a video's frame at 1 s).
func (h Handler) Thumbnail(c *gin.Context) {
	it, err := h.S.FileByToken(c.Request.Context(), c.Param("file"))
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	if it == nil || it.ThumbnailKey == nil {
		httpx.Fail(c, errFileNotFound)
		return
	}
	info, err := h.S.Files.Stat(c.Request.Context(), *it.ThumbnailKey)
	if errors.Is(err, storage.ErrNotFound) {
		httpx.Fail(c, errFileNotFound)
		return
	}
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	serve(c, h, object{key: *it.ThumbnailKey, contentType: "image/jpeg", fileName: "thumbnail.jpg",
		etag: `"` + it.Token + "-thumb-" + strconv.FormatInt(info.Size, 10) + `"`, size: info.Size, modTime: info.ModTime})
}

// serve answers the object with its validators, a 304 when the client's copy is current, and a
// single byte range (206, or 416 when it lies outside the file) read from the store as a range.
func serve(c *gin.Context, h Handler, o object) {
	hd := c.Writer.Header()
	hd.Set("Accept-Ranges", "bytes")
	hd.Set("ETag", o.etag)
	hd.Set("Cache-Control", "public, max-age=86400")
	hd.Set("X-Content-Type-Options", "nosniff")
	if !o.modTime.IsZero() {
		hd.Set("Last-Modified", o.modTime.UTC().Format(http.TimeFormat))
	}
	if notModified(c.Request, o) {
		c.Status(http.StatusNotModified)
		return
	}
	hd.Set("Content-Type", o.contentType)
	hd.Set("Content-Disposition", mime.FormatMediaType("inline", map[string]string{"filename": o.fileName}))
	start, length, status := int64(0), o.size, http.StatusOK
	if rg := c.GetHeader("Range"); rg != "" && ifRange(c.Request, o) {
		s, n, ok, satisfiable := parseRange(rg, o.size)
		switch {
		case !satisfiable:
			hd.Set("Content-Range", fmt.Sprintf("bytes */%d", o.size))
			hd.Del("Content-Type")
			c.Status(http.StatusRequestedRangeNotSatisfiable)
			return
		case ok:
			start, length, status = s, n, http.StatusPartialContent
			hd.Set("Content-Range", fmt.Sprintf("bytes %d-%d/%d", s, s+n-1, o.size))
		}
	}
	rc, err := h.S.Files.OpenRange(c.Request.Context(), o.key, start, length)
	if errors.Is(err, storage.ErrNotFound) {
		hd.Del("Content-Disposition")
		httpx.Fail(c, errFileNotFound)
		return
	}
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	defer rc.Close()
	hd.Set("Content-Length", strconv.FormatInt(length, 10))
	c.Status(status)
	c.Writer.WriteHeaderNow()
	_, _ = io.Copy(c.Writer, rc)
}

func notModified(r *http.Request, o object) bool {
	if inm := r.Header.Get("If-None-Match"); inm != "" {
		for _, t := range strings.Split(inm, ",") {
			t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
			if t == o.etag || t == "*" {
				return true
			}
		}
		return false
	}
	if ims := r.Header.Get("If-Modified-Since"); ims != "" && !o.modTime.IsZero() {
		t, err := http.ParseTime(ims)
		return err == nil && !o.modTime.Truncate(time.Second).After(t)
	}
	return false
}

// ifRange: a Range counts unless If-Range names another version.
func ifRange(r *http.Request, o object) bool {
	ir := strings.TrimSpace(r.Header.Get("If-Range"))
	if ir == "" {
		return true
	}
	if strings.HasPrefix(ir, `"`) {
		return ir == o.etag
	}
	t, err := http.ParseTime(ir)
	return err == nil && !o.modTime.Truncate(time.Second).After(t)
}

// parseRange reads one "bytes=a-b", "bytes=a-" or "bytes=-n". ok is false for a header to ignore
// (another unit, several ranges, garbage: the whole file is sent); satisfiable is false for a
// range wholly outside the file (416).
func parseRange(h string, size int64) (start, length int64, ok, satisfiable bool) {
	spec, found := strings.CutPrefix(strings.TrimSpace(h), "bytes=")
	if !found || strings.Contains(spec, ",") {
		return 0, 0, false, true
	}
	a, b, found := strings.Cut(strings.TrimSpace(spec), "-")
	if !found {
		return 0, 0, false, true
	}
	if a == "" { // the last n bytes
		n, err := strconv.ParseInt(b, 10, 64)
		if err != nil || n < 0 {
			return 0, 0, false, true
		}
		if n == 0 || size == 0 {
			return 0, 0, false, false
		}
		n = min(n, size)
		return size - n, n, true, true
	}
	s, err := strconv.ParseInt(a, 10, 64)
	if err != nil || s < 0 {
		return 0, 0, false, true
	}
	if s >= size {
		return 0, 0, false, false
	}
	end := size - 1
	if b != "" {
		e, err := strconv.ParseInt(b, 10, 64)
		if err != nil || e < s {
			return 0, 0, false, true
		}
		end = min(e, size-1)
	}
	return s, end - s + 1, true, true
}
