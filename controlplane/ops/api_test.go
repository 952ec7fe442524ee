package ops_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"gorm.io/gorm"

	"congregate/controlplane/cptest"
	"congregate/controlplane/ops/opsauth"
	"congregate/controlplane/ops/opstest"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/httpx/httpxtest"
)

// TestOpsOpenAPIMatchesRouter fails when a call the operator host answers is missing from its
// document, or the document names a call it does not answer.
func TestOpsOpenAPIMatchesRouter(t *testing.T) {
	e := opstest.New(t)
	httpxtest.CompareRoutes(t, httpxtest.FetchDoc(t, e.Handler, opstest.Host), e.App.OpsHandler())
}

// TestOpsHostsAreApart: the ops API answers only on the operator host, the onboarding API only on
// the onboarding hosts.
func TestOpsHostsAreApart(t *testing.T) {
	e := opstest.New(t)
	if r := e.Nobody().Get("/api/openapi.json"); r.Status != http.StatusOK {
		t.Fatalf("ops document: %d", r.Status)
	}
	if r := e.Do(http.MethodPost, "/api/ops/auth/me", map[string]any{}, ""); r.Status != http.StatusNotFound {
		t.Fatalf("ops call on the onboarding host: %d", r.Status)
	}
	if r := e.Nobody().Post("/api/onboarding/request-otp", map[string]any{}); r.Status != http.StatusNotFound {
		t.Fatalf("onboarding call on the ops host: %d %s", r.Status, r.Body)
	}
	if r := e.DoHost("grace.localhost", http.MethodGet, "/api/openapi.json", nil, ""); r.Status != http.StatusNotFound {
		t.Fatalf("a church host on the control plane: %d", r.Status)
	}
	_ = cptest.Host
}

// TestOpsOpenAPIBodiesAreTyped fails when an ops call's JSON body or answer has no Go type (the
// console's TypeScript types are generated from the document), or a POST reads no JSON body.
func TestOpsOpenAPIBodiesAreTyped(t *testing.T) {
	e := opstest.New(t)
	routes := e.App.OpsAPI().Routes()
	if len(routes) < 10 {
		t.Fatalf("only %d routes: the route table did not load", len(routes))
	}
	for _, rt := range routes {
		if rt.Handler.Body == httpx.BodyJSON && rt.Handler.In == nil {
			t.Errorf("%s %s has an untyped JSON body", rt.Method, rt.Path)
		}
		if rt.Method == http.MethodPost && rt.Handler.Body != httpx.BodyJSON {
			t.Errorf("%s %s reads no JSON body", rt.Method, rt.Path)
		}
		if rt.Handler.Produces == "" && rt.Handler.Out == nil {
			t.Errorf("%s %s has an untyped answer", rt.Method, rt.Path)
		}
	}
	doc := httpxtest.FetchDoc(t, e.Handler, opstest.Host)
	for _, op := range doc.Operations() {
		if op.Method == http.MethodPost && len(op.Body) == 0 {
			t.Errorf("%s %s: no request body in the document", op.Method, op.Path)
		}
		if strings.HasPrefix(op.Path, "/api/ops/") && !strings.HasPrefix(op.Path, "/api/ops/auth/login") &&
			op.Path != "/api/ops/auth/verify" && op.Path != "/api/ops/auth/recover" &&
			op.Permission != "ops:read" && op.Permission != "ops:write" {
			t.Errorf("%s %s: x-permission %q", op.Method, op.Path, op.Permission)
		}
	}
}

// ginParam is a path parameter of the route table (:id).
var ginParam = regexp.MustCompile(`[:*][A-Za-z_]+`)

// TestOpsRouteTable walks the whole route table: every call but the public ones answers 401
// without a session; every write answers 403 to a support operator and leaves an operator_audit
// row with outcome denied; nothing answers on a church host or an onboarding host.
func TestOpsRouteTable(t *testing.T) {
	e := opstest.New(t)
	nobody, support := e.Nobody(), e.SignedIn("support")
	denied := func(target string) int64 {
		var n int64
		if err := e.DB.Gorm.Raw(`SELECT count(*) FROM control.operator_audit WHERE operator_id = ? AND outcome = 'denied' AND action = 'access.denied' AND target = ?`,
			support.Operator.ID, target).Scan(&n).Error; err != nil {
			t.Fatal(err)
		}
		return n
	}
	writes := 0
	for _, rt := range e.App.OpsAPI().Routes() {
		path := ginParam.ReplaceAllString(rt.Path, "1")
		var body any = map[string]any{}
		if rt.Method == http.MethodGet {
			body = nil
		}
		name := rt.Method + " " + rt.Path
		if !rt.Public {
			if r := nobody.Do(rt.Method, path, body, nil); r.Status != http.StatusUnauthorized || r.Message != opsauth.MsgSignIn {
				t.Errorf("%s without a session: %d %s", name, r.Status, httpxtest.Truncate(string(r.Body), 200))
			}
		}
		if rt.Action == authz.Write {
			writes++
			before := denied(name)
			if r := support.Do(rt.Method, path, body, nil); r.Status != http.StatusForbidden || r.Message != opsauth.MsgNoRight {
				t.Errorf("%s as support: %d %s", name, r.Status, httpxtest.Truncate(string(r.Body), 200))
			}
			if after := denied(name); after != before+1 {
				t.Errorf("%s as support: %d denied rows, want %d", name, after, before+1)
			}
		}
		for _, host := range []string{"grace.localhost:8080", cptest.Host} {
			if r := e.DoHost(host, rt.Method, path, body, ""); r.Status != http.StatusNotFound && !(rt.Method == http.MethodGet && host == cptest.Host && !strings.HasPrefix(rt.Path, "/api/ops/")) {
				t.Errorf("%s on %s: %d", name, host, r.Status)
			}
		}
	}
	if writes == 0 {
		t.Fatal("no write route in the table")
	}
}

// TestOpsFuzz sends every operation of the ops document malformed and hostile requests as an
// operator, as support and as nobody: none may answer 5xx, and a refused one (4xx) may not change
// a row of the control schema. Excluded, because a refusal must write them: operator_audit (every
// refusal and failed sign-in is audited), operator_sessions (every call moves its session's idle
// clock), operator_challenges (a wrong code counts on its challenge), and of operators only failed_attempts, locked_until
// and updated_at (a wrong password or code counts toward the lock-out); every other column of
// operators is fingerprinted. New routes are covered as soon as they are in the route table.
func TestOpsFuzz(t *testing.T) {
	if testing.Short() {
		t.Skip("fuzzes every operation")
	}
	e := opstest.New(t)
	doc := httpxtest.FetchDoc(t, e.Handler, opstest.Host)
	fp, state, scan := controlState(t, e)

	type role struct {
		name   string
		client *opstest.Client
	}
	roles := []role{{"operator", e.SignedIn("operator")}, {"support", e.SignedIn("support")}, {"nobody", e.Nobody()}}
	// alive restarts a role's session when a call that succeeded ended it (logout).
	alive := func(r role) {
		if r.client.Cookie == "" {
			return
		}
		var n int64
		scan(`SELECT count(*) FROM control.operator_sessions WHERE token_hash = '`+opsauth.HashToken(r.client.Cookie)+`'`, &n)
		if n == 0 {
			token, err := (&opsauth.Sessions{DB: e.DB.Gorm}).Start(context.Background(), r.client.Operator.ID, "192.0.2.70", "fuzz")
			if err != nil {
				t.Fatal(err)
			}
			r.client.Cookie = token
		}
	}
	before := state()
	requests := 0
	for _, op := range doc.Operations() {
		generic, fields := httpxtest.GenericCases(op), httpxtest.FieldCases(doc, op, nil)
		for _, r := range roles {
			// The field by field mutations go to every role the route lets past the session and
			// role checks; a role refused before the body is read gets the generic cases only.
			cases := generic
			if r.name == "operator" || (r.name == "support" && op.Permission != "ops:write") || op.Permission == "" {
				cases = append(append([]httpxtest.Case{}, generic...), fields...)
			}
			for _, fc := range cases {
				req := httpxtest.Request(op, fc)
				req.Host = opstest.Host
				// Each request from its own address: the per-IP throttle would otherwise answer
				// the sign-in calls before their checks.
				requests++
				req.RemoteAddr = fmt.Sprintf("10.%d.%d.%d:40000", requests>>16&255, requests>>8&255, requests&255)
				if r.client.Cookie != "" {
					req.AddCookie(&http.Cookie{Name: opsauth.CookieName, Value: r.client.Cookie})
				}
				w := httptest.NewRecorder()
				e.Handler.ServeHTTP(w, req)
				if w.Code >= 500 {
					t.Errorf("%s %s as %s with %s: %d %s", op.Method, op.Path, r.name, fc.Name, w.Code, httpxtest.Truncate(w.Body.String(), 200))
				}
				now := state()
				if w.Code >= 400 && now != before {
					t.Errorf("%s %s as %s with %s answered %d but changed %s (%s -> %s)", op.Method, op.Path, r.name, fc.Name, w.Code,
						fp.Diff(strings.SplitN(before, " ", 2)[0], strings.SplitN(now, " ", 2)[0]), before, now)
				}
				before = now
				if w.Code < 300 || w.Code == http.StatusUnauthorized {
					alive(r)
				}
			}
		}
	}
	t.Logf("%d operations, %d requests", len(doc.Operations()), requests)
}

// controlState fingerprints the control schema as TestOpsFuzz compares it (see there for what is
// left out and why): the change log of every other table, and a digest of operators' columns but
// failed_attempts, locked_until and updated_at.
func controlState(t *testing.T, e *opstest.Env) (*httpxtest.Fingerprint, func() string, func(q string, dest any)) {
	t.Helper()
	inControl := func(f func(tx *gorm.DB) error) {
		t.Helper()
		if err := e.DB.Gorm.Transaction(func(tx *gorm.DB) error {
			if err := tx.Exec(`SET LOCAL search_path TO control`).Error; err != nil {
				return err
			}
			return f(tx)
		}); err != nil {
			t.Fatal(err)
		}
	}
	scan := func(q string, dest any) { inControl(func(tx *gorm.DB) error { return tx.Raw(q).Row().Scan(dest) }) }
	fp := httpxtest.NewChangeLog(func(q string) { inControl(func(tx *gorm.DB) error { return tx.Exec(q).Error }) }, scan,
		"operator_audit", "operator_sessions", "operator_challenges", "operators")
	if len(fp.Tables()) < 5 {
		t.Fatalf("fingerprint covers only %v", fp.Tables())
	}
	var cols string
	scan(`SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) FROM information_schema.columns
		WHERE table_schema = 'control' AND table_name = 'operators' AND column_name NOT IN ('failed_attempts', 'locked_until', 'updated_at')`, &cols)
	operatorsQuery := `SELECT coalesce(md5(string_agg(row(` + cols + `)::text, ',' ORDER BY id)), '') FROM control.operators`
	state := func() string {
		var ops string
		scan(operatorsQuery, &ops)
		return fp.Take() + " operators:" + ops
	}
	return fp, state, scan
}

// TestOpsFuzzState: the fuzz's fingerprint ignores what a refusal may write and sees the rest.
func TestOpsFuzzState(t *testing.T) {
	e := opstest.New(t)
	op := e.SignedIn("operator")
	_, state, _ := controlState(t, e)
	before := state()
	for _, q := range []string{
		`UPDATE control.operators SET failed_attempts = 3, locked_until = now(), updated_at = now()`,
		`INSERT INTO control.operator_audit (action, outcome) VALUES ('x', 'failed')`,
		`UPDATE control.operator_sessions SET last_seen_at = now()`,
	} {
		if err := e.DB.Gorm.Exec(q).Error; err != nil {
			t.Fatal(err)
		}
	}
	if now := state(); now != before {
		t.Fatalf("what a refusal may write moved the fingerprint: %s -> %s", before, now)
	}
	ch := e.Church("hope", "Hope Chapel")
	before = state()
	for _, q := range []string{
		`UPDATE control.operators SET totp_last_step = 1 WHERE id = ?`,
		`UPDATE control.operators SET role = 'support' WHERE id = ?`,
		`UPDATE control.churches SET status_reason = 'x' WHERE id = ?`,
	} {
		id := op.Operator.ID
		if strings.Contains(q, "churches") {
			id = ch.ID
		}
		if err := e.DB.Gorm.Exec(q, id).Error; err != nil {
			t.Fatal(err)
		}
		now := state()
		if now == before {
			t.Fatalf("%s did not move the fingerprint", q)
		}
		before = now
	}
}
