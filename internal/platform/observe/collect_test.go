package observe_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/db"
	"congregate/internal/platform/observe"
	"congregate/internal/testutil"
)

func scrape(t testing.TB) string {
	t.Helper()
	rec := httptest.NewRecorder()
	observe.MetricsHandler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	return rec.Body.String()
}

func value(metrics, series string) (float64, bool) {
	for line := range strings.SplitSeq(metrics, "\n") {
		if rest, ok := strings.CutPrefix(line, series+" "); ok {
			f, err := strconv.ParseFloat(rest, 64)
			return f, err == nil
		}
	}
	return 0, false
}

// Every pool of db.Tenants shows its connections by state, and its waits.
func TestDBPoolGauges(t *testing.T) {
	d := testutil.NewDatabase(t)
	east, err := db.Open(d.DSN)
	if err != nil {
		t.Fatal(err)
	}
	eastSQL, _ := east.DB()
	t.Cleanup(func() { eastSQL.Close() })
	eastSQL.SetMaxOpenConns(1)
	tenants := db.NewTenants(d.Gorm)
	tenants.AddCluster("east", east)
	observe.WatchDB(tenants.Pools)

	// Hold east's only connection and make a second query wait for it.
	ctx := context.Background()
	conn, err := eastSQL.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	waited := make(chan error, 1)
	go func() { waited <- eastSQL.PingContext(ctx) }()
	time.Sleep(50 * time.Millisecond)
	m := scrape(t)
	for series, want := range map[string]float64{
		`congregate_db_connections{cluster="east",state="in_use"}`: 1,
		`congregate_db_connections{cluster="east",state="open"}`:   1,
		`congregate_db_connections{cluster="east",state="max"}`:    1,
		`congregate_db_connections{cluster="default",state="max"}`: 20,
	} {
		if got, ok := value(m, series); !ok || got != want {
			t.Errorf("%s = %v (%v), want %v", series, got, ok, want)
		}
	}
	if _, ok := value(m, `congregate_db_connections{cluster="default",state="idle"}`); !ok {
		t.Error("no idle gauge of the default cluster")
	}
	conn.Close()
	if err := <-waited; err != nil {
		t.Fatal(err)
	}
	m = scrape(t)
	if n, _ := value(m, `congregate_db_waits_total{cluster="east"}`); n < 1 {
		t.Errorf("congregate_db_waits_total{east} = %v, want ≥ 1", n)
	}
	if s, _ := value(m, `congregate_db_wait_seconds_total{cluster="east"}`); s < 0.03 {
		t.Errorf("congregate_db_wait_seconds_total{east} = %v, want ≥ 0.03", s)
	}
	if idle, _ := value(m, `congregate_db_connections{cluster="east",state="idle"}`); idle != 1 {
		t.Errorf("east idle = %v after the wait, want 1", idle)
	}
}

// The queue gauge follows a queue's tasks, and every task counts under its outcome.
func TestQueueGaugeAndTaskOutcomes(t *testing.T) {
	opt, err := jobs.RedisOpt(testutil.RedisURL())
	if err != nil {
		t.Fatal(err)
	}
	queue := "test-obs-" + strings.ToLower(auth.NewToken(6))
	insp := asynq.NewInspector(opt)
	client := asynq.NewClient(opt)
	t.Cleanup(func() {
		_ = insp.DeleteQueue(queue, true)
		insp.Close()
		client.Close()
	})
	observe.WatchQueues(insp)
	okType, failType := "obs:ok:"+queue, "obs:fail:"+queue
	for _, typ := range []string{okType, failType} {
		if _, err := client.Enqueue(asynq.NewTask(typ, nil), asynq.Queue(queue), asynq.MaxRetry(0), asynq.Retention(time.Hour)); err != nil {
			t.Fatal(err)
		}
	}
	gauge := func(m, state string) float64 {
		v, _ := value(m, fmt.Sprintf(`congregate_queue_tasks{queue=%q,state=%q}`, queue, state))
		return v
	}
	if m := scrape(t); gauge(m, "pending") != 2 || gauge(m, "completed") != 0 {
		t.Fatalf("before the worker: pending %v, completed %v; want 2 and 0", gauge(m, "pending"), gauge(m, "completed"))
	}

	mux := asynq.NewServeMux()
	mux.Use(observe.Tasks())
	mux.HandleFunc(okType, func(context.Context, *asynq.Task) error { return nil })
	mux.HandleFunc(failType, func(context.Context, *asynq.Task) error { return errors.New("no luck") })
	srv := asynq.NewServer(opt, asynq.Config{Concurrency: 2, Queues: map[string]int{queue: 1}, TaskCheckInterval: 20 * time.Millisecond,
		ShutdownTimeout: time.Second, LogLevel: asynq.FatalLevel})
	if err := srv.Start(mux); err != nil {
		t.Fatal(err)
	}
	defer srv.Shutdown()
	deadline := time.Now().Add(10 * time.Second)
	var m string
	for {
		m = scrape(t)
		if gauge(m, "completed") == 1 && gauge(m, "archived") == 1 || time.Now().After(deadline) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if gauge(m, "pending") != 0 || gauge(m, "completed") != 1 || gauge(m, "archived") != 1 {
		t.Errorf("after the worker: pending %v, completed %v, archived %v; want 0, 1, 1", gauge(m, "pending"), gauge(m, "completed"), gauge(m, "archived"))
	}
	for series, want := range map[string]float64{
		fmt.Sprintf(`congregate_tasks_processed_total{outcome="succeeded",type=%q}`, okType): 1,
		fmt.Sprintf(`congregate_tasks_processed_total{outcome="failed",type=%q}`, failType):  1,
		fmt.Sprintf(`congregate_task_duration_seconds_count{type=%q}`, okType):               1,
	} {
		if got, _ := value(m, series); got != want {
			t.Errorf("%s = %v, want %v", series, got, want)
		}
	}
	if _, ok := value(m, fmt.Sprintf(`congregate_tasks_processed_total{outcome="failed",type=%q}`, okType)); ok {
		t.Error("the succeeded task counted as failed")
	}
}
