package opsauth_test

import (
	"bytes"
	"encoding/base64"
	"image/png"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"congregate/controlplane/ops/opsauth"
	"congregate/controlplane/ops/opstest"
)

// fixedClock sets the sign-in's and sessions' clock to a fixed instant for the test; the answer
// moves it.
func fixedClock(t *testing.T, at time.Time) *time.Time {
	t.Helper()
	now := at
	old := opsauth.Clock
	opsauth.Clock = func() time.Time { return now }
	t.Cleanup(func() { opsauth.Clock = old })
	return &now
}

var t0 = time.Date(2026, 12, 6, 12, 0, 10, 0, time.UTC) // 10 s into a step

const secret = "JBSWY3DPEHPK3PXP"

func code(t *testing.T, s string, at time.Time) string {
	t.Helper()
	c, err := opsauth.CodeAt(s, at)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// client is a caller without a session from its own address (the per-IP throttle apart).
func client(e *opstest.Env, ip string) *opstest.Client {
	c := e.Nobody()
	c.IP = ip
	return c
}

func login(t *testing.T, c *opstest.Client, email, password string) opsauth.SignInStep {
	t.Helper()
	var step opsauth.SignInStep
	c.Post("/api/ops/auth/login", map[string]any{"email": email, "password": password}).Expect(t, http.StatusOK).Decode(t, &step)
	if step.Challenge == "" {
		t.Fatal("no challenge")
	}
	return step
}

func verify(c *opstest.Client, challenge, code string) *opstest.Resp {
	return c.Post("/api/ops/auth/verify", map[string]any{"challenge": challenge, "code": code})
}

func expectRefused(t *testing.T, r *opstest.Resp, status int, msg string) {
	t.Helper()
	r.Expect(t, status)
	if r.Message != msg {
		t.Fatalf("message %q, want %q", r.Message, msg)
	}
}

func count(t *testing.T, e *opstest.Env, q string, args ...any) int64 {
	t.Helper()
	var n int64
	if err := e.DB.Gorm.Raw(q, args...).Scan(&n).Error; err != nil {
		t.Fatal(err)
	}
	return n
}

// TestTOTPVectors: the codes are RFC 6238's (appendix B, SHA-1, the last 6 of the 8 digits).
func TestTOTPVectors(t *testing.T) {
	rfc := "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ" // base32 of "12345678901234567890"
	for at, want := range map[int64]string{59: "287082", 1111111109: "081804", 1111111111: "050471",
		1234567890: "005924", 2000000000: "279037", 20000000000: "353130"} {
		if got := code(t, rfc, time.Unix(at, 0)); got != want {
			t.Errorf("T=%d: %s, want %s", at, got, want)
		}
	}
	// And through the sign-in, at the RFC's clock.
	e := opstest.New(t)
	fixedClock(t, time.Unix(1234567890, 0))
	e.AddOperator("rfc@ops.test", "RFC", "operator", rfc)
	c := client(e, "192.0.2.1")
	step := login(t, c, "rfc@ops.test", opstest.Password)
	verify(c, step.Challenge, "005924").Expect(t, http.StatusOK)
}

// TestSignInTOTP: a code of the step before or after is accepted, two steps off is not, and a
// step used once is refused (replay); a signed-in operator has a session cookie and is "me".
func TestSignInTOTP(t *testing.T) {
	e := opstest.New(t)
	now := fixedClock(t, t0)
	id := e.AddOperator("ada@ops.test", "Ada", "operator", secret)
	c := client(e, "192.0.2.2")

	step := login(t, c, "ADA@ops.test", opstest.Password)
	if step.Enrol || step.Secret != "" || step.QRDataURL != "" {
		t.Fatalf("an enrolled operator enrols: %+v", step)
	}
	// Two steps off either way: refused.
	expectRefused(t, verify(c, step.Challenge, code(t, secret, now.Add(-60*time.Second))), http.StatusUnauthorized, opsauth.MsgBadCode)
	expectRefused(t, verify(c, step.Challenge, code(t, secret, now.Add(60*time.Second))), http.StatusUnauthorized, opsauth.MsgBadCode)
	expectRefused(t, verify(c, step.Challenge, "12345"), http.StatusUnauthorized, opsauth.MsgBadCode)
	// One step behind: accepted.
	r := verify(c, step.Challenge, code(t, secret, now.Add(-30*time.Second))).Expect(t, http.StatusOK)
	var in opsauth.SignedIn
	r.Decode(t, &in)
	if in.Operator.ID != id || in.Operator.Role != "operator" || len(in.RecoveryCodes) != 0 || c.Cookie == "" {
		t.Fatalf("signed in: %+v cookie %q", in, c.Cookie)
	}
	if ck := r.Header.Get("Set-Cookie"); !strings.Contains(ck, "HttpOnly") || !strings.Contains(ck, "SameSite=Strict") || !strings.Contains(ck, "Max-Age=43200") {
		t.Fatalf("cookie: %s", ck)
	}
	var me opsauth.Operator
	c.Post("/api/ops/auth/me", map[string]any{}).Expect(t, http.StatusOK).Decode(t, &me)
	if me.Email != "ada@ops.test" || me.Name != "Ada" {
		t.Fatalf("me: %+v", me)
	}
	// The challenge is spent.
	expectRefused(t, verify(c, step.Challenge, code(t, secret, *now)), http.StatusUnauthorized, opsauth.MsgSignIn)
	if n := count(t, e, `SELECT count(*) FROM control.operators WHERE id = ? AND last_sign_in_at IS NOT NULL AND failed_attempts = 0`, id); n != 1 {
		t.Fatal("last_sign_in_at not set or failures not reset")
	}
	if n := count(t, e, `SELECT count(*) FROM control.operator_audit WHERE operator_id = ? AND action = 'auth.sign_in' AND outcome = 'ok' AND ip = '192.0.2.2'`, id); n != 1 {
		t.Fatalf("sign-in audited %d times", n)
	}

	// One step ahead: accepted; then the step before it (older than the last used) and the same
	// step again are refused.
	c2 := client(e, "192.0.2.3")
	step = login(t, c2, "ada@ops.test", opstest.Password)
	verify(c2, step.Challenge, code(t, secret, now.Add(30*time.Second))).Expect(t, http.StatusOK)
	step = login(t, c2, "ada@ops.test", opstest.Password)
	expectRefused(t, verify(c2, step.Challenge, code(t, secret, now.Add(30*time.Second))), http.StatusUnauthorized, opsauth.MsgBadCode)
	expectRefused(t, verify(c2, step.Challenge, code(t, secret, *now)), http.StatusUnauthorized, opsauth.MsgBadCode)
	// A minute later the next step is a new code.
	*now = now.Add(60 * time.Second)
	verify(c2, step.Challenge, code(t, secret, *now)).Expect(t, http.StatusOK)
	if n := count(t, e, `SELECT count(*) FROM control.operator_audit WHERE operator_id = ? AND action = 'auth.sign_in' AND outcome = 'failed'`, id); n != 5 {
		t.Fatalf("%d failures audited, want 5", n)
	}
}

// TestEnrolment: an operator without TOTP gets a secret, its otpauth URL and a QR code at login;
// the first right code stores the secret and answers 10 recovery codes, each good once.
func TestEnrolment(t *testing.T) {
	e := opstest.New(t)
	now := fixedClock(t, t0)
	id := e.AddOperator("new@ops.test", "New", "support", "")
	c := client(e, "192.0.2.4")
	step := login(t, c, "new@ops.test", opstest.Password)
	if !step.Enrol || step.Secret == "" || !strings.HasPrefix(step.OtpauthURL, "otpauth://totp/Congregate:new@ops.test?") ||
		!strings.Contains(step.OtpauthURL, "issuer=Congregate") || !strings.Contains(step.OtpauthURL, "secret="+step.Secret) {
		t.Fatalf("enrolment: %+v", step)
	}
	raw, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(step.QRDataURL, "data:image/png;base64,"))
	if err != nil || !strings.HasPrefix(step.QRDataURL, "data:image/png;base64,") {
		t.Fatalf("QR data URL: %.60s %v", step.QRDataURL, err)
	}
	if _, err := png.Decode(bytes.NewReader(raw)); err != nil {
		t.Fatalf("QR code is not a PNG: %v", err)
	}
	if n := count(t, e, `SELECT count(*) FROM control.operators WHERE id = ? AND totp_secret = ''`, id); n != 1 {
		t.Fatal("the secret is stored before the first code")
	}
	// The challenge holds the pending secret sealed, never the base32.
	var pending string
	if err := e.DB.Gorm.Raw(`SELECT pending_secret FROM control.operator_challenges WHERE operator_id = ?`, id).Scan(&pending).Error; err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(pending, "v1:") || strings.Contains(pending, step.Secret) {
		t.Fatalf("pending secret stored as %q", pending)
	} else if got, err := e.Box().Open(pending); err != nil || got != step.Secret {
		t.Fatalf("pending secret opens to %q %v", got, err)
	}
	// A code of another secret is not the enrolment's.
	expectRefused(t, verify(c, step.Challenge, code(t, secret, *now)), http.StatusUnauthorized, opsauth.MsgBadCode)
	// Recovery codes do not work while enrolling.
	expectRefused(t, c.Post("/api/ops/auth/recover", map[string]any{"challenge": step.Challenge, "recoveryCode": "abcd-efgh-jk"}),
		http.StatusUnauthorized, opsauth.MsgBadCode)
	var in opsauth.SignedIn
	verify(c, step.Challenge, code(t, step.Secret, *now)).Expect(t, http.StatusOK).Decode(t, &in)
	// The operator's row holds the secret sealed with OPS_SECRET_KEY, never the base32.
	stored := storedSecret(t, e, id)
	if !strings.HasPrefix(stored, "v1:") || strings.Contains(stored, step.Secret) {
		t.Fatalf("secret stored as %q", stored)
	} else if got, err := e.Box().Open(stored); err != nil || got != step.Secret {
		t.Fatalf("stored secret opens to %q %v", got, err)
	}
	if n := count(t, e, `SELECT count(*) FROM control.operators WHERE totp_secret LIKE '%' || ? || '%'`, step.Secret); n != 0 {
		t.Fatal("the base32 secret is in control.operators")
	}
	if len(in.RecoveryCodes) != opsauth.RecoveryCodeCount {
		t.Fatalf("%d recovery codes", len(in.RecoveryCodes))
	}
	seen := map[string]bool{}
	for _, rc := range in.RecoveryCodes {
		if !regexp.MustCompile(`^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$`).MatchString(rc) || seen[rc] {
			t.Fatalf("recovery code %q", rc)
		}
		seen[rc] = true
		if n := count(t, e, `SELECT count(*) FROM control.operator_recovery_codes WHERE code_hash = ? OR code_hash = ?`, rc, strings.ReplaceAll(rc, "-", "")); n != 0 {
			t.Fatal("a recovery code is stored in clear")
		}
	}
	if n := count(t, e, `SELECT count(*) FROM control.operator_recovery_codes WHERE operator_id = ? AND used_at IS NULL`, id); n != 10 {
		t.Fatalf("%d recovery codes stored", n)
	}

	// A recovery code signs in once; typed in capitals with spaces it is the same code.
	recov := func(cl *opstest.Client, challenge, rc string) *opstest.Resp {
		return cl.Post("/api/ops/auth/recover", map[string]any{"challenge": challenge, "recoveryCode": rc})
	}
	c2 := client(e, "192.0.2.5")
	step = login(t, c2, "new@ops.test", opstest.Password)
	if step.Enrol {
		t.Fatal("enrols again")
	}
	var again opsauth.SignedIn
	recov(c2, step.Challenge, in.RecoveryCodes[0]).Expect(t, http.StatusOK).Decode(t, &again)
	if again.Operator.ID != id || len(again.RecoveryCodes) != 0 || c2.Cookie == "" {
		t.Fatalf("recovery sign-in: %+v", again)
	}
	step = login(t, c2, "new@ops.test", opstest.Password)
	expectRefused(t, recov(c2, step.Challenge, in.RecoveryCodes[0]), http.StatusUnauthorized, opsauth.MsgBadCode)
	recov(c2, step.Challenge, " "+strings.ToUpper(in.RecoveryCodes[1])+" ").Expect(t, http.StatusOK)
	if n := count(t, e, `SELECT count(*) FROM control.operator_audit WHERE operator_id = ? AND action = 'auth.sign_in' AND outcome = 'ok' AND detail->>'method' = 'recovery'`, id); n != 2 {
		t.Fatalf("%d recovery sign-ins audited", n)
	}
	// An expired challenge is "Sign in again".
	step = login(t, c2, "new@ops.test", opstest.Password)
	*now = now.Add(opsauth.ChallengeTTL + time.Second)
	expectRefused(t, verify(c2, step.Challenge, "000000"), http.StatusUnauthorized, opsauth.MsgSignIn)
}

func storedSecret(t *testing.T, e *opstest.Env, id int64) string {
	t.Helper()
	var s string
	if err := e.DB.Gorm.Raw(`SELECT totp_secret FROM control.operators WHERE id = ?`, id).Scan(&s).Error; err != nil {
		t.Fatal(err)
	}
	return s
}

// TestLegacySecret: a secret stored in clear (before sealing) still signs in, by TOTP code or
// recovery code, and is stored sealed from that sign-in on; a failed code leaves it as it was.
func TestLegacySecret(t *testing.T) {
	e := opstest.New(t)
	now := fixedClock(t, t0)
	for i, method := range []string{"totp", "recovery"} {
		email := method + "@ops.test"
		id := e.AddOperator(email, "Legacy", "operator", "")
		if err := e.DB.Gorm.Exec(`UPDATE control.operators SET totp_secret = ? WHERE id = ?`, secret, id).Error; err != nil {
			t.Fatal(err)
		}
		c := client(e, "192.0.2.8")
		step := login(t, c, email, opstest.Password)
		if step.Enrol {
			t.Fatal("a legacy secret enrols again")
		}
		expectRefused(t, verify(c, step.Challenge, "000000"), http.StatusUnauthorized, opsauth.MsgBadCode)
		if got := storedSecret(t, e, id); got != secret {
			t.Fatalf("a failed code rewrote the secret: %q", got)
		}
		if method == "totp" {
			verify(c, step.Challenge, code(t, secret, *now)).Expect(t, http.StatusOK)
		} else {
			rc := "abcd-efgh-jk"
			if err := e.DB.Gorm.Exec(`INSERT INTO control.operator_recovery_codes (operator_id, code_hash, created_at) VALUES (?, ?, now())`,
				id, opsauth.HashToken("abcdefghjk")).Error; err != nil {
				t.Fatal(err)
			}
			c.Post("/api/ops/auth/recover", map[string]any{"challenge": step.Challenge, "recoveryCode": rc}).Expect(t, http.StatusOK)
		}
		stored := storedSecret(t, e, id)
		if !strings.HasPrefix(stored, "v1:") {
			t.Fatalf("%s: not sealed at sign-in: %q", method, stored)
		} else if got, err := e.Box().Open(stored); err != nil || got != secret {
			t.Fatalf("%s: sealed secret opens to %q %v", method, got, err)
		}
		// And the sealed secret signs in (a later step: the one used is spent).
		*now = now.Add(time.Duration(i+1) * 30 * time.Second)
		step = login(t, c, email, opstest.Password)
		verify(c, step.Challenge, code(t, secret, *now)).Expect(t, http.StatusOK)
		if storedSecret(t, e, id) != stored {
			t.Fatal("a sealed secret was sealed again")
		}
	}
}

// TestSecretOfAnotherKey: a secret sealed with another OPS_SECRET_KEY does not sign in (an
// error, never a match) and is left as it is.
func TestSecretOfAnotherKey(t *testing.T) {
	e := opstest.New(t)
	now := fixedClock(t, t0)
	id := e.AddOperator("other@ops.test", "Other", "operator", "")
	sealed, err := opsauth.NewSecretBox("another key").Seal(secret)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.DB.Gorm.Exec(`UPDATE control.operators SET totp_secret = ? WHERE id = ?`, sealed, id).Error; err != nil {
		t.Fatal(err)
	}
	c := client(e, "192.0.2.9")
	step := login(t, c, "other@ops.test", opstest.Password)
	verify(c, step.Challenge, code(t, secret, *now)).Expect(t, http.StatusInternalServerError)
	if storedSecret(t, e, id) != sealed {
		t.Fatal("the secret changed")
	}
}

// TestLockOut: five wrong passwords (or codes) lock the operator for 15 minutes, even for the
// right password; the lock ends by itself. Failures are audited with the e-mail tried.
func TestLockOut(t *testing.T) {
	e := opstest.New(t)
	now := fixedClock(t, t0)
	id := e.AddOperator("lock@ops.test", "Lock", "operator", secret)
	c := client(e, "192.0.2.6")
	wrong := func() *opstest.Resp {
		return c.Post("/api/ops/auth/login", map[string]any{"email": "lock@ops.test", "password": "not the password"})
	}
	for i := 0; i < opsauth.MaxFailures-1; i++ {
		expectRefused(t, wrong(), http.StatusUnauthorized, opsauth.MsgBadPassword)
	}
	expectRefused(t, wrong(), http.StatusTooManyRequests, opsauth.MsgLocked)
	expectRefused(t, c.Post("/api/ops/auth/login", map[string]any{"email": "lock@ops.test", "password": opstest.Password}),
		http.StatusTooManyRequests, opsauth.MsgLocked)
	if n := count(t, e, `SELECT count(*) FROM control.operator_audit WHERE operator_id = ? AND action = 'auth.lock'`, id); n != 1 {
		t.Fatalf("lock audited %d times", n)
	}
	if n := count(t, e, `SELECT count(*) FROM control.operator_audit WHERE operator_email = 'lock@ops.test' AND action = 'auth.sign_in' AND outcome = 'failed'`); n != 6 {
		t.Fatalf("%d failures audited", n)
	}
	*now = now.Add(opsauth.LockFor + time.Second)
	step := login(t, c, "lock@ops.test", opstest.Password)
	// Wrong codes count too.
	for i := 0; i < opsauth.MaxFailures-1; i++ {
		expectRefused(t, verify(c, step.Challenge, "000000"), http.StatusUnauthorized, opsauth.MsgBadCode)
	}
	expectRefused(t, verify(c, step.Challenge, "000000"), http.StatusTooManyRequests, opsauth.MsgLocked)
	expectRefused(t, verify(c, step.Challenge, code(t, secret, *now)), http.StatusTooManyRequests, opsauth.MsgLocked)
	*now = now.Add(opsauth.LockFor + time.Second)
	step = login(t, c, "lock@ops.test", opstest.Password)
	verify(c, step.Challenge, code(t, secret, *now)).Expect(t, http.StatusOK)

	// An unknown e-mail: the same answer, audited with what was tried.
	expectRefused(t, c.Post("/api/ops/auth/login", map[string]any{"email": "nobody@ops.test", "password": "x"}), http.StatusUnauthorized, opsauth.MsgBadPassword)
	if n := count(t, e, `SELECT count(*) FROM control.operator_audit WHERE operator_id IS NULL AND operator_email = 'nobody@ops.test' AND outcome = 'failed'`); n != 1 {
		t.Fatal("the unknown e-mail's failure is not audited")
	}
}

// TestSignInThrottle: one address gets SignInPerIP.Max sign-in attempts per window, then 429.
func TestSignInThrottle(t *testing.T) {
	e := opstest.New(t)
	c := client(e, "192.0.2.7")
	for i := int64(0); i < opsauth.SignInPerIP.Max; i++ {
		expectRefused(t, verify(c, "no-such-challenge", "123456"), http.StatusUnauthorized, opsauth.MsgSignIn)
	}
	verify(c, "no-such-challenge", "123456").Expect(t, http.StatusTooManyRequests)
	c.Post("/api/ops/auth/login", map[string]any{"email": "a@ops.test", "password": "x"}).Expect(t, http.StatusTooManyRequests)
	c.Post("/api/ops/auth/recover", map[string]any{"challenge": "x", "recoveryCode": "x"}).Expect(t, http.StatusTooManyRequests)
	// Another address is not throttled.
	expectRefused(t, verify(client(e, "192.0.2.8"), "no-such-challenge", "123456"), http.StatusUnauthorized, opsauth.MsgSignIn)
}

// signIn walks the whole sign-in for an enrolled operator.
func signIn(t *testing.T, e *opstest.Env, ip, email string, at time.Time) *opstest.Client {
	t.Helper()
	c := client(e, ip)
	step := login(t, c, email, opstest.Password)
	verify(c, step.Challenge, code(t, secret, at)).Expect(t, http.StatusOK)
	return c
}

// TestSessionLifetime: 30 minutes without a call or 12 hours in all end a session; logout ends it.
func TestSessionLifetime(t *testing.T) {
	e := opstest.New(t)
	now := fixedClock(t, t0)
	e.AddOperator("s@ops.test", "S", "support", secret)
	c := signIn(t, e, "192.0.2.9", "s@ops.test", *now)
	me := func(cl *opstest.Client) *opstest.Resp { return cl.Post("/api/ops/auth/me", map[string]any{}) }
	*now = now.Add(29 * time.Minute)
	me(c).Expect(t, http.StatusOK)
	*now = now.Add(opsauth.SessionIdle + time.Second)
	expectRefused(t, me(c), http.StatusUnauthorized, opsauth.MsgSignIn)

	// Absolute: a call every 25 minutes keeps it alive until 12 hours.
	*now = now.Add(time.Minute)
	c = signIn(t, e, "192.0.2.9", "s@ops.test", *now)
	start := *now
	for now.Sub(start) < opsauth.SessionAbsolute-25*time.Minute {
		*now = now.Add(25 * time.Minute)
		me(c).Expect(t, http.StatusOK)
	}
	*now = start.Add(opsauth.SessionAbsolute)
	expectRefused(t, me(c), http.StatusUnauthorized, opsauth.MsgSignIn)

	// Logout: the session row goes, the cookie is cleared, the old cookie is dead.
	c = signIn(t, e, "192.0.2.9", "s@ops.test", *now)
	old := c.Cookie
	r := c.Post("/api/ops/auth/logout", map[string]any{}).Expect(t, http.StatusOK)
	if c.Cookie != "" || !strings.Contains(r.Header.Get("Set-Cookie"), "Max-Age=0") {
		t.Fatalf("cookie not cleared: %s", r.Header.Get("Set-Cookie"))
	}
	c.Cookie = old
	expectRefused(t, me(c), http.StatusUnauthorized, opsauth.MsgSignIn)
	if n := count(t, e, `SELECT count(*) FROM control.operator_audit WHERE operator_email = 's@ops.test' AND action = 'auth.sign_out'`); n != 1 {
		t.Fatal("logout not audited")
	}
}

// TestDisabledOperator: a disabled operator cannot sign in, and their sessions stop working.
func TestDisabledOperator(t *testing.T) {
	e := opstest.New(t)
	now := fixedClock(t, t0)
	id := e.AddOperator("gone@ops.test", "Gone", "operator", secret)
	c := signIn(t, e, "192.0.2.10", "gone@ops.test", *now)
	if err := e.DB.Gorm.Exec(`UPDATE control.operators SET disabled_at = now() WHERE id = ?`, id).Error; err != nil {
		t.Fatal(err)
	}
	expectRefused(t, c.Post("/api/ops/auth/me", map[string]any{}), http.StatusUnauthorized, opsauth.MsgSignIn)
	expectRefused(t, client(e, "192.0.2.10").Post("/api/ops/auth/login", map[string]any{"email": "gone@ops.test", "password": opstest.Password}),
		http.StatusForbidden, opsauth.MsgDisabled)
}
