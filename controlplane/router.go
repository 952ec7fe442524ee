// Package controlplane serves the onboarding hosts (public pages, /api/onboarding/... and the
// generated PDFs under /files/) and the operator host, and owns the control database.
package controlplane

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/redis/go-redis/v9"
	"gorm.io/gorm"

	"congregate/controlplane/onboarding"
	"congregate/controlplane/otp"
	"congregate/controlplane/pricing"
	"congregate/controlplane/proposals"
	"congregate/controlplane/publicapi"
	"congregate/controlplane/stripehook"
	"congregate/internal/jobs"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/observe/ginobserve"
	"congregate/internal/platform/ratelimit"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/billing"
)

// App is the control plane's HTTP side.
type App struct {
	Config  config.Config
	Control *gorm.DB
	Tenants *db.Tenants // church schemas on every cluster (db.TenantsFromConfig)
	Redis   *redis.Client
	Jobs    jobs.Enqueuer // SMS (OTP) and e-mail (proposal, brochure) tasks for the worker; billing's too (jobs.BillingEnqueuer)
	Storage storage.Store // generated PDFs; nil = local disk under .data/files
	// Onboarding holds the optional integrations of the sign-up page (reCAPTCHA, maps).
	Onboarding OnboardingSettings
	// TrustedProxies may set X-Forwarded-For (CIDRs or IPs); empty = none, the client IP is the
	// connection's, so nobody can dodge a per-IP limit with a forged header.
	TrustedProxies []string
	// Shed is load shedding (SHED_MAX_INFLIGHT, SHED_MAX_WAIT); nil sheds nothing.
	Shed *httpx.Shedder

	resolverOnce sync.Once
	churches     *tenancy.Resolver
	billingOnce  sync.Once
	billingSvc   *billing.Service
}

// opsHost hands every call to the operator host to OpsHandler: neither host sees the other's routes.
func (a *App) opsHost() gin.HandlerFunc {
	ops := a.OpsHandler()
	return func(c *gin.Context) {
		if a.Config.OpsHost != "" && tenancy.HostOnly(c.Request.Host) == a.Config.OpsHost {
			ops.ServeHTTP(c.Writer, c.Request)
			c.Abort()
			return
		}
		c.Next()
	}
}

// OnboardingSettings configure reCAPTCHA and the maps script of the onboarding page.
type OnboardingSettings struct {
	RecaptchaSiteKey   string
	RecaptchaSecret    string // empty = reCAPTCHA off (development)
	RecaptchaVerifyURL string
	MapsAPIKey         string // empty = plain address field
}

// OnboardingSettingsFromEnv reads RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET, RECAPTCHA_VERIFY_URL and
// MAPS_API_KEY.
func OnboardingSettingsFromEnv() OnboardingSettings {
	verify := os.Getenv("RECAPTCHA_VERIFY_URL")
	if verify == "" {
		verify = onboarding.DefaultRecaptchaVerifyURL
	}
	return OnboardingSettings{RecaptchaSiteKey: os.Getenv("RECAPTCHA_SITE_KEY"), RecaptchaSecret: os.Getenv("RECAPTCHA_SECRET"),
		RecaptchaVerifyURL: verify, MapsAPIKey: os.Getenv("MAPS_API_KEY")}
}

// Handler routes by host: onboarding hosts get the onboarding app, the operator host (OPS_HOST) the
// operator console and its API (OpsHandler); anything else is 404.
func (a *App) Handler() http.Handler {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	if a.Shed != nil && a.Shed.Body == nil { // the onboarding API's envelope
		a.Shed.Body = func(msg string) any { return gin.H{"message": msg, "data": nil} }
	}
	r.Use(ginobserve.Middleware(), gin.Recovery(), a.Shed.Handler(), a.opsHost(), httpx.SecurityHeaders(onboardingCSP), httpx.CompressJSON())
	if err := r.SetTrustedProxies(a.TrustedProxies); err != nil {
		panic(err) // a malformed TRUSTED_PROXIES is a deployment error
	}
	r.GET("/healthz", func(c *gin.Context) { c.String(http.StatusOK, "ok") })
	r.GET("/readyz", a.ready)
	a.onboardingRoutes(r)
	r.NoRoute(func(c *gin.Context) {
		host := tenancy.HostOnly(c.Request.Host)
		if slices.Contains(a.Config.OnboardingHosts, host) && !strings.HasPrefix(c.Request.URL.Path, "/api/") {
			if a.churchPathMode(c) {
				return
			}
			serveSPA(c, a.Config.OnboardingDir)
			return
		}
		c.JSON(http.StatusNotFound, gin.H{"message": "Not found", "data": nil})
	})
	return r
}

// onboardingCSP lets the onboarding page load Google Maps (address autocomplete) and reCAPTCHA,
// which it does only when MAPS_API_KEY and RECAPTCHA_SITE_KEY are set.
var onboardingCSP = httpx.CSP{Extra: map[string][]string{
	"script-src":  {"https://maps.googleapis.com", "https://www.google.com", "https://www.gstatic.com"},
	"style-src":   {"'unsafe-inline'", "https://fonts.googleapis.com"}, // the Maps widget injects its styles
	"font-src":    {"https://fonts.gstatic.com"},
	"img-src":     {"https://maps.gstatic.com", "https://maps.googleapis.com", "https://www.gstatic.com"},
	"connect-src": {"https://maps.googleapis.com", "https://www.google.com"},
	"frame-src":   {"https://www.google.com", "https://recaptcha.google.com"},
}}

// onboardingRoutes mounts the onboarding route table and /files/... for the onboarding hosts only.
func (a *App) onboardingRoutes(r *gin.Engine) {
	api := a.onboardingAPI()
	for _, rt := range api.routes() {
		limit := publicapi.LimitBody
		if rt.Path == stripehook.Path {
			limit = func(c *gin.Context) { c.Next() } // Stripe's events are up to 256 KB; the hook reads at most that
		}
		r.Handle(rt.Method, rt.Path, a.onboardingHostsOnly, httpx.NoStore, limit, publicapi.Answers.Use, rt.Handler.Serve)
	}
	r.GET("/files/*key", a.onboardingHostsOnly, api.docs.ServeFile)
}

// onboardingAPI is the handlers of the onboarding hosts' calls.
type onboardingAPI struct {
	signUp *onboarding.Handler
	docs   *proposals.Handler
	stripe *stripehook.Handler
}

// routes is THE route table of the onboarding API: every /api/... call of the onboarding hosts,
// its OpenAPI document included. All calls are public and answer {message, data}.
func (api onboardingAPI) routes() []httpx.Route {
	rs := append(api.signUp.Routes(), api.docs.Routes()...)
	rs = append(rs, api.stripe.Routes()...)
	return append(rs, httpx.DocRoutes(openAPIInfo, api.routes)...)
}

func (a *App) onboardingAPI() onboardingAPI {
	store := a.Storage
	if store == nil {
		store = storage.Local{Dir: filepath.Join(".data", "files")}
	}
	limiter := ratelimit.New(a.Redis, a.Config.KeyPrefix)
	catalogue := pricing.Catalogue{DB: a.Control}
	settings := a.Onboarding
	signUp := &onboarding.Handler{
		Service: &onboarding.Service{
			DB: a.Control, Tenants: a.Tenants, Catalogue: catalogue,
			OTP:       &otp.Service{DB: a.Control, Jobs: a.Jobs, Limiter: limiter},
			Recaptcha: &onboarding.Recaptcha{Secret: settings.RecaptchaSecret, VerifyURL: settings.RecaptchaVerifyURL},
			ChurchURL: a.Config.ChurchURL,
			Limiter:   limiter,
			Billing:   billingQueue(a.Jobs),
		},
		Limiter:  limiter,
		Settings: onboarding.PublicSettings{RecaptchaSiteKey: settings.RecaptchaSiteKey, MapsAPIKey: settings.MapsAPIKey},
	}
	scheme := a.Config.PublicScheme
	if scheme == "" {
		scheme = "http"
	}
	docs := &proposals.Handler{
		Service: &proposals.Service{DB: a.Control, Store: store, Jobs: a.Jobs, Sizes: catalogue.Sizes},
		Limiter: limiter,
		Scheme:  scheme,
	}
	hook := &stripehook.Handler{Events: a.billing(), Secret: a.Config.StripeWebhookSecret}
	if q, ok := a.Jobs.(stripehook.Queue); ok {
		hook.Queue = q
	}
	return onboardingAPI{signUp: signUp, docs: docs, stripe: hook}
}

// onboardingHostsOnly answers 404 on any host but the onboarding hosts.
func (a *App) onboardingHostsOnly(c *gin.Context) {
	if !slices.Contains(a.Config.OnboardingHosts, tenancy.HostOnly(c.Request.Host)) {
		publicapi.Fail(c, publicapi.E(http.StatusNotFound, publicapi.MsgNotFound))
	}
}

// serveSPA serves onboarding-web's build.
func serveSPA(c *gin.Context, dir string) {
	serveApp(c, dir, "The onboarding app is not built. Run `make build`.")
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

// billing is the control plane's billing service (Stripe's events, setting up new churches).
func (a *App) billing() *billing.Service {
	a.billingOnce.Do(func() { a.billingSvc = billing.New(a.Config, a.Control, a.Tenants) })
	return a.billingSvc
}

// billingQueue is the task queue's billing side, when it has one (tests pass simpler queues).
func billingQueue(q jobs.Enqueuer) jobs.BillingEnqueuer {
	b, _ := q.(jobs.BillingEnqueuer)
	return b
}
