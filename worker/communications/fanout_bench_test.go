//go:build bench

// The fan-out benchmark of issue 12 (make bench; not in make test): a 10,000-recipient SMS send
// through delivery and the Twilio provider to the fake Twilio over loopback HTTP, the real
// database and credits ledger, at several batch sizes, concurrencies and lanes. It prints the
// table of docs/benchmarks.md "Communications fan-out".
package communications_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"runtime"
	"strconv"
	"sync"
	"testing"
	"time"

	"gorm.io/gorm"

	"congregate/internal/faketwilio"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
	"congregate/tenantapi/communications/credits"
	"congregate/tenantapi/communications/delivery"
	"congregate/worker/sms"
)

// busy measures the wall time during which at least one provider call is in flight: the rest of a
// send's time is the database's (claims, results, settlements).
type busy struct {
	delivery.Provider
	mu       sync.Mutex
	inflight int
	since    time.Time
	total    time.Duration
}

func (b *busy) Send(ctx context.Context, m delivery.Outgoing) (delivery.Accepted, error) {
	b.mu.Lock()
	if b.inflight == 0 {
		b.since = time.Now()
	}
	b.inflight++
	b.mu.Unlock()
	defer func() {
		b.mu.Lock()
		b.inflight--
		if b.inflight == 0 {
			b.total += time.Since(b.since)
		}
		b.mu.Unlock()
	}()
	return b.Provider.Send(ctx, m)
}

func TestFanout(t *testing.T) {
	n := 10000
	if v, err := strconv.Atoi(os.Getenv("FANOUT_RECIPIENTS")); err == nil && v > 0 {
		n = v
	}
	d := testutil.NewDatabase(t)
	ch, err := provisioning.Provision(context.Background(), d.Gorm, provisioning.Spec{ShortName: "fanout", FullName: "Fan-out Chapel",
		Admins: []provisioning.UserSpec{{FirstName: "Ann", LastName: "Admin", Email: "admin@fanout.test", Password: "Grace@2026!", Roles: []string{"Super Admin"}}}})
	if err != nil {
		t.Fatal(err)
	}
	tenants := db.NewTenants(d.Gorm)
	run := func(fn func(tx *gorm.DB) error) {
		t.Helper()
		if err := tenants.RunFor(context.Background(), ch, fn); err != nil {
			t.Fatal(err)
		}
	}
	run(func(tx *gorm.DB) error {
		_, err := credits.Grant(tx, "grant:fanout", 10_000_000, "grant", "fan-out bench", "", 0)
		return err
	})
	fake := faketwilio.New("ACfanout", "fanout-token")
	srv := httptest.NewServer(fake)
	defer srv.Close()
	tw, err := sms.TwilioFromEnv(func(k string) string {
		return map[string]string{"TWILIO_ACCOUNT_SID": "ACfanout", "TWILIO_AUTH_TOKEN": "fanout-token", "TWILIO_FROM": "+15005550006", "TWILIO_API_BASE": srv.URL}[k]
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx := tenancy.WithChurch(context.Background(), ch)

	type cfg struct{ batch, conc, lanes int }
	cases := []cfg{
		{100, 16, 2}, // the defaults
		{100, 4, 1}, {100, 8, 1}, {100, 32, 2}, {100, 64, 2}, {100, 128, 2},
		{25, 32, 2}, {50, 32, 2}, {200, 32, 2}, {500, 64, 2},
		{100, 32, 1}, {100, 32, 4},
	}
	if os.Getenv("FANOUT_ONLY_DEFAULT") != "" {
		cases = cases[:1]
	}
	t.Logf("%d recipients a send, GOMAXPROCS %d", n, runtime.GOMAXPROCS(0))
	t.Logf("| batch | concurrency | lanes | seconds | messages/s | provider calls in flight |")
	t.Logf("|---:|---:|---:|---:|---:|---:|")
	for i, c := range cases {
		var id int64
		run(func(tx *gorm.DB) error {
			if err := tx.Raw(`SELECT nextval('communications_id_seq')`).Row().Scan(&id); err != nil {
				return err
			}
			if err := tx.Exec(`INSERT INTO communications (id, channel, idempotency_key, body, status, recipients, credits)
				VALUES (?, 'sms', ?, 'Hello {first_name}, service at 10', 'sending', ?, ?)`, id, fmt.Sprint("fanout-", i), n, n).Error; err != nil {
				return err
			}
			if err := tx.Exec(`INSERT INTO communication_recipients (communication_id, name, address, merge, cost, attempt_key)
				SELECT ?, 'Person ' || g, '+1555' || lpad(g::text, 7, '0'), jsonb_build_object('firstName', 'P' || g, 'lastName', 'L'), 1, 'c' || ? || '-r' || g
				FROM generate_series(1, ?) g`, id, id, n).Error; err != nil {
				return err
			}
			return credits.Reserve(tx, fmt.Sprint("reserve:", id), int64(n), id, 0)
		})
		fake.Reset()
		prov := &busy{Provider: tw}
		svc := &delivery.Service{Tenants: tenants, Providers: delivery.Providers{delivery.ChannelSMS: prov},
			ChurchURL: func(s string) string { return "https://" + s + ".example.org" }, BatchSize: c.batch, Concurrency: c.conc, Lanes: c.lanes}
		start := time.Now()
		rep, err := svc.Send(ctx, id)
		took := time.Since(start)
		if err != nil || !rep.Finished || rep.Sent != n {
			t.Fatalf("%+v: %+v %v", c, rep, err)
		}
		if st := fake.Stats(); st.Messages != n || len(st.Duplicates) != 0 {
			t.Fatalf("%+v: fake got %d messages, %d duplicates", c, st.Messages, len(st.Duplicates))
		}
		t.Logf("| %d | %d | %d | %.2f | %.0f | %.0f %% of the time |", c.batch, c.conc, c.lanes, took.Seconds(), float64(n)/took.Seconds(),
			100*prov.total.Seconds()/took.Seconds())
	}
}
