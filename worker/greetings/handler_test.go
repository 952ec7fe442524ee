package greetings_test

import (
	"context"
	"encoding/json"
	"sort"
	"testing"
	"time"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
	wgreetings "congregate/worker/greetings"
)

// The tick enqueues one run per active church and hour; a second tick in the same hour adds none.
func TestTickEnqueuesEveryActiveChurchOncePerHour(t *testing.T) {
	d := testutil.NewDatabase(t)
	ctx := context.Background()
	var ids []int64
	for _, short := range []string{"gamma", "delta", "omega"} {
		c, err := provisioning.Provision(ctx, d.Gorm, provisioning.Spec{ShortName: short, FullName: short + " church"})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, c.ID)
	}
	if err := d.Gorm.Exec(`UPDATE control.churches SET status = 'closed' WHERE id = ?`, ids[2]).Error; err != nil {
		t.Fatal(err)
	}
	opt, err := jobs.RedisOpt(testutil.RedisURL())
	if err != nil {
		t.Fatal(err)
	}
	client := jobs.NewClient(opt)
	client.Queue = "test-greetings-" + auth.NewToken(6)
	insp := asynq.NewInspector(opt)
	t.Cleanup(func() {
		_, _ = insp.DeleteAllPendingTasks(client.Queue)
		_ = insp.DeleteQueue(client.Queue, true)
		insp.Close()
		client.Close()
	})
	at := time.Date(2026, 3, 15, 20, 0, 5, 0, time.UTC)
	h := &wgreetings.Handler{Control: d.Gorm, Jobs: client, Clock: func() time.Time { return at }}
	for range 2 {
		if err := h.HandleTick(ctx, nil); err != nil {
			t.Fatal(err)
		}
	}
	tasks, err := insp.ListPendingTasks(client.Queue)
	if err != nil {
		t.Fatal(err)
	}
	var got []int64
	for _, task := range tasks {
		var p jobs.GreetingsChurch
		if task.Type != jobs.TypeGreetingsChurch || json.Unmarshal(task.Payload, &p) != nil {
			t.Fatalf("task %s %s", task.Type, task.Payload)
		}
		got = append(got, p.ChurchID)
	}
	sort.Slice(got, func(i, j int) bool { return got[i] < got[j] })
	if len(got) != 2 || got[0] != ids[0] || got[1] != ids[1] {
		t.Fatalf("enqueued %v, want %v", got, ids[:2])
	}
	// The next hour: again.
	at = at.Add(time.Hour)
	if err := h.HandleTick(ctx, nil); err != nil {
		t.Fatal(err)
	}
	if tasks, _ = insp.ListPendingTasks(client.Queue); len(tasks) != 4 {
		t.Fatalf("after the next hour's tick: %d tasks", len(tasks))
	}
}
