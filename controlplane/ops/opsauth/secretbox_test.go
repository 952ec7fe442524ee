package opsauth

import (
	"encoding/base64"
	"strings"
	"testing"
)

func TestSecretBox(t *testing.T) {
	const secret = "JBSWY3DPEHPK3PXP"
	box := NewSecretBox("key one")
	sealed, err := box.Seal(secret)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(sealed, "v1:") || strings.Contains(sealed, secret) || Legacy(sealed) {
		t.Fatalf("sealed: %q", sealed)
	}
	// Round trip; the same box opens it, another box of the same key too.
	for _, b := range []*SecretBox{box, NewSecretBox("key one")} {
		if got, err := b.Open(sealed); err != nil || got != secret {
			t.Fatalf("open: %q %v", got, err)
		}
	}
	// A fresh nonce each time.
	if again, _ := box.Seal(secret); again == sealed {
		t.Fatal("two seals are the same")
	}
	// Another key: refused.
	if got, err := NewSecretBox("key two").Open(sealed); err == nil || got != "" {
		t.Fatalf("another key opened it: %q %v", got, err)
	}
	// Altered: any byte flipped, truncated, not base64.
	raw, _ := base64.StdEncoding.DecodeString(strings.TrimPrefix(sealed, "v1:"))
	for i := range raw {
		bad := append([]byte(nil), raw...)
		bad[i] ^= 0x01
		if _, err := box.Open("v1:" + base64.StdEncoding.EncodeToString(bad)); err == nil {
			t.Fatalf("byte %d altered: opened", i)
		}
	}
	for _, bad := range []string{"v1:" + base64.StdEncoding.EncodeToString(raw[:20]), "v1:" + base64.StdEncoding.EncodeToString(raw[:5]), "v1:!!!", "v1:"} {
		if _, err := box.Open(bad); err == nil {
			t.Fatalf("%q opened", bad)
		}
	}
	// Legacy: a clear secret reads as it is; "" stays "" both ways.
	if got, err := box.Open(secret); err != nil || got != secret || !Legacy(secret) {
		t.Fatalf("legacy: %q %v", got, err)
	}
	if s, err := box.Seal(""); err != nil || s != "" || Legacy("") {
		t.Fatalf("empty sealed: %q %v", s, err)
	}
	if got, err := box.Open(""); err != nil || got != "" {
		t.Fatalf("empty opened: %q %v", got, err)
	}
}
