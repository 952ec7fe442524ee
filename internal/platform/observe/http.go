package observe

import (
	"encoding/hex"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
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

// Middleware observes every request of a gin engine; put it first, before recovery, so a panic's
// 500 is counted. It takes the caller's X-Request-ID when sane (else makes one) and echoes it,
// counts the request in congregate_http_* and congregate_church_requests_total, starts a server
// span when tracing is on (W3C traceparent accepted), and writes one access line: Info, Error
// for a 5xx, Debug for the health probes.
//
// An engine mounted inside another (the control plane's operator host) sees the outer engine's
// scope and only reports its route to it: the request is counted and logged once.
func Middleware() gin.HandlerFunc {
	return func(c *gin.Context) {
		if outer := scopeFrom(c.Request.Context()); outer != nil {
			if outer.route == "" {
				outer.route = c.FullPath()
			}
			c.Next()
			return
		}
		start := time.Now()
		httpInflight.Inc()
		s := &scope{requestID: requestID(c.GetHeader(RequestIDHeader))}
		c.Writer.Header()[RequestIDHeader] = []string{s.requestID}
		ctx := withScope(c.Request.Context(), s)
		var span trace.Span
		if tracing.Load() {
			ctx = otel.GetTextMapPropagator().Extract(ctx, propagation.HeaderCarrier(c.Request.Header))
			ctx, span = tracer().Start(ctx, c.Request.Method, trace.WithSpanKind(trace.SpanKindServer),
				trace.WithAttributes(attribute.String("http.request.method", c.Request.Method), attribute.String("url.path", c.Request.URL.Path)))
		}
		c.Request = c.Request.WithContext(ctx)

		c.Next()

		status := c.Writer.Status()
		elapsed := time.Since(start)
		httpInflight.Dec()
		route := s.route
		if route == "" {
			route = c.FullPath()
		}
		if route == "" {
			route = Unmatched
		}
		method := methodLabel(c.Request.Method)
		series.observe(route, method, status, elapsed.Seconds())
		ctx = c.Request.Context() // later middleware may have added the church
		church, ok := tenancy.Lookup(ctx)
		if !ok || church == nil {
			church = s.church
		}
		if church != nil {
			CountChurch(church.ShortName)
		}
		if span != nil {
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
		slog.Default().LogAttrs(ctx, level, "request", slog.String("method", c.Request.Method), slog.String("route", route),
			slog.String("path", c.Request.URL.Path), slog.Int("status", status),
			slog.Float64("duration_ms", float64(elapsed.Microseconds())/1000), slog.Int("bytes", max(c.Writer.Size(), 0)))
	}
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
