package observe

import (
	"context"
	"encoding/hex"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"time"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"

	"congregate/internal/platform/tenancy"
)

// RequestIDHeader carries a request's id in and out.
const RequestIDHeader = "X-Request-Id"

// Unmatched is the route label of a request no route matched (a 404, a console page).
const Unmatched = "unmatched"

// Request is the observation of one HTTP request, begun by BeginRequest and ended by End; the
// framework's middleware (ginobserve) calls both around the handlers.
type Request = scope

// BeginRequest starts observing r: it takes the caller's X-Request-ID when sane (else makes one)
// and echoes it on w, starts a server span when tracing is on (W3C traceparent accepted), and
// answers r with the request's scope in its context. nested is true when r is already observed
// (an engine mounted inside another, the control plane's operator host): then the caller only
// names its route (NameRoute) and must not End it, so the request is counted and logged once.
func BeginRequest(w http.ResponseWriter, r *http.Request) (req *http.Request, q *Request, nested bool) {
	if outer := scopeFrom(r.Context()); outer != nil {
		return r, outer, true
	}
	httpInflight.Inc()
	s := &scope{requestID: requestID(r.Header.Get(RequestIDHeader)), start: time.Now()}
	w.Header()[RequestIDHeader] = []string{s.requestID}
	ctx := withScope(r.Context(), s)
	if tracing.Load() {
		ctx = otel.GetTextMapPropagator().Extract(ctx, propagation.HeaderCarrier(r.Header))
		ctx, s.span = tracer().Start(ctx, r.Method, trace.WithSpanKind(trace.SpanKindServer),
			trace.WithAttributes(attribute.String("http.request.method", r.Method), attribute.String("url.path", r.URL.Path)))
	}
	return r.WithContext(ctx), s, false
}

// NameRoute gives the request its route pattern, unless an inner engine named it first.
func (q *Request) NameRoute(route string) {
	if q.route == "" {
		q.route = route
	}
}

// End counts the request (route: the pattern that matched, "" for none: "unmatched"; never the
// raw path), closes its span and writes its access line: Info, Error for a 5xx, Debug for the
// health probes. r is the request as the handlers left it (its context may carry the church).
func (q *Request) End(r *http.Request, route string, status, size int) {
	elapsed := time.Since(q.start)
	httpInflight.Dec()
	q.NameRoute(route)
	route = q.route
	if route == "" {
		route = Unmatched
	}
	method := methodLabel(r.Method)
	series.observe(route, method, status, elapsed.Seconds())
	ctx := r.Context()
	church, ok := tenancy.Lookup(ctx)
	if !ok || church == nil {
		church = q.church
	}
	if church != nil {
		CountChurch(church.ShortName)
	}
	if span := q.span; span != nil {
		span.SetName(method + " " + route)
		span.SetAttributes(attribute.String("http.route", route), attribute.Int("http.response.status_code", status))
		if church != nil {
			span.SetAttributes(attribute.Int64("church.id", church.ID), attribute.String("church.short_name", church.ShortName))
		}
		if status >= 500 {
			span.SetStatus(codes.Error, http.StatusText(status))
		}
		span.End()
	}
	level := slog.LevelInfo
	switch {
	case status >= 500:
		level = slog.LevelError
	case route == "/healthz" || route == "/readyz":
		level = slog.LevelDebug
	}
	slog.Default().LogAttrs(ctx, level, "request", slog.String("method", r.Method), slog.String("route", route),
		slog.String("path", r.URL.Path), slog.Int("status", status),
		slog.Float64("duration_ms", float64(elapsed.Microseconds())/1000), slog.Int("bytes", max(size, 0)))
}

// requestID answers the caller's id when it is sane (1–64 of [A-Za-z0-9-_.]), a new one otherwise.
func requestID(given string) string {
	if saneRequestID(given) {
		return given
	}
	var b [16]byte
	var buf [32]byte
	u, v := rand.Uint64(), rand.Uint64()
	for i := range 8 {
		b[i], b[8+i] = byte(u>>(8*i)), byte(v>>(8*i))
	}
	hex.Encode(buf[:], b[:])
	return string(buf[:])
}

func saneRequestID(s string) bool {
	if len(s) == 0 || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		switch ch := s[i]; {
		case ch >= 'a' && ch <= 'z', ch >= 'A' && ch <= 'Z', ch >= '0' && ch <= '9', ch == '-', ch == '_', ch == '.':
		default:
			return false
		}
	}
	return true
}

// Propagate carries the request of ctx to an outgoing call (the control plane's proxy to the
// tenant API): its request id, and its trace context when tracing is on.
func Propagate(ctx context.Context, h http.Header) {
	if id := RequestID(ctx); id != "" {
		h[RequestIDHeader] = []string{id}
	}
	if tracing.Load() {
		otel.GetTextMapPropagator().Inject(ctx, propagation.HeaderCarrier(h))
	}
}
