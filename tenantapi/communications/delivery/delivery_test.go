package delivery_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
	"congregate/tenantapi/communications/delivery"
)

// fakeProvider keeps what it accepted like a provider would, and can misbehave.
type fakeProvider struct {
	mu       sync.Mutex
	byKey    map[string]string // attempt key → ref
	count    map[string]int    // To → messages
	texts    map[string]string // To → last text
	sends    int
	lookups  int
	lost     func(m delivery.Outgoing) bool  // accepts the message but answers an error (a cut connection)
	refuse   func(m delivery.Outgoing) error // refuses before accepting
	delivers bool
}

func newFake() *fakeProvider {
	return &fakeProvider{byKey: map[string]string{}, count: map[string]int{}, texts: map[string]string{}}
}

func (f *fakeProvider) Send(_ context.Context, m delivery.Outgoing) (delivery.Accepted, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.sends++
	if f.refuse != nil {
		if err := f.refuse(m); err != nil {
			return delivery.Accepted{}, err
		}
	}
	ref := fmt.Sprintf("SM%06d", len(f.byKey)+1)
	f.byKey[m.AttemptKey] = ref
	f.count[m.To]++
	f.texts[m.To] = m.Text
	if f.lost != nil && f.lost(m) {
		return delivery.Accepted{}, errors.New("read tcp: connection reset by peer")
	}
	return delivery.Accepted{Ref: ref, Delivered: f.delivers}, nil
}

func (f *fakeProvider) Lookup(_ context.Context, key string, _ delivery.Outgoing) (string, bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.lookups++
	ref, ok := f.byKey[key]
	return ref, ok, nil
}

func (f *fakeProvider) total() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	n := 0
	for _, c := range f.count {
		n += c
	}
	return n
}

func (f *fakeProvider) twice() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []string
	for to, c := range f.count {
		if c > 1 {
			out = append(out, to)
		}
	}
	return out
}

type env struct {
	t       *testing.T
	d       *testutil.Database
	tenants *db.Tenants
	ch      *tenancy.Church
	ctx     context.Context
	svc     *delivery.Service
	fake    *fakeProvider
}

func newEnv(t *testing.T) *env {
	t.Helper()
	d := testutil.NewDatabase(t)
	ch, err := provisioning.Provision(context.Background(), d.Gorm, provisioning.Spec{ShortName: "alpha", FullName: "Alpha Chapel",
		Admins: []provisioning.UserSpec{{FirstName: "Ann", LastName: "Alpha", Email: "admin@alpha.test", Password: "Grace@2026!", Roles: []string{"Super Admin"}}}})
	if err != nil {
		t.Fatal(err)
	}
	tenants := db.NewTenants(d.Gorm)
	fake := newFake()
	e := &env{t: t, d: d, tenants: tenants, ch: ch, ctx: tenancy.WithChurch(context.Background(), ch), fake: fake}
	e.svc = &delivery.Service{Tenants: tenants, Control: d.Gorm, BatchSize: 40, Concurrency: 8, Lanes: 2,
		Providers: delivery.Providers{delivery.ChannelSMS: fake},
		ChurchURL: func(s string) string { return "https://" + s + ".example.org" }, Secret: []byte("secret")}
	e.exec(`UPDATE credit_account SET balance = 10000`)
	return e
}

func (e *env) exec(q string, args ...any) {
	e.t.Helper()
	if err := e.tenants.RunFor(context.Background(), e.ch, func(tx *gorm.DB) error { return tx.Exec(q, args...).Error }); err != nil {
		e.t.Fatal(err)
	}
}

func (e *env) scan(q string, dest ...any) {
	e.t.Helper()
	if err := e.tenants.RunFor(context.Background(), e.ch, func(tx *gorm.DB) error { return tx.Raw(q).Row().Scan(dest...) }); err != nil {
		e.t.Fatal(err)
	}
}

func (e *env) count(q string) int64 {
	e.t.Helper()
	var n int64
	e.scan(q, &n)
	return n
}

// communication writes an accepted SMS send to n recipients costing cost each, with its credits
// reserved and its dispatch row, as the messages package does.
func (e *env) communication(n, cost int, status string) int64 {
	e.t.Helper()
	var id int64
	e.scan(`SELECT nextval('communications_id_seq')`, &id)
	if err := e.d.Gorm.Exec(`INSERT INTO control.communication_dispatch (church_id, communication_id, due_at) VALUES (?, ?, now())`, e.ch.ID, id).Error; err != nil {
		e.t.Fatal(err)
	}
	e.exec(`INSERT INTO communications (id, channel, idempotency_key, body, status, recipients, credits, scheduled_at)
		VALUES (?, 'sms', ?, 'Hello {first_name}', ?, ?, ?, CASE WHEN ? = 'scheduled' THEN now() + interval '1 hour' END)`,
		id, fmt.Sprint("key-", id), status, n, n*cost, status)
	e.exec(`INSERT INTO communication_recipients (communication_id, name, address, merge, cost, attempt_key)
		SELECT ?, 'Person ' || g, '+1555' || lpad(g::text, 7, '0'), jsonb_build_object('firstName', 'P' || g, 'lastName', 'L'), ?, ? || '-' || g
		FROM generate_series(1, ?) g`, id, cost, fmt.Sprint("c", id), n)
	e.exec(`UPDATE credit_account SET reserved = reserved + ?`, n*cost)
	return id
}

func (e *env) status(id int64) map[string]int64 {
	e.t.Helper()
	out := map[string]int64{}
	var rows []struct {
		Status string
		N      int64
	}
	if err := e.tenants.RunFor(context.Background(), e.ch, func(tx *gorm.DB) error {
		return tx.Raw(`SELECT status, count(*) AS n FROM communication_recipients WHERE communication_id = ? GROUP BY status`, id).Scan(&rows).Error
	}); err != nil {
		e.t.Fatal(err)
	}
	for _, r := range rows {
		out[r.Status] = r.N
	}
	return out
}

func (e *env) balance() (balance, reserved int64) {
	e.scan(`SELECT balance, reserved FROM credit_account`, &balance, &reserved)
	return
}

func (e *env) dispatchState(id int64) string {
	var s string
	if err := e.d.Gorm.Raw(`SELECT state FROM control.communication_dispatch WHERE church_id = ? AND communication_id = ?`, e.ch.ID, id).Row().Scan(&s); err != nil {
		e.t.Fatal(err)
	}
	return s
}

func TestSendOnceSettlesAndFinishes(t *testing.T) {
	e := newEnv(t)
	id := e.communication(250, 2, "sending")
	rep, err := e.svc.Send(e.ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Sent != 250 || !rep.Finished {
		t.Fatalf("report %+v", rep)
	}
	if n := e.fake.total(); n != 250 {
		t.Fatalf("provider got %d messages", n)
	}
	if got := e.status(id); got["sent"] != 250 {
		t.Fatalf("statuses %v", got)
	}
	if b, r := e.balance(); b != 10000-500 || r != 0 {
		t.Fatalf("balance %d reserved %d", b, r)
	}
	if n := e.count(`SELECT count(*) FROM credit_ledger WHERE kind = 'debit' AND idempotency_key LIKE 'debit:c%'`); n != 250 {
		t.Fatalf("%d debits", n)
	}
	var status string
	var finished *time.Time
	e.scan(fmt.Sprintf(`SELECT status, finished_at FROM communications WHERE id = %d`, id), &status, &finished)
	if status != "sent" || finished == nil {
		t.Fatalf("communication %s finished %v", status, finished)
	}
	if s := e.dispatchState(id); s != "done" {
		t.Fatalf("dispatch %s", s)
	}
	if got := e.fake.texts["+15550000007"]; got != "Hello P7" {
		t.Fatalf("text %q", got)
	}
	var ref string
	e.scan(fmt.Sprintf(`SELECT provider_ref FROM communication_recipients WHERE communication_id = %d AND address = '+15550000001'`, id), &ref)
	if !strings.HasPrefix(ref, "SM") {
		t.Fatalf("provider ref %q", ref)
	}

	// The task runs again (a retry, the dispatcher): nothing is sent twice, nothing paid twice.
	rep, err = e.svc.Send(e.ctx, id)
	if err != nil || rep.Sent != 0 || !rep.Finished {
		t.Fatalf("second run %+v %v", rep, err)
	}
	if n := e.fake.total(); n != 250 {
		t.Fatalf("provider got %d messages after the second run", n)
	}
	if b, _ := e.balance(); b != 10000-500 {
		t.Fatalf("balance %d after the second run", b)
	}
}

// A run that died between the provider's acceptance and the result's commit leaves rows in sending:
// the next run finds the accepted ones with the provider and sends only the others.
func TestDeadRunIsReconciledNotResent(t *testing.T) {
	e := newEnv(t)
	id := e.communication(100, 1, "sending")
	// Rows 1-30: claimed, and the provider has them; rows 31-50: claimed, the provider never got
	// them (the run died before the call).
	e.exec(`UPDATE communication_recipients SET status = 'sending', attempts = 1, attempt_started_at = now()
		WHERE communication_id = ? AND address <= '+15550000050'`, id)
	var keys []string
	if err := e.tenants.RunFor(context.Background(), e.ch, func(tx *gorm.DB) error {
		return tx.Raw(`SELECT attempt_key FROM communication_recipients WHERE communication_id = ? AND address <= '+15550000030'`, id).Scan(&keys).Error
	}); err != nil {
		t.Fatal(err)
	}
	for i, k := range keys {
		e.fake.byKey[k] = fmt.Sprintf("SMold%d", i)
		e.fake.count[fmt.Sprintf("+1555%07d", i+1)]++
	}
	rep, err := e.svc.Send(e.ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Reconciled != 30 || rep.Resent != 20 || !rep.Finished {
		t.Fatalf("report %+v", rep)
	}
	if twice := e.fake.twice(); len(twice) > 0 {
		t.Fatalf("sent twice to %v", twice)
	}
	if n := e.fake.total(); n != 100 {
		t.Fatalf("%d messages", n)
	}
	if n := e.count(`SELECT count(*) FROM credit_ledger WHERE kind = 'debit'`); n != 100 {
		t.Fatalf("%d debits", n)
	}
	var ref string
	e.scan(fmt.Sprintf(`SELECT provider_ref FROM communication_recipients WHERE communication_id = %d AND address = '+15550000001'`, id), &ref)
	if ref != "SMold0" {
		t.Fatalf("reconciled ref %q", ref)
	}
}

// A provider that accepts and then loses the answer (connection cut): the run reconciles by the
// attempt key instead of sending again.
func TestLostAnswerIsReconciled(t *testing.T) {
	e := newEnv(t)
	id := e.communication(120, 1, "sending")
	e.fake.lost = func(m delivery.Outgoing) bool { return strings.HasSuffix(m.To, "3") }
	rep, err := e.svc.Send(e.ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Reconciled != 12 || !rep.Finished {
		t.Fatalf("report %+v", rep)
	}
	if twice := e.fake.twice(); len(twice) > 0 || e.fake.total() != 120 {
		t.Fatalf("sent twice to %v, %d in all", twice, e.fake.total())
	}
	if got := e.status(id); got["sent"] != 120 {
		t.Fatalf("statuses %v", got)
	}
}

func TestFailuresReleaseAndOptOutsSkip(t *testing.T) {
	e := newEnv(t)
	id := e.communication(50, 3, "sending")
	// Opted out of text after the send was accepted.
	e.exec(`INSERT INTO do_not_contact (channel, address, method) VALUES ('text', '+15550000004', 'keyword'), ('voice', '+15550000005', 'staff')`)
	tries := map[string]int{}
	e.fake.refuse = func(m delivery.Outgoing) error {
		switch m.To {
		case "+15550000010":
			return delivery.Permanent(errors.New("twilio: 400 (code 21211: invalid To)"))
		case "+15550000011": // refused twice, then accepted
			tries[m.To]++
			if tries[m.To] <= 2 {
				return delivery.Temporary(errors.New("twilio: 429"))
			}
		case "+15550000012": // refused for ever
			return delivery.Temporary(errors.New("twilio: 429"))
		}
		return nil
	}
	e.svc.MaxAttempts = 4
	rep, err := e.svc.Send(e.ctx, id)
	for err == nil && !rep.Finished {
		rep, err = e.svc.Send(e.ctx, id)
	}
	if err != nil {
		t.Fatal(err)
	}
	got := e.status(id)
	if got["sent"] != 47 || got["failed"] != 2 || got["skipped"] != 1 {
		t.Fatalf("statuses %v", got)
	}
	if e.fake.count["+15550000004"] != 0 || e.fake.count["+15550000005"] != 1 {
		t.Fatalf("opted-out counts %v", e.fake.count)
	}
	if tries["+15550000011"] != 3 || e.fake.count["+15550000011"] != 1 {
		t.Fatalf("retried %d times, sent %d", tries["+15550000011"], e.fake.count["+15550000011"])
	}
	var errText string
	e.scan(fmt.Sprintf(`SELECT error FROM communication_recipients WHERE communication_id = %d AND address = '+15550000010'`, id), &errText)
	if !strings.Contains(errText, "21211") {
		t.Fatalf("error %q", errText)
	}
	if b, r := e.balance(); b != 10000-47*3 || r != 0 {
		t.Fatalf("balance %d reserved %d", b, r)
	}
	if n := e.count(`SELECT count(*) FROM credit_ledger WHERE kind = 'release'`); n != 3 {
		t.Fatalf("%d releases", n)
	}
}

func TestScheduledStartsWhenDue(t *testing.T) {
	e := newEnv(t)
	id := e.communication(5, 1, "scheduled")
	rep, err := e.svc.Send(e.ctx, id)
	if err != nil || !rep.NotDue || e.fake.total() != 0 {
		t.Fatalf("before its time: %+v %v, %d sent", rep, err, e.fake.total())
	}
	var due time.Time
	if err := e.d.Gorm.Raw(`SELECT due_at FROM control.communication_dispatch WHERE communication_id = ?`, id).Row().Scan(&due); err != nil {
		t.Fatal(err)
	}
	if time.Until(due) < 50*time.Minute {
		t.Fatalf("dispatch due %v, want the schedule", due)
	}
	e.exec(`UPDATE communications SET scheduled_at = now() - interval '1 second' WHERE id = ?`, id)
	rep, err = e.svc.Send(e.ctx, id)
	if err != nil || !rep.Finished || rep.Sent != 5 {
		t.Fatalf("at its time: %+v %v", rep, err)
	}
	// A cancelled one sends nothing and its dispatch row is done.
	id2 := e.communication(5, 1, "cancelled")
	rep, err = e.svc.Send(e.ctx, id2)
	if err != nil || !rep.Finished || e.fake.total() != 5 || e.dispatchState(id2) != "done" {
		t.Fatalf("cancelled: %+v %v", rep, err)
	}
}

func TestOneRunAtATime(t *testing.T) {
	e := newEnv(t)
	id := e.communication(60, 1, "sending")
	started := make(chan struct{})
	release := make(chan struct{})
	var once sync.Once
	e.fake.refuse = func(delivery.Outgoing) error {
		once.Do(func() { close(started) })
		<-release
		return nil
	}
	e.svc.Concurrency = 1
	e.svc.Lanes = 1
	done := make(chan error)
	go func() {
		_, err := e.svc.Send(e.ctx, id)
		done <- err
	}()
	<-started
	// The provider's lock is held by the fake, so this second run cannot use it; it never gets
	// that far: the communication's lock refuses it first.
	if _, err := e.svc.Send(e.ctx, id); !errors.Is(err, delivery.ErrBusy) {
		t.Fatalf("second run: %v, want ErrBusy", err)
	}
	close(release)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if n := e.fake.total(); n != 60 {
		t.Fatalf("%d messages", n)
	}
}

func TestUpdateStatus(t *testing.T) {
	e := newEnv(t)
	id := e.communication(3, 1, "sending")
	if _, err := e.svc.Send(e.ctx, id); err != nil {
		t.Fatal(err)
	}
	var ref string
	e.scan(fmt.Sprintf(`SELECT provider_ref FROM communication_recipients WHERE communication_id = %d AND address = '+15550000002'`, id), &ref)
	run := func(ref, status, code string) error {
		return e.tenants.RunFor(context.Background(), e.ch, func(tx *gorm.DB) error { return delivery.UpdateStatus(tx, ref, status, code) })
	}
	for _, tc := range []struct {
		status, code, want string
	}{
		{"sent", "", "sent"},
		{"undelivered", "30003", "undelivered"},
		{"delivered", "", "undelivered"}, // final: never replaced
		{"sending", "", "undelivered"},
	} {
		if err := run(ref, tc.status, tc.code); err != nil {
			t.Fatal(err)
		}
		var st, errText string
		e.scan(fmt.Sprintf(`SELECT status, error FROM communication_recipients WHERE provider_ref = '%s'`, ref), &st, &errText)
		if st != tc.want {
			t.Fatalf("after %s: %s", tc.status, st)
		}
		if st == "undelivered" && !strings.Contains(errText, "30003") {
			t.Fatalf("error %q", errText)
		}
	}
	e.scan(fmt.Sprintf(`SELECT provider_ref FROM communication_recipients WHERE communication_id = %d AND address = '+15550000003'`, id), &ref)
	if err := run(ref, "delivered", ""); err != nil {
		t.Fatal(err)
	}
	if n := e.count(`SELECT count(*) FROM communication_recipients WHERE status = 'delivered'`); n != 1 {
		t.Fatalf("%d delivered", n)
	}
	if err := run("SMnothing", "delivered", ""); !errors.Is(err, delivery.ErrUnknownRef) {
		t.Fatalf("unknown ref: %v", err)
	}
	if err := run(ref, "exploded", ""); !errors.Is(err, delivery.ErrUnknownStatus) {
		t.Fatalf("unknown status: %v", err)
	}
}

func TestPlan(t *testing.T) {
	e := newEnv(t)
	running := e.communication(1, 1, "sending")
	sent := e.communication(1, 1, "sent")
	if err := e.d.Gorm.Exec(`INSERT INTO control.communication_dispatch (church_id, communication_id, due_at, updated_at) VALUES
		(?, 9001, now(), now() - interval '10 minutes'), (?, 9002, now(), now())`, e.ch.ID, e.ch.ID).Error; err != nil {
		t.Fatal(err)
	}
	if err := e.d.Gorm.Exec(`UPDATE control.communication_dispatch SET state = 'running', updated_at = now() - interval '1 minute' WHERE communication_id = ?`, running).Error; err != nil {
		t.Fatal(err)
	}
	rows, err := delivery.Due(context.Background(), e.d.Gorm, 100)
	if err != nil {
		t.Fatal(err)
	}
	acts, err := e.svc.Plan(e.ctx, rows, 2*time.Minute, 20*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int64]delivery.Action{running: delivery.ActionRescue, sent: delivery.ActionDone, 9001: delivery.ActionDone, 9002: delivery.ActionNone}
	if len(rows) != len(want) {
		t.Fatalf("%d due rows", len(rows))
	}
	for i, r := range rows {
		if acts[i] != want[r.CommunicationID] {
			t.Errorf("communication %d: action %d, want %d", r.CommunicationID, acts[i], want[r.CommunicationID])
		}
	}
}
