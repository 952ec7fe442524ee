package queues_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"

	"congregate/controlplane/ops/opstest"
	"congregate/controlplane/ops/queues"
	"congregate/internal/jobs"
	"congregate/internal/platform/httpx"
	"congregate/internal/testutil"
)

// env is the operator host (reading the tests' Redis), with tasks put on the test's own queue.
func env(t *testing.T) (*opstest.Env, *asynq.Client) {
	e := opstest.New(t)
	opt, err := jobs.RedisOpt(testutil.RedisURL())
	if err != nil {
		t.Fatal(err)
	}
	client := asynq.NewClient(opt)
	t.Cleanup(func() { client.Close() })
	return e, client
}

func put(t *testing.T, e *opstest.Env, client *asynq.Client, typ, payload string, opts ...asynq.Option) string {
	t.Helper()
	info, err := client.Enqueue(asynq.NewTask(typ, []byte(payload)), append(opts, asynq.Queue(e.Queue))...)
	if err != nil {
		t.Fatal(err)
	}
	return info.ID
}

func tasks(t *testing.T, c *opstest.Client, body map[string]any) (httpx.Page[queues.TaskRow], *opstest.Resp) {
	t.Helper()
	var p httpx.Page[queues.TaskRow]
	res := c.Post("/api/ops/queues/tasks", body).Expect(t, http.StatusOK)
	res.Decode(t, &p)
	return p, res
}

func TestQueues(t *testing.T) {
	e, client := env(t)
	alpha, bravo := e.Church("alpha", "Alpha Church"), e.Church("bravo", "Bravo Church")
	a1 := put(t, e, client, "test:one", fmt.Sprintf(`{"churchId":%d,"to":"secret@example.org"}`, alpha.ID))
	put(t, e, client, "test:two", fmt.Sprintf(`{"churchId":%d}`, bravo.ID))
	odd := put(t, e, client, "test:three", `not json`)
	later := put(t, e, client, "test:later", fmt.Sprintf(`{"churchId":%d}`, alpha.ID), asynq.ProcessIn(time.Hour))

	sup, op := e.SignedIn("support"), e.SignedIn("operator")
	var qs queues.Queues
	sup.Post("/api/ops/queues/list", map[string]any{}).Expect(t, http.StatusOK).Decode(t, &qs)
	var mine *queues.QueueRow
	for i := range qs.Queues {
		if qs.Queues[i].Queue == e.Queue {
			mine = &qs.Queues[i]
		}
	}
	if mine == nil || mine.Pending != 3 || mine.Scheduled != 1 || mine.Archived != 0 {
		t.Fatalf("queues %+v", qs)
	}

	p, res := tasks(t, sup, map[string]any{"queue": e.Queue, "state": "pending"})
	if p.Total != 3 || len(p.Items) != 3 || strings.Contains(string(res.Body), "secret@example.org") || strings.Contains(string(res.Body), "not json") {
		t.Fatalf("pending %s", res.Body)
	}
	for _, r := range p.Items {
		switch r.ID {
		case a1:
			if r.ChurchID == nil || *r.ChurchID != alpha.ID || r.ChurchName != "Alpha Church" || r.Type != "test:one" || r.State != "pending" {
				t.Fatalf("alpha's task %+v", r)
			}
		case odd:
			if r.ChurchID != nil || r.ChurchName != "" {
				t.Fatalf("task without church %+v", r)
			}
		}
	}
	p, _ = tasks(t, sup, map[string]any{"queue": e.Queue, "state": "pending", "churchId": alpha.ID})
	if p.Total != 1 || p.Items[0].ID != a1 || p.TotalCapped {
		t.Fatalf("alpha's pending %+v", p)
	}
	p, _ = tasks(t, sup, map[string]any{"queue": e.Queue, "state": "pending", "page": 1, "pageSize": 2})
	if p.Total != 3 || len(p.Items) != 1 {
		t.Fatalf("page 2 %+v", p)
	}
	p, _ = tasks(t, sup, map[string]any{"queue": e.Queue, "state": "scheduled"})
	if p.Total != 1 || p.Items[0].ID != later || p.Items[0].NextProcessAt == nil || p.Items[0].ChurchName != "Alpha Church" {
		t.Fatalf("scheduled %+v", p)
	}

	// Support reads only.
	sup.Post("/api/ops/queues/archive", map[string]any{"queue": e.Queue, "id": later}).Expect(t, http.StatusForbidden)

	// Kill the scheduled task: it is dead (archived); run it again from there: pending.
	op.Post("/api/ops/queues/archive", map[string]any{"queue": e.Queue, "id": later}).Expect(t, http.StatusOK)
	p, _ = tasks(t, sup, map[string]any{"queue": e.Queue, "state": "archived", "churchId": alpha.ID})
	if p.Total != 1 || p.Items[0].ID != later || p.Items[0].State != "archived" {
		t.Fatalf("archived %+v", p)
	}
	res = op.Post("/api/ops/queues/archive", map[string]any{"queue": e.Queue, "id": later})
	if res.Status != http.StatusConflict || !strings.Contains(res.Message, "is dead") {
		t.Fatalf("archive twice: %d %s", res.Status, res.Body)
	}
	op.Post("/api/ops/queues/retry", map[string]any{"queue": e.Queue, "id": later}).Expect(t, http.StatusOK)
	p, _ = tasks(t, sup, map[string]any{"queue": e.Queue, "state": "pending", "churchId": alpha.ID})
	if p.Total != 2 {
		t.Fatalf("retried %+v", p)
	}
	res = op.Post("/api/ops/queues/retry", map[string]any{"queue": e.Queue, "id": a1})
	if res.Status != http.StatusConflict || !strings.Contains(res.Message, "is pending") {
		t.Fatalf("retry a pending task: %d %s", res.Status, res.Body)
	}

	// Delete.
	op.Post("/api/ops/queues/delete", map[string]any{"queue": e.Queue, "id": odd}).Expect(t, http.StatusOK)
	p, _ = tasks(t, sup, map[string]any{"queue": e.Queue, "state": "pending"})
	if p.Total != 3 {
		t.Fatalf("after delete %+v", p)
	}
	for _, r := range p.Items {
		if r.ID == odd {
			t.Fatal("deleted task still listed")
		}
	}

	// Unknown tasks and queues are 404s; bad input 400s.
	for _, c := range []struct {
		path   string
		body   map[string]any
		status int
		want   string
	}{
		{"/api/ops/queues/retry", map[string]any{"queue": e.Queue, "id": odd}, 404, "No task"},
		{"/api/ops/queues/delete", map[string]any{"queue": e.Queue, "id": "nope"}, 404, "No task"},
		{"/api/ops/queues/archive", map[string]any{"queue": "test-nowhere", "id": "nope"}, 404, "No queue"},
		{"/api/ops/queues/tasks", map[string]any{"queue": "test-nowhere", "state": "pending"}, 404, `No queue "test-nowhere"`},
		{"/api/ops/queues/tasks", map[string]any{"queue": "bad queue", "state": "pending"}, 400, queues.MsgQueue},
		{"/api/ops/queues/tasks", map[string]any{"queue": strings.Repeat("q", 101), "state": "pending"}, 400, queues.MsgQueue},
		{"/api/ops/queues/tasks", map[string]any{"queue": e.Queue, "state": "done"}, 400, queues.MsgState},
		{"/api/ops/queues/tasks", map[string]any{"queue": e.Queue, "state": "pending", "pageSize": 500}, 400, "pageSize"},
		{"/api/ops/queues/retry", map[string]any{"queue": e.Queue, "id": ""}, 400, queues.MsgID},
		{"/api/ops/queues/retry", map[string]any{"queue": e.Queue, "id": strings.Repeat("i", 201)}, 400, queues.MsgID},
	} {
		res := op.Post(c.path, c.body)
		if res.Status != c.status || !strings.Contains(res.Message, c.want) {
			t.Errorf("%s %v: %d %s", c.path, c.body, res.Status, res.Body)
		}
	}

	var n int64
	var failed int64
	e.DB.Gorm.Raw(`SELECT count(*) FILTER (WHERE outcome = 'ok'), count(*) FILTER (WHERE outcome = 'failed') FROM control.operator_audit
		WHERE operator_id = ? AND action IN ('queue.retry', 'queue.delete', 'queue.archive')`, op.Operator.ID).Row().Scan(&n, &failed)
	if n != 3 || failed != 5 { // archived twice, a pending retried, and three unknown
		t.Fatalf("%d audit rows, %d failed", n, failed)
	}
}
