package organization

import (
	"context"
	"errors"
	"io"
	"net/http"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
)

// LogoGet is GET /api/org/logo/:kind (public: the sign-in screen shows the logo). The light and
// dark logos stand in for each other.
func (h Handler) LogoGet(c *gin.Context) {
	kind := c.Param("kind")
	if !contains(logoKinds, kind) {
		httpx.Fail(c, notFound("No logo of this type"))
		return
	}
	var assets map[string]*Asset
	if err := h.Tenants.Run(c.Request.Context(), func(tx *gorm.DB) error {
		var err error
		assets, err = loadAssets(tx)
		return err
	}); err != nil {
		httpx.Fail(c, err)
		return
	}
	a := assets[kind]
	if a == nil && kind == kindLogo {
		a = assets[kindLogoDark]
	}
	if a == nil && kind == kindLogoDark {
		a = assets[kindLogo]
	}
	if a == nil {
		httpx.Fail(c, notFound("No logo of this type"))
		return
	}
	etag := `"` + a.SHA256[:32] + `"`
	c.Header("ETag", etag)
	c.Header("Cache-Control", "public, max-age=300")
	if a.ContentType == "image/svg+xml" {
		// Opened directly, an SVG is a document: no script, nothing loaded.
		c.Header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
	}
	if c.GetHeader("If-None-Match") == etag {
		c.Status(http.StatusNotModified)
		return
	}
	r, err := h.Store.Open(c.Request.Context(), a.StorageKey)
	if errors.Is(err, storage.ErrNotFound) {
		httpx.Fail(c, notFound("No logo of this type"))
		return
	}
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	defer r.Close()
	c.DataFromReader(http.StatusOK, int64(a.Size), a.ContentType, r, nil)
}

// LogoBytes returns the church's light logo (or the dark one) as PNG or JPEG bytes with its kind
// ("PNG", "JPG"), for PDF exports; nil when there is none or it is an SVG (a PDF cannot hold one).
// It has the shape of people.LogoFunc.
func (h Handler) LogoBytes(ctx context.Context, ch *tenancy.Church) ([]byte, string, error) {
	var assets map[string]*Asset
	if err := h.Tenants.RunFor(ctx, ch, func(tx *gorm.DB) error {
		var err error
		assets, err = loadAssets(tx)
		return err
	}); err != nil {
		return nil, "", err
	}
	for _, k := range []string{kindLogo, kindLogoDark} {
		a := assets[k]
		if a == nil || a.ContentType == "image/svg+xml" {
			continue
		}
		r, err := h.Store.Open(ctx, a.StorageKey)
		if errors.Is(err, storage.ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, "", err
		}
		data, err := io.ReadAll(io.LimitReader(r, maxLogo+1))
		r.Close()
		if err != nil {
			return nil, "", err
		}
		if a.ContentType == "image/png" {
			return data, "PNG", nil
		}
		return data, "JPG", nil
	}
	return nil, "", nil
}
