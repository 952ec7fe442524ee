package tenantapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/redis/go-redis/v9"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/observe/ginobserve"
	"congregate/internal/platform/static"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	tauth "congregate/tenantapi/auth"
	"congregate/tenantapi/billing"
	"congregate/tenantapi/organization/church"
	"congregate/tenantapi/people/export"
	"congregate/tenantapi/roles"
)

// App wires the tenant API.
type App struct {
	Config   config.Config
	Control  *gorm.DB
	Redis    *redis.Client
	Tenants  *db.Tenants
	Resolver *tenancy.Resolver
	Enforcer *authz.Enforcer
	Auth     *tauth.Service
	Storage  storage.Store // logos and favicons (STORAGE_DIR or S3)
	// Imports enqueues people imports for the worker; PeopleLogo finds the logo of PDF exports.
	Imports    jobs.ImportEnqueuer
	PeopleLogo export.LogoFunc

	// Communications starts sends now (scheduled ones wait for the worker's dispatcher).
	Communications jobs.CommunicationEnqueuer

	// Billing is the church's billing through Stripe (issue 13); its Stripe client is nil when
	// the process has no STRIPE_SECRET_KEY or STRIPE_API_BASE.
	Billing *billing.Service
	// AutoRecharge starts a recharge when auto-recharge is turned on below its threshold.
	AutoRecharge jobs.AutoRechargeEnqueuer

	// Shed is load shedding (SHED_MAX_INFLIGHT, SHED_MAX_WAIT); nil sheds nothing.
	Shed *httpx.Shedder

	// Extra are routes mounted after the route table, under the same middleware (tests mount probes).
	Extra []Route
}

// Handler builds the HTTP handler: health probes, then per-church API and console.
func (a *App) Handler() http.Handler {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(ginobserve.Middleware(), recovery(), forceHTTPS(os.Getenv("FORCE_HTTPS") == "true"), httpx.SecurityHeaders(consoleCSP(a.publishableKey())), httpx.CompressJSON())
	r.Use(a.Shed.Handler())
	_ = r.SetTrustedProxies(strings.Split(envOr("TRUSTED_PROXIES", "127.0.0.1,::1"), ","))

	r.GET("/healthz", func(c *gin.Context) { c.String(http.StatusOK, "ok") })
	r.GET("/readyz", a.ready)
	r.GET(domainVerifyPath+":token", a.domainVerify) // a custom domain's HTTP proof (issue 17)

	api := r.Group("", a.resolveChurch())
	for _, rt := range append(a.Routes(), a.Extra...) {
		chain := []gin.HandlerFunc{refuseWritesWhileMoving(rt)}
		if !rt.Public {
			chain = append(chain, httpx.NoStore, a.Auth.Authenticate(), a.lockdown(rt), a.authorize(rt))
		}
		api.Handle(rt.Method, rt.Path, append(chain, rt.Handler.Serve)...)
	}
	r.NoRoute(a.resolveChurch(), a.console())
	return r
}

// publishableKey is Stripe's publishable key ("" without a Stripe client: test mode).
func (a *App) publishableKey() string {
	if a.Billing == nil || a.Billing.Stripe == nil {
		return ""
	}
	return a.Billing.Stripe.Config.PublishableKey
}

// resolveChurch puts the Host's church in the request context; unknown hosts get 404.
func (a *App) resolveChurch() gin.HandlerFunc {
	return func(c *gin.Context) {
		church, err := a.Resolver.Resolve(c.Request.Context(), c.Request.Host)
		if errors.Is(err, tenancy.ErrUnknownChurch) {
			httpx.Fail(c, httpx.E(httpx.KindNotFound, "Unknown organisation"))
			return
		}
		if err != nil {
			httpx.Fail(c, err)
			return
		}
		c.Request = c.Request.WithContext(tenancy.WithChurch(c.Request.Context(), church))
		c.Next()
	}
}

// lockdown enforces spec §6 suspension on the API, not only in the console.
func (a *App) lockdown(rt Route) gin.HandlerFunc {
	return func(c *gin.Context) {
		church := tenancy.FromContext(c.Request.Context())
		if church.Suspended() && !rt.DuringLockdown && rt.Key != authz.Billing {
			httpx.Fail(c, httpx.E(httpx.KindSuspended, httpx.MsgSuspended))
			return
		}
		c.Next()
	}
}

// authorize asks casbin whether the signed-in person holds the route's key and action.
func (a *App) authorize(rt Route) gin.HandlerFunc {
	return func(c *gin.Context) {
		ctx := c.Request.Context()
		church, u := tenancy.FromContext(ctx), auth.UserFrom(ctx)
		ok, err := a.Enforcer.Allowed(ctx, church.ID, u.PersonID, rt.Key, rt.Action, roles.PolicyLoader(a.Tenants))
		if err != nil {
			httpx.Fail(c, err)
			return
		}
		if !ok {
			audit.Record(ctx, a.Tenants, audit.Entry{PersonID: &u.PersonID, Event: audit.EventPermission, IP: c.ClientIP(),
				UserAgent: c.Request.UserAgent(), Details: map[string]any{"route": rt.Method + " " + rt.Path, "key": string(rt.Key), "action": string(rt.Action)}})
			httpx.Fail(c, httpx.E(httpx.KindForbidden, httpx.MsgNoPermission))
			return
		}
		c.Next()
	}
}

// console serves the built SPA (static.Files: precompressed variants, immutable /assets/): real
// files as they are, a missing hashed asset 404, every other path index.html so the console's
// router decides (and shows its 404 page). Unknown /api paths stay JSON 404s.
func (a *App) console() gin.HandlerFunc {
	files := static.Files{Dir: a.Config.ConsoleDir}
	return func(c *gin.Context) {
		p := c.Request.URL.Path
		if strings.HasPrefix(p, "/api/") || (c.Request.Method != http.MethodGet && c.Request.Method != http.MethodHead) {
			httpx.Fail(c, httpx.E(httpx.KindNotFound, httpx.MsgNotFound))
			return
		}
		// index.html always goes out with its <base>, below.
		if name, _ := static.Clean(p); name != "/index.html" && files.Serve(c.Writer, c.Request, p) {
			return
		}
		if strings.HasPrefix(p, "/assets/") {
			c.String(http.StatusNotFound, "not found") // a chunk of another build: not HTML that fails as a script
			return
		}
		index := filepath.Join(files.Dir, "index.html")
		st, err := os.Stat(index)
		var html []byte
		if err == nil {
			html, err = os.ReadFile(index)
		}
		if err != nil {
			c.String(http.StatusServiceUnavailable, "The console is not built. Run `make build`.")
			return
		}
		static.Page(c.Writer, c.Request, withHead(html, pathPrefix(c), church.InfoOf(tenancy.FromContext(c.Request.Context()))), st.ModTime())
	}
}

var prefixRule = regexp.MustCompile(`^/[a-z]{4,20}$`)

// pathPrefix is the church segment under which the console is served on an onboarding host
// (spec §1: every route is prefixed with the organisation name). The control plane's proxy sets it.
func pathPrefix(c *gin.Context) string {
	p := strings.ToLower(c.GetHeader("X-Forwarded-Prefix"))
	if prefixRule.MatchString(p) {
		return p
	}
	return ""
}

// withHead gives the console its base: assets are built relative (vite base "./") and resolve
// against <base href>; the console reads the route prefix from the meta tag. It also carries the
// organisation info (what GET /api/org/info answers) that every page waits for, so the first render
// needs no request (lib/org.ts reads it). json.Marshal escapes <, > and &: the data cannot close
// its script element, and a data block is not a script the CSP would have to allow.
func withHead(html []byte, prefix string, org church.Info) []byte {
	tag := fmt.Sprintf(`<head><base href="%s/"><meta name="congregate-base" content="%s">`, prefix, prefix)
	if data, err := json.Marshal(org); err == nil {
		tag += `<script type="application/json" id="congregate-org">` + string(data) + `</script>`
	}
	return withIcon(bytes.Replace(html, []byte("<head>"), []byte(tag), 1), org)
}

var iconLink = regexp.MustCompile(`<link rel="icon"[^>]*>`)

// withIcon puts the church's icon (spec §9: the fifth of its favicon list, what the console's
// applyFavicon sets) in the page's icon link, so a page load fetches that one icon and not the
// build's favicon.svg first.
func withIcon(page []byte, org church.Info) []byte {
	var icons []struct{ URL, Size, Type string }
	if json.Unmarshal(org.FavIcons, &icons) != nil || len(icons) < 5 || icons[4].URL == "" {
		return page
	}
	i := icons[4]
	link := `<link rel="icon" href="` + html.EscapeString(i.URL) + `"`
	if i.Type != "" {
		link += ` type="` + html.EscapeString(i.Type) + `"`
	}
	if i.Size != "" {
		link += ` sizes="` + html.EscapeString(i.Size) + `"`
	}
	link += `>`
	return iconLink.ReplaceAllLiteral(page, []byte(link))
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

func recovery() gin.HandlerFunc {
	return gin.CustomRecovery(func(c *gin.Context, rec any) {
		slog.ErrorContext(c.Request.Context(), "panic", "path", c.Request.URL.Path, "panic", rec)
		httpx.Fail(c, httpx.E(httpx.KindInternal, httpx.MsgInternal))
	})
}

// forceHTTPS redirects plain-http requests that arrived through a TLS-terminating proxy.
func forceHTTPS(on bool) gin.HandlerFunc {
	return func(c *gin.Context) {
		if on && c.GetHeader("X-Forwarded-Proto") == "http" && c.Request.URL.Path != "/healthz" && c.Request.URL.Path != "/readyz" {
			c.Redirect(http.StatusMovedPermanently, "https://"+c.Request.Host+c.Request.URL.RequestURI())
			c.Abort()
			return
		}
		c.Next()
	}
}

func envOr(k, d string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return d
}
