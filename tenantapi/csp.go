package tenantapi

import "congregate/internal/platform/httpx"

// consoleCSP is the console's content security policy. With a Stripe publishable key the
// cards-on-file and buy-credits pages load Stripe Elements: Stripe.js and its frames from
// js.stripe.com, its calls to api.stripe.com. Without one (test mode: the console offers test
// cards) the policy stays 'self' only.
func consoleCSP(publishableKey string) httpx.CSP {
	if publishableKey == "" {
		return httpx.CSP{}
	}
	return httpx.CSP{Extra: map[string][]string{
		"script-src":  {"https://js.stripe.com"},
		"frame-src":   {"https://js.stripe.com"},
		"connect-src": {"https://api.stripe.com"},
	}}
}
