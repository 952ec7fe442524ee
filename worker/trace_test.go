package worker_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"

	"congregate/internal/jobs"
	"congregate/internal/platform/observe"
	"congregate/internal/testutil"
	"congregate/tenantapi/communications/delivery"
	tt "congregate/tenantapi/tenanttest"
	"congregate/worker"
	"congregate/worker/ledger"
	"congregate/worker/outbox"
)

// One request to a tenant API route that writes and enqueues (a communication sent now), then
// the worker's task for it: one trace, HTTP → SQL → enqueue → task → SQL, each span under the
// one before it.
func TestOneTraceFromRequestToTask(t *testing.T) {
	exp := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp))
	e := tt.New(t)
	tok := e.Login(e.Alpha, "admin@alpha.test")
	e.Exec(e.Alpha, `UPDATE credit_account SET balance = 100, reserved = 0`)

	observe.UseTracerProvider(tp)
	t.Cleanup(func() { observe.UseTracerProvider(nil) })
	payload, _ := json.Marshal(map[string]any{"channel": "sms", "body": "Hello", "idempotencyKey": "trace-1",
		"audience": map[string]any{"numbers": []string{"+15552220101"}}})
	r := e.Multipart(e.Alpha, "/api/communications/send", tok, [][2]string{{"payload", string(payload)}})
	tt.Expect(t, r, 202, "Message accepted for sending")

	// The worker takes the task from the API's queue.
	box, err := outbox.New(filepath.Join(t.TempDir(), "outbox.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	opt, _ := jobs.RedisOpt(testutil.RedisURL())
	log := slog.New(observe.Handler(slog.NewTextHandler(t.Output(), nil)))
	cfg := worker.ServerConfig(2, log)
	cfg.Queues = map[string]int{e.Queue: 1}
	cfg.TaskCheckInterval = 20 * time.Millisecond
	cfg.ShutdownTimeout = 2 * time.Second
	deps := worker.Deps{Ledger: ledger.New(e.DB.Gorm), Tenants: e.App.Tenants, Control: e.DB.Gorm, LinkSecret: []byte("s"),
		Senders:   worker.Senders{SMS: box, Email: box, Channels: delivery.Providers{"sms": box}},
		ChurchURL: e.App.Config.ChurchURL}
	mux := worker.NewMux(deps, e.App.Resolver, log)
	done := make(chan error, 4)
	srv := asynq.NewServer(opt, cfg)
	if err := srv.Start(asynq.HandlerFunc(func(ctx context.Context, task *asynq.Task) error {
		err := mux.ProcessTask(ctx, task)
		if task.Type() == jobs.TypeCommunicationSend {
			done <- err
		}
		return err
	})); err != nil {
		t.Fatal(err)
	}
	defer srv.Shutdown()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the send task was not processed")
	}

	spans := exp.GetSpans()
	byID := map[trace.SpanID]tracetest.SpanStub{}
	var server, enqueue, task tracetest.SpanStub
	for _, s := range spans {
		byID[s.SpanContext.SpanID()] = s
		switch {
		case s.SpanKind == trace.SpanKindServer && s.Name == "POST /api/communications/send":
			server = s
		case s.SpanKind == trace.SpanKindProducer && s.Name == "enqueue "+jobs.TypeCommunicationSend:
			enqueue = s
		case s.SpanKind == trace.SpanKindConsumer && s.Name == "process "+jobs.TypeCommunicationSend:
			task = s
		}
	}
	if !server.SpanContext.IsValid() || !enqueue.SpanContext.IsValid() || !task.SpanContext.IsValid() {
		names := []string{}
		for _, s := range spans {
			names = append(names, s.SpanKind.String()+" "+s.Name)
		}
		t.Fatalf("server %v, enqueue %v, task %v among %q", server.Name, enqueue.Name, task.Name, names)
	}
	// under reports whether s descends from ancestor.
	under := func(s, ancestor tracetest.SpanStub) bool {
		for p := s.Parent; p.IsValid(); {
			if p.SpanID() == ancestor.SpanContext.SpanID() {
				return true
			}
			parent, ok := byID[p.SpanID()]
			if !ok {
				return false
			}
			p = parent.Parent
		}
		return false
	}
	traceID := server.SpanContext.TraceID()
	if server.Parent.IsValid() {
		t.Error("the request's span has a parent: it should start the trace")
	}
	if enqueue.SpanContext.TraceID() != traceID || !under(enqueue, server) {
		t.Error("the enqueue span is not under the request's span")
	}
	if task.SpanContext.TraceID() != traceID || task.Parent.SpanID() != enqueue.SpanContext.SpanID() || !task.Parent.IsRemote() {
		t.Errorf("the task's span is not a child of the enqueue span (parent %s, want %s)", task.Parent.SpanID(), enqueue.SpanContext.SpanID())
	}
	var requestSQL, taskSQL int
	for _, s := range spans {
		if s.SpanKind != trace.SpanKindClient {
			continue
		}
		stmt := ""
		for _, a := range s.Attributes {
			if a.Key == "db.statement" {
				stmt = a.Value.AsString()
			}
		}
		if stmt == "" {
			t.Errorf("SQL span %q without db.statement", s.Name)
		}
		if stmt != "" && (strings.Contains(stmt, "+15552220101") || strings.Contains(stmt, "Hello")) {
			t.Errorf("db.statement shows a bound value: %s", stmt)
		}
		switch {
		case under(s, task):
			taskSQL++
		case under(s, server):
			requestSQL++
		}
	}
	if requestSQL == 0 || taskSQL == 0 {
		t.Errorf("%d SQL spans under the request, %d under the task; want some of each", requestSQL, taskSQL)
	}
	t.Logf("%d spans: %d SQL under the request, %d under the task", len(spans), requestSQL, taskSQL)
}
