package auth

import (
	"strings"
	"testing"
)

func TestArgon2idHash(t *testing.T) {
	h, err := HashSecret("Grace@2026!")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("not OWASP argon2id parameters: %s", h)
	}
	h2, _ := HashSecret("Grace@2026!")
	if h == h2 {
		t.Fatal("hashes are not salted")
	}
	if !VerifySecret(h, "Grace@2026!") || VerifySecret(h, "grace@2026!") || VerifySecret("", "") || VerifySecret("$argon2id$bad", "x") {
		t.Fatal("verification is wrong")
	}
}

func TestJWTRoundTripAndTamper(t *testing.T) {
	s := NewSigner("secret")
	tok, err := s.Issue(7, 9, "sid")
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.Parse(tok)
	if err != nil || c.ChurchID != 7 || c.PersonID != 9 || c.SessionID != "sid" {
		t.Fatalf("claims %+v err %v", c, err)
	}
	if _, err := NewSigner("other").Parse(tok); err == nil {
		t.Fatal("a token signed with another secret was accepted")
	}
	// One character inside the signature changed (its last character carries bits base64 ignores,
	// so changing that one could leave the signature as it was).
	b := []byte(tok)
	i := strings.LastIndexByte(tok, '.') + 5
	if b[i] == 'A' {
		b[i] = 'B'
	} else {
		b[i] = 'A'
	}
	if _, err := s.Parse(string(b)); err == nil {
		t.Fatal("a tampered token was accepted")
	}
}
