package worker

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/hibiken/asynq"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/observe"
	"congregate/internal/platform/tenancy"
)

// The mux's middleware counts a task that succeeds, fails or panics under its outcome, and the
// task's log line names the task and its church.
func TestTaskOutcomesAndLogFields(t *testing.T) {
	var logs bytes.Buffer
	log := slog.New(observe.Handler(slog.NewTextHandler(&logs, nil)))
	suffix := auth.NewToken(6)
	chain := func(h asynq.HandlerFunc) asynq.Handler {
		return observe.Tasks()(logTasks(log)(recoverPanics(log)(h)))
	}
	grace := &tenancy.Church{ID: 7, ShortName: "grace"}
	cases := []struct{ typ, outcome string }{{"obs:ok:" + suffix, "succeeded"}, {"obs:fail:" + suffix, "failed"}, {"obs:panic:" + suffix, "panicked"}}
	handlers := []asynq.HandlerFunc{
		func(ctx context.Context, _ *asynq.Task) error { observe.NoteChurch(ctx, grace); return nil },
		func(context.Context, *asynq.Task) error { return errors.New("no luck") },
		func(context.Context, *asynq.Task) error { panic("boom") },
	}
	for i, c := range cases {
		_ = chain(handlers[i]).ProcessTask(context.Background(), asynq.NewTask(c.typ, nil))
	}
	rec := httptest.NewRecorder()
	observe.MetricsHandler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	for _, c := range cases {
		for _, outcome := range []string{"succeeded", "failed", "panicked"} {
			series := `congregate_tasks_processed_total{outcome="` + outcome + `",type="` + c.typ + `"} 1`
			if got := strings.Contains(rec.Body.String(), series); got != (outcome == c.outcome) {
				t.Errorf("%s: %s shown %v", c.typ, series, got)
			}
		}
	}
	lines := strings.Split(strings.TrimSpace(logs.String()), "\n")
	if len(lines) != 4 || !strings.Contains(lines[0], "msg=\"task done\"") || !strings.Contains(lines[0], "task_type="+cases[0].typ) ||
		!strings.Contains(lines[0], "church=grace church_id=7") || !strings.Contains(lines[2], "task panicked") {
		t.Errorf("task log lines:\n%s", logs.String())
	}
}
