package observe

import (
	"errors"
	"strings"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"
	"gorm.io/gorm"
)

// maxStatement bounds db.statement: the SQL text with its placeholders, never the bound values.
const maxStatement = 2048

const spanKey = "observe:span"

// GormTracing is a gorm plugin that gives every statement a client span under the request's or
// task's span (its context: g.WithContext(ctx)), when tracing is on.
type GormTracing struct{}

// Name names the plugin for gorm.
func (GormTracing) Name() string { return "observe:tracing" }

// Initialize registers the callbacks around every kind of statement.
func (GormTracing) Initialize(g *gorm.DB) error {
	cb := g.Callback()
	errs := []error{
		cb.Create().Before("*").Register("observe:before_create", startStatement),
		cb.Create().After("*").Register("observe:after_create", endStatement),
		cb.Query().Before("*").Register("observe:before_query", startStatement),
		cb.Query().After("*").Register("observe:after_query", endStatement),
		cb.Update().Before("*").Register("observe:before_update", startStatement),
		cb.Update().After("*").Register("observe:after_update", endStatement),
		cb.Delete().Before("*").Register("observe:before_delete", startStatement),
		cb.Delete().After("*").Register("observe:after_delete", endStatement),
		cb.Row().Before("*").Register("observe:before_row", startStatement),
		cb.Row().After("*").Register("observe:after_row", endStatement),
		cb.Raw().Before("*").Register("observe:before_raw", startStatement),
		cb.Raw().After("*").Register("observe:after_raw", endStatement),
	}
	return errors.Join(errs...)
}

func startStatement(g *gorm.DB) {
	if !tracing.Load() || g.Statement == nil || g.Statement.Context == nil {
		return
	}
	ctx, span := tracer().Start(g.Statement.Context, "db", trace.WithSpanKind(trace.SpanKindClient),
		trace.WithAttributes(attribute.String("db.system.name", "postgresql")))
	g.Statement.Context = ctx
	g.InstanceSet(spanKey, span)
}

func endStatement(g *gorm.DB) {
	if !tracing.Load() {
		return
	}
	v, ok := g.InstanceGet(spanKey)
	if !ok {
		return
	}
	span := v.(trace.Span)
	sql := g.Statement.SQL.String()
	span.SetName(operation(sql))
	if len(sql) > maxStatement {
		sql = sql[:maxStatement]
	}
	span.SetAttributes(attribute.String("db.statement", sql), attribute.Int64("db.rows_affected", g.RowsAffected))
	if g.Error != nil && !errors.Is(g.Error, gorm.ErrRecordNotFound) {
		span.RecordError(g.Error)
		span.SetStatus(codes.Error, g.Error.Error())
	}
	span.End()
}

// operation is the span's name: the statement's first word (SELECT, INSERT, SET, WITH …).
func operation(sql string) string {
	sql = strings.TrimSpace(sql)
	if i := strings.IndexAny(sql, " \t\n("); i > 0 {
		sql = sql[:i]
	}
	if sql == "" {
		return "db"
	}
	return strings.ToUpper(sql)
}
