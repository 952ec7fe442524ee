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
	eventsMu      sync.RWMutex
	events        = map[string]EventFunc{}
	connectEvents = map[string]EventFunc{}
)

// OnConnectEvent registers the handler of a Stripe event type of a connected account (an event
// with `account`: a church's own Stripe account, online giving, docs/giving-api.md). Such an event
// finds its church in control.church_merchant_accounts and runs this registry's handler in the
// church's schema; billing's own registry (OnEvent) is never used for it, nor is the church's
// billing state settled after it. Registering a type again replaces its handler.
func OnConnectEvent(eventType string, fn EventFunc) {
	eventsMu.Lock()
	defer eventsMu.Unlock()
	connectEvents[eventType] = fn
}

// ConnectEventHandler is the handler registered for a connected account's eventType.
func ConnectEventHandler(eventType string) (EventFunc, bool) {
	eventsMu.RLock()
	defer eventsMu.RUnlock()
	fn, ok := connectEvents[eventType]
	return fn, ok
}

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
