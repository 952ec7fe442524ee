package controlplane

import (
	"errors"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/observe"
	"congregate/internal/platform/tenancy"
)

// onboardingOwnSegments are the first path segments the onboarding app itself answers.
var onboardingOwnSegments = map[string]bool{"": true, "mobile-app-proposal": true, "global-giving-ebrochure": true,
	"api": true, "files": true, "assets": true}

// churchPathMode serves /{church}/... on an onboarding host (spec §1/§2 host detection): the first
// path segment names the church, whose console and API are forwarded to the tenant API with the
// church's own Host. A church with a custom URL is sent to its dedicated admin URL instead. It
// reports whether it handled the request.
func (a *App) churchPathMode(c *gin.Context) bool {
	rest := strings.TrimPrefix(c.Request.URL.Path, "/")
	seg, tail, _ := strings.Cut(rest, "/")
	if onboardingOwnSegments[seg] || strings.Contains(seg, ".") {
		return false
	}
	if _, err := os.Stat(filepath.Join(a.Config.OnboardingDir, filepath.Clean("/"+seg))); err == nil {
		return false // a file of the onboarding app (favicon, robots.txt ...)
	}
	church, err := a.resolver().ByShortName(c.Request.Context(), seg)
	if errors.Is(err, tenancy.ErrUnknownChurch) {
		return false
	}
	if err != nil {
		c.String(http.StatusBadGateway, "organisation lookup failed")
		return true
	}
	if church.IsCustomURLEnabled && church.DedicatedURLAdmin != "" {
		target := strings.TrimSuffix(church.DedicatedURLAdmin, "/") + "/" + tail
		if c.Request.URL.RawQuery != "" {
			target += "?" + c.Request.URL.RawQuery
		}
		c.Redirect(http.StatusFound, target)
		return true
	}
	if tail == "" && !strings.HasSuffix(c.Request.URL.Path, "/") {
		c.Redirect(http.StatusFound, "/"+seg+"/")
		return true
	}
	a.proxyToChurch(c, church, "/"+seg, "/"+tail)
	return true
}

func (a *App) proxyToChurch(c *gin.Context, church *tenancy.Church, prefix, path string) {
	target, err := url.Parse(a.Config.TenantAPIURL)
	if err != nil {
		c.String(http.StatusBadGateway, "bad TENANTAPI_URL")
		return
	}
	proxy := &httputil.ReverseProxy{
		Rewrite: func(r *httputil.ProxyRequest) {
			r.SetURL(target)
			r.Out.URL.Path = path
			r.Out.URL.RawPath = ""
			r.Out.Host = church.ShortName + "." + a.Config.BaseDomain
			r.SetXForwarded() // X-Forwarded-Host = the onboarding host, from the inbound request
			// Our value only: a client cannot choose the prefix.
			r.Out.Header.Set("X-Forwarded-Prefix", strings.ToLower(prefix))
			observe.Propagate(r.In.Context(), r.Out.Header) // one request id and trace across both services
		},
		// The tenant API echoes the request id this side already set on the answer.
		ModifyResponse: func(res *http.Response) error { res.Header.Del(observe.RequestIDHeader); return nil },
	}
	proxy.ServeHTTP(c.Writer, c.Request)
	c.Abort()
}

func (a *App) resolver() *tenancy.Resolver {
	a.resolverOnce.Do(func() {
		a.churches = tenancy.NewResolver(a.Control, a.Config.BaseDomain, 10*time.Second)
	})
	return a.churches
}
