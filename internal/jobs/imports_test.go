package jobs_test

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/testutil"
)

// An import queued at a time is one task however often it is enqueued (the duplicates counted
// by CountConflicts); queued again at another time it is a new task; without a time (a payload
// from before queued_at) every enqueue is a task.
func TestImportTaskIDs(t *testing.T) {
	opt, err := jobs.RedisOpt(testutil.RedisURL())
	if err != nil {
		t.Fatal(err)
	}
	c := jobs.NewClient(opt)
	c.Queue = "test-" + strings.ToLower(auth.NewToken(6))
	insp := asynq.NewInspector(opt)
	t.Cleanup(func() {
		_, _ = insp.DeleteAllPendingTasks(c.Queue)
		_ = insp.DeleteQueue(c.Queue, true)
		insp.Close()
		c.Close()
	})
	ctx := context.Background()
	at := time.Date(2026, 3, 1, 10, 0, 0, 123456000, time.UTC)
	conflicts := 0
	counted := jobs.CountConflicts(ctx, &conflicts)
	for range 3 {
		if err := c.EnqueuePeopleImport(counted, jobs.PeopleImport{Tenant: jobs.In(7), ImportID: 9, QueuedAt: at}); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.EnqueueGivingImport(counted, jobs.GivingImport{Tenant: jobs.In(7), ImportID: 9, QueuedAt: at}); err != nil {
		t.Fatal(err)
	}
	if err := c.EnqueueChildrenImport(counted, jobs.ChildrenImport{Tenant: jobs.In(7), ImportID: 9, QueuedAt: at}); err != nil {
		t.Fatal(err)
	}
	if err := c.EnqueuePeopleImport(counted, jobs.PeopleImport{Tenant: jobs.In(7), ImportID: 9, QueuedAt: at.Add(time.Microsecond)}); err != nil {
		t.Fatal(err)
	}
	if err := c.EnqueuePeopleImport(ctx, jobs.PeopleImport{Tenant: jobs.In(7), ImportID: 9}); err != nil {
		t.Fatal(err)
	}
	if err := c.EnqueuePeopleImport(ctx, jobs.PeopleImport{Tenant: jobs.In(7), ImportID: 9}); err != nil {
		t.Fatal(err)
	}
	tasks, err := insp.ListPendingTasks(c.Queue)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, ti := range tasks {
		ids[ti.ID] = true
	}
	if len(tasks) != 6 || conflicts != 2 || !ids["people:import:7:9:"+itoa(at.UnixMicro())] || !ids["giving:import:7:9:"+itoa(at.UnixMicro())] {
		t.Fatalf("%d tasks %v, %d conflicts; want 6 (people twice at two times and twice without, giving, children) and 2", len(tasks), ids, conflicts)
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
