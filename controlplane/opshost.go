package controlplane

import (
	"net/http"
	"path/filepath"
	"strings"

	"github.com/gin-gonic/gin"

	"congregate/controlplane/ops"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/observe/ginobserve"
	"congregate/internal/platform/ratelimit"
	"congregate/internal/platform/static"
	"congregate/internal/platform/storage"
)

// OpsAPI is the operator host's API over the App's dependencies.
func (a *App) OpsAPI() *ops.API {
	store := a.Storage
	if store == nil {
		store = storage.Local{Dir: filepath.Join(".data", "files")}
	}
	return ops.New(ops.Deps{Config: a.Config, Control: a.Control, Tenants: a.Tenants, Redis: a.Redis, Jobs: a.Jobs,
		Storage: store, Limiter: ratelimit.New(a.Redis, a.Config.KeyPrefix)})
}

// OpsHandler serves the operator host: /api/ops/... (ops.API), its document, and the operator
// console's build (OPS_DIR) for every other path.
func (a *App) OpsHandler() *gin.Engine {
	r := gin.New()
	r.Use(ginobserve.Middleware(), gin.Recovery(), httpx.SecurityHeaders(httpx.CSP{}), httpx.CompressJSON())
	if err := r.SetTrustedProxies(a.TrustedProxies); err != nil {
		panic(err)
	}
	r.GET("/healthz", func(c *gin.Context) { c.String(http.StatusOK, "ok") })
	a.OpsAPI().Mount(r)
	r.NoRoute(func(c *gin.Context) {
		if strings.HasPrefix(c.Request.URL.Path, "/api/") {
			httpx.Fail(c, httpx.E(httpx.KindNotFound, "Not found"))
			return
		}
		serveApp(c, a.Config.OpsDir, "The operator console is not built. Run `make build`.")
	})
	return r
}

// serveApp serves a built single-page app (static.Files: precompressed variants, immutable
// /assets/); a missing hashed asset is a 404, any other path the app's index.html.
func serveApp(c *gin.Context, dir, notBuilt string) {
	files := static.Files{Dir: dir}
	p := c.Request.URL.Path
	if files.Serve(c.Writer, c.Request, p) {
		return
	}
	if strings.HasPrefix(p, "/assets/") {
		c.String(http.StatusNotFound, "not found")
		return
	}
	if !files.Serve(c.Writer, c.Request, "/index.html") {
		c.String(http.StatusServiceUnavailable, notBuilt)
	}
}
