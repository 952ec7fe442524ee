// Package controlplane serves the onboarding hosts (public pages and, with the onboarding issue,
// /api/onboarding/...) and the operator host, and owns the control database.
package controlplane

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/redis/go-redis/v9"
	"gorm.io/gorm"

	"congregate/internal/platform/config"
	"congregate/internal/platform/tenancy"
)

// App is the control plane's HTTP side.
type App struct {
	Config  config.Config
	Control *gorm.DB
	Redis   *redis.Client
}

// Handler routes by host: onboarding hosts get the onboarding app; anything else is 404.
func (a *App) Handler() http.Handler {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(gin.Recovery())
	r.GET("/healthz", func(c *gin.Context) { c.String(http.StatusOK, "ok") })
	r.GET("/readyz", a.ready)
	r.NoRoute(func(c *gin.Context) {
		host := tenancy.HostOnly(c.Request.Host)
		if slices.Contains(a.Config.OnboardingHosts, host) && !strings.HasPrefix(c.Request.URL.Path, "/api/") {
			serveSPA(c, a.Config.OnboardingDir)
			return
		}
		c.JSON(http.StatusNotFound, gin.H{"message": "Not found", "data": nil})
	})
	return r
}

func serveSPA(c *gin.Context, dir string) {
	p := filepath.Join(dir, filepath.FromSlash(filepath.Clean("/"+c.Request.URL.Path)))
	if st, err := os.Stat(p); err == nil && !st.IsDir() {
		c.File(p)
		return
	}
	c.File(filepath.Join(dir, "index.html"))
}

func (a *App) ready(c *gin.Context) {
	ctx, cancel := context.WithTimeout(c.Request.Context(), 2*time.Second)
	defer cancel()
	sqlDB, err := a.Control.DB()
	if err == nil {
		err = sqlDB.PingContext(ctx)
	}
	if err == nil {
		err = a.Redis.Ping(ctx).Err()
	}
	if err != nil {
		c.String(http.StatusServiceUnavailable, "not ready: %v", err)
		return
	}
	c.String(http.StatusOK, "ready")
}
