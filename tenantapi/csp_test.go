package tenantapi

import (
	"strings"
	"testing"
)

func TestConsoleCSPAllowsStripeOnlyWithAKey(t *testing.T) {
	plain := consoleCSP("").String()
	if strings.Contains(plain, "stripe") || !strings.Contains(plain, "script-src 'self';") {
		t.Fatalf("without a key: %s", plain)
	}
	with := consoleCSP("pk_test_123").String()
	for _, want := range []string{"script-src 'self' https://js.stripe.com",
		"frame-src https://js.stripe.com https://www.youtube-nocookie.com https://www.facebook.com",
		"connect-src 'self' blob: https://api.stripe.com", "default-src 'self'", "frame-ancestors 'none'"} {
		if !strings.Contains(with, want) {
			t.Errorf("with a key: %s lacks %q", with, want)
		}
	}
	if strings.Contains(with, "unsafe-inline") {
		t.Fatal(with)
	}
}

// TestConsoleCSPFramesTheLiveEmbeds: the livestream page's YouTube and Facebook players are
// allowed with or without Stripe, and nothing else is framed.
func TestConsoleCSPFramesTheLiveEmbeds(t *testing.T) {
	for _, key := range []string{"", "pk_test_123"} {
		csp := consoleCSP(key).String()
		var frame string
		for _, d := range strings.Split(csp, "; ") {
			if strings.HasPrefix(d, "frame-src ") {
				frame = d
			}
		}
		want := "frame-src https://www.youtube-nocookie.com https://www.facebook.com"
		if key != "" {
			want = "frame-src https://js.stripe.com https://www.youtube-nocookie.com https://www.facebook.com"
		}
		if frame != want {
			t.Errorf("key %q: %q, want %q", key, frame, want)
		}
		if !strings.Contains(csp, "frame-ancestors 'none'") || strings.Contains(csp, "'none' https") {
			t.Errorf("key %q: %s", key, csp)
		}
	}
}

// TestConsoleCSPPlaysMedia: the church's own files play ('self'), a picked file's preview (blob:),
// and a livestream's HLS or custom stream from its streaming host (https:), with or without Stripe.
func TestConsoleCSPPlaysMedia(t *testing.T) {
	for _, key := range []string{"", "pk_test_123"} {
		if csp := consoleCSP(key).String(); !strings.Contains(csp, "media-src 'self' blob: https:;") {
			t.Errorf("key %q: %s", key, csp)
		}
	}
}
