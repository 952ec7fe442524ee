package tenantapi_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
	"congregate/tenantapi"
	tt "congregate/tenantapi/tenanttest"
)

// While a church's schema is being moved between clusters its writes are refused with 503 and
// Retry-After and its reads go on (other churches untouched); after the move the same host, the
// same session, is served from the new cluster, its writes landing there.
func TestChurchMoveTenantAPI(t *testing.T) {
	e := tt.New(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	second := testutil.NewDatabaseOn(t, testutil.Cluster(t, "second", testutil.SecondClusterPort))
	e.App.Tenants.AddCluster("second", second.Gorm)
	rdb, prefix := e.App.Redis, e.App.Config.KeyPrefix
	if err := e.App.Resolver.Listen(ctx, rdb, prefix); err != nil {
		t.Fatal(err)
	}
	publish := func(ctx context.Context, id int64) error { return tenancy.PublishChanged(ctx, rdb, prefix, id) }
	resolved := func(what string, ok func(*tenancy.Church) bool) {
		t.Helper()
		for i := 0; i < 100; i++ {
			if c, err := e.App.Resolver.Resolve(ctx, tt.Host(e.Alpha)); err == nil && ok(c) {
				return
			}
			time.Sleep(20 * time.Millisecond)
		}
		t.Fatalf("the resolver never saw %s", what)
	}
	tok := e.Login(e.Alpha, "admin@alpha.test")
	before := e.AddPerson(tok, map[string]any{"firstName": "Before", "lastName": "Move"})

	// A move copying: moving_to set and announced.
	e.DB.Gorm.Exec(`UPDATE control.churches SET moving_to = 'second' WHERE id = ?`, e.Alpha.ID)
	if err := publish(ctx, e.Alpha.ID); err != nil {
		t.Fatal(err)
	}
	resolved("moving_to", func(c *tenancy.Church) bool { return c.Moving() })
	r := e.Post(e.Alpha, "/api/people/add", tok, map[string]any{"firstName": "During", "lastName": "Move"})
	if r.Status != http.StatusServiceUnavailable || r.Header.Get("Retry-After") == "" || r.Msg != tenantapi.MsgMoving {
		t.Fatalf("a write while moving: %d %q Retry-After %q", r.Status, r.Msg, r.Header.Get("Retry-After"))
	}
	if r := e.Call(tt.Host(e.Alpha), http.MethodPost, "/api/auth/login", "", map[string]any{"email": "admin@alpha.test", "password": tt.Password}); r.Status != http.StatusServiceUnavailable {
		t.Fatalf("a sign-in (a public write) while moving: %d %s", r.Status, r.Msg)
	}
	tt.Expect(t, e.Post(e.Alpha, "/api/people/get", tok, map[string]any{"id": before}), 200, "Person")
	if n := e.Count(e.Alpha, `SELECT count(*) FROM people WHERE first_name = 'During'`); n != 0 {
		t.Fatalf("a refused write was written: %d", n)
	}
	e.DB.Gorm.Exec(`UPDATE control.churches SET moving_to = NULL WHERE id = ?`, e.Alpha.ID)
	if err := publish(ctx, e.Alpha.ID); err != nil {
		t.Fatal(err)
	}
	resolved("the end of moving_to", func(c *tenancy.Church) bool { return !c.Moving() })

	// The real move.
	m := &provisioning.Mover{Control: e.DB.Gorm, Tenants: e.App.Tenants, Publish: publish, By: "test",
		DSNs: map[string]string{"default": e.DB.DSN, "second": second.DSN}}
	if _, err := m.Move(ctx, "alpha", "second"); err != nil {
		t.Fatal(err)
	}
	resolved("the new placement", func(c *tenancy.Church) bool { return c.Placement == "second" && !c.Moving() })
	tt.Expect(t, e.Post(e.Alpha, "/api/people/get", tok, map[string]any{"id": before}), 200, "Person")
	after := e.AddPerson(tok, map[string]any{"firstName": "After", "lastName": "Move"})
	var onSecond, onDefault int
	second.Gorm.Raw(fmt.Sprintf(`SELECT count(*) FROM "%s".people WHERE id IN (?, ?)`, e.Alpha.SchemaName), before, after).Scan(&onSecond)
	e.DB.Gorm.Raw(`SELECT count(*) FROM pg_namespace WHERE nspname = ?`, e.Alpha.SchemaName).Scan(&onDefault)
	if onSecond != 2 || onDefault != 0 {
		t.Fatalf("after the move: %d of the 2 people on second, schema on default %d", onSecond, onDefault)
	}
	// bravo stayed where it was and writes as before.
	if c, err := provisioning.Find(ctx, e.DB.Gorm, "bravo"); err != nil || c.Placement != "default" {
		t.Fatalf("bravo %+v %v", c, err)
	}
}
