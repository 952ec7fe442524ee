package main

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/redisconn"
	"congregate/internal/testutil"
)

func TestTasksCommand(t *testing.T) {
	f := newOpsFixture(t)
	queue := "test-" + strings.ToLower(strings.NewReplacer("-", "", "_", "").Replace(auth.NewToken(8)))
	opt, err := jobs.RedisOpt(testutil.RedisURL())
	if err != nil {
		t.Fatal(err)
	}
	insp := asynq.NewInspector(opt)
	t.Cleanup(func() { _ = insp.DeleteQueue(queue, true); insp.Close() })
	c := command{t: t, run: func(args []string, out io.Writer) error {
		return tasksCommand(f.ctx, redisconn.FromURL(testutil.RedisURL()), f.d.Gorm, args, out)
	}}
	ok, fails := c.ok, c.fails

	var out bytes.Buffer
	if err := tasksCommand(f.ctx, redisconn.FromURL(testutil.RedisURL()), f.d.Gorm, []string{"enqueue", "--queue", queue, "--type", "test:later",
		"--payload", `{"churchId":1}`, "--in", "1h"}, &out); err != nil || !strings.Contains(out.String(), "scheduled") {
		t.Fatalf("enqueue: %q %v", out.String(), err)
	}
	id := strings.Fields(strings.SplitN(out.String(), "task ", 2)[1])[0]

	ok("1 tasks", "list", "--queue", queue, "--state", "scheduled")
	ok(id+"  test:later  church 1 alpha Church", "list", "--queue", queue, "--state", "scheduled")
	ok("killed", "archive", "--queue", queue, "--id", id)
	ok(id, "list", "--queue", queue, "--state", "archived")
	ok("queued to run now", "retry", "--queue", queue, "--id", id)
	ok(id, "list", "--queue", queue, "--state", "pending")
	fails("is pending: only a scheduled, retry or dead task can be run now", "retry", "--queue", queue, "--id", id)
	ok("deleted", "delete", "--queue", queue, "--id", id)
	fails("No task", "delete", "--queue", queue, "--id", id)
	fails("No queue", "list", "--queue", "test-nowhere-"+queue)
	fails("queue must be", "list", "--queue", "bad queue")
	fails("state must be", "list", "--queue", queue, "--state", "done")
	fails("--payload must be JSON", "enqueue", "--queue", queue, "--type", "x", "--payload", "{")
	fails("--type is required", "enqueue", "--queue", queue)
	fails("unknown command tasks", "rerun")

	var n int64
	f.d.Gorm.Raw(`SELECT count(*) FROM control.operator_audit WHERE action IN ('queue.archive', 'queue.retry', 'queue.delete') AND outcome = 'ok' AND operator_email LIKE 'ops%'`).Scan(&n)
	if n != 3 {
		t.Fatalf("%d audit rows", n)
	}
}
