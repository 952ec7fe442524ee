package ledger

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
)

// Deliver is the body of every message handler: decode the task's jobs.Message, then send it at
// most once under its idempotency key. Payloads that can never succeed skip asynq's retries.
func (l *Ledger) Deliver(ctx context.Context, channel string, t *asynq.Task,
	send func(ctx context.Context, m jobs.Message) (providerRef string, err error)) error {
	var m jobs.Message
	if err := json.Unmarshal(t.Payload(), &m); err != nil {
		return fmt.Errorf("%s: decode payload: %v: %w", t.Type(), err, asynq.SkipRetry)
	}
	if err := m.Validate(); err != nil {
		return fmt.Errorf("%s: %v: %w", t.Type(), err, asynq.SkipRetry)
	}
	e := Entry{Key: m.Key, Channel: channel, Church: m.Church, Recipient: m.To}
	_, err := l.Once(ctx, e, func(ctx context.Context) (string, error) { return send(ctx, m) })
	if err != nil {
		return fmt.Errorf("%s %s: %w", t.Type(), m.Key, err)
	}
	return nil
}
