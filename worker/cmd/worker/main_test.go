package main

import (
	"net/http"
	"net/http/httptest"
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
