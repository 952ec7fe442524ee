package worker_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
	"congregate/tenantapi/communications/credits"
	"congregate/tenantapi/communications/delivery"
	"congregate/worker"
	"congregate/worker/ledger"
	"congregate/worker/outbox"
)

// A communications:send task through the registry and the church middleware reaches every
// recipient once through the outbox, pays each message and finishes the communication.
func TestCommunicationSendEndToEnd(t *testing.T) {
	d := testutil.NewDatabase(t)
	ch, err := provisioning.Provision(context.Background(), d.Gorm, provisioning.Spec{ShortName: "grace", FullName: "Grace Chapel",
		Admins: []provisioning.UserSpec{{FirstName: "Ann", LastName: "Admin", Email: "admin@grace.test", Password: "Grace@2026!", Roles: []string{"Super Admin"}}}})
	if err != nil {
		t.Fatal(err)
	}
	tenants := db.NewTenants(d.Gorm)
	var id int64
	if err := tenants.RunFor(context.Background(), ch, func(tx *gorm.DB) error {
		if _, err := credits.Grant(tx, "grant:e2e", 100, "grant", "", "", 0); err != nil {
			return err
		}
		if err := tx.Raw(`SELECT nextval('communications_id_seq')`).Row().Scan(&id); err != nil {
			return err
		}
		if err := tx.Exec(`INSERT INTO communications (id, channel, idempotency_key, body, status, recipients, credits)
			VALUES (?, 'sms', 'e2e', 'Hello {first_name}', 'sending', 3, 3)`, id).Error; err != nil {
			return err
		}
		if err := tx.Exec(`INSERT INTO communication_recipients (communication_id, name, address, merge, cost, attempt_key)
			SELECT ?, 'P' || g, '+1555000000' || g, jsonb_build_object('firstName', 'P' || g), 1, 'c' || ? || '-r' || g
			FROM generate_series(1, 3) g`, id, id).Error; err != nil {
			return err
		}
		return credits.Reserve(tx, "reserve:e2e", 3, id, 0)
	}); err != nil {
		t.Fatal(err)
	}
	if err := d.Gorm.Exec(`INSERT INTO control.communication_dispatch (church_id, communication_id, due_at) VALUES (?, ?, now())`, ch.ID, id).Error; err != nil {
		t.Fatal(err)
	}

	box, err := outbox.New(filepath.Join(t.TempDir(), "outbox.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	opt, _ := jobs.RedisOpt(testutil.RedisURL())
	log := slog.New(slog.NewTextHandler(t.Output(), nil))
	queue := "test-comms-" + auth.NewToken(6)
	cfg := worker.ServerConfig(2, log)
	cfg.Queues = map[string]int{queue: 1}
	cfg.TaskCheckInterval = 20 * time.Millisecond
	cfg.ShutdownTimeout = 2 * time.Second
	deps := worker.Deps{Ledger: ledger.New(d.Gorm), Tenants: tenants, Control: d.Gorm, LinkSecret: []byte("s"),
		Senders:   worker.Senders{SMS: box, Email: box, Channels: delivery.Providers{"sms": box}},
		ChurchURL: func(short string) string { return "https://" + short + ".test.localhost" }}
	mux := worker.NewMux(deps, tenancy.NewResolver(d.Gorm, "test.localhost", time.Minute), log)
	done := make(chan error, 4)
	srv := asynq.NewServer(opt, cfg)
	if err := srv.Start(asynq.HandlerFunc(func(ctx context.Context, task *asynq.Task) error {
		err := mux.ProcessTask(ctx, task)
		done <- err
		return err
	})); err != nil {
		t.Fatal(err)
	}
	inspector := asynq.NewInspector(opt)
	t.Cleanup(func() {
		srv.Shutdown()
		if err := inspector.DeleteQueue(queue, true); err != nil && !errors.Is(err, asynq.ErrQueueNotFound) {
			t.Logf("delete queue: %v", err)
		}
		inspector.Close()
	})
	client := jobs.NewClient(opt)
	client.Queue = queue
	defer client.Close()
	if err := client.EnqueueCommunicationSend(context.Background(), jobs.CommunicationSend{Tenant: jobs.In(ch.ID), CommunicationID: id}); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the send task was not processed")
	}

	f, err := os.Open(box.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seen := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var r outbox.Record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		if _, twice := seen[r.To]; twice {
			t.Errorf("%s got two messages", r.To)
		}
		seen[r.To] = r.Body
	}
	if len(seen) != 3 || seen["+15550000002"] != "Hello P2" {
		t.Fatalf("outbox %v", seen)
	}
	var status string
	var debits int64
	if err := tenants.RunFor(context.Background(), ch, func(tx *gorm.DB) error {
		if err := tx.Raw(`SELECT status FROM communications WHERE id = ?`, id).Row().Scan(&status); err != nil {
			return err
		}
		return tx.Raw(`SELECT count(*) FROM credit_ledger WHERE kind = 'debit' AND communication_id = ?`, id).Row().Scan(&debits)
	}); err != nil {
		t.Fatal(err)
	}
	if status != "sent" || debits != 3 {
		t.Fatalf("communication %s, %d debits", status, debits)
	}
}
