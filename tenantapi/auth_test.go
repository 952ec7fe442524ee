package tenantapi_test

import (
	tt "congregate/tenantapi/tenanttest"
	"context"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"congregate/internal/provisioning"
)

func TestLoginByEmailPhoneAndPin(t *testing.T) {
	e := tt.New(t)
	for _, body := range []map[string]any{
		{"orgId": e.Alpha.ID, "emailOrPhone": "ADMIN@alpha.test", "password": tt.Password},
		{"orgId": e.Alpha.ID, "email": "admin@alpha.test", "password": tt.Password},
		{"orgId": e.Alpha.ID, "emailOrPhone": "+1 555 000 1001", "password": tt.Password},
		{"orgId": e.Alpha.ID, "mobile": "+15550001001", "pin": "1234"},
	} {
		r := e.Post(e.Alpha, "/api/auth/login", "", body)
		tt.ExpectCode(t, r, 200, "00", "Login successful")
		if r.D["jwtToken"] == "" || r.D["twoFactorAuthentication"].(map[string]any)["isRequired"] != "false" {
			t.Fatalf("login %v: %+v", body, r.Data)
		}
	}
	// Wrong secrets and unknown accounts answer alike.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/login", "", map[string]any{"emailOrPhone": "admin@alpha.test", "password": "Wrong@123"}), 401, "01", "Invalid login details")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/login", "", map[string]any{"emailOrPhone": "nobody@alpha.test", "password": tt.Password}), 401, "01", "Invalid login details")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/login", "", map[string]any{"mobile": "+15550001001", "pin": "9999"}), 401, "01", "Invalid login details")
	// The alpha admin does not exist in bravo.
	tt.ExpectCode(t, e.Post(e.Bravo, "/api/auth/login", "", map[string]any{"emailOrPhone": "admin@alpha.test", "password": tt.Password}), 401, "01", "Invalid login details")
}

func TestLockoutAfterFiveFailures(t *testing.T) {
	e := tt.New(t)
	bad := map[string]any{"emailOrPhone": "admin@alpha.test", "password": "Wrong@123"}
	for i := 0; i < 4; i++ {
		tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/login", "", bad), 401, "01", "")
	}
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/login", "", bad), 423, "07", "")
	// Locked: even the right password is refused.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/login", "", map[string]any{"emailOrPhone": "admin@alpha.test", "password": tt.Password}), 423, "07", "")
	if n := e.AuditCount(e.Alpha, "account_locked"); n != 1 {
		t.Fatalf("account_locked audit rows = %d", n)
	}
}

func TestLoginRateLimit(t *testing.T) {
	e := tt.New(t)
	bad := map[string]any{"emailOrPhone": "someone@alpha.test", "password": "Wrong@123"}
	var r tt.Resp
	for i := 0; i < 11; i++ {
		r = e.Post(e.Alpha, "/api/auth/login", "", bad)
	}
	tt.ExpectCode(t, r, 429, "08", "")
	if !strings.HasPrefix(r.Msg, "Too many attempts. Please try again in") {
		t.Fatalf("message %q", r.Msg)
	}
}

func TestTwoFactor(t *testing.T) {
	e := tt.New(t)
	e.AddUser(e.Alpha, provisioning.UserSpec{FirstName: "Tess", LastName: "Two", Email: "tess@alpha.test", Password: tt.Password,
		Roles: []string{"People Manager"}, TwoFactor: "email"})
	e.AddUser(e.Alpha, provisioning.UserSpec{FirstName: "Sam", LastName: "Sms", Email: "sam@alpha.test", Mobile: "+15550001009",
		Password: tt.Password, TwoFactor: "sms"})

	r := e.Post(e.Alpha, "/api/auth/login", "", map[string]any{"emailOrPhone": "tess@alpha.test", "password": tt.Password})
	tt.ExpectCode(t, r, 200, "00", "")
	tf := r.D["twoFactorAuthentication"].(map[string]any)
	if tf["isRequired"] != "true" || r.D["jwtToken"] != "" || tf["messageHeader"] == "" || tf["messageBody"] == "" || tf["messageFooter"] == "" {
		t.Fatalf("challenge: %+v", r.Data)
	}
	uid := r.D["userId"]
	code := regexp.MustCompile(`\b\d{6}\b`).FindString(e.Message("tess@alpha.test").Body)
	if code == "" {
		t.Fatal("no code in the e-mail")
	}
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/verify-2fa", "", map[string]any{"orgId": e.Alpha.ID, "userId": uid, "advancedAccessCode": wrong}), 400, "01", "Invalid or expired code")
	ok := e.Post(e.Alpha, "/api/auth/verify-2fa", "", map[string]any{"orgId": e.Alpha.ID, "userId": uid, "advancedAccessCode": code})
	tt.ExpectCode(t, ok, 200, "00", "")
	if ok.D["jwtToken"] == "" {
		t.Fatal("no token after a right code")
	}
	// The code is single-use.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/verify-2fa", "", map[string]any{"userId": uid, "advancedAccessCode": code}), 400, "01", "Invalid or expired code")

	// Five wrong codes end the challenge; the right code no longer works.
	r = e.Post(e.Alpha, "/api/auth/login", "", map[string]any{"emailOrPhone": "tess@alpha.test", "password": tt.Password})
	code = regexp.MustCompile(`\b\d{6}\b`).FindString(e.Message("tess@alpha.test").Body)
	for i := 0; i < 4; i++ {
		tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/verify-2fa", "", map[string]any{"userId": uid, "advancedAccessCode": "00000" + string(rune('a'+i))}), 400, "01", "Invalid or expired code")
	}
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/verify-2fa", "", map[string]any{"userId": uid, "advancedAccessCode": "zzzzzz"}), 400, "01", "Too many wrong codes. Please sign in again.")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/verify-2fa", "", map[string]any{"userId": uid, "advancedAccessCode": code}), 400, "01", "Invalid or expired code")

	// An expired code is refused.
	e.Post(e.Alpha, "/api/auth/login", "", map[string]any{"emailOrPhone": "tess@alpha.test", "password": tt.Password})
	code = regexp.MustCompile(`\b\d{6}\b`).FindString(e.Message("tess@alpha.test").Body)
	e.Exec(e.Alpha, `UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE kind = '2fa'`)
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/verify-2fa", "", map[string]any{"userId": uid, "advancedAccessCode": code}), 400, "01", "Invalid or expired code")

	// SMS channel goes to the mobile.
	e.Post(e.Alpha, "/api/auth/login", "", map[string]any{"emailOrPhone": "sam@alpha.test", "password": tt.Password})
	if m := e.Message("+15550001009"); !regexp.MustCompile(`\b\d{6}\b`).MatchString(m.Body) || m.Subject != "" {
		t.Fatalf("sms: %+v", m)
	}
}

func TestTokenLoginIsSingleUse(t *testing.T) {
	e := tt.New(t)
	ctx := context.Background()
	id, err := provisioning.PersonIDByEmail(ctx, e.App.Tenants, e.Alpha, "admin@alpha.test")
	if err != nil {
		t.Fatal(err)
	}
	tok, err := provisioning.MintLoginToken(ctx, e.App.Tenants, e.Alpha, id)
	if err != nil {
		t.Fatal(err)
	}
	// A token of alpha means nothing on bravo's host.
	tt.ExpectCode(t, e.Post(e.Bravo, "/api/auth/token-login", "", map[string]any{"userToken": tok}), 401, "01", "Invalid or expired token")
	r := e.Post(e.Alpha, "/api/auth/token-login", "", map[string]any{"orgId": e.Alpha.ID, "userToken": tok})
	tt.ExpectCode(t, r, 200, "00", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/user/profile", r.D["jwtToken"].(string), nil), 200, "00", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/token-login", "", map[string]any{"userToken": tok}), 401, "01", "Invalid or expired token")
	// Expired tokens are refused.
	tok2, _ := provisioning.MintLoginToken(ctx, e.App.Tenants, e.Alpha, id)
	e.Exec(e.Alpha, `UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE kind = 'login' AND used_at IS NULL`)
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/token-login", "", map[string]any{"userToken": tok2}), 401, "01", "Invalid or expired token")
}

// The per-address limits of sign-in count failures: a church office signing in all day from one
// address is never refused, while guessing tokens from it is.
func TestTokenLoginLimitCountsFailures(t *testing.T) {
	e := tt.New(t)
	ctx := context.Background()
	id, err := provisioning.PersonIDByEmail(ctx, e.App.Tenants, e.Alpha, "admin@alpha.test")
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 25; i++ {
		tok, err := provisioning.MintLoginToken(ctx, e.App.Tenants, e.Alpha, id)
		if err != nil {
			t.Fatal(err)
		}
		tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/token-login", "", map[string]any{"userToken": tok}), 200, "00", "")
	}
	var r tt.Resp
	for i := 0; i < 21; i++ {
		r = e.Post(e.Alpha, "/api/auth/token-login", "", map[string]any{"userToken": "guess-" + strconv.Itoa(i)})
	}
	tt.ExpectCode(t, r, 429, "08", "")
}

func TestForgotAndReset(t *testing.T) {
	e := tt.New(t)
	old := e.Login(e.Alpha, "admin@alpha.test")
	// Same answer for known and unknown accounts; only the known one gets a message.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/forgot", "", map[string]any{"emailOrPhone": "nobody@alpha.test", "tokenType": "password"}), 200, "00", "If an account matches, we have sent reset instructions.")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/forgot", "", map[string]any{"emailOrPhone": "admin@alpha.test", "tokenType": "password"}), 200, "00", "If an account matches, we have sent reset instructions.")
	sendResets(e)
	if e.MessageCount("nobody@alpha.test") != 0 {
		t.Fatal("a message went to an unknown account")
	}
	link := regexp.MustCompile(`https?://\S+/reset_password\?t=(\S+)`).FindStringSubmatch(e.Message("admin@alpha.test").Body)
	if link == nil || !strings.Contains(link[0], "alpha.test.localhost") {
		t.Fatalf("no reset link in %q", e.Message("admin@alpha.test").Body)
	}
	tok := link[1]
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/verify-reset-token", "", map[string]any{"token": tok, "tokenType": "password"}), 200, "00", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/verify-reset-token", "", map[string]any{"token": "nope", "tokenType": "password"}), 400, "01", "Invalid or expired token")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/verify-reset-token", "", map[string]any{"token": tok, "tokenType": "pin"}), 400, "01", "Invalid or expired token")
	tt.ExpectCode(t, e.Post(e.Bravo, "/api/auth/verify-reset-token", "", map[string]any{"token": tok, "tokenType": "password"}), 400, "01", "Invalid or expired token")
	// The spec's password rules, in order.
	for pwd, msg := range map[string]string{"Ab1!": "Mininum 8 characters", strings.Repeat("Ab1!", 9): "Maximum 32 characters",
		"Abcdefg1": "Must contain at least one special character", "Abcdefg!": "Must contain at least one number",
		"abcdef1!": "Must contain at least one uppercase character", "ABCDEF1!": "Must contain at least one lowercase character"} {
		tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/reset", "", map[string]any{"token": tok, "tokenType": "password", "password": pwd}), 400, "01", msg)
	}
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/reset", "", map[string]any{"orgId": 1, "token": tok, "tokenType": "password", "password": "NewPass#2027"}), 200, "00", "Your password has been reset. Please sign in.")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/reset", "", map[string]any{"token": tok, "tokenType": "password", "password": "Other#2028x"}), 400, "01", "Invalid or expired token")
	// Old sessions are revoked; the new password works, the old one does not.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/user/profile", old, nil), 401, "02", "Unauthorized")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/login", "", map[string]any{"emailOrPhone": "admin@alpha.test", "password": tt.Password}), 401, "01", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/login", "", map[string]any{"emailOrPhone": "admin@alpha.test", "password": "NewPass#2027"}), 200, "00", "")

	// PIN reset by phone: the link arrives by SMS.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/forgot", "", map[string]any{"emailOrPhone": "+15550001001", "tokenType": "pin"}), 200, "00", "")
	sendResets(e)
	pin := regexp.MustCompile(`/reset_pin\?t=(\S+)`).FindStringSubmatch(e.Message("+15550001001").Body)
	if pin == nil {
		t.Fatal("no PIN link by SMS")
	}
	for p, msg := range map[string]string{"12a4": "Pin must be a number", "123": "Pin must be four digits", "": "This field is required"} {
		tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/reset", "", map[string]any{"token": pin[1], "tokenType": "pin", "pin": p}), 400, "01", msg)
	}
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/reset", "", map[string]any{"token": pin[1], "tokenType": "pin", "pin": "4321"}), 200, "00", "Your PIN has been reset. Please sign in.")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/login", "", map[string]any{"mobile": "+15550001001", "pin": "4321"}), 200, "00", "")
	if e.AuditCount(e.Alpha, "reset") < 2 {
		t.Fatal("resets not audited")
	}
}

func TestSignup(t *testing.T) {
	e := tt.New(t)
	good := map[string]any{"firstName": "Nia", "lastName": "New", "email": "nia@alpha.test", "mobile": "+15550001050",
		"password": "Welcome#2026", "password2": "Welcome#2026", "agreement": true, "orgId": e.Alpha.ID}
	bad := func(k string, v any, msg string) {
		t.Helper()
		b := map[string]any{}
		for kk, vv := range good {
			b[kk] = vv
		}
		b[k] = v
		tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/signup", "", b), 400, "01", msg)
	}
	bad("firstName", "", "This field is required")
	bad("email", "not-an-email", "email is not valid")
	bad("mobile", "12ab", "Number is not valid")
	bad("password", "short", "Mininum 8 characters")
	bad("password2", "Welcome#2027", "Password do not Match")
	bad("agreement", false, "This field is required")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/signup", "", good), 201, "00", "Account created. An administrator must grant you access before you can sign in.")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/signup", "", good), 409, "01", "An account with this email already exists")
	// Signed up, but no console access until an administrator grants it.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/login", "", map[string]any{"emailOrPhone": "nia@alpha.test", "password": "Welcome#2026"}), 403, "01",
		"Your account does not have admin access. Please contact your administrator.")
	// The same e-mail is free in another church.
	tt.ExpectCode(t, e.Post(e.Bravo, "/api/auth/signup", "", good), 201, "00", "")
}

func TestLogoutAndSessionTimeout(t *testing.T) {
	e := tt.New(t)
	tok := e.Login(e.Alpha, "admin@alpha.test")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/user/profile", tok, nil), 200, "00", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/logout", tok, nil), 200, "00", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/user/profile", tok, nil), 401, "02", "Unauthorized")

	tok = e.Login(e.Alpha, "admin@alpha.test")
	e.Exec(e.Alpha, `UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE revoked_at IS NULL`)
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/dashboard/default", tok, nil), 401, "03", "Session Timeout")
	// Timed out is revoked: coming back does not revive it.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/dashboard/default", tok, nil), 401, "02", "Unauthorized")

	// Activity keeps a session alive past 30 minutes of age.
	tok = e.Login(e.Alpha, "admin@alpha.test")
	e.Exec(e.Alpha, `UPDATE sessions SET created_at = now() - interval '2 hours', last_seen_at = now() - interval '29 minutes' WHERE revoked_at IS NULL`)
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/dashboard/default", tok, nil), 200, "00", "")
	var idleSecs float64
	e.Scan(e.Alpha, `SELECT extract(epoch FROM now() - last_seen_at) FROM sessions WHERE revoked_at IS NULL`, &idleSecs)
	if idleSecs > 5 {
		t.Fatalf("a request left the session %.0f s idle; it should extend it", idleSecs)
	}
	// A touch fresher than 30 s is not written again: bursts of requests read the session only.
	e.Exec(e.Alpha, `UPDATE sessions SET last_seen_at = now() - interval '10 seconds' WHERE revoked_at IS NULL`)
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/dashboard/default", tok, nil), 200, "00", "")
	e.Scan(e.Alpha, `SELECT extract(epoch FROM now() - last_seen_at) FROM sessions WHERE revoked_at IS NULL`, &idleSecs)
	if idleSecs < 9 {
		t.Fatalf("a session touched 10 s ago was written again (%.0f s idle)", idleSecs)
	}

	// Removing console access ends existing sessions at once.
	e.Exec(e.Alpha, `UPDATE people SET admin_access = false WHERE email = 'admin@alpha.test'`)
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/dashboard/default", tok, nil), 401, "02", "")

	for _, ev := range []string{"login", "logout", "session_timeout"} {
		if e.AuditCount(e.Alpha, ev) == 0 {
			t.Fatalf("no %s audit entry", ev)
		}
	}
	var ip, ua string
	e.Scan(e.Alpha, `SELECT ip, user_agent FROM audit_log WHERE event = 'logout'`, &ip, &ua)
	if ip == "" || ua != "congregate-test" {
		t.Fatalf("audit ip %q ua %q", ip, ua)
	}
}

func TestBadInputIsA4xx(t *testing.T) {
	e := tt.New(t)
	tok := e.Login(e.Alpha, "admin@alpha.test")
	cases := []struct {
		body   string
		status int
		msg    string
	}{
		{`{"emailOrPhone": "x@y.z", "password": `, 400, "Malformed JSON: unexpected end of input"},
		{`{"emailOrPhone": 12, "password": "x"}`, 400, "Field emailOrPhone must be a string"},
		{`{"emailOrPhone": "x@y.z", "password": "x", "admin": true}`, 400, `Unknown field "admin"`},
		{`[1,2]`, 400, "Request body must be a JSON object"},
		{`{} {}`, 400, "Request body must be a single JSON object"},
		{`{"emailOrPhone": "` + strings.Repeat("a", 2<<20) + `"}`, 413, "Request body is too large"},
		{`{}`, 400, "Enter your email or phone number and password, or your mobile number and PIN"},
	}
	for _, c := range cases {
		tt.ExpectCode(t, e.Call(tt.Host(e.Alpha), http.MethodPost, "/api/auth/login", "", c.body), c.status, "01", c.msg)
	}
	tt.ExpectCode(t, e.Call(tt.Host(e.Alpha), http.MethodPost, "/api/auth/verify-2fa", "", `{"userId": "abc", "advancedAccessCode": "123456"}`), 400, "01", "userId is required")
	tt.ExpectCode(t, e.Call(tt.Host(e.Alpha), http.MethodPost, "/api/auth/forgot", "", `{"emailOrPhone": "a@b.c", "tokenType": "other"}`), 400, "01", "tokenType must be password or pin")
	// Every call binds its body the one way, the profile's client-context fields too.
	tt.ExpectCode(t, e.Call(tt.Host(e.Alpha), http.MethodPost, "/api/user/profile", tok, `not json`), 400, "01", "Malformed JSON at position 2")
	tt.ExpectCode(t, e.Call(tt.Host(e.Alpha), http.MethodPost, "/api/user/profile", tok, `{"orgId": 1}`), 200, "00", "")
	tt.ExpectCode(t, e.Call(tt.Host(e.Alpha), http.MethodPost, "/api/user/profile", "garbage", ``), 401, "02", "Unauthorized")
	tt.ExpectCode(t, e.Call(tt.Host(e.Alpha), http.MethodGet, "/api/nothing-here", tok, nil), 404, "06", "")
}
