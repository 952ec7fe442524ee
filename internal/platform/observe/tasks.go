package observe

import (
	"context"
	"errors"
	"time"

	"github.com/hibiken/asynq"
	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"
)

// ErrPanicked marks the error of a task whose handler panicked (the worker's recovery wraps it),
// so the task counts as panicked, not failed.
var ErrPanicked = errors.New("task panicked")

// StartEnqueue starts the producer span of enqueueing t on queue and writes its trace context
// into t's headers (asynq carries them to the worker), when tracing is on and t has headers
// (internal/jobs builds every task with them). end records the enqueue's error and closes it.
func StartEnqueue(ctx context.Context, t *asynq.Task, queue string) (context.Context, func(error)) {
	if !tracing.Load() {
		return ctx, func(error) {}
	}
	ctx, span := tracer().Start(ctx, "enqueue "+t.Type(), trace.WithSpanKind(trace.SpanKindProducer),
		trace.WithAttributes(attribute.String("messaging.system", "asynq"), attribute.String("messaging.destination.name", queue),
			attribute.String("messaging.operation.type", "send"), attribute.String("task.type", t.Type())))
	if h := t.Headers(); h != nil {
		otel.GetTextMapPropagator().Inject(ctx, propagation.MapCarrier(h))
	}
	return ctx, func(err error) {
		if err != nil {
			span.RecordError(err)
			span.SetStatus(codes.Error, err.Error())
		}
		span.End()
	}
}

// Tasks is the worker's outermost middleware: each task counts in congregate_tasks_processed_total
// and congregate_task_duration_seconds, gets a consumer span whose parent is the enqueuer's span
// (from the task's headers), and its log lines (logged with its context) carry task_id, task_type
// and church (NoteChurch).
func Tasks() asynq.MiddlewareFunc {
	return func(next asynq.Handler) asynq.Handler {
		return asynq.HandlerFunc(func(ctx context.Context, t *asynq.Task) error {
			start := time.Now()
			id, _ := asynq.GetTaskID(ctx)
			s := &scope{taskID: id, taskType: t.Type()}
			ctx = withScope(ctx, s)
			var span trace.Span
			if tracing.Load() {
				if h := t.Headers(); len(h) > 0 {
					ctx = otel.GetTextMapPropagator().Extract(ctx, propagation.MapCarrier(h))
				}
				queue, _ := asynq.GetQueueName(ctx)
				retry, _ := asynq.GetRetryCount(ctx)
				ctx, span = tracer().Start(ctx, "process "+t.Type(), trace.WithSpanKind(trace.SpanKindConsumer),
					trace.WithAttributes(attribute.String("messaging.system", "asynq"), attribute.String("messaging.destination.name", queue),
						attribute.String("messaging.operation.type", "process"), attribute.String("messaging.message.id", id),
						attribute.String("task.type", t.Type()), attribute.Int("task.retry", retry)))
			}
			err := next.ProcessTask(ctx, t)
			outcome := "succeeded"
			switch {
			case errors.Is(err, ErrPanicked):
				outcome = "panicked"
			case err != nil:
				outcome = "failed"
			}
			tasksProcessed.WithLabelValues(t.Type(), outcome).Inc()
			taskDuration.WithLabelValues(t.Type()).Observe(time.Since(start).Seconds())
			if span != nil {
				if s.church != nil {
					span.SetAttributes(attribute.Int64("church.id", s.church.ID), attribute.String("church.short_name", s.church.ShortName))
				}
				if err != nil {
					span.RecordError(err)
					span.SetStatus(codes.Error, err.Error())
				}
				span.End()
			}
			return err
		})
	}
}
