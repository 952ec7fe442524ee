package unsubscribe

import (
	"net/url"
	"strings"
	"testing"
)

func TestSignVerifyRoundTrip(t *testing.T) {
	secret := []byte("s3cret")
	tok := Sign(secret, 7, "email", "ann@example.org", 42)
	if url.QueryEscape(tok) != tok {
		t.Fatalf("token is not URL-safe: %q", tok)
	}
	ch, addr, id, err := Verify(secret, 7, tok)
	if err != nil || ch != "email" || addr != "ann@example.org" || id != 42 {
		t.Fatalf("Verify = %q %q %d %v", ch, addr, id, err)
	}
}

func TestVerifyRefuses(t *testing.T) {
	secret := []byte("s3cret")
	tok := Sign(secret, 7, "email", "ann@example.org", 42)
	p, s, _ := strings.Cut(tok, ".")
	other := Sign(secret, 7, "email", "bob@example.org", 42)
	op, _, _ := strings.Cut(other, ".")
	flip := []byte(s)
	if flip[0] == 'A' {
		flip[0] = 'B'
	} else {
		flip[0] = 'A'
	}
	cases := map[string]struct {
		secret []byte
		church int64
		token  string
	}{
		"another church":   {secret, 8, tok},
		"another secret":   {[]byte("other"), 7, tok},
		"empty":            {secret, 7, ""},
		"no dot":           {secret, 7, p + s},
		"swapped payload":  {secret, 7, op + "." + s},
		"flipped sig":      {secret, 7, p + "." + string(flip)},
		"not base64":       {secret, 7, "!!!." + s},
		"too long":         {secret, 7, strings.Repeat("a", 3000)},
		"payload only dot": {secret, 7, "."},
	}
	for name, c := range cases {
		if _, _, _, err := Verify(c.secret, c.church, c.token); err != ErrInvalid {
			t.Errorf("%s: err = %v, want ErrInvalid", name, err)
		}
	}
}
