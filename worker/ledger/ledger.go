// Package ledger makes at-least-once asynq deliveries send at most once: every outgoing message
// claims its row in control.send_ledger (keyed by the message's idempotency key) before it is sent.
package ledger

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"
)

// Channels recorded in the ledger.
const (
	ChannelSMS   = "sms"
	ChannelEmail = "email"
)

// Entry describes one outgoing message.
type Entry struct {
	Key       string
	Channel   string
	Church    string
	Recipient string
}

// SendFunc performs the provider call and returns the provider's reference for the message.
type SendFunc func(ctx context.Context) (providerRef string, err error)

// Ledger guards sends with rows of control.send_ledger.
type Ledger struct{ db *gorm.DB }

// New returns a ledger over the control database.
func New(db *gorm.DB) *Ledger { return &Ledger{db: db} }

// bookkeepingTimeout bounds the ledger transaction itself. It does not derive from the task's
// context so that a send cut short by the task deadline still gets its failure recorded.
const bookkeepingTimeout = 2 * time.Minute

// Once calls send unless a delivery with the same key has already been sent, and records the
// outcome. It reports whether send ran and succeeded. The error is send's error (recorded as
// last_error) or a database error.
//
// The claim's INSERT ... ON CONFLICT DO UPDATE locks the row until the transaction ends and the
// transaction spans the provider call, so a second delivery of the same key (a retry racing a slow
// first attempt, or two workers) waits on the row and then sees 'sent'.
func (l *Ledger) Once(ctx context.Context, e Entry, send SendFunc) (sent bool, err error) {
	txCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), bookkeepingTimeout)
	defer cancel()
	var sendErr error
	err = l.db.WithContext(txCtx).Transaction(func(tx *gorm.DB) error {
		var claim struct{ Status, Channel string }
		// The claim runs under the task's context, so waiting for another delivery's lock gives up
		// when the task does.
		if err := tx.WithContext(ctx).Raw(`
			INSERT INTO control.send_ledger (key, channel, church, recipient, attempts)
			VALUES (?, ?, ?, ?, 1)
			ON CONFLICT (key) DO UPDATE SET attempts = control.send_ledger.attempts + 1
			RETURNING status, channel`, e.Key, e.Channel, e.Church, e.Recipient).Scan(&claim).Error; err != nil {
			return fmt.Errorf("claim send ledger %q: %w", e.Key, err)
		}
		if claim.Channel != e.Channel {
			// Sending would deliver a different message under a key already spent; no retry fixes that.
			return fmt.Errorf("idempotency key %q already used for %s: %w", e.Key, claim.Channel, asynq.SkipRetry)
		}
		if claim.Status == "sent" {
			return nil
		}
		ref, err := send(WithEntry(ctx, e))
		if err != nil {
			sendErr = err
			return tx.Exec(`UPDATE control.send_ledger SET status = 'failed', last_error = ? WHERE key = ?`,
				truncate(err.Error(), 2000), e.Key).Error
		}
		sent = true
		return tx.Exec(`UPDATE control.send_ledger SET status = 'sent', provider_ref = ?, sent_at = now() WHERE key = ?`,
			ref, e.Key).Error
	})
	if err != nil {
		if sent {
			// The provider accepted the message but the ledger could not say so: a retry may send again.
			return false, fmt.Errorf("record sent message %q: %w", e.Key, err)
		}
		return false, errors.Join(sendErr, err)
	}
	return sent, sendErr
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return strings.ToValidUTF8(s[:n], "")
}

type entryKey struct{}

// WithEntry returns ctx carrying the entry being delivered, so providers can label what they send.
func WithEntry(ctx context.Context, e Entry) context.Context {
	return context.WithValue(ctx, entryKey{}, e)
}

// EntryFrom returns the entry being delivered, if any.
func EntryFrom(ctx context.Context) (Entry, bool) {
	e, ok := ctx.Value(entryKey{}).(Entry)
	return e, ok
}
