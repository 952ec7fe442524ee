package httpx

import (
	"strings"

	"github.com/gin-gonic/gin"
)

// CSP is a content security policy built from its directives; Extra adds sources per directive
// (the onboarding page loads Google Maps and reCAPTCHA when they are configured).
type CSP struct {
	Extra map[string][]string
}

// String writes the policy. The apps run no inline script; React sets styles through the CSSOM,
// which style-src does not govern, so no 'unsafe-inline' is needed anywhere.
func (p CSP) String() string {
	base := [][2]string{
		{"default-src", "'self'"},
		{"script-src", "'self'"},
		{"style-src", "'self'"},
		{"img-src", "'self' data: blob:"},
		{"media-src", "'self' blob:"}, // audio and video of the church's own files; a picked file's preview
		{"font-src", "'self' data:"},
		{"connect-src", "'self' blob:"}, // the console reads a picked file back through its blob: URL
		{"frame-src", "'none'"},
		{"worker-src", "'self'"},
		{"manifest-src", "'self'"},
		{"object-src", "'none'"},
		{"base-uri", "'self'"},
		{"form-action", "'self'"},
		{"frame-ancestors", "'none'"},
	}
	parts := make([]string, 0, len(base))
	for _, d := range base {
		v := d[1]
		if extra := p.Extra[d[0]]; len(extra) > 0 {
			if v == "'none'" {
				v = ""
			}
			v = strings.TrimSpace(v + " " + strings.Join(extra, " "))
		}
		parts = append(parts, d[0]+" "+v)
	}
	return strings.Join(parts, "; ")
}

// SecurityHeaders is the one security-headers middleware of both hosts: no sniffing, no framing,
// no referrer beyond the origin, the content security policy, and HSTS behind TLS.
func SecurityHeaders(csp CSP) gin.HandlerFunc {
	policy := csp.String()
	return func(c *gin.Context) {
		h := c.Writer.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("Content-Security-Policy", policy)
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()")
		if c.GetHeader("X-Forwarded-Proto") == "https" || c.Request.TLS != nil {
			h.Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
		}
		c.Next()
	}
}

// NoStore keeps personal data out of browser and proxy caches: every authenticated answer.
func NoStore(c *gin.Context) {
	c.Header("Cache-Control", "no-store")
	c.Next()
}
