package tenantapi_test

import (
	tt "congregate/tenantapi/tenanttest"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// The console and the API answer with the security headers and a strict content security
// policy; authenticated answers are never cached.
func TestSecurityHeadersAndNoStore(t *testing.T) {
	e := tt.New(t)
	tok := e.Login(e.Alpha, "admin@alpha.test")
	for _, tc := range []struct {
		method, path, token string
		noStore             bool
	}{
		{http.MethodGet, "/", "", false},
		{http.MethodGet, "/api/org/info", "", false},
		{http.MethodPost, "/api/user/profile", tok, true},
		{http.MethodPost, "/api/people/list", tok, true},
		{http.MethodPost, "/api/dashboard/default", tok, true},
		{http.MethodPost, "/api/people/list", "", true}, // refused, and still not cached
	} {
		req := httptest.NewRequest(tc.method, tc.path, strings.NewReader(`{}`))
		req.Host = tt.Host(e.Alpha)
		if tc.token != "" {
			req.Header.Set("Authorization", "Bearer "+tc.token)
		}
		w := httptest.NewRecorder()
		e.H.ServeHTTP(w, req)
		h := w.Header()
		csp := h.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s %s: CSP %q lacks %q", tc.method, tc.path, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "unsafe-eval") {
			t.Errorf("%s %s: CSP allows inline code: %q", tc.method, tc.path, csp)
		}
		if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("X-Frame-Options") != "DENY" || h.Get("Referrer-Policy") == "" {
			t.Errorf("%s %s: headers %v", tc.method, tc.path, h)
		}
		if tc.noStore && h.Get("Cache-Control") != "no-store" {
			t.Errorf("%s %s: Cache-Control %q, want no-store", tc.method, tc.path, h.Get("Cache-Control"))
		}
	}
}
