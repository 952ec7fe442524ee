// Package payments is the platform's one way to Stripe (github.com/stripe/stripe-go/v76): the
// client (pointed at stripe-mock and the test-card layer when STRIPE_API_BASE is set), the
// idempotency keys every call carries, the mapping of Stripe's errors to the faults a person
// reads (a declined card is 402 PaymentRequired with Stripe's own message) and the verification
// of Stripe's webhook signatures. Billing and giving share it; it links no HTTP framework.
package payments

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strings"

	"github.com/stripe/stripe-go/v76"
	"github.com/stripe/stripe-go/v76/client"

	"congregate/internal/platform/config"
	"congregate/internal/platform/fault"
)

// Config is the Stripe account the platform bills through.
type Config struct {
	// SecretKey is STRIPE_SECRET_KEY; APIBase (STRIPE_API_BASE) sends every call elsewhere than
	// api.stripe.com (stripe-mock behind the test-card layer in development and tests).
	SecretKey string
	APIBase   string
	// PublishableKey (STRIPE_PUBLISHABLE_KEY) is what the console's Stripe Elements use; empty
	// means test mode: the console offers the test cards instead.
	PublishableKey string
	// WebhookSecret (STRIPE_WEBHOOK_SECRET) checks the signature of Stripe's events.
	WebhookSecret string
}

// TestMode is true when no publishable key is set: the console cannot show Stripe Elements and
// offers the test payment methods of the test-card layer.
func (c Config) TestMode() bool { return c.PublishableKey == "" }

// Client is a Stripe API client bound to one account and base URL. Its zero value is unusable;
// build it with New.
type Client struct {
	*client.API
	Config Config
}

// New builds the client. Without a secret key (development against stripe-mock) it uses
// stripe-mock's accepted test key.
func New(cfg Config) *Client {
	key := cfg.SecretKey
	if key == "" {
		key = "sk_test_congregate"
	}
	bc := &stripe.BackendConfig{
		LeveledLogger:     &stripe.LeveledLogger{Level: stripe.LevelNull},
		MaxNetworkRetries: stripe.Int64(2),
	}
	if cfg.APIBase != "" {
		bc.URL = stripe.String(strings.TrimRight(cfg.APIBase, "/"))
	}
	backends := &stripe.Backends{
		API:     stripe.GetBackendWithConfig(stripe.APIBackend, bc),
		Connect: stripe.GetBackendWithConfig(stripe.ConnectBackend, &stripe.BackendConfig{LeveledLogger: bc.LeveledLogger, URL: bc.URL}),
		Uploads: stripe.GetBackendWithConfig(stripe.UploadsBackend, &stripe.BackendConfig{LeveledLogger: bc.LeveledLogger, URL: bc.URL}),
	}
	return &Client{API: client.New(key, backends), Config: cfg}
}

// Key is an idempotency key made of its parts, joined by ":" — e.g. Key("invoice-pay", church,
// invoice, attempt) = "invoice-pay:7:42:0". The same work asked twice has the same key, so Stripe
// answers the first result again instead of charging twice.
func Key(parts ...any) string {
	s := make([]string, len(parts))
	for i, p := range parts {
		s[i] = fmt.Sprint(p)
	}
	return strings.Join(s, ":")
}

// Params are the parameters every call carries: its idempotency key.
func Params(key string) stripe.Params {
	return stripe.Params{IdempotencyKey: stripe.String(key)}
}

// ParamsCtx is Params bound to a context (a request's deadline cancels the call).
func ParamsCtx(ctx context.Context, key string) stripe.Params {
	p := Params(key)
	p.Context = ctx
	return p
}

// Messages of the faults Decline answers.
const (
	MsgDeclined          = "Your card was declined."
	MsgInsufficientFunds = "Your card has insufficient funds."
	MsgExpired           = "Your card has expired."
	MsgUnavailable       = "The payment service is unavailable; please try again in a few minutes"
)

// Decline maps an error of a Stripe call to the fault the person reads: a card error (declined,
// insufficient funds, expired, incorrect CVC…) is fault.PaymentRequired (402) with Stripe's own
// message when it has one; every other Stripe or network error is fault.Unavailable (502), its
// detail kept for the log by errors.Join. nil stays nil and a fault passes through.
func Decline(err error) error {
	if err == nil {
		return nil
	}
	var f *fault.Error
	if errors.As(err, &f) {
		return err
	}
	var se *stripe.Error
	if errors.As(err, &se) && se.Type == stripe.ErrorTypeCard {
		return fault.E(fault.PaymentRequired, cardMessage(se))
	}
	return &unavailable{cause: err}
}

// IsDecline says err is a card the processor refused (after Decline or straight from Stripe).
func IsDecline(err error) bool {
	var f *fault.Error
	if errors.As(err, &f) {
		return f.Kind == fault.PaymentRequired
	}
	var se *stripe.Error
	return errors.As(err, &se) && se.Type == stripe.ErrorTypeCard
}

func cardMessage(se *stripe.Error) string {
	if m := strings.TrimSpace(se.Msg); m != "" {
		return m
	}
	switch {
	case se.DeclineCode == stripe.DeclineCodeInsufficientFunds:
		return MsgInsufficientFunds
	case se.Code == stripe.ErrorCodeExpiredCard || se.DeclineCode == stripe.DeclineCodeExpiredCard:
		return MsgExpired
	}
	return MsgDeclined
}

// unavailable is fault.Unavailable with the Stripe error behind it: the person reads the fault's
// message, the log gets the cause (errors.As finds the *fault.Error, errors.Unwrap the cause).
type unavailable struct{ cause error }

func (u *unavailable) Error() string { return MsgUnavailable + ": " + u.cause.Error() }
func (u *unavailable) Unwrap() []error {
	return []error{fault.E(fault.Unavailable, MsgUnavailable), u.cause}
}

// IsNetwork says the call never reached Stripe (a dial or timeout): safe to retry with the same key.
func IsNetwork(err error) bool {
	var ne net.Error
	return errors.As(err, &ne)
}

// FromConfig is the Stripe configuration of the process (config.Config's STRIPE_* settings).
func FromConfig(c config.Config) Config {
	return Config{SecretKey: c.StripeSecretKey, APIBase: c.StripeAPIBase, PublishableKey: c.StripePublishableKey,
		WebhookSecret: c.StripeWebhookSecret}
}
