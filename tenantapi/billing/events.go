package billing

import (
	"context"
	"sort"
	"sync"

	"github.com/stripe/stripe-go/v76"
	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
)

// EventFunc applies one Stripe event to a church: tx is a transaction bound to the church's
// schema (its mirror tables), church the church found by the event's customer. It must be
// idempotent and order-proof: an event applied twice, or after a newer one, changes nothing (each
// mirrored row keeps the stripe_event_at its state came from; paid, void and succeeded are final).
type EventFunc func(ctx context.Context, tx *gorm.DB, church tenancy.Church, ev stripe.Event) error

var (
	eventsMu sync.RWMutex
	events   = map[string]EventFunc{}
)

// OnEvent registers the handler of a Stripe event type. Billing registers invoice.* and
// customer.subscription.* (Service.RegisterEvents); cards and purchases register theirs through
// the same call at wiring (worker/billing.Register): two packages add event types without
// touching one switch. Registering a type again replaces its handler, so wiring may run twice
// (tests); one type has one handler.
func OnEvent(eventType string, fn EventFunc) {
	eventsMu.Lock()
	defer eventsMu.Unlock()
	events[eventType] = fn
}

// EventHandler is the handler registered for eventType.
func EventHandler(eventType string) (EventFunc, bool) {
	eventsMu.RLock()
	defer eventsMu.RUnlock()
	fn, ok := events[eventType]
	return fn, ok
}

// EventTypes are the registered event types, sorted (the webhook endpoint's list for Stripe's
// dashboard and `bin/ops billing show`).
func EventTypes() []string {
	eventsMu.RLock()
	defer eventsMu.RUnlock()
	out := make([]string, 0, len(events))
	for t := range events {
		out = append(out, t)
	}
	sort.Strings(out)
	return out
}
