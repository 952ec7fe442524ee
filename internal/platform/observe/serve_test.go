package observe

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
)

func TestServeMetricsOnItsOwnListener(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if addr, err := ServeMetrics(ctx, ""); addr != "" || err != nil {
		t.Fatalf("METRICS_ADDR empty: %q %v, want nothing served", addr, err)
	}
	addr, err := ServeMetrics(ctx, "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	res, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusOK || !strings.Contains(string(body), "go_goroutines") || !strings.Contains(string(body), "congregate_http_inflight_requests") {
		t.Fatalf("GET /metrics = %d %.200q", res.StatusCode, body)
	}
	if res, err := http.Get("http://" + addr + "/"); err == nil {
		res.Body.Close()
		if res.StatusCode != http.StatusNotFound {
			t.Errorf("GET / on the metrics listener = %d, want 404", res.StatusCode)
		}
	}
	if _, err := ServeMetrics(ctx, addr); err == nil {
		t.Error("a second listener on a taken port: no error")
	}
}

func TestTracingWanted(t *testing.T) {
	for env, want := range map[string]bool{
		"": false,
		"OTEL_EXPORTER_OTLP_ENDPOINT=http://c:4318":                           true,
		"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT=http://c:4318/v1/traces":          true,
		"OTEL_TRACES_EXPORTER=otlp":                                           true,
		"OTEL_TRACES_EXPORTER=none OTEL_EXPORTER_OTLP_ENDPOINT=http://c:4318": false,
		"OTEL_SDK_DISABLED=true OTEL_TRACES_EXPORTER=otlp":                    false,
		"OTEL_SERVICE_NAME=tenantapi":                                         false,
	} {
		vars := map[string]string{}
		for kv := range strings.FieldsSeq(env) {
			k, v, _ := strings.Cut(kv, "=")
			vars[k] = v
		}
		if got := TracingWanted(func(k string) string { return vars[k] }); got != want {
			t.Errorf("%q: tracing %v, want %v", env, got, want)
		}
	}
}

// Tracing off (the default): SetupTracing installs nothing and nothing records spans.
func TestTracingOffByDefault(t *testing.T) {
	for _, k := range []string{"OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_TRACES_EXPORTER"} {
		t.Setenv(k, "")
	}
	stop, err := SetupTracing(context.Background(), "test")
	if err != nil || Tracing() {
		t.Fatalf("SetupTracing without configuration: err %v, tracing %v", err, Tracing())
	}
	if err := stop(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// With an endpoint, SetupTracing installs the OTLP exporter (nothing is sent until a span ends).
func TestTracingOnWithEndpoint(t *testing.T) {
	t.Setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:1")
	t.Setenv("OTEL_SERVICE_NAME", "test-service")
	stop, err := SetupTracing(context.Background(), "test")
	if err != nil || !Tracing() {
		t.Fatalf("SetupTracing with an endpoint: err %v, tracing %v", err, Tracing())
	}
	UseTracerProvider(nil)
	ctx, cancel := context.WithTimeout(context.Background(), 0)
	defer cancel()
	_ = stop(ctx)
}
