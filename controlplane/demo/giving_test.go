package demo_test

import (
	"context"
	"testing"
	"time"

	"congregate/controlplane/demo"
	"congregate/tenantapi/tenanttest"
)

// The demo church gives: 18 months of weekly gifts from about 60 people, batches that balance
// (three committed, one open), anonymous gifts, and the New Roof 2027 campaign with pledges; the
// giving pages read it.
func TestDemoGiving(t *testing.T) {
	e := tenanttest.New(t)
	start := time.Now()
	if err := demo.Seed(context.Background(), e.App.Tenants, e.Alpha, 300, 2026); err != nil {
		t.Fatal(err)
	}
	t.Logf("seeded in %s", time.Since(start))
	gifts := e.Count(e.Alpha, `SELECT count(*) FROM giving_contributions`)
	givers := e.Count(e.Alpha, `SELECT count(DISTINCT person_id) FROM giving_contributions`)
	months := e.Count(e.Alpha, `SELECT count(DISTINCT date_trunc('month', received_on)) FROM giving_contributions`)
	if gifts < 1500 || givers != 60 || months < 18 {
		t.Fatalf("%d gifts from %d givers over %d months", gifts, givers, months)
	}
	for q, want := range map[string]int64{
		`SELECT count(*) FROM giving_batches WHERE status = 'committed'`: 3,
		`SELECT count(*) FROM giving_batches WHERE status = 'open'`:      1,
		// Every batch balances.
		`SELECT count(*) FROM giving_batches b WHERE expected_total_minor <> (SELECT sum(amount_minor) FROM giving_contributions c WHERE c.batch_id = b.id)`: 0,
		// Open-batch gifts are pending, every other gift counted.
		`SELECT count(*) FROM giving_contributions c JOIN giving_batches b ON b.id = c.batch_id WHERE (b.status = 'open') <> (c.status = 'pending')`: 0,
		`SELECT count(*) FROM giving_campaigns WHERE name = 'New Roof 2027'`:                                                                         1,
		`SELECT count(*) FROM giving_pledges`:                                                      20,
		`SELECT count(*) FROM giving_contributions WHERE method = 'cheque' AND cheque_number = ''`: 0,
	} {
		if n := e.Count(e.Alpha, q); n != want {
			t.Errorf("%s: %d, want %d", q, n, want)
		}
	}
	if e.Count(e.Alpha, `SELECT count(*) FROM giving_contributions WHERE person_id IS NULL`) == 0 {
		t.Error("no anonymous gifts")
	}
	fin := e.Login(e.Alpha, "finance@alpha.test")
	r := e.Post(e.Alpha, "/api/generosity/campaigns/list", fin, map[string]any{})
	var c struct {
		Items []struct{ PledgedMinor, GivenMinor int64 }
	}
	r.Decode(t, &c)
	if len(c.Items) != 1 || c.Items[0].PledgedMinor == 0 || c.Items[0].GivenMinor == 0 {
		t.Fatalf("campaign: %+v", c)
	}
	tenanttest.Expect(t, e.Post(e.Alpha, "/api/generosity/contributions/list", fin, map[string]any{"pageSize": 200}), 200, "Contributions")
}
