package main

import (
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
	"congregate/internal/testutil"
)

func TestHealthz(t *testing.T) {
	up, err := jobs.RedisOpt(testutil.RedisURL())
	if err != nil {
		t.Fatal(err)
	}
	for name, tc := range map[string]struct {
		opt  asynq.RedisConnOpt
		want int
	}{
		"redis answers": {up, http.StatusOK},
		"redis down":    {asynq.RedisClientOpt{Addr: "127.0.0.1:1"}, http.StatusServiceUnavailable},
	} {
		t.Run(name, func(t *testing.T) {
			srv := asynq.NewServer(tc.opt, asynq.Config{})
			rec := httptest.NewRecorder()
			healthHandler(srv).ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/healthz", nil))
			if rec.Code != tc.want {
				t.Fatalf("GET /healthz = %d %q, want %d", rec.Code, rec.Body, tc.want)
			}
		})
	}
}

// A Redis configuration that names both a Sentinel and a Cluster stops the worker at start, with
// a message naming the variables, before it takes any task.
func TestRunRefusesBadRedisConfiguration(t *testing.T) {
	t.Setenv("DATABASE_URL", testutil.AdminURL())
	t.Setenv("OUTBOX_FILE", filepath.Join(t.TempDir(), "outbox.jsonl"))
	t.Setenv("REDIS_SENTINEL_ADDRS", "127.0.0.1:1")
	t.Setenv("REDIS_SENTINEL_MASTER", "mymaster")
	t.Setenv("REDIS_CLUSTER_ADDRS", "127.0.0.1:2")
	err := run(slog.New(slog.DiscardHandler))
	if err == nil || !strings.Contains(err.Error(), "REDIS_SENTINEL_ADDRS and REDIS_CLUSTER_ADDRS are both set") {
		t.Fatalf("run: %v, want the refusal of both a Sentinel and a Cluster", err)
	}
}

// The health listener serves the Prometheus metrics too (the worker has no public listener).
func TestMetricsOnHealthListener(t *testing.T) {
	srv := asynq.NewServer(asynq.RedisClientOpt{Addr: "127.0.0.1:1"}, asynq.Config{})
	rec := httptest.NewRecorder()
	healthHandler(srv).ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), "go_goroutines") ||
		!strings.Contains(rec.Body.String(), "process_cpu_seconds_total") {
		t.Fatalf("GET /metrics = %d %.300q", rec.Code, rec.Body)
	}
}
