// Package stripehook is Stripe's webhook on the control plane (POST /api/webhooks/stripe on the
// onboarding hosts, docs/billing-api.md): it checks the Stripe-Signature header with
// STRIPE_WEBHOOK_SECRET and the 300 s tolerance, records the event once in control.stripe_events
// and queues billing:event, which applies it in the church's schema. A forged, malformed or stale
// call is 400; a replay is 200 and nothing is done twice.
package stripehook

import (
	"context"
	"errors"
	"io"
	"net/http"
	"reflect"

	"github.com/gin-gonic/gin"
	"github.com/stripe/stripe-go/v76"

	"congregate/controlplane/publicapi"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/clock"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/payments"
)

// Path is the webhook's path (the endpoint to configure in Stripe's dashboard).
const Path = "/api/webhooks/stripe"

// MaxBody is the largest event the webhook reads.
const MaxBody = 256 << 10

// Messages.
const (
	MsgBadSignature = "Invalid Stripe signature"
	MsgStale        = "Stale Stripe signature"
	MsgBadEvent     = "Not a Stripe event"
	MsgTooLarge     = "Event is too large"
	MsgReceived     = "Received"
	MsgReplayed     = "Already received"
)

// Events records verified events (billing.Service).
type Events interface {
	RecordEvent(ctx context.Context, ev stripe.Event, payload []byte) (bool, error)
}

// Queue queues an event's application (jobs.Client).
type Queue interface {
	EnqueueBillingEvent(ctx context.Context, eventID string) error
}

// Handler is the webhook.
type Handler struct {
	Events Events
	Queue  Queue
	Secret string // STRIPE_WEBHOOK_SECRET; empty refuses every call
	Clock  clock.Clock
}

// Received is the webhook's answer.
type Received struct {
	ID       string `json:"id"`
	Replayed bool   `json:"replayed"`
}

// Event documents the body Stripe posts (the handler reads it raw: the signature is over its bytes).
type Event struct {
	ID       string         `json:"id"`
	Object   string         `json:"object"`
	Type     string         `json:"type"`
	Created  int64          `json:"created"`
	Livemode bool           `json:"livemode"`
	Data     map[string]any `json:"data"`
}

// Routes is the webhook's line of the onboarding route table (public: the signature proves it).
func (h *Handler) Routes() []httpx.Route {
	return []httpx.Route{{Method: http.MethodPost, Path: Path, Public: true, Key: authz.Open,
		Handler: httpx.Endpoint{Serve: h.Serve, Body: httpx.BodyJSON, In: reflect.TypeOf(Event{}),
			Out: reflect.TypeOf(Received{}), Status: http.StatusOK}}}
}

// Serve is POST /api/webhooks/stripe.
func (h *Handler) Serve(c *gin.Context) {
	body, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, MaxBody))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			publicapi.Fail(c, publicapi.E(http.StatusRequestEntityTooLarge, MsgTooLarge))
			return
		}
		publicapi.Fail(c, publicapi.E(http.StatusBadRequest, MsgBadEvent))
		return
	}
	ev, err := payments.VerifyWebhook(body, c.GetHeader("Stripe-Signature"), h.Secret, h.Clock.Now())
	switch {
	case errors.Is(err, payments.ErrStale):
		publicapi.Fail(c, publicapi.E(http.StatusBadRequest, MsgStale))
		return
	case errors.Is(err, payments.ErrBadPayload):
		publicapi.Fail(c, publicapi.E(http.StatusBadRequest, MsgBadEvent))
		return
	case err != nil:
		publicapi.Fail(c, publicapi.E(http.StatusBadRequest, MsgBadSignature))
		return
	}
	ctx := c.Request.Context()
	fresh, err := h.Events.RecordEvent(ctx, ev, body)
	if err != nil {
		publicapi.Fail(c, err) // 500: Stripe delivers again
		return
	}
	if !fresh {
		publicapi.OK(c, MsgReplayed, Received{ID: ev.ID, Replayed: true})
		return
	}
	if h.Queue == nil {
		publicapi.Fail(c, errors.New("stripehook: no task queue")) // 500: Stripe delivers again
		return
	}
	if err := h.Queue.EnqueueBillingEvent(ctx, ev.ID); err != nil {
		publicapi.Fail(c, err)
		return
	}
	publicapi.OK(c, MsgReceived, Received{ID: ev.ID})
}
