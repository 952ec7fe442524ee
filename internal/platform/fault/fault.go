// Package fault is the one error type a service, a store or a worker task returns for a failure
// the person using the console can act on: a kind (what went wrong, so the API knows the status)
// and the message they read. It links no HTTP framework, so the worker shares the services that
// return it; httpx maps each kind to its status and response code in one table.
package fault

// Kind classifies a failure.
type Kind int

const (
	Internal Kind = iota
	Invalid
	BadCredentials
	Unauthorized
	SessionTimeout
	Forbidden
	Denied // the account may not sign in (disabled, no console access)
	Suspended
	NotFound
	Conflict
	Locked
	RateLimited
	TooLarge
	// PaymentRequired is a card the payment processor refused (declined, insufficient funds,
	// expired): the person reads the processor's message and tries another card.
	PaymentRequired
	// Unavailable is a provider the platform depends on (Stripe) failing or unreachable.
	Unavailable
	// Unsupported is content of a type the call does not take (an upload's file: 415).
	Unsupported
	// Gone is something that existed and no longer does (an expired export: 410).
	Gone
)

// Error is a failure with a message meant for the person using the console.
type Error struct {
	Kind    Kind
	Message string
}

func (e *Error) Error() string { return e.Message }

// E builds an Error.
func E(kind Kind, msg string) *Error { return &Error{Kind: kind, Message: msg} }
