package tenantapi

import "congregate/internal/platform/httpx"

// liveEmbeds are the frames of the livestream page's embed (docs/word-api.md "Streams"): YouTube's
// privacy-enhanced player and Facebook's video plugin, allowed with or without Stripe.
var liveEmbeds = []string{"https://www.youtube-nocookie.com", "https://www.facebook.com"}

// liveMedia lets the livestream page's <video> play a church's own HLS or custom stream, which is
// served from the church's streaming host, not the console's.
var liveMedia = []string{"https:"}

// consoleCSP is the console's content security policy. The livestream page frames YouTube and
// Facebook players (liveEmbeds). With a Stripe publishable key the cards-on-file and buy-credits
// pages load Stripe Elements: Stripe.js and its frames from js.stripe.com, its calls to
// api.stripe.com. Without one (test mode: the console offers test cards) scripts and calls stay
// 'self' only.
func consoleCSP(publishableKey string) httpx.CSP {
	if publishableKey == "" {
		return httpx.CSP{Extra: map[string][]string{"frame-src": liveEmbeds, "media-src": liveMedia}}
	}
	return httpx.CSP{Extra: map[string][]string{
		"script-src":  {"https://js.stripe.com"},
		"frame-src":   append([]string{"https://js.stripe.com"}, liveEmbeds...),
		"connect-src": {"https://api.stripe.com"},
		"media-src":   liveMedia,
	}}
}
