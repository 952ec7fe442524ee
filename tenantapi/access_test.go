package tenantapi_test

import (
	"congregate/tenantapi"
	tt "congregate/tenantapi/tenanttest"
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"

	"congregate/controlplane/demo"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
	"congregate/internal/provisioning"
	"congregate/tenantapi/children/checkin/checkinapi"
)

// Every route of the table declares who may call it.
func TestRouteTableDeclaresPermissions(t *testing.T) {
	seen := map[string]bool{}
	for _, rt := range (&tenantapi.App{}).Routes() {
		k := rt.Method + " " + rt.Path
		if seen[k] {
			t.Fatalf("duplicate route %s", k)
		}
		seen[k] = true
		if !rt.Public && (rt.Key == "" || (rt.Action != authz.Read && rt.Action != authz.Write)) {
			t.Fatalf("%s declares no permission key and action", k)
		}
		// Issue 12: Twilio's webhooks (signed), the unsubscribe page (signed token) and media files
		// for Twilio (signed URL) are public too.
		if rt.Public && !strings.HasPrefix(rt.Path, "/api/auth/") && !strings.HasPrefix(rt.Path, "/api/org/") &&
			!strings.HasPrefix(rt.Path, "/api/openapi.json") && !strings.HasPrefix(rt.Path, "/api/docs") &&
			!strings.HasPrefix(rt.Path, "/api/webhooks/") && rt.Path != "/api/communications/unsubscribe" &&
			!strings.HasPrefix(rt.Path, "/api/communications/media/file/") &&
			!strings.HasPrefix(rt.Path, "/api/generosity/statements/file/") && // issue 14: a donor's signed statement link
			!strings.HasPrefix(rt.Path, "/api/give/") && // issue 14: the public give page
			!strings.HasPrefix(rt.Path, "/api/word/files/") && // issue 16: media files (unguessable tokens)
			rt.Path != "/api/word/live" && // issue 16: the live status for the church's website and app
			!(strings.HasPrefix(rt.Path, "/api/word/podcasts/") && strings.HasSuffix(rt.Path, "/feed.xml")) { // issue 16: podcast feeds
			t.Fatalf("%s is public outside auth, org info, the API document, webhooks, unsubscribe and media files", k)
		}
	}
}

func probe(key authz.Key, act authz.Action) tenantapi.Route {
	return tenantapi.Route{Method: http.MethodPost, Path: fmt.Sprintf("/api/probe/%s/%s", key, act), Key: key, Action: act,
		Handler: httpx.Handle("ok", func(*gin.Context, httpx.ClientContext) (any, error) { return nil, nil })}
}

// The role × permission expectation: every route of the table, plus probes for each key.
func TestRolePermissionMatrix(t *testing.T) {
	e := tt.New(t)
	var probes []tenantapi.Route
	for _, k := range authz.GrantableKeys {
		probes = append(probes, probe(k, authz.Read), probe(k, authz.Write))
	}
	e.App.Extra = probes
	e.Remount()
	e.AddUser(e.Alpha, provisioning.UserSpec{FirstName: "No", LastName: "Role", Email: "norole@alpha.test", Password: tt.Password})
	// People Manager passes every people route; Finance is refused them with the spec's message.
	grants := map[string][]authz.Key{
		"admin@alpha.test":   authz.GrantableKeys,
		"people@alpha.test":  {authz.People},
		"finance@alpha.test": {authz.Generosity, authz.Billing},
		"norole@alpha.test":  nil,
	}
	for email, keys := range grants {
		tok := e.Login(e.Alpha, email)
		for _, rt := range append(e.App.Routes(), probes...) {
			// The children's board stream never ends for an allowed caller: checkin's TestBoardStream
			// checks its 401 and 403.
			if rt.Public || rt.Path == "/api/auth/logout" || rt.Path == checkinapi.StreamPath {
				continue
			}
			want := 200
			if rt.Key != authz.Open && !containsKey(keys, rt.Key) {
				want = 403
			}
			r := e.Call(tt.Host(e.Alpha), rt.Method, rt.Path, tok, nil)
			// An allowed call with an empty body may still be refused as bad input (a list needs
			// no body, an update needs an id): allowed means past authorisation and never a 500.
			allowed := r.Status != 401 && r.Status != 403 && r.Status < 500
			if (want == 200 && !allowed) || (want == 403 && r.Status != 403) {
				t.Errorf("%s %s %s: got %d %q, want %d", email, rt.Method, rt.Path, r.Status, r.Msg, want)
			}
			if want == 403 && r.Msg != "You don't have permission to access this page" {
				t.Errorf("%s: message %q", rt.Path, r.Msg)
			}
		}
	}
	if e.AuditCount(e.Alpha, "permission_denied") == 0 {
		t.Fatal("denials are not audited")
	}

	// A role change is effective on the next request.
	tok := e.Login(e.Alpha, "norole@alpha.test")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/probe/children/write", tok, nil), 403, "04", "")
	e.Exec(e.Alpha, `INSERT INTO person_roles (person_id, role_id) SELECT p.id, r.id FROM people p, roles r
		WHERE p.email = 'norole@alpha.test' AND r.name = 'Children''s Ministry'`)
	if err := e.App.Enforcer.Invalidate(context.Background(), e.Alpha.ID); err != nil {
		t.Fatal(err)
	}
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/probe/children/write", tok, nil), 200, "00", "")
	r := e.Post(e.Alpha, "/api/user/profile", tok, nil)
	urp := r.D["userRolesAndPermissions"].(map[string]any)
	if urp["isSuperAdmin"] != false || len(urp["children"].([]any)) != 2 || len(urp["people"].([]any)) != 0 {
		t.Fatalf("profile permissions: %+v", urp)
	}
	// A read-only grant allows reads, not writes.
	e.Exec(e.Alpha, `INSERT INTO role_permissions (role_id, permission_key, action) SELECT id, 'eCommerce', 'read' FROM roles WHERE name = 'Children''s Ministry'`)
	_ = e.App.Enforcer.Invalidate(context.Background(), e.Alpha.ID)
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/probe/eCommerce/read", tok, nil), 200, "00", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/probe/eCommerce/write", tok, nil), 403, "04", "")
}

func containsKey(keys []authz.Key, k authz.Key) bool {
	for _, x := range keys {
		if x == k {
			return true
		}
	}
	return false
}

func TestLockdown(t *testing.T) {
	e := tt.New(t)
	e.App.Extra = []tenantapi.Route{probe(authz.People, authz.Read), probe(authz.Billing, authz.Write)}
	e.Remount()
	tok := e.Login(e.Alpha, "admin@alpha.test")
	cases := []struct {
		account, hide, billing bool
		suspended              bool
	}{
		{false, false, false, false},
		{true, false, false, true},
		{true, true, false, false}, // a hidden account lock-down does not block (spec §6)
		{false, false, true, true},
	}
	for _, c := range cases {
		e.DB.Gorm.Exec(`UPDATE control.churches SET account_lockdown = ?, account_hide = ?, billing_lockdown = ? WHERE id = ?`, c.account, c.hide, c.billing, e.Alpha.ID)
		e.App.Resolver.Forget()
		r := e.Post(e.Alpha, "/api/probe/people/read", tok, nil)
		if c.suspended {
			tt.ExpectCode(t, r, 403, "05", "Account is Suspended. Please contact your administrator.")
		} else {
			tt.ExpectCode(t, r, 200, "00", "")
		}
		// The dashboard, the profile and billing stay reachable.
		tt.ExpectCode(t, e.Post(e.Alpha, "/api/dashboard/default", tok, nil), 200, "00", "")
		tt.ExpectCode(t, e.Post(e.Alpha, "/api/user/profile", tok, nil), 200, "00", "")
		tt.ExpectCode(t, e.Post(e.Alpha, "/api/probe/billing/write", tok, nil), 200, "00", "")
		info := e.Call(tt.Host(e.Alpha), http.MethodGet, "/api/org/info?domain="+tt.Host(e.Alpha), "", nil)
		at := info.D["accountType"].(map[string]any)
		if at["isLockDown"] != c.account || at["isHide"] != c.hide || info.D["billingStatus"].(map[string]any)["isLockDown"] != c.billing {
			t.Fatalf("org info flags: %+v", info.Data)
		}
	}
}

// Church A cannot read or change church B's rows through any tenant endpoint.
func TestChurchIsolation(t *testing.T) {
	e := tt.New(t)
	ctx := context.Background()
	if err := demo.Seed(ctx, e.App.Tenants, e.Alpha, 40, 1); err != nil {
		t.Fatal(err)
	}
	alphaTok := e.Login(e.Alpha, "admin@alpha.test")
	bravoTok := e.Login(e.Bravo, "admin@bravo.test")

	// Every authenticated route refuses alpha's token on bravo's host.
	for _, rt := range e.App.Routes() {
		if rt.Public {
			continue
		}
		r := e.Call(tt.Host(e.Bravo), rt.Method, rt.Path, alphaTok, nil)
		if r.Status != 401 {
			t.Errorf("%s %s with alpha's token on bravo: %d", rt.Method, rt.Path, r.Status)
		}
	}
	// Bravo's figures are bravo's own (alpha: its three staff and the 40 seeded).
	da := e.Post(e.Alpha, "/api/dashboard/default", alphaTok, nil)
	db := e.Post(e.Bravo, "/api/dashboard/default", bravoTok, nil)
	if da.D["totalPeople"].(float64) != 43 || db.D["totalPeople"].(float64) != 1 {
		t.Fatalf("people: alpha %v bravo %v", da.D["totalPeople"], db.D["totalPeople"])
	}
	pb := e.Post(e.Bravo, "/api/user/profile", bravoTok, nil)
	if pb.D["email"] != "admin@bravo.test" {
		t.Fatalf("bravo profile: %+v", pb.Data)
	}
	// Organisation info of alpha is not readable through bravo's host.
	tt.ExpectCode(t, e.Call(tt.Host(e.Bravo), http.MethodGet, fmt.Sprintf("/api/org/info?orgId=%d", e.Alpha.ID), "", nil), 404, "06", "")
	tt.ExpectCode(t, e.Call(tt.Host(e.Bravo), http.MethodGet, "/api/org/info?domain="+tt.Host(e.Alpha), "", nil), 404, "06", "")
	tt.ExpectCode(t, e.Call(tt.Host(e.Bravo), http.MethodGet, fmt.Sprintf("/api/org/info?orgId=%d", e.Bravo.ID), "", nil), 200, "00", "")
	// Logging out of bravo with alpha's token changes nothing in either church.
	tt.ExpectCode(t, e.Post(e.Bravo, "/api/auth/logout", alphaTok, nil), 401, "02", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/user/profile", alphaTok, nil), 200, "00", "")
	// Auth rows are per church: alpha's failed logins do not lock bravo's admin.
	for i := 0; i < 5; i++ {
		e.Post(e.Alpha, "/api/auth/login", "", map[string]any{"emailOrPhone": "admin@bravo.test", "password": "Wrong@123"})
	}
	tt.ExpectCode(t, e.Post(e.Bravo, "/api/auth/login", "", map[string]any{"emailOrPhone": "admin@bravo.test", "password": tt.Password}), 200, "00", "")
	var n int
	e.Scan(e.Bravo, `SELECT count(*) FROM audit_log WHERE actor = 'admin@bravo.test' AND outcome = 'failure'`, &n)
	if n != 0 {
		t.Fatalf("alpha's failures landed in bravo's audit: %d", n)
	}
}

func TestHostResolution(t *testing.T) {
	e := tt.New(t)
	tt.ExpectCode(t, e.Call("nowhere.test.localhost", http.MethodGet, "/api/org/info?orgId=1", "", nil), 404, "06", "Unknown organisation")
	tt.ExpectCode(t, e.Call("evil.example", http.MethodPost, "/api/auth/login", "", map[string]any{}), 404, "06", "")
	// Pages of unknown hosts are 404 too, not the console.
	if r := e.Call("nowhere.test.localhost", http.MethodGet, "/dashboard/default", "", nil); r.Status != 404 {
		t.Fatalf("unknown host page: %d", r.Status)
	}
	// A custom domain serves its church.
	e.DB.Gorm.Exec(`INSERT INTO control.church_domains (domain, church_id, kind, verified_at) VALUES ('admin.bravo.org', ?, 'custom', now())`, e.Bravo.ID)
	r := e.Call("admin.bravo.org:443", http.MethodGet, "/api/org/info?domain=admin.bravo.org", "", nil)
	tt.ExpectCode(t, r, 200, "00", "")
	if r.D["shortName"] != "bravo" {
		t.Fatalf("custom domain resolved to %v", r.D["shortName"])
	}
	// Favicon uses the church's colour.
	req := e.Call(tt.Host(e.Alpha), http.MethodGet, "/api/org/favicon.svg?size=64", "", nil)
	if req.Status != 200 {
		t.Fatalf("favicon %d", req.Status)
	}
}
