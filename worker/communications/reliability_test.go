//go:build reliability

// The reliability run of issue 12 (make reliability; not in make test): a 2,000-recipient SMS send
// through the real worker binary, a Redis of its own and a fake Twilio, the worker killed -9 five
// times at random moments and Redis restarted once; then every recipient must have exactly one
// message and the ledger exactly one debit per message. docs/reliability.md has a run's figures.
package communications_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"gorm.io/gorm"

	"congregate/internal/faketwilio"
	"congregate/internal/jobs"
	"congregate/internal/platform/db"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
	"congregate/tenantapi/communications/credits"
)

const (
	relRecipients = 2000
	relRedisPort  = "6390"
	relKills      = 5
)

func startRedis(t *testing.T, dir string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command("redis-server", "--port", relRedisPort, "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir)
	cmd.Stdout, cmd.Stderr = nil, nil
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 100; i++ {
		if c, err := net.Dial("tcp", "127.0.0.1:"+relRedisPort); err == nil {
			c.Close()
			return cmd
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("redis-server did not start on " + relRedisPort)
	return nil
}

func TestReliability(t *testing.T) {
	root := moduleRoot(t)
	dir := t.TempDir()
	d := testutil.NewDatabase(t)
	ch, err := provisioning.Provision(context.Background(), d.Gorm, provisioning.Spec{ShortName: "reliable", FullName: "Reliable Chapel",
		Admins: []provisioning.UserSpec{{FirstName: "Ann", LastName: "Admin", Email: "admin@reliable.test", Password: "Grace@2026!", Roles: []string{"Super Admin"}}}})
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

	// The church: 5,000 credits granted, a 2,000-recipient SMS accepted as messages does it (the
	// dispatch row first, then the communication, its recipients and the reservation).
	const granted = 5000
	var id int64
	run(func(tx *gorm.DB) error {
		if _, err := credits.Grant(tx, "grant:reliability", granted, "grant", "reliability run", "", 0); err != nil {
			return err
		}
		return tx.Raw(`SELECT nextval('communications_id_seq')`).Row().Scan(&id)
	})
	if err := d.Gorm.Exec(`INSERT INTO control.communication_dispatch (church_id, communication_id, due_at) VALUES (?, ?, now())`, ch.ID, id).Error; err != nil {
		t.Fatal(err)
	}
	run(func(tx *gorm.DB) error {
		if err := tx.Exec(`INSERT INTO communications (id, channel, idempotency_key, body, status, recipients, credits)
			VALUES (?, 'sms', 'reliability', 'Service at 10 on Sunday, {first_name}', 'sending', ?, ?)`, id, relRecipients, relRecipients).Error; err != nil {
			return err
		}
		if err := tx.Exec(`INSERT INTO communication_recipients (communication_id, name, address, merge, cost, attempt_key)
			SELECT ?, 'Person ' || g, '+1555' || lpad(g::text, 7, '0'), jsonb_build_object('firstName', 'P' || g, 'lastName', 'L'), 1, 'c' || ? || '-r' || g
			FROM generate_series(1, ?) g`, id, id, relRecipients).Error; err != nil {
			return err
		}
		return credits.Reserve(tx, fmt.Sprint("reserve:", id), relRecipients, id, 0)
	})

	// Fake Twilio, in this process (it outlives every worker): 40 ms a message, so the send lasts
	// long enough to be killed in.
	fake := faketwilio.New("ACreliability", "reliability-token")
	fake.Latency = 40 * time.Millisecond
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: fake}
	go func() { _ = hs.Serve(ln) }()
	defer hs.Close()

	redis := startRedis(t, dir)
	defer func() { _ = redis.Process.Kill(); _ = redis.Wait() }()

	bin := filepath.Join(dir, "worker")
	build := exec.Command("go", "build", "-o", bin, "./worker/cmd/worker")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build worker: %v\n%s", err, out)
	}
	logf, err := os.Create(filepath.Join(dir, "worker.log"))
	if err != nil {
		t.Fatal(err)
	}
	defer logf.Close()
	env := append(os.Environ(),
		"DATABASE_URL="+d.DSN, "REDIS_URL=redis://127.0.0.1:"+relRedisPort+"/0",
		"SMS_PROVIDER=twilio", "TWILIO_ACCOUNT_SID=ACreliability", "TWILIO_AUTH_TOKEN=reliability-token",
		"TWILIO_FROM=+15005550006", "TWILIO_API_BASE=http://"+ln.Addr().String(),
		"EMAIL_PROVIDER=outbox", "OUTBOX_FILE="+filepath.Join(dir, "outbox.jsonl"), "BASE_DOMAIN=test.localhost",
		"WORKER_HEALTH_ADDR=127.0.0.1:0", "WORKER_CONCURRENCY=4", "DISPATCH_INTERVAL=500ms", "DISPATCH_STALE=3s",
		"COMMS_BATCH_SIZE=50", "COMMS_CONCURRENCY=8", "COMMS_LANES=1")
	var worker *exec.Cmd
	startWorker := func() {
		worker = exec.Command(bin)
		worker.Env, worker.Stdout, worker.Stderr = env, logf, logf
		if err := worker.Start(); err != nil {
			t.Fatal(err)
		}
	}
	sent := func() (n int64) {
		run(func(tx *gorm.DB) error {
			return tx.Raw(`SELECT count(*) FROM communication_recipients WHERE communication_id = ? AND status <> 'queued'`, id).Row().Scan(&n)
		})
		return n
	}
	start := time.Now()
	startWorker()
	defer func() {
		if worker != nil && worker.Process != nil {
			_ = worker.Process.Kill()
			_, _ = worker.Process.Wait()
		}
	}()

	// The API enqueues the send; everything after that is the worker's and the dispatcher's.
	opt, _ := jobs.RedisOpt("redis://127.0.0.1:" + relRedisPort + "/0")
	client := jobs.NewClient(opt)
	if err := client.EnqueueCommunicationSend(context.Background(), jobs.CommunicationSend{Tenant: jobs.In(ch.ID), CommunicationID: id}); err != nil {
		t.Fatal(err)
	}
	client.Close()

	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 12))
	var events []string
	for k := 1; k <= relKills; k++ {
		time.Sleep(time.Duration(800+rng.IntN(2200)) * time.Millisecond)
		_ = worker.Process.Kill() // SIGKILL: no shutdown, no cleanup
		_, _ = worker.Process.Wait()
		events = append(events, fmt.Sprintf("%5.1fs kill -9 #%d (%d of %d recipients past queued; fake Twilio holds %d)",
			time.Since(start).Seconds(), k, sent(), relRecipients, fake.Stats().Messages))
		if k == 3 {
			_ = redis.Process.Kill()
			_ = redis.Wait()
			redis = startRedis(t, dir)
			events = append(events, fmt.Sprintf("%5.1fs Redis restarted (empty: every queued task lost)", time.Since(start).Seconds()))
		}
		time.Sleep(200 * time.Millisecond)
		startWorker()
	}

	deadline := time.Now().Add(5 * time.Minute)
	var status string
	for time.Now().Before(deadline) {
		run(func(tx *gorm.DB) error {
			return tx.Raw(`SELECT status FROM communications WHERE id = ?`, id).Row().Scan(&status)
		})
		if status == "sent" {
			break
		}
		time.Sleep(250 * time.Millisecond)
	}
	took := time.Since(start)
	for _, e := range events {
		t.Log(e)
	}
	if status != "sent" {
		t.Fatalf("the communication is %s after %v (worker log: %s)", status, took, logf.Name())
	}

	st := fake.Stats()
	var counts struct {
		Sent, Other, Retried, Debits, DebitSum, Releases int64
		Balance, Reserved                                int64
	}
	run(func(tx *gorm.DB) error {
		if err := tx.Raw(`SELECT count(*) FILTER (WHERE status = 'sent'), count(*) FILTER (WHERE status <> 'sent'),
			count(*) FILTER (WHERE attempts > 1) FROM communication_recipients WHERE communication_id = ?`, id).Row().
			Scan(&counts.Sent, &counts.Other, &counts.Retried); err != nil {
			return err
		}
		if err := tx.Raw(`SELECT count(*) FILTER (WHERE kind = 'debit'), COALESCE(-sum(amount) FILTER (WHERE kind = 'debit'), 0),
			count(*) FILTER (WHERE kind = 'release') FROM credit_ledger WHERE communication_id = ?`, id).Row().
			Scan(&counts.Debits, &counts.DebitSum, &counts.Releases); err != nil {
			return err
		}
		return tx.Raw(`SELECT balance, reserved FROM credit_account`).Row().Scan(&counts.Balance, &counts.Reserved)
	})
	var dispatch string
	_ = d.Gorm.Raw(`SELECT state FROM control.communication_dispatch WHERE church_id = ? AND communication_id = ?`, ch.ID, id).Row().Scan(&dispatch)
	t.Logf("finished in %.1fs: fake Twilio %d messages to %d recipients, %d duplicates; recipients sent %d, other %d, with more than one attempt %d; "+
		"ledger %d debits (%d credits), %d releases; balance %d (granted %d), reserved %d; dispatch %s",
		took.Seconds(), st.Messages, st.Recipients, len(st.Duplicates), counts.Sent, counts.Other, counts.Retried,
		counts.Debits, counts.DebitSum, counts.Releases, counts.Balance, granted, counts.Reserved, dispatch)

	if st.Messages != relRecipients || st.Recipients != relRecipients || len(st.Duplicates) != 0 {
		t.Errorf("fake Twilio: %d messages to %d recipients, duplicates %v", st.Messages, st.Recipients, st.Duplicates)
	}
	if counts.Sent != relRecipients || counts.Other != 0 {
		t.Errorf("recipients: %d sent, %d otherwise", counts.Sent, counts.Other)
	}
	if counts.Debits != relRecipients || counts.DebitSum != relRecipients || counts.Balance != granted-relRecipients || counts.Reserved != 0 {
		t.Errorf("ledger: %d debits of %d credits, balance %d, reserved %d", counts.Debits, counts.DebitSum, counts.Balance, counts.Reserved)
	}
	if dispatch != "done" {
		t.Errorf("dispatch row %s", dispatch)
	}
}
