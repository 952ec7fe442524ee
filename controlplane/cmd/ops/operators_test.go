package main

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	"congregate/controlplane/ops/opsauth"
	"congregate/internal/platform/auth"
	"congregate/internal/testutil"
)

func TestOperatorCommand(t *testing.T) {
	d := testutil.NewDatabase(t)
	box := opsauth.NewSecretBox("the CLI test's key")
	c := command{t: t, run: func(args []string, out io.Writer) error {
		return operatorCommand(t.Context(), d.Gorm, box, "operator "+args[0], args[1:], out)
	}}
	c.ok("\n", "create", "--email", "ada@ops.test", "--name", "Ada", "--role", "operator", "--password", "a-long-password", "--totp-secret", "jbswy3dpehpk3pxp")
	// The row holds the secret sealed with the key, never the base32.
	stored := func(email string) string {
		t.Helper()
		var s string
		if err := d.Gorm.Raw(`SELECT totp_secret FROM control.operators WHERE email = ?`, email).Scan(&s).Error; err != nil {
			t.Fatal(err)
		}
		return s
	}
	if s := stored("ada@ops.test"); !strings.HasPrefix(s, "v1:") || strings.Contains(strings.ToUpper(s), "JBSWY3DPEHPK3PXP") {
		t.Fatalf("stored secret %q", s)
	} else if got, err := box.Open(s); err != nil || got != "JBSWY3DPEHPK3PXP" {
		t.Fatalf("opened %q %v", got, err)
	}
	c.ok("temporary password: ", "create", "--email", "bob@ops.test", "--name", "Bob", "--role", "support")
	c.fails("already exists", "create", "--email", "ADA@ops.test", "--name", "Ada", "--role", "operator", "--password", "a-long-password")
	c.fails("The role is operator or support", "create", "--email", "c@ops.test", "--name", "C", "--role", "admin")
	c.fails("at least 12 characters", "create", "--email", "c@ops.test", "--name", "C", "--role", "support", "--password", "short")
	c.fails("Enter a valid e-mail address", "create", "--email", "nope", "--name", "C", "--role", "support")
	c.fails("--name is required", "create", "--email", "c@ops.test", "--role", "support")
	c.fails("--totp-secret must be base32", "create", "--email", "c@ops.test", "--name", "C", "--role", "support", "--totp-secret", "not base32!")

	var out bytes.Buffer
	if err := c.run([]string{"code", "--email", "ada@ops.test"}, &out); err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(out.String()); got != mustCode(t, time.Now()) && got != mustCode(t, time.Now().Add(-30*time.Second)) {
		t.Fatalf("code %q", got)
	}
	c.fails("has not enrolled", "code", "--email", "bob@ops.test")
	c.fails("no operator", "code", "--email", "zed@ops.test")
	// Another key cannot read the secret; a legacy clear secret still gives its code.
	other := command{t: t, run: func(args []string, out io.Writer) error {
		return operatorCommand(t.Context(), d.Gorm, opsauth.NewSecretBox("another key"), "operator "+args[0], args[1:], out)
	}}
	other.fails("does not open", "code", "--email", "ada@ops.test")
	if err := d.Gorm.Exec(`UPDATE control.operators SET totp_secret = 'JBSWY3DPEHPK3PXP' WHERE email = 'ada@ops.test'`).Error; err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := c.run([]string{"code", "--email", "ada@ops.test"}, &out); err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(out.String()); got != mustCode(t, time.Now()) && got != mustCode(t, time.Now().Add(-30*time.Second)) {
		t.Fatalf("legacy code %q", got)
	}

	// seed-demo's operator: made once, enrolled, with the demo password.
	for range 2 {
		if err := demoOperator(t.Context(), d.Gorm, box, io.Discard); err != nil {
			t.Fatal(err)
		}
	}
	var rows []struct {
		Name, Role, PasswordHash, TotpSecret string
	}
	if err := d.Gorm.Raw(`SELECT name, role, password_hash, totp_secret FROM control.operators WHERE email = 'ops@congregate.demo'`).Scan(&rows).Error; err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1 || rows[0].Name != "Demo Operator" || rows[0].Role != "operator" || !strings.HasPrefix(rows[0].TotpSecret, "v1:") ||
		!auth.VerifySecret(rows[0].PasswordHash, "Grace@2026!") {
		t.Fatalf("demo operator: %+v", rows)
	}
	if got, err := box.Open(rows[0].TotpSecret); err != nil || got != "JBSWY3DPEHPK3PXP" {
		t.Fatalf("demo operator's secret: %q %v", got, err)
	}
}

func mustCode(t *testing.T, at time.Time) string {
	c, err := opsauth.CodeAt("JBSWY3DPEHPK3PXP", at)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
