package observe

import (
	"context"
	"io"
	"log/slog"
	"os"
	"strings"
	"time"

	"go.opentelemetry.io/otel/trace"

	"congregate/internal/platform/tenancy"
)

// scope is what a request or a task tells its log lines: the request id, or the task's id and
// type, and the church once it is known. One pointer in the context; the church is filled in
// later by whoever resolves it (NoteChurch), so lines logged with an outer context carry it too.
type scope struct {
	requestID string
	taskID    string
	taskType  string
	route     string // set by a nested engine (the control plane's operator host) for the outer one
	church    *tenancy.Church
	start     time.Time
	span      trace.Span
}

type scopeKey struct{}

func withScope(ctx context.Context, s *scope) context.Context {
	return context.WithValue(ctx, scopeKey{}, s)
}

func scopeFrom(ctx context.Context) *scope {
	s, _ := ctx.Value(scopeKey{}).(*scope)
	return s
}

// RequestID is the id of the request of ctx ("" outside one).
func RequestID(ctx context.Context) string {
	if s := scopeFrom(ctx); s != nil {
		return s.requestID
	}
	return ""
}

// NoteChurch tells the request or task of ctx which church it works for, for the lines logged
// with an outer context (the access line, the task line) and its span.
func NoteChurch(ctx context.Context, c *tenancy.Church) {
	if s := scopeFrom(ctx); s != nil && c != nil {
		s.church = c
	}
}

// NewLogger is the process's logger: LOG_FORMAT=json for JSON lines (what a log collector wants;
// the chart sets it), text otherwise (the default, for people reading a terminal); LOG_LEVEL=debug
// shows debug lines. Every line logged with a request's or task's context carries its fields.
func NewLogger(w io.Writer) *slog.Logger {
	opts := &slog.HandlerOptions{Level: slog.LevelInfo}
	if strings.EqualFold(os.Getenv("LOG_LEVEL"), "debug") {
		opts.Level = slog.LevelDebug
	}
	var h slog.Handler = slog.NewTextHandler(w, opts)
	if strings.EqualFold(os.Getenv("LOG_FORMAT"), "json") {
		h = slog.NewJSONHandler(w, opts)
	}
	return slog.New(Handler(h))
}

// SetupLogs makes NewLogger(os.Stderr) the default logger (slog.Info and friends) and answers it.
func SetupLogs() *slog.Logger {
	log := NewLogger(os.Stderr)
	slog.SetDefault(log)
	return log
}

// Handler wraps h so that a line logged with a context gets request_id (or task_id and
// task_type), church and church_id, and trace_id when the request is traced.
func Handler(h slog.Handler) slog.Handler { return ctxHandler{h} }

type ctxHandler struct{ slog.Handler }

func (h ctxHandler) Handle(ctx context.Context, r slog.Record) error {
	if ctx != nil {
		s := scopeFrom(ctx)
		if s != nil {
			if s.requestID != "" {
				r.AddAttrs(slog.String("request_id", s.requestID))
			}
			if s.taskID != "" || s.taskType != "" {
				r.AddAttrs(slog.String("task_id", s.taskID), slog.String("task_type", s.taskType))
			}
		}
		c, ok := tenancy.Lookup(ctx)
		if !ok && s != nil && s.church != nil {
			c, ok = s.church, true
		}
		if ok && c != nil {
			r.AddAttrs(slog.String("church", c.ShortName), slog.Int64("church_id", c.ID))
		}
		if sc := trace.SpanContextFromContext(ctx); sc.IsValid() {
			r.AddAttrs(slog.String("trace_id", sc.TraceID().String()))
		}
	}
	return h.Handler.Handle(ctx, r)
}

func (h ctxHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return ctxHandler{h.Handler.WithAttrs(as)}
}
func (h ctxHandler) WithGroup(name string) slog.Handler { return ctxHandler{h.Handler.WithGroup(name)} }
