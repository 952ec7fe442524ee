package worker_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
	"congregate/tenantapi/auth/accounts"
	"congregate/worker"
	"congregate/worker/ledger"
	"congregate/worker/outbox"
)

// processed is one task the in-process server finished.
type processed struct {
	id  string
	err error
}

// TestEndToEnd runs the worker's mux in an asynq server against the test Redis: messages reach the
// outbox once, even when the same message is enqueued again after it was sent.
func TestEndToEnd(t *testing.T) {
	d := testutil.NewDatabase(t)
	box, err := outbox.New(filepath.Join(t.TempDir(), "outbox.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	opt, err := jobs.RedisOpt(testutil.RedisURL())
	if err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.NewTextHandler(t.Output(), nil))

	// A queue of this run's own, so parallel test runs on the shared Redis never take each other's
	// tasks. Everything else is the production configuration.
	queue := "test-worker-" + auth.NewToken(6)
	cfg := worker.ServerConfig(4, log)
	cfg.Queues = map[string]int{queue: 1}
	cfg.TaskCheckInterval = 20 * time.Millisecond
	cfg.ShutdownTimeout = 2 * time.Second
	deps := worker.Deps{Ledger: ledger.New(d.Gorm), Senders: worker.Senders{SMS: box, Email: box}, Tenants: db.NewTenants(d.Gorm),
		ChurchURL: func(short string) string { return "http://" + short + ".test.localhost" }}
	mux := worker.NewMux(deps, tenancy.NewResolver(d.Gorm, "test.localhost", time.Minute), log)
	done := make(chan processed, 16)
	srv := asynq.NewServer(opt, cfg)
	if err := srv.Start(asynq.HandlerFunc(func(ctx context.Context, t *asynq.Task) error {
		err := mux.ProcessTask(ctx, t)
		id, _ := asynq.GetTaskID(ctx)
		done <- processed{id, err}
		return err
	})); err != nil {
		t.Fatal(err)
	}
	client := asynq.NewClient(opt)
	inspector := asynq.NewInspector(opt)
	t.Cleanup(func() {
		srv.Shutdown()
		if err := inspector.DeleteQueue(queue, true); err != nil && !errors.Is(err, asynq.ErrQueueNotFound) {
			t.Errorf("delete queue %s: %v", queue, err)
		}
		inspector.Close()
		client.Close()
	})

	// enqueue does what jobs.Client does (same task constructors, TaskID = idempotency key) on this
	// run's queue.
	enqueue := func(t *testing.T, build func(jobs.Message) (*asynq.Task, error), m jobs.Message) {
		t.Helper()
		task, err := build(m)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := client.Enqueue(task, asynq.Queue(queue), asynq.TaskID(m.Key)); err != nil {
			t.Fatal(err)
		}
	}
	waitProcessed := func(t *testing.T, id string) error {
		t.Helper()
		timeout := time.After(10 * time.Second)
		for {
			select {
			case p := <-done:
				if p.id == id {
					return p.err
				}
			case <-timeout:
				t.Fatalf("task %s was not processed", id)
			}
		}
	}
	// waitGone waits until asynq has forgotten a completed task, so its ID can be enqueued again.
	waitGone := func(t *testing.T, id string) {
		t.Helper()
		for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
			if _, err := inspector.GetTaskInfo(queue, id); errors.Is(err, asynq.ErrTaskNotFound) {
				return
			}
		}
		t.Fatalf("task %s still in Redis", id)
	}

	for _, tc := range []struct {
		name  string
		build func(jobs.Message) (*asynq.Task, error)
		msg   jobs.Message
	}{
		{"sms", jobs.NewSMSTask, jobs.Message{Church: "grace", To: "+15550001", Body: "Your code is 123456"}},
		{"email", jobs.NewEmailTask, jobs.Message{To: "a@example.org", Subject: "Reset", Body: "Your code is 654321"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := tc.msg
			m.Key = tc.name + ":" + auth.NewToken(8)
			enqueue(t, tc.build, m)
			if err := waitProcessed(t, m.Key); err != nil {
				t.Fatal(err)
			}
			assertOutbox(t, box.Path(), m, tc.name)

			waitGone(t, m.Key)
			enqueue(t, tc.build, m) // a duplicate the API enqueues after the first was sent
			if err := waitProcessed(t, m.Key); err != nil {
				t.Fatal(err)
			}
			assertOutbox(t, box.Path(), m, tc.name)
		})
	}

	// A forgot request: the worker finds the account and sends its link once, however often the
	// task runs; an unknown account gets nothing.
	t.Run("reset request", func(t *testing.T) {
		church, err := provisioning.Provision(context.Background(), d.Gorm, provisioning.Spec{ShortName: "resets", FullName: "Reset Chapel",
			Admins: []provisioning.UserSpec{{FirstName: "Ann", LastName: "Reset", Email: "ann@reset.test", Password: "Grace@2026!", Roles: []string{"Super Admin"}}}})
		if err != nil {
			t.Fatal(err)
		}
		send := func(t *testing.T, req jobs.ResetRequest) {
			t.Helper()
			task, err := jobs.NewResetRequestTask(req)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := client.Enqueue(task, asynq.Queue(queue), asynq.TaskID(req.ID)); err != nil {
				t.Fatal(err)
			}
			if err := waitProcessed(t, req.ID); err != nil {
				t.Fatal(err)
			}
		}
		tokens := func() (n int) {
			d.Gorm.Raw(`SELECT count(*) FROM ` + church.SchemaName + `.auth_tokens WHERE kind = 'reset_password'`).Scan(&n)
			return n
		}
		req := jobs.ResetRequest{Tenant: jobs.In(church.ID), ID: "reset-" + auth.NewToken(8), Identifier: "Ann@Reset.test", TokenType: "password"}
		send(t, req)
		sent := outboxLines(t, box.Path(), accounts.ResetKey(church.ID, req.ID))
		if len(sent) != 1 || sent[0].To != "ann@reset.test" || sent[0].Channel != "email" ||
			!strings.Contains(sent[0].Body, "http://resets.test.localhost/reset_password?t=") || tokens() != 1 {
			t.Fatalf("outbox %+v, %d tokens", sent, tokens())
		}
		waitGone(t, req.ID)
		send(t, req) // at-least-once: the same request again
		if n := len(outboxLines(t, box.Path(), accounts.ResetKey(church.ID, req.ID))); n != 1 || tokens() != 1 {
			t.Fatalf("a retried request sent %d messages and left %d tokens", n, tokens())
		}
		unknown := jobs.ResetRequest{Tenant: jobs.In(church.ID), ID: "reset-" + auth.NewToken(8), Identifier: "nobody@reset.test", TokenType: "password"}
		send(t, unknown)
		if n := len(outboxLines(t, box.Path(), accounts.ResetKey(church.ID, unknown.ID))); n != 0 {
			t.Fatalf("%d messages for an unknown account", n)
		}
	})

	for name, task := range map[string]*asynq.Task{
		"bad payload":                  asynq.NewTask(jobs.TypeSMS, []byte(`{"key":`)),
		"church task without a church": asynq.NewTask(jobs.TypePeopleImport, []byte(`{"importId":1}`)),
		"church task of no church":     asynq.NewTask(jobs.TypePeopleImport, []byte(`{"churchId":987654321,"importId":1}`)),
	} {
		t.Run(name+" is archived without retry", func(t *testing.T) {
			id := "bad:" + auth.NewToken(8)
			if _, err := client.Enqueue(task, asynq.Queue(queue), asynq.TaskID(id)); err != nil {
				t.Fatal(err)
			}
			if err := waitProcessed(t, id); !errors.Is(err, asynq.SkipRetry) {
				t.Fatalf("err %v, want SkipRetry", err)
			}
			for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
				info, err := inspector.GetTaskInfo(queue, id)
				if err == nil && info.State == asynq.TaskStateArchived {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("task not archived: %+v %v", info, err)
				}
			}
		})
	}
}

// assertOutbox checks that the outbox holds exactly one line for m.Key, and that it is m.
func assertOutbox(t *testing.T, path string, m jobs.Message, channel string) {
	t.Helper()
	found := outboxLines(t, path, m.Key)
	if len(found) != 1 {
		t.Fatalf("outbox holds %d lines for %s, want 1", len(found), m.Key)
	}
	r := found[0]
	if r.Channel != channel || r.Church != m.Church || r.To != m.To || r.Subject != m.Subject || r.Body != m.Body {
		t.Fatalf("outbox record %+v for message %+v", r, m)
	}
}

// outboxLines are the outbox's records of one idempotency key.
func outboxLines(t *testing.T, path, key string) []outbox.Record {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var found []outbox.Record
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var r outbox.Record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("outbox line %q: %v", sc.Text(), err)
		}
		if r.ID == key {
			found = append(found, r)
		}
	}
	return found
}
