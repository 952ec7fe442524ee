package media

import (
	"context"
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/ratelimit"
	"congregate/internal/platform/tenancy"
)

// Limiter counts bad file tokens (ratelimit.Limiter).
type Limiter interface {
	Hit(ctx context.Context, rule ratelimit.Rule, key string) error
	Over(ctx context.Context, rule ratelimit.Rule, key string) (bool, error)
}

var ruleFileFailures = ratelimit.Rule{Name: "media-file-fail", Max: 60, Window: 15 * time.Minute}

// Handler serves the media vault calls.
type Handler struct {
	S       *Service
	Limiter Limiter
}

// List is POST /api/communications/media/list.
func (h Handler) List(c *gin.Context, req listRequest) (httpx.Page[Media], error) {
	return h.S.List(c.Request.Context(), req)
}

var clientFields = map[string]bool{"orgId": true, "userId": true, "adminUserId": true, "ipAddress": true}

// form reads a multipart body: its values (only the allowed ones) and its files.
func form(c *gin.Context, limit int64, values map[string]bool, files map[string]bool) (*multipart.Form, error) {
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, limit)
	if !strings.HasPrefix(c.ContentType(), "multipart/form-data") {
		return nil, errForm
	}
	if err := c.Request.ParseMultipartForm(8 << 20); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return nil, errTooLarge
		}
		return nil, errForm
	}
	f := c.Request.MultipartForm
	for k, vs := range f.Value {
		if !values[k] && !clientFields[k] {
			f.RemoveAll()
			return nil, fault.E(fault.Invalid, "Unknown field "+k)
		}
		if err := httpx.CheckText(vs...); err != nil {
			f.RemoveAll()
			return nil, err
		}
	}
	for k := range f.File {
		if !files[k] {
			f.RemoveAll()
			return nil, fault.E(fault.Invalid, "Unknown field "+k)
		}
	}
	return f, nil
}

// Upload is POST /api/communications/media/upload (multipart: file, name).
func (h Handler) Upload(c *gin.Context) (Media, error) {
	f, err := form(c, MaxBytes+256<<10, map[string]bool{"name": true}, map[string]bool{"file": true})
	if err != nil {
		return Media{}, err
	}
	defer f.RemoveAll()
	fhs := f.File["file"]
	if len(fhs) != 1 {
		return Media{}, errNoFile
	}
	fh := fhs[0]
	if fh.Size > MaxBytes {
		return Media{}, errTooLarge
	}
	if err := httpx.CheckText(fh.Filename); err != nil {
		return Media{}, err
	}
	r, err := fh.Open()
	if err != nil {
		return Media{}, errForm
	}
	defer r.Close()
	data, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	if err != nil {
		return Media{}, errForm
	}
	name := ""
	if v := f.Value["name"]; len(v) > 0 {
		name = v[0]
	}
	return h.S.Upload(c.Request.Context(), auth.UserFrom(c.Request.Context()).PersonID, name, fh.Filename, data)
}

// Delete is POST /api/communications/media/delete (multipart: payload = {"id": …}).
func (h Handler) Delete(c *gin.Context) (Deleted, error) {
	f, err := form(c, 64<<10, map[string]bool{"payload": true}, nil)
	if err != nil {
		return Deleted{}, err
	}
	defer f.RemoveAll()
	p := f.Value["payload"]
	if len(p) != 1 {
		return Deleted{}, errPayload
	}
	id, err := parseDelete(p[0])
	if err != nil {
		return Deleted{}, err
	}
	return Deleted{id}, h.S.Delete(c.Request.Context(), id)
}

// File is GET /api/communications/media/file/:id/:token: the file, for Twilio and the console.
func (h Handler) File(c *gin.Context) {
	ctx := c.Request.Context()
	key := tenancy.FromContext(ctx).ShortName + ":" + c.ClientIP()
	if h.Limiter != nil {
		if over, err := h.Limiter.Over(ctx, ruleFileFailures, key); err != nil || over {
			httpx.Fail(c, fault.E(fault.RateLimited, "Too many attempts. Please try again later."))
			return
		}
	}
	id, _ := strconv.ParseInt(c.Param("id"), 10, 64)
	m, rc, err := h.S.Open(ctx, id, c.Param("token"))
	if err != nil {
		if errors.Is(err, errNotFound) && h.Limiter != nil {
			_ = h.Limiter.Hit(ctx, ruleFileFailures, key)
		}
		httpx.Fail(c, err)
		return
	}
	defer rc.Close()
	c.Header("Cache-Control", "private, max-age=3600")
	c.Header("Content-Length", strconv.FormatInt(m.Size, 10))
	c.Header("Content-Disposition", "inline")
	c.Status(http.StatusOK)
	c.Header("Content-Type", m.ContentType)
	_, _ = io.Copy(c.Writer, rc)
}
