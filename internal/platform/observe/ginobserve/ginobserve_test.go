package ginobserve_test

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
	"go.opentelemetry.io/otel/attribute"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"

	"congregate/internal/platform/observe"
	"congregate/internal/platform/observe/ginobserve"
	"congregate/internal/platform/tenancy"
)

// scrape answers what /metrics shows now.
func scrape(t testing.TB) string {
	t.Helper()
	rec := httptest.NewRecorder()
	observe.MetricsHandler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("/metrics = %d", rec.Code)
	}
	return rec.Body.String()
}

// value is a series' value in a scrape ("" when absent).
func value(metrics, series string) string {
	for line := range strings.SplitSeq(metrics, "\n") {
		if rest, ok := strings.CutPrefix(line, series+" "); ok {
			return rest
		}
	}
	return ""
}

// delta is how much a series grew between two scrapes.
func delta(before, after, series string) float64 {
	num := func(s string) float64 {
		f, _ := strconv.ParseFloat(s, 64)
		return f
	}
	return num(value(after, series)) - num(value(before, series))
}

// engine is a gin app as the services build them: Middleware first, a church resolved from the
// "church" query parameter by a later middleware, as the tenant API resolves it from the host.
func engine() *gin.Engine {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(ginobserve.Middleware(), gin.Recovery(), func(c *gin.Context) {
		if short := c.Query("church"); short != "" {
			c.Request = c.Request.WithContext(tenancy.WithChurch(c.Request.Context(), &tenancy.Church{ID: int64(len(short)), ShortName: short}))
		}
		c.Next()
	})
	r.GET("/api/people/:id", func(c *gin.Context) {
		slog.InfoContext(c.Request.Context(), "reading a person")
		c.String(http.StatusOK, "person")
	})
	r.GET("/boom", func(c *gin.Context) { panic("boom") })
	return r
}

func serve(h http.Handler, method, target string, header http.Header) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, target, nil)
	for k, v := range header {
		req.Header[k] = v
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// captureLogs sends the default logger's lines (through Handler) to a buffer for the test.
func captureLogs(t *testing.T) *bytes.Buffer {
	var buf bytes.Buffer
	prev := slog.Default()
	slog.SetDefault(slog.New(observe.Handler(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}))))
	t.Cleanup(func() { slog.SetDefault(prev) })
	return &buf
}

func TestRequestsAreCountedByRouteNeverByPath(t *testing.T) {
	captureLogs(t)
	h := engine()
	before := scrape(t)
	for range 3 {
		serve(h, http.MethodGet, "/api/people/42", nil)
	}
	serve(h, http.MethodGet, "/api/people/43", nil)
	serve(h, http.MethodGet, "/no/such/page", nil)
	serve(h, "BREW", "/api/people/42", nil)
	serve(h, http.MethodGet, "/boom", nil)
	serve(h, http.MethodGet, "/api/people/1?church=zion", nil)
	m := scrape(t)
	for series, want := range map[string]float64{
		`congregate_http_requests_total{code="200",method="GET",route="/api/people/:id"}`:      5,
		`congregate_church_requests_total{church="zion"}`:                                      1,
		`congregate_http_requests_total{code="404",method="GET",route="unmatched"}`:            1,
		`congregate_http_requests_total{code="404",method="OTHER",route="unmatched"}`:          1,
		`congregate_http_requests_total{code="500",method="GET",route="/boom"}`:                1,
		`congregate_http_request_duration_seconds_count{method="GET",route="/api/people/:id"}`: 5,
	} {
		if got := delta(before, m, series); got != want {
			t.Errorf("%s grew by %v, want %v", series, got, want)
		}
	}
	if got := value(m, "congregate_http_inflight_requests"); got != "0" {
		t.Errorf("congregate_http_inflight_requests = %q after the requests", got)
	}
	if !strings.Contains(m, `congregate_http_request_duration_seconds_bucket{method="GET",route="/api/people/:id",le="0.005"}`) {
		t.Error("no duration bucket of 5 ms")
	}
	for _, raw := range []string{"/api/people/42", "/api/people/43", "/no/such/page", "BREW"} {
		if strings.Contains(m, `"`+raw+`"`) {
			t.Errorf("/metrics shows the raw %q", raw)
		}
	}
	for _, std := range []string{"go_goroutines", "process_cpu_seconds_total", "congregate_http_shed_total "} {
		if !strings.Contains(m, std) {
			t.Errorf("/metrics lacks %s", std)
		}
	}
	observe.Shed()
	if got := delta(m, scrape(t), "congregate_http_shed_total"); got != 1 {
		t.Errorf("Shed grew congregate_http_shed_total by %v", got)
	}
}

func TestRequestIDInHeaderAndLogLines(t *testing.T) {
	logs := captureLogs(t)
	h := engine()
	generated := regexp.MustCompile(`^[0-9a-f]{32}$`)
	for given, keep := range map[string]bool{
		"abc-123_X.y":           true,
		strings.Repeat("a", 64): true,
		strings.Repeat("a", 65): false,
		"has space":             false,
		"semi;colon":            false,
		"":                      false,
	} {
		logs.Reset()
		hdr := http.Header{}
		if given != "" {
			hdr.Set("X-Request-ID", given)
		}
		rec := serve(h, http.MethodGet, "/api/people/7?church=grace", hdr)
		id := rec.Header().Get("X-Request-ID")
		if keep && id != given || !keep && (!generated.MatchString(id) || id == given) {
			t.Errorf("X-Request-ID %q answered %q", given, id)
			continue
		}
		lines := strings.Split(strings.TrimSpace(logs.String()), "\n")
		if len(lines) != 2 {
			t.Fatalf("want the handler's line and one access line, got:\n%s", logs)
		}
		for _, line := range lines {
			for _, field := range []string{"request_id=" + id, "church=grace", "church_id=5"} {
				if !strings.Contains(line, field) {
					t.Errorf("log line %q lacks %s", line, field)
				}
			}
		}
		access := lines[1]
		for _, field := range []string{"level=INFO", "msg=request", "method=GET", "route=/api/people/:id", "path=/api/people/7", "status=200", "duration_ms=", "bytes=6"} {
			if !strings.Contains(access, field) {
				t.Errorf("access line %q lacks %s", access, field)
			}
		}
	}
	logs.Reset()
	serve(h, http.MethodGet, "/boom", nil)
	if !strings.Contains(logs.String(), "level=ERROR msg=request") || !strings.Contains(logs.String(), "status=500") {
		t.Errorf("a 5xx is not logged at Error:\n%s", logs)
	}
}

// The control plane mounts the operator host's engine inside its own: the request is counted and
// logged once, under the inner engine's route.
func TestNestedEngineCountsOnce(t *testing.T) {
	logs := captureLogs(t)
	inner := gin.New()
	inner.Use(ginobserve.Middleware())
	inner.GET("/api/ops/churches/:id", func(c *gin.Context) { c.String(http.StatusOK, "ok") })
	outer := gin.New()
	outer.Use(ginobserve.Middleware(), func(c *gin.Context) {
		inner.ServeHTTP(c.Writer, c.Request)
		c.Abort()
	})
	before := scrape(t)
	serve(outer, http.MethodGet, "/api/ops/churches/9", nil)
	after := scrape(t)
	if got := delta(before, after, `congregate_http_requests_total{code="200",method="GET",route="/api/ops/churches/:id"}`); got != 1 {
		t.Errorf("the operator route counted %v times, want once", got)
	}
	if got := delta(before, after, `congregate_http_requests_total{code="200",method="GET",route="unmatched"}`); got != 0 {
		t.Errorf("the outer engine counted it as unmatched too")
	}
	if n := strings.Count(logs.String(), "msg=request"); n != 1 {
		t.Errorf("%d access lines, want 1:\n%s", n, logs)
	}
}

// BenchmarkMiddleware is the per-request cost of Middleware with tracing off (the default):
// "bare" is gin alone, "metrics" adds the request id and the metrics (access lines filtered out
// by level), "observed" the access line too (to io.Discard; in production it goes to stderr).
// On a loaded machine ns/op is wall time: compare CPU time (docs/observability.md).
func BenchmarkMiddleware(b *testing.B) {
	prev := slog.Default()
	defer slog.SetDefault(prev)
	for _, bc := range []struct {
		name  string
		on    bool
		level slog.Level
	}{{"bare", false, slog.LevelInfo}, {"metrics", true, slog.LevelWarn}, {"observed", true, slog.LevelInfo}} {
		b.Run(bc.name, func(b *testing.B) {
			slog.SetDefault(slog.New(observe.Handler(slog.NewTextHandler(io.Discard, &slog.HandlerOptions{Level: bc.level}))))
			gin.SetMode(gin.ReleaseMode)
			r := gin.New()
			if bc.on {
				r.Use(ginobserve.Middleware())
			}
			r.GET("/api/people/:id", func(c *gin.Context) { c.Status(http.StatusNoContent) })
			req := httptest.NewRequest(http.MethodGet, "/api/people/42", nil)
			req = req.WithContext(tenancy.WithChurch(context.Background(), &tenancy.Church{ID: 1, ShortName: "grace"}))
			w := &nopWriter{h: http.Header{}}
			b.ReportAllocs()
			for b.Loop() {
				clear(w.h)
				r.ServeHTTP(w, req)
			}
		})
	}
}

type nopWriter struct{ h http.Header }

func (w *nopWriter) Header() http.Header         { return w.h }
func (w *nopWriter) Write(p []byte) (int, error) { return len(p), nil }
func (w *nopWriter) WriteHeader(int)             {}

// A traced request continues the caller's W3C trace: its server span is named by the route and
// carries the church.
func TestServerSpanContinuesTraceparent(t *testing.T) {
	exp := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp))
	observe.UseTracerProvider(tp)
	t.Cleanup(func() { observe.UseTracerProvider(nil) })
	const traceID, parentID = "4bf92f3577b34da6a3ce929d0e0e4736", "00f067aa0ba902b7"
	logs := captureLogs(t)
	serve(engine(), http.MethodGet, "/api/people/7?church=grace", http.Header{"Traceparent": {"00-" + traceID + "-" + parentID + "-01"}})
	spans := exp.GetSpans()
	if len(spans) != 1 {
		t.Fatalf("%d spans, want 1", len(spans))
	}
	s := spans[0]
	if s.Name != "GET /api/people/:id" || s.SpanKind != trace.SpanKindServer || s.SpanContext.TraceID().String() != traceID || s.Parent.SpanID().String() != parentID {
		t.Fatalf("span %q kind %v trace %s parent %s", s.Name, s.SpanKind, s.SpanContext.TraceID(), s.Parent.SpanID())
	}
	attrs := map[attribute.Key]string{}
	for _, a := range s.Attributes {
		attrs[a.Key] = a.Value.Emit()
	}
	if attrs["church.id"] != "5" || attrs["church.short_name"] != "grace" || attrs["http.route"] != "/api/people/:id" || attrs["http.response.status_code"] != "200" {
		t.Errorf("span attributes %v", attrs)
	}
	if !strings.Contains(logs.String(), "trace_id="+traceID) {
		t.Errorf("log lines lack the trace id:\n%s", logs)
	}
}
