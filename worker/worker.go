// Package worker wires the asynq server: queues, middleware and the handlers of internal/jobs tasks.
package worker

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"runtime/debug"
	"time"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
	"congregate/worker/email"
	"congregate/worker/ledger"
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
}

// NewMux routes every task type the worker handles.
func NewMux(l *ledger.Ledger, s Senders, log *slog.Logger) *asynq.ServeMux {
	mux := asynq.NewServeMux()
	mux.Use(logTasks(log), recoverPanics(log))
	mux.HandleFunc(jobs.TypeSMS, sms.NewHandler(s.SMS, l).HandleSMSTask)
	mux.HandleFunc(jobs.TypeEmail, email.NewHandler(s.Email, l).HandleEmailTask)
	return mux
}

// logTasks logs every task's outcome. Payloads are not logged: they carry codes and addresses.
func logTasks(log *slog.Logger) asynq.MiddlewareFunc {
	return func(next asynq.Handler) asynq.Handler {
		return asynq.HandlerFunc(func(ctx context.Context, t *asynq.Task) error {
			start := time.Now()
			err := next.ProcessTask(ctx, t)
			id, _ := asynq.GetTaskID(ctx)
			retry, _ := asynq.GetRetryCount(ctx)
			queue, _ := asynq.GetQueueName(ctx)
			attrs := []any{"type", t.Type(), "id", id, "queue", queue, "retry", retry, "duration", time.Since(start).Round(time.Microsecond).String()}
			if err != nil {
				log.Error("task failed", append(attrs, "err", err)...)
			} else {
				log.Info("task done", attrs...)
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
					log.Error("task panicked", "type", t.Type(), "panic", p, "stack", string(debug.Stack()))
					err = fmt.Errorf("%s: panic: %v", t.Type(), p)
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
