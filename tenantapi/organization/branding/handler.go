package branding

import (
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/organization/church"
)

// Handler serves the colours, logos, favicon and QR code calls.
type Handler struct{ S *Service }

// ColorsUpdate is POST /api/organization/colors/update. It answers the new organisation info so
// the console can put it in its org-info cache and re-theme at once.
func (h Handler) ColorsUpdate(c *gin.Context, req colorsRequest) (church.Info, error) {
	return h.S.SetColors(c.Request.Context(), church.ActorOf(c), req.themes)
}

// ColorsReset is POST /api/organization/colors/reset: back to the defaults.
func (h Handler) ColorsReset(c *gin.Context, _ httpx.ClientContext) (church.Info, error) {
	return h.S.SetColors(c.Request.Context(), church.ActorOf(c), DefaultColorThemes)
}

// LogoUpdate is POST /api/organization/logo/update (multipart: logoType[] paired with logo[]).
func (h Handler) LogoUpdate(c *gin.Context) (church.Info, error) {
	parts, err := logoParts(c)
	if err != nil {
		return church.Info{}, err
	}
	ups, err := uploads(parts)
	if err != nil {
		return church.Info{}, err
	}
	return h.S.SaveLogos(c.Request.Context(), church.ActorOf(c), ups)
}

// logoParts reads the multipart logo update: its fields, and each file paired with its type.
func logoParts(c *gin.Context) ([]logoPart, error) {
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, maxLogoFiles*maxLogo+256<<10)
	if !strings.HasPrefix(c.ContentType(), "multipart/form-data") {
		return nil, church.Invalid(msgLogoForm)
	}
	if err := c.Request.ParseMultipartForm(8 << 20); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return nil, errLogoTooLarge
		}
		return nil, church.Invalid(msgLogoForm)
	}
	form := c.Request.MultipartForm
	defer form.RemoveAll()
	for k := range form.Value {
		if k != "logoType" && !church.ClientFields[k] {
			return nil, church.Invalid("Unknown field " + k)
		}
	}
	for k := range form.File {
		if k != "logo" {
			return nil, church.Invalid("Unknown field " + k)
		}
	}
	types, files := form.Value["logoType"], form.File["logo"]
	switch {
	case len(files) == 0:
		return nil, church.Invalid("Send at least one logo file")
	case len(types) != len(files):
		return nil, church.Invalid("logoType and logo must be sent in pairs")
	case len(files) > maxLogoFiles:
		return nil, church.Invalid("At most 3 logo files at once")
	}
	parts := make([]logoPart, len(files))
	for i, fh := range files {
		parts[i] = logoPart{kind: types[i], filename: fh.Filename, read: func() ([]byte, error) { return readPart(fh) }}
	}
	return parts, nil
}

func readPart(fh *multipart.FileHeader) ([]byte, error) {
	if fh.Size > maxLogo {
		return nil, errLogoTooLarge
	}
	f, err := fh.Open()
	if err != nil {
		return nil, errLogoUnread
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxLogo+1))
	if err != nil {
		return nil, errLogoUnread
	}
	if len(data) > maxLogo {
		return nil, errLogoTooLarge
	}
	return data, nil
}

// LogoDelete is POST /api/organization/logo/delete.
func (h Handler) LogoDelete(c *gin.Context, req logoDeleteRequest) (church.Info, error) {
	return h.S.DeleteLogo(c.Request.Context(), church.ActorOf(c), req.LogoType)
}

// LogoGet is GET /api/org/logo/:kind (public: the sign-in screen shows the logo).
func (h Handler) LogoGet(c *gin.Context) {
	a, err := h.S.Logo(c.Request.Context(), c.Param("kind"))
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	etag := `"` + a.SHA256[:32] + `"`
	c.Header("ETag", etag)
	c.Header("Cache-Control", "public, max-age=300")
	if a.ContentType == svgType {
		// Opened directly, an SVG is a document: no script, nothing loaded.
		c.Header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
	}
	if c.GetHeader("If-None-Match") == etag {
		c.Status(http.StatusNotModified)
		return
	}
	r, err := h.S.Open(c.Request.Context(), a)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	defer r.Close()
	c.DataFromReader(http.StatusOK, int64(a.Size), a.ContentType, r, nil)
}

// Favicon is GET /api/org/favicon.svg: the church's initials on its light primary colour.
func (h Handler) Favicon(c *gin.Context) {
	c.Header("Cache-Control", "public, max-age=300")
	c.Data(http.StatusOK, svgType, favicon(tenancy.FromContext(c.Request.Context())))
}

// QRCodesList is POST /api/organization/qrcodes/list.
func (h Handler) QRCodesList(c *gin.Context, _ httpx.ClientContext) (QRTargets, error) {
	return h.S.Targets(c.Request.Context())
}

// QRCodeDownload is GET /api/organization/qrcodes/download?target=&format=png|svg&size=.
func (h Handler) QRCodeDownload(c *gin.Context) {
	q, err := h.S.QRCode(c.Request.Context(), qrQuery{Target: c.Query("target"), URL: c.Query("url"), Format: c.Query("format"), Size: c.Query("size")})
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	c.Header("Content-Disposition", `attachment; filename="`+q.Name+`"`)
	c.Header("Cache-Control", "private, no-cache")
	c.Data(http.StatusOK, q.ContentType, q.Data)
}
