package onboarding_test

import (
	"strings"
	"testing"

	"congregate/controlplane/cptest"
)

// The onboarding host answers with the same security headers as the church hosts; its API's
// answers are not cached; a NUL character in any text is a 400, not a 500.
func TestOnboardingHostSecurity(t *testing.T) {
	e := cptest.New(t)
	for _, path := range []string{"/", "/api/onboarding/church-sizes"} {
		res := e.Do("GET", path, nil, "")
		h := res.Header
		if csp := h.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") || !strings.Contains(csp, "frame-ancestors 'none'") || strings.Contains(csp, "script-src 'self' 'unsafe-inline'") {
			t.Errorf("%s: CSP %q", path, csp)
		}
		if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("X-Frame-Options") != "DENY" || h.Get("Referrer-Policy") == "" {
			t.Errorf("%s: headers %v", path, h)
		}
	}
	if cc := e.Do("GET", "/api/onboarding/church-sizes", nil, "").Header.Get("Cache-Control"); cc != "no-store" {
		t.Errorf("API Cache-Control %q", cc)
	}
	for _, path := range []string{"/api/onboarding/customers", "/api/onboarding/proposals", "/api/onboarding/brochures", "/api/onboarding/request-otp"} {
		res := e.Do("POST", path, map[string]any{"first_name": "A\u0000B", "email": "a\u0000b@x.org"}, "198.51.100.7")
		if res.Status != 400 || res.Message != "Text must not contain NUL characters" {
			t.Errorf("%s with a NUL: %d %q", path, res.Status, res.Message)
		}
	}
}
