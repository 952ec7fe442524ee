package tenantapi

import (
	"strings"
	"testing"
)

func TestConsoleCSPAllowsStripeOnlyWithAKey(t *testing.T) {
	plain := consoleCSP("").String()
	if strings.Contains(plain, "stripe") || !strings.Contains(plain, "frame-src 'none'") {
		t.Fatalf("without a key: %s", plain)
	}
	with := consoleCSP("pk_test_123").String()
	for _, want := range []string{"script-src 'self' https://js.stripe.com", "frame-src https://js.stripe.com",
		"connect-src 'self' blob: https://api.stripe.com", "default-src 'self'", "frame-ancestors 'none'"} {
		if !strings.Contains(with, want) {
			t.Errorf("with a key: %s lacks %q", with, want)
		}
	}
	if strings.Contains(with, "unsafe-inline") {
		t.Fatal(with)
	}
}
