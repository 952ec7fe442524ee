// Package worker wires the asynq server: queues, middleware and the handlers of internal/jobs tasks.
package worker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"runtime/debug"
	"time"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
	"congregate/internal/platform/observe"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/delivery"
	"congregate/worker/email"
	"congregate/worker/sms"
)

// Queues weighs the queues of internal/jobs: security codes first, bulk sends last.
func Queues() map[string]int {
	return map[string]int{jobs.QueueCritical: 6, jobs.QueueDefault: 3, jobs.QueueBulk: 1}
}

// ServerConfig is the asynq configuration of the worker process.
func ServerConfig(concurrency int, log *slog.Logger) asynq.Config {
	return asynq.Config{
		Concurrency: concurrency,
		Queues:      Queues(),
		Logger:      asynqLogger{log},
		LogLevel:    asynq.InfoLevel,
	}
}

// Senders are the providers the handlers send through.
type Senders struct {
	SMS   sms.Sender
	Email email.Sender
	// Channels send communications (issue 12), by channel: sms, mms, voice, email, push.
	Channels delivery.Providers
}

// NewMux routes every task of the registry (Tasks). Every task is logged and survives a panic;
// church tasks run with their church in the context, found in the control registry by churches.
func NewMux(d Deps, churches *tenancy.Resolver, log *slog.Logger) *asynq.ServeMux {
	mux := asynq.NewServeMux()
	inChurch := map[string]bool{}
	for _, t := range Tasks(d) {
		mux.Handle(t.Type, t.Handler)
		inChurch[t.Type] = t.Church
	}
	mux.Use(observe.Tasks(), logTasks(log), recoverPanics(log), churchContext(churches, inChurch))
	return mux
}

// churchContext puts a church task's church in the context, as the tenant API does for a host. A
// payload that names no church, or a church that is gone (or closed), can never succeed: no retry.
func churchContext(churches *tenancy.Resolver, inChurch map[string]bool) asynq.MiddlewareFunc {
	return func(next asynq.Handler) asynq.Handler {
		return asynq.HandlerFunc(func(ctx context.Context, t *asynq.Task) error {
			if !inChurch[t.Type()] {
				return next.ProcessTask(ctx, t)
			}
			var p jobs.Tenant
			if err := json.Unmarshal(t.Payload(), &p); err != nil || p.Validate() != nil {
				return fmt.Errorf("%s: payload names no church: %w", t.Type(), asynq.SkipRetry)
			}
			church, err := churches.ByID(ctx, p.ChurchID)
			if errors.Is(err, tenancy.ErrUnknownChurch) {
				return fmt.Errorf("%s: church %d not found: %w", t.Type(), p.ChurchID, asynq.SkipRetry)
			}
			if err != nil {
				return err
			}
			if church.Moving() { // its schema is being copied to another cluster: asynq retries later
				return fmt.Errorf("%s: church %s is moving to cluster %s, try again later", t.Type(), church.ShortName, church.MovingTo)
			}
			observe.NoteChurch(ctx, church) // the task's log line and span name it
			return next.ProcessTask(tenancy.WithChurch(ctx, church), t)
		})
	}
}

// logTasks logs every task's outcome with the task's context: the process's logger
// (observe.NewLogger) adds task_id, task_type and church. Payloads are not logged: they carry
// codes and addresses.
func logTasks(log *slog.Logger) asynq.MiddlewareFunc {
	return func(next asynq.Handler) asynq.Handler {
		return asynq.HandlerFunc(func(ctx context.Context, t *asynq.Task) error {
			start := time.Now()
			err := next.ProcessTask(ctx, t)
			retry, _ := asynq.GetRetryCount(ctx)
			queue, _ := asynq.GetQueueName(ctx)
			attrs := []any{"queue", queue, "retry", retry, "duration", time.Since(start).Round(time.Microsecond).String()}
			if err != nil {
				log.ErrorContext(ctx, "task failed", append(attrs, "err", err)...)
			} else {
				log.InfoContext(ctx, "task done", attrs...)
			}
			return err
		})
	}
}

// recoverPanics turns a handler's panic into a task error (retried like any other) with its stack
// in the log, so one bad task cannot take the process down.
func recoverPanics(log *slog.Logger) asynq.MiddlewareFunc {
	return func(next asynq.Handler) asynq.Handler {
		return asynq.HandlerFunc(func(ctx context.Context, t *asynq.Task) (err error) {
			defer func() {
				if p := recover(); p != nil {
					log.ErrorContext(ctx, "task panicked", "panic", p, "stack", string(debug.Stack()))
					err = fmt.Errorf("%s: panic: %v (%w)", t.Type(), p, observe.ErrPanicked)
				}
			}()
			return next.ProcessTask(ctx, t)
		})
	}
}

// asynqLogger sends asynq's own log lines to slog.
type asynqLogger struct{ log *slog.Logger }

func (l asynqLogger) Debug(args ...any) { l.log.Debug(fmt.Sprint(args...)) }
func (l asynqLogger) Info(args ...any)  { l.log.Info(fmt.Sprint(args...)) }
func (l asynqLogger) Warn(args ...any)  { l.log.Warn(fmt.Sprint(args...)) }
func (l asynqLogger) Error(args ...any) { l.log.Error(fmt.Sprint(args...)) }
func (l asynqLogger) Fatal(args ...any) {
	l.log.Error(fmt.Sprint(args...))
	os.Exit(1)
}
