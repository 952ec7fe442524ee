package churches_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"gorm.io/gorm"

	"congregate/controlplane/ops/churches"
	"congregate/controlplane/ops/churches/churchstats"
	"congregate/controlplane/ops/opstest"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	"congregate/tenantapi"
)

type page struct {
	Items      []churches.ChurchRow `json:"items"`
	Total      int64                `json:"total"`
	TotalPages int64                `json:"totalPages"`
}

func provision(t *testing.T, e *opstest.Env, short, name string, plan *provisioning.Plan, admins ...provisioning.UserSpec) *tenancy.Church {
	t.Helper()
	c, err := provisioning.Provision(context.Background(), e.DB.Gorm, provisioning.Spec{ShortName: short, FullName: name,
		Email: "office@" + short + ".test", Plan: plan, Admins: admins})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func admin(email string) provisioning.UserSpec {
	return provisioning.UserSpec{FirstName: "Ann", LastName: "Admin", Email: email, Password: "Church@2026!", Roles: []string{"Super Admin"}}
}

func exec(t *testing.T, e *opstest.Env, sql string, args ...any) {
	t.Helper()
	if err := e.DB.Gorm.Exec(sql, args...).Error; err != nil {
		t.Fatal(err)
	}
}

func list(t *testing.T, c *opstest.Client, body map[string]any) page {
	t.Helper()
	var p page
	c.Post("/api/ops/churches/list", body).Expect(t, http.StatusOK).Decode(t, &p)
	return p
}

func names(p page) string {
	var out []string
	for _, r := range p.Items {
		out = append(out, r.ShortName)
	}
	return strings.Join(out, ",")
}

func TestListSearchFiltersSortPaging(t *testing.T) {
	e := opstest.New(t)
	alpha := provision(t, e, "alpha", "Alpha Grace Church", &provisioning.Plan{SizeName: "under_100", SizeLabel: "Under 100", Currency: "USD", Price: "49.00"},
		admin("a1@alpha.test"), admin("a2@alpha.test"))
	provision(t, e, "bravo", "Bravo 100% Church", &provisioning.Plan{SizeName: "100_299", SizeLabel: "100-299", Currency: "USD", Price: "79.00"}, admin("b@bravo.test"))
	charlie := provision(t, e, "charlie", "Charlie_Fellowship", nil)
	provision(t, e, "delta", "Delta Chapel", nil)
	provision(t, e, "echoes", "Echo Church", nil)
	provision(t, e, "foxtrot", "Foxtrot Church", nil)
	provision(t, e, "golf", "Golf Church", nil)
	exec(t, e, `INSERT INTO control.church_domains (domain, church_id, kind) VALUES ('admin.charlie-example.org', ?, 'custom')`, charlie.ID)
	exec(t, e, `UPDATE control.churches SET status = 'suspended' WHERE short_name = 'delta'`)
	exec(t, e, `UPDATE control.churches SET account_lockdown = true WHERE short_name = 'echoes'`)
	exec(t, e, `UPDATE control.churches SET billing_lockdown = true WHERE short_name = 'foxtrot'`)
	exec(t, e, `UPDATE control.churches SET status = 'closed' WHERE short_name = 'golf'`)
	if err := churchstats.RefreshAll(context.Background(), e.DB.Gorm, e.App.Tenants, nil); err != nil {
		t.Fatal(err)
	}
	c := e.SignedIn("support") // reading is any operator's

	all := list(t, c, map[string]any{})
	if all.Total != 7 || names(all) != "alpha,bravo,charlie,delta,echoes,foxtrot,golf" {
		t.Fatalf("all: %d %s", all.Total, names(all))
	}
	a := all.Items[0]
	if a.ID != alpha.ID || a.People != 2 || a.Users != 2 || a.Plan != "under_100" || a.Placement != "default" || a.Status != "active" || a.CreatedAt.IsZero() {
		t.Fatalf("alpha row %+v", a)
	}
	for search, want := range map[string]string{
		"_":               "charlie", // an escaped wildcard: only the name with an underscore
		"100%":            "bravo",
		"grace":           "alpha",
		"DELT":            "delta",
		"charlie-example": "charlie", // a domain
		"zzz":             "",
	} {
		if got := names(list(t, c, map[string]any{"search": search})); got != want {
			t.Errorf("search %q: %q, want %q", search, got, want)
		}
	}
	for status, want := range map[string]string{
		"active": "alpha,bravo,charlie", "locked": "echoes", "billing": "foxtrot", "suspended": "delta", "closed": "golf",
	} {
		if got := names(list(t, c, map[string]any{"status": status})); got != want {
			t.Errorf("status %q: %q, want %q", status, got, want)
		}
	}
	if got := names(list(t, c, map[string]any{"plan": "under_100"})); got != "alpha" {
		t.Errorf("plan: %q", got)
	}
	if got := list(t, c, map[string]any{"placement": "default"}); got.Total != 7 {
		t.Errorf("placement default: %d", got.Total)
	}
	if got := list(t, c, map[string]any{"placement": "eu"}); got.Total != 0 || len(got.Items) != 0 {
		t.Errorf("placement eu: %+v", got)
	}
	if got := names(list(t, c, map[string]any{"sort": "name", "order": "desc", "pageSize": 2})); got != "golf,foxtrot" {
		t.Errorf("name desc: %q", got)
	}
	if got := names(list(t, c, map[string]any{"sort": "people", "order": "desc", "pageSize": 2})); got != "alpha,bravo" {
		t.Errorf("people desc: %q", got)
	}
	if got := names(list(t, c, map[string]any{"sort": "created", "order": "asc", "pageSize": 1})); got != "alpha" {
		t.Errorf("created asc: %q", got)
	}
	exec(t, e, `UPDATE control.church_stats SET last_activity_at = now() - interval '1 day' WHERE church_id = ?`, charlie.ID)
	if got := names(list(t, c, map[string]any{"sort": "activity", "pageSize": 1})); got != "charlie" {
		t.Errorf("activity: %q", got)
	}
	p := list(t, c, map[string]any{"page": 1, "pageSize": 3})
	if names(p) != "delta,echoes,foxtrot" || p.Total != 7 || p.TotalPages != 3 {
		t.Errorf("page 1: %s %+v", names(p), p)
	}
	if p := list(t, c, map[string]any{"page": 9, "pageSize": 3}); len(p.Items) != 0 || p.Total != 7 {
		t.Errorf("past the end: %+v", p)
	}
	for _, bad := range []map[string]any{{"status": "gone"}, {"sort": "size"}, {"order": "up"}, {"pageSize": 500}, {"extra": 1}} {
		c.Post("/api/ops/churches/list", bad).Expect(t, http.StatusBadRequest)
	}
	e.Nobody().Post("/api/ops/churches/list", map[string]any{}).Expect(t, http.StatusUnauthorized)

	// The filters offer the plans churches have, a plan that is not a catalogue size too (the demo's
	// "medium"), and the placements in use, with their counts.
	exec(t, e, `UPDATE control.church_plans SET size_name = 'medium' WHERE church_id = ?`, alpha.ID)
	exec(t, e, `UPDATE control.churches SET placement = 'east' WHERE id = ?`, charlie.ID)
	var f churches.Facets
	c.Post("/api/ops/churches/facets", map[string]any{}).Expect(t, http.StatusOK).Decode(t, &f)
	if fmt.Sprint(f.Plans) != "[{100_299 1} {medium 1}]" || fmt.Sprint(f.Placements) != "[{default 6} {east 1}]" {
		t.Errorf("facets %+v", f)
	}
	if got := names(list(t, c, map[string]any{"plan": "medium"})); got != "alpha" {
		t.Errorf("plan medium: %q", got)
	}
	e.Nobody().Post("/api/ops/churches/facets", map[string]any{}).Expect(t, http.StatusUnauthorized)
}

func TestListIsOneStatementFor1000Churches(t *testing.T) {
	if testing.Short() {
		t.Skip("1,000 churches")
	}
	e := opstest.New(t)
	exec(t, e, `INSERT INTO control.churches (short_name, full_name, schema_name)
		SELECT 'church' || i, 'Church ' || i, 'church_' || i FROM generate_series(1, 1000) i`)
	exec(t, e, `INSERT INTO control.church_stats (church_id, people) SELECT id, id % 97 FROM control.churches`)
	c := e.SignedIn("operator")
	start := time.Now()
	p := list(t, c, map[string]any{"sort": "people", "order": "desc", "search": "church", "pageSize": 50})
	if p.Total != 1000 || len(p.Items) != 50 || p.Items[0].People != 96 {
		t.Fatalf("%d %d %+v", p.Total, len(p.Items), p.Items[0])
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("list took %s", d)
	}
}

type detail = churches.ChurchDetail

func get(t *testing.T, c *opstest.Client, id int64) detail {
	t.Helper()
	var d detail
	c.Post("/api/ops/churches/get", map[string]any{"id": id}).Expect(t, http.StatusOK).Decode(t, &d)
	return d
}

func TestGetRefreshesAndShowsPlanCreditsDomains(t *testing.T) {
	e := opstest.New(t)
	alpha := provision(t, e, "alpha", "Alpha Grace Church", &provisioning.Plan{SizeName: "300_599", SizeLabel: "300-599", Currency: "USD",
		Products: []string{"people", "generosity"}, Price: "229.00"}, admin("a1@alpha.test"))
	provision(t, e, "bravo", "Bravo Church", nil, admin("b@bravo.test"), admin("b2@bravo.test"))
	exec(t, e, `INSERT INTO control.church_domains (domain, church_id, kind, verified_at) VALUES ('admin.alpha-church.org', ?, 'custom', now())`, alpha.ID)
	if err := e.App.Tenants.RunFor(context.Background(), alpha, func(tx *gorm.DB) error {
		return tx.Exec(`UPDATE credit_account SET balance = 500`).Error
	}); err != nil {
		t.Fatal(err)
	}
	d := get(t, e.SignedIn("support"), alpha.ID)
	latest, _ := db.LatestTenantVersion()
	if d.Plan != "300_599" || d.Price != "229.00" || d.Currency != "USD" || strings.Join(d.Products, ",") != "people,generosity" ||
		d.People != 1 || d.Users != 1 || d.SchemaVersion != int64(latest) || d.StatsRefreshedAt == nil || d.BillingStatus != "active" ||
		d.ConsoleURL != "http://alpha.localhost:8081" || d.Email != "office@alpha.test" || d.Credits.Balance != 500 || d.Credits.Available != 500 {
		t.Fatalf("detail %+v", d)
	}
	if len(d.Domains) != 1 || d.Domains[0].Domain != "admin.alpha-church.org" || !d.Domains[0].Verified || d.Domains[0].TxtName != "" {
		t.Fatalf("domains %+v", d.Domains)
	}
	e.SignedIn("support").Post("/api/ops/churches/get", map[string]any{"id": 999999}).Expect(t, http.StatusNotFound)
	if d.MovingTo != "" || d.LastMove != nil {
		t.Fatalf("a church that never moved: moving to %q, last move %+v", d.MovingTo, d.LastMove)
	}
	// A move between clusters under way: the page shows it (bin/ops church move records it).
	exec(t, e, `INSERT INTO control.church_moves (church_id, from_cluster, to_cluster, state, rows_copied, by) VALUES (?, 'default', 'east', 'done', 42, 'ops:ann')`, alpha.ID)
	exec(t, e, `INSERT INTO control.church_moves (church_id, from_cluster, to_cluster, by) VALUES (?, 'east', 'west', 'ops:ann')`, alpha.ID)
	exec(t, e, `UPDATE control.churches SET moving_to = 'west' WHERE id = ?`, alpha.ID)
	d = get(t, e.SignedIn("support"), alpha.ID)
	if m := d.LastMove; d.MovingTo != "west" || m == nil || m.FromCluster != "east" || m.ToCluster != "west" || m.State != "copying" || m.By != "ops:ann" || m.FinishedAt != nil {
		t.Fatalf("a church moving: moving to %q, last move %+v", d.MovingTo, d.LastMove)
	}
}

// tenantAPI is the tenant API over the same database: what a church's host serves.
func tenantAPI(t *testing.T, e *opstest.Env) http.Handler {
	t.Helper()
	cfg := e.App.Config
	app, err := tenantapi.NewApp(cfg, e.DB.Gorm, e.App.Redis, e.App.Jobs)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	if err := app.Resolver.Listen(ctx, e.App.Redis, cfg.KeyPrefix); err != nil {
		t.Fatal(err)
	}
	return app.Handler()
}

func call(h http.Handler, host, method, path, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	req.Host = host
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	return w
}

// signIn signs a church's person in to the tenant API with a single-use link and answers the JWT.
func signIn(t *testing.T, e *opstest.Env, h http.Handler, c *tenancy.Church, email string) string {
	t.Helper()
	id, err := provisioning.PersonIDByEmail(context.Background(), e.App.Tenants, c, email)
	if err != nil {
		t.Fatal(err)
	}
	token, err := provisioning.MintLoginToken(context.Background(), e.App.Tenants, c, id)
	if err != nil {
		t.Fatal(err)
	}
	w := call(h, c.ShortName+".localhost", http.MethodPost, "/api/auth/token-login", `{"userToken":"`+token+`"}`)
	var env struct {
		Data struct {
			JWT string `json:"jwtToken"`
		} `json:"responseData"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &env); err != nil || env.Data.JWT == "" {
		t.Fatalf("sign-in: %d %s", w.Code, w.Body)
	}
	return env.Data.JWT
}

func callAs(h http.Handler, host, jwt, path, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodPost, path, strings.NewReader(body))
	req.Host = host
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+jwt)
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	return w
}

func auditCount(t *testing.T, e *opstest.Env, action string, churchID int64) int64 {
	t.Helper()
	var n int64
	if err := e.DB.Gorm.Raw(`SELECT count(*) FROM control.operator_audit WHERE action = ? AND church_id = ? AND outcome = 'ok'`, action, churchID).Scan(&n).Error; err != nil {
		t.Fatal(err)
	}
	return n
}

func TestLockdownSuspendReachOtherResolvers(t *testing.T) {
	e := opstest.New(t)
	alpha := provision(t, e, "alpha", "Alpha Church", nil, admin("a@alpha.test"))
	bravo := provision(t, e, "bravo", "Bravo Church", nil, admin("b@bravo.test"))
	op := e.SignedIn("operator")

	// A second process's resolver with a 10 s cache, listening for notices.
	other := tenancy.NewResolver(e.DB.Gorm, "localhost", 10*time.Second)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if err := other.Listen(ctx, e.App.Redis, e.App.Config.KeyPrefix); err != nil {
		t.Fatal(err)
	}
	suspended := func() bool {
		c, err := other.Resolve(ctx, "alpha.localhost")
		if err != nil {
			t.Fatal(err)
		}
		return c.Suspended()
	}
	if suspended() {
		t.Fatal("alpha starts suspended")
	}

	for _, body := range []map[string]any{{"id": alpha.ID}, {"id": alpha.ID, "reason": "   "}} {
		r := op.Post("/api/ops/churches/lockdown", body).Expect(t, http.StatusBadRequest)
		if r.Message != "Give a reason" {
			t.Fatalf("message %q", r.Message)
		}
	}
	e.SignedIn("support").Post("/api/ops/churches/lockdown", map[string]any{"id": alpha.ID, "reason": "x"}).Expect(t, http.StatusForbidden)
	op.Post("/api/ops/churches/lockdown", map[string]any{"id": 999999, "reason": "x"}).Expect(t, http.StatusNotFound)

	var d detail
	op.Post("/api/ops/churches/lockdown", map[string]any{"id": alpha.ID, "reason": "Unpaid since March"}).Expect(t, http.StatusOK).Decode(t, &d)
	if !d.LockedDown || d.StatusReason != "Unpaid since March" || d.StatusBy != op.Operator.Email || d.StatusAt == nil {
		t.Fatalf("after lockdown %+v", d)
	}
	start := time.Now()
	opstest.Eventually(t, 2*time.Second, suspended)
	t.Logf("lock-down seen in %s", time.Since(start))
	var row tenancy.Church
	e.DB.Gorm.First(&row, alpha.ID)
	if !row.AccountLockdown || row.AccountHide {
		t.Fatalf("flags %+v", row)
	}
	if auditCount(t, e, "church.lockdown", alpha.ID) != 1 {
		t.Fatal("no audit row")
	}
	// Nothing of bravo changed.
	var b tenancy.Church
	e.DB.Gorm.First(&b, bravo.ID)
	if b.AccountLockdown || b.Status != "active" {
		t.Fatalf("bravo %+v", b)
	}

	op.Post("/api/ops/churches/unlock", map[string]any{"id": alpha.ID, "reason": "Paid"}).Expect(t, http.StatusOK).Decode(t, &d)
	if d.LockedDown || d.StatusReason != "Paid" {
		t.Fatalf("after unlock %+v", d)
	}
	opstest.Eventually(t, 2*time.Second, func() bool { return !suspended() })

	op.Post("/api/ops/churches/suspend", map[string]any{"id": alpha.ID, "reason": "Abuse report"}).Expect(t, http.StatusOK).Decode(t, &d)
	if d.Status != "suspended" {
		t.Fatalf("after suspend %+v", d)
	}
	opstest.Eventually(t, 2*time.Second, suspended)
	// The tenant API refuses a suspended church's pages like a lock-down.
	h := tenantAPI(t, e)
	jwt := signIn(t, e, h, alpha, "a@alpha.test")
	w := callAs(h, "alpha.localhost", jwt, "/api/people/list", "{}")
	if w.Code != http.StatusForbidden || !strings.Contains(w.Body.String(), "Account is Suspended. Please contact your administrator.") {
		t.Fatalf("suspended church: %d %s", w.Code, w.Body)
	}
	if w := callAs(h, "alpha.localhost", jwt, "/api/dashboard/default", "{}"); w.Code != http.StatusOK {
		t.Fatalf("dashboard of a suspended church: %d %s", w.Code, w.Body)
	}

	op.Post("/api/ops/churches/reactivate", map[string]any{"id": alpha.ID, "reason": "Resolved"}).Expect(t, http.StatusOK).Decode(t, &d)
	if d.Status != "active" {
		t.Fatalf("after reactivate %+v", d)
	}
	opstest.Eventually(t, 2*time.Second, func() bool { return !suspended() })
	for _, a := range []string{"church.unlock", "church.suspend", "church.reactivate"} {
		if auditCount(t, e, a, alpha.ID) != 1 {
			t.Errorf("no audit row %s", a)
		}
	}
	exec(t, e, `UPDATE control.churches SET status = 'closed' WHERE id = ?`, bravo.ID)
	op.Post("/api/ops/churches/suspend", map[string]any{"id": bravo.ID, "reason": "x"}).Expect(t, http.StatusConflict)
}

func TestSuspendedStatusIsLockdown(t *testing.T) {
	c := tenancy.Church{Status: tenancy.StatusSuspended}
	if !c.Suspended() {
		t.Fatal("a suspended church is not refused")
	}
}

// fakeDNS answers TXT records from a map.
type fakeDNS map[string][]string

func (f fakeDNS) LookupTXT(_ context.Context, name string) ([]string, error) {
	if r, ok := f[name]; ok {
		return r, nil
	}
	return nil, errors.New("no such host")
}

// handlerTransport serves requests with a handler (the tenant API, or a stand-in).
type handlerTransport struct{ h http.Handler }

func (t handlerTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	w := httptest.NewRecorder()
	r := req.Clone(req.Context())
	r.RequestURI = r.URL.RequestURI()
	r.Host = req.URL.Host
	t.h.ServeHTTP(w, r)
	return w.Result(), nil
}

func TestCustomDomains(t *testing.T) {
	e := opstest.New(t)
	alpha := provision(t, e, "alpha", "Alpha Church", nil)
	bravo := provision(t, e, "bravo", "Bravo Church", nil)
	op := e.SignedIn("operator")
	dns := fakeDNS{}
	churches.ProofDNS = dns
	churches.ProofHTTP = handlerTransport{http.NotFoundHandler()}
	t.Cleanup(func() { churches.ProofDNS, churches.ProofHTTP = nil, nil })

	for _, bad := range []string{"Admin.Alpha.org", "alpha", "-a.alpha.org", "a..alpha.org", "a_b.alpha.org", "127.0.0.1", "alpha.org/x",
		"http://alpha.org", strings.Repeat("a", 60) + "." + strings.Repeat("b.", 100) + "org", ""} {
		r := op.Post("/api/ops/churches/domains/add", map[string]any{"id": alpha.ID, "domain": bad}).Expect(t, http.StatusBadRequest)
		if !strings.HasPrefix(r.Message, "Enter a domain name") {
			t.Errorf("%q: %q", bad, r.Message)
		}
	}
	for _, ours := range []string{"localhost.org.localhost", "grace.localhost", "onboarding.localhost", "onboarding-test.localhost", "ops.localhost", "x.ops.localhost"} {
		r := op.Post("/api/ops/churches/domains/add", map[string]any{"id": alpha.ID, "domain": ours}).Expect(t, http.StatusBadRequest)
		if r.Message != "This is one of the platform's own host names" {
			t.Errorf("%q: %q", ours, r.Message)
		}
	}
	e.SignedIn("support").Post("/api/ops/churches/domains/add", map[string]any{"id": alpha.ID, "domain": "admin.alpha.org"}).Expect(t, http.StatusForbidden)

	var d detail
	op.Post("/api/ops/churches/domains/add", map[string]any{"id": alpha.ID, "domain": "admin.alpha.org"}).Expect(t, http.StatusOK).Decode(t, &d)
	if len(d.Domains) != 1 {
		t.Fatalf("domains %+v", d.Domains)
	}
	dm := d.Domains[0]
	if dm.Verified || dm.Kind != "custom" || dm.TxtName != "_congregate.admin.alpha.org" || len(dm.TxtValue) != 32 ||
		dm.HTTPURL != "http://admin.alpha.org/.well-known/congregate-verify/"+dm.TxtValue {
		t.Fatalf("pending domain %+v", dm)
	}
	token := dm.TxtValue
	resolver := tenancy.NewResolver(e.DB.Gorm, "localhost", time.Millisecond)
	if _, err := resolver.Resolve(context.Background(), "admin.alpha.org"); !errors.Is(err, tenancy.ErrUnknownChurch) {
		t.Fatalf("a pending domain resolves: %v", err)
	}
	// Another church's domain.
	r := op.Post("/api/ops/churches/domains/add", map[string]any{"id": bravo.ID, "domain": "admin.alpha.org"}).Expect(t, http.StatusConflict)
	if r.Message != "This domain belongs to another church" {
		t.Fatalf("message %q", r.Message)
	}
	op.Post("/api/ops/churches/domains/verify", map[string]any{"id": bravo.ID, "domain": "admin.alpha.org"}).Expect(t, http.StatusNotFound)
	op.Post("/api/ops/churches/domains/remove", map[string]any{"id": bravo.ID, "domain": "admin.alpha.org"}).Expect(t, http.StatusNotFound)

	// Neither proof yet: 400 naming both.
	dns["_congregate.admin.alpha.org"] = []string{"something else"}
	r = op.Post("/api/ops/churches/domains/verify", map[string]any{"id": alpha.ID, "domain": "admin.alpha.org"}).Expect(t, http.StatusBadRequest)
	if !strings.Contains(r.Message, "_congregate.admin.alpha.org") || !strings.Contains(r.Message, token) || !strings.Contains(r.Message, "/.well-known/congregate-verify/") {
		t.Fatalf("message %q", r.Message)
	}
	// The DNS proof.
	dns["_congregate.admin.alpha.org"] = []string{"v=spf1 -all", token}
	op.Post("/api/ops/churches/domains/verify", map[string]any{"id": alpha.ID, "domain": "admin.alpha.org"}).Expect(t, http.StatusOK).Decode(t, &d)
	if !d.Domains[0].Verified || d.Domains[0].VerifiedAt == nil || d.Domains[0].TxtValue != "" {
		t.Fatalf("verified %+v", d.Domains)
	}
	if c, err := resolver.Resolve(context.Background(), "admin.alpha.org"); err != nil || c.ID != alpha.ID {
		t.Fatalf("verified domain: %v %v", c, err)
	}

	// The HTTP proof, answered by the tenant API itself for the pending domain.
	op.Post("/api/ops/churches/domains/add", map[string]any{"id": alpha.ID, "domain": "www.alpha-church.org"}).Expect(t, http.StatusOK).Decode(t, &d)
	var token2 string
	for _, x := range d.Domains {
		if x.Domain == "www.alpha-church.org" {
			token2 = x.TxtValue
		}
	}
	h := tenantAPI(t, e)
	if w := call(h, "www.alpha-church.org", http.MethodGet, "/.well-known/congregate-verify/"+token2, ""); w.Code != 200 || w.Body.String() != token2 {
		t.Fatalf("tenant API proof: %d %q", w.Code, w.Body)
	}
	if w := call(h, "www.alpha-church.org", http.MethodGet, "/.well-known/congregate-verify/"+token, ""); w.Code != 404 {
		t.Fatalf("wrong token: %d", w.Code)
	}
	if w := call(h, "admin.alpha.org", http.MethodGet, "/.well-known/congregate-verify/"+token, ""); w.Code != 404 {
		t.Fatalf("verified domain still answers: %d", w.Code)
	}
	// A redirect to another host is not followed.
	churches.ProofHTTP = handlerTransport{http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Host == "www.alpha-church.org" {
			http.Redirect(w, r, "http://evil.example.org"+r.URL.Path, http.StatusFound)
			return
		}
		_, _ = w.Write([]byte(token2))
	})}
	op.Post("/api/ops/churches/domains/verify", map[string]any{"id": alpha.ID, "domain": "www.alpha-church.org"}).Expect(t, http.StatusBadRequest)
	churches.ProofHTTP = handlerTransport{h}
	op.Post("/api/ops/churches/domains/verify", map[string]any{"id": alpha.ID, "domain": "www.alpha-church.org"}).Expect(t, http.StatusOK).Decode(t, &d)
	for _, x := range d.Domains {
		if !x.Verified {
			t.Fatalf("not verified %+v", x)
		}
	}
	if auditCount(t, e, "church.domain_verify", alpha.ID) != 2 || auditCount(t, e, "church.domain_add", alpha.ID) != 2 {
		t.Fatal("audit rows")
	}

	op.Post("/api/ops/churches/domains/remove", map[string]any{"id": alpha.ID, "domain": "admin.alpha.org"}).Expect(t, http.StatusOK).Decode(t, &d)
	if len(d.Domains) != 1 || d.Domains[0].Domain != "www.alpha-church.org" {
		t.Fatalf("after remove %+v", d.Domains)
	}
	if _, err := resolver.Resolve(context.Background(), "admin.alpha.org"); !errors.Is(err, tenancy.ErrUnknownChurch) {
		t.Fatalf("a removed domain resolves: %v", err)
	}
	op.Post("/api/ops/churches/domains/remove", map[string]any{"id": alpha.ID, "domain": "admin.alpha.org"}).Expect(t, http.StatusNotFound)
}

func TestSupportLogin(t *testing.T) {
	e := opstest.New(t)
	alpha := provision(t, e, "alpha", "Alpha Church", nil, admin("first@alpha.test"), admin("second@alpha.test"))
	bravo := provision(t, e, "bravo", "Bravo Church", nil)
	op := e.SignedIn("operator")

	e.SignedIn("support").Post("/api/ops/churches/support-login", map[string]any{"id": alpha.ID, "reason": "Ticket 42"}).Expect(t, http.StatusForbidden)
	op.Post("/api/ops/churches/support-login", map[string]any{"id": alpha.ID}).Expect(t, http.StatusBadRequest)
	if r := op.Post("/api/ops/churches/support-login", map[string]any{"id": bravo.ID, "reason": "x"}).Expect(t, http.StatusConflict); r.Message != "This church has no super admin to sign in as" {
		t.Fatalf("message %q", r.Message)
	}

	var link churches.SupportLink
	op.Post("/api/ops/churches/support-login", map[string]any{"id": alpha.ID, "reason": "Ticket 42"}).Expect(t, http.StatusOK).Decode(t, &link)
	u, err := url.Parse(link.URL)
	if err != nil || u.Host != "alpha.localhost:8081" || u.Path != "/cpauth_admin" || u.Query().Get("t") == "" {
		t.Fatalf("link %q", link.URL)
	}
	h := tenantAPI(t, e)
	body, _ := json.Marshal(map[string]string{"userToken": u.Query().Get("t")})
	w := call(h, "alpha.localhost", http.MethodPost, "/api/auth/token-login", string(body))
	first, err := provisioning.PersonIDByEmail(context.Background(), e.App.Tenants, alpha, "first@alpha.test")
	if err != nil {
		t.Fatal(err)
	}
	if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), fmt.Sprintf(`"userId":%d,`, first)) {
		t.Fatalf("first use: %d %s", w.Code, w.Body)
	}
	if w := call(h, "alpha.localhost", http.MethodPost, "/api/auth/token-login", string(body)); w.Code == http.StatusOK {
		t.Fatalf("second use: %d %s", w.Code, w.Body)
	}

	var rows []struct {
		Actor   string
		Details string
	}
	if err := e.App.Tenants.RunFor(context.Background(), alpha, func(tx *gorm.DB) error {
		return tx.Raw(`SELECT actor, details::text AS details FROM audit_log WHERE event = 'support_sign_in'`).Scan(&rows).Error
	}); err != nil {
		t.Fatal(err)
	}
	want := "Support sign-in by " + op.Operator.Email + ": Ticket 42"
	if len(rows) != 1 || !strings.Contains(rows[0].Details, want) || rows[0].Actor != "operator:"+op.Operator.Email {
		t.Fatalf("church audit %+v", rows)
	}
	if auditCount(t, e, "church.support_login", alpha.ID) != 1 {
		t.Fatal("operator audit")
	}
	// bravo's trail has nothing.
	var n int64
	_ = e.App.Tenants.RunFor(context.Background(), bravo, func(tx *gorm.DB) error {
		return tx.Raw(`SELECT count(*) FROM audit_log WHERE event = 'support_sign_in'`).Scan(&n).Error
	})
	if n != 0 {
		t.Fatal("bravo audited")
	}
}

func TestStatsRefresh(t *testing.T) {
	e := opstest.New(t)
	alpha := provision(t, e, "alpha", "Alpha Church", nil, admin("a@alpha.test"))
	bravo := provision(t, e, "bravo", "Bravo Church", nil, admin("b@bravo.test"))
	exec(t, e, `UPDATE control.churches SET status = 'closed' WHERE id = ?`, bravo.ID)
	if err := e.App.Tenants.RunFor(context.Background(), alpha, func(tx *gorm.DB) error {
		if err := tx.Exec(`INSERT INTO people (first_name, last_name) VALUES ('Pat', 'Member'), ('Sam', 'Member')`).Error; err != nil {
			return err
		}
		return tx.Exec(`INSERT INTO audit_log (event, outcome, occurred_at) VALUES ('login', 'success', '2026-01-02T03:04:05Z')`).Error
	}); err != nil {
		t.Fatal(err)
	}
	if err := churchstats.RefreshAll(context.Background(), e.DB.Gorm, e.App.Tenants, nil); err != nil {
		t.Fatal(err)
	}
	var rows []struct {
		ChurchID       int64
		People, Users  int64
		LastActivityAt *time.Time
		SchemaVersion  int64
	}
	e.DB.Gorm.Raw(`SELECT church_id, people, users, last_activity_at, schema_version FROM control.church_stats`).Scan(&rows)
	latest, _ := db.LatestTenantVersion()
	if len(rows) != 1 || rows[0].ChurchID != alpha.ID || rows[0].People != 3 || rows[0].Users != 1 || rows[0].LastActivityAt == nil ||
		rows[0].SchemaVersion != int64(latest) {
		t.Fatalf("stats %+v", rows)
	}
	var p page
	e.SignedIn("support").Post("/api/ops/churches/list", map[string]any{"search": "alpha"}).Expect(t, http.StatusOK).Decode(t, &p)
	if p.Items[0].People != 3 || p.Items[0].LastActivityAt == nil {
		t.Fatalf("list row %+v", p.Items[0])
	}
}
