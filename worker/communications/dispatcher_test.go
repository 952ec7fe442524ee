package communications_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
	"congregate/tenantapi/communications/delivery"
	"congregate/worker/communications"
)

type recorder struct {
	mu      sync.Mutex
	sends   []int64
	rescues []string
}

func (r *recorder) EnqueueCommunicationSend(_ context.Context, p jobs.CommunicationSend) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.sends = append(r.sends, p.CommunicationID)
	return nil
}

func (r *recorder) EnqueueCommunicationRescue(_ context.Context, p jobs.CommunicationSend, suffix string) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.rescues = append(r.rescues, p.TaskID()+":rescue:"+suffix)
	return nil
}

// The dispatcher enqueues due sends of every church, rescues a silent run, leaves a schedule for
// later alone, and marks finished and vanished sends done.
func TestDispatcherTick(t *testing.T) {
	d := testutil.NewDatabase(t)
	var churches []*tenancy.Church
	for _, short := range []string{"first", "second"} {
		ch, err := provisioning.Provision(context.Background(), d.Gorm, provisioning.Spec{ShortName: short, FullName: short + " church",
			Admins: []provisioning.UserSpec{{FirstName: "A", LastName: "B", Email: "admin@" + short + ".test", Password: "Grace@2026!", Roles: []string{"Super Admin"}}}})
		if err != nil {
			t.Fatal(err)
		}
		churches = append(churches, ch)
	}
	tenants := db.NewTenants(d.Gorm)
	add := func(ch *tenancy.Church, status, due, updated, state string) int64 {
		var id int64
		if err := tenants.RunFor(context.Background(), ch, func(tx *gorm.DB) error {
			if err := tx.Raw(`SELECT nextval('communications_id_seq')`).Row().Scan(&id); err != nil {
				return err
			}
			if status == "" { // its transaction failed: only the dispatch row exists
				return nil
			}
			return tx.Exec(`INSERT INTO communications (id, channel, idempotency_key, body, status) VALUES (?, 'sms', ?, 'x', ?)`,
				id, time.Now().String(), status).Error
		}); err != nil {
			t.Fatal(err)
		}
		if err := d.Gorm.Exec(`INSERT INTO control.communication_dispatch (church_id, communication_id, due_at, updated_at, state)
			VALUES (?, ?, now() + ?::interval, now() + ?::interval, ?)`, ch.ID, id, due, updated, state).Error; err != nil {
			t.Fatal(err)
		}
		return id
	}
	waiting := add(churches[0], "sending", "-1 second", "-1 second", "waiting")
	scheduledDue := add(churches[1], "scheduled", "-1 second", "-1 hour", "waiting")
	later := add(churches[1], "scheduled", "1 hour", "0 seconds", "waiting")
	silent := add(churches[0], "sending", "-1 minute", "-1 minute", "running")
	finished := add(churches[1], "sent", "-1 minute", "-1 minute", "running")
	vanished := add(churches[0], "", "-10 minutes", "-10 minutes", "waiting")
	young := add(churches[0], "", "-1 second", "-1 second", "waiting")

	rec := &recorder{}
	disp := &communications.Dispatcher{S: &delivery.Service{Tenants: tenants}, Control: d.Gorm,
		Churches: tenancy.NewResolver(d.Gorm, "test.localhost", time.Minute), Enqueue: rec, Stale: 15 * time.Second}
	n, err := disp.Tick(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	want := map[int64]bool{waiting: true, scheduledDue: true}
	if n != 3 || len(rec.sends) != 2 || !want[rec.sends[0]] || !want[rec.sends[1]] {
		t.Fatalf("enqueued %d: sends %v (want %d and %d)", n, rec.sends, waiting, scheduledDue)
	}
	if len(rec.rescues) != 1 {
		t.Fatalf("rescues %v", rec.rescues)
	}
	state := func(ch *tenancy.Church, id int64) string {
		var s string
		_ = d.Gorm.Raw(`SELECT state FROM control.communication_dispatch WHERE church_id = ? AND communication_id = ?`, ch.ID, id).Row().Scan(&s)
		return s
	}
	for _, c := range []struct {
		ch   *tenancy.Church
		id   int64
		want string
	}{{churches[1], finished, "done"}, {churches[0], vanished, "done"}, {churches[0], young, "waiting"}, {churches[1], later, "waiting"}, {churches[0], silent, "running"}} {
		if got := state(c.ch, c.id); got != c.want {
			t.Errorf("communication %d: %s, want %s", c.id, got, c.want)
		}
	}
}
