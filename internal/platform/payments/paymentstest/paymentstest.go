// Package paymentstest gives tests a Stripe: stripe-mock (the pinned release, installed by
// `make tools` into .tools/bin) behind the test-card layer (internal/fakestripe), started once per
// test binary on free ports, and signed webhook events. A machine without stripe-mock fails the
// test with the command that installs it: nothing is skipped.
package paymentstest

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"congregate/internal/fakestripe"
	"congregate/internal/platform/payments"
)

// WebhookSecret is the secret the tests' events are signed with.
const WebhookSecret = "whsec_congregate_test"

var (
	once     sync.Once
	layer    *fakestripe.Server
	apiBase  string
	startErr error
)

// Start starts stripe-mock and the test-card layer (once per test binary) and answers the
// layer's base URL, the STRIPE_API_BASE of the code under test.
func Start(t testing.TB) string {
	t.Helper()
	once.Do(func() {
		bin, err := fakestripe.FindMock()
		if err != nil {
			startErr = err
			return
		}
		mock, err := fakestripe.StartMock(bin)
		if err != nil {
			startErr = err
			return
		}
		layer = fakestripe.New(mock.URL)
		apiBase = httptest.NewServer(layer).URL
	})
	if startErr != nil {
		t.Fatalf("paymentstest: %v", startErr)
	}
	return apiBase
}

// Config is a payments configuration against the started layer, signing with WebhookSecret.
func Config(t testing.TB) payments.Config {
	return payments.Config{APIBase: Start(t), WebhookSecret: WebhookSecret}
}

// Client is a Stripe client against the started layer.
func Client(t testing.TB) *payments.Client { return payments.New(Config(t)) }

// Layer is the test-card layer, whose Requests and Count tell what reached "Stripe".
func Layer(t testing.TB) *fakestripe.Server {
	Start(t)
	return layer
}

// SignedEvent signs eventJSON as Stripe would now: the body and the Stripe-Signature header.
func SignedEvent(t testing.TB, secret string, eventJSON []byte) (payload []byte, header string) {
	t.Helper()
	return eventJSON, payments.SignatureHeader(eventJSON, secret, time.Now())
}

// Event is a Stripe event's JSON: a new evt_ id, its type, created and data.object.
func Event(t testing.TB, typ string, created time.Time, object any) []byte {
	t.Helper()
	obj, err := json.Marshal(object)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(map[string]any{
		"id": "evt_" + RandomID(), "object": "event", "type": typ, "created": created.Unix(),
		"api_version": "2023-10-16", "livemode": false, "pending_webhooks": 1,
		"data": map[string]any{"object": json.RawMessage(obj)},
	})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// RandomID is 12 random hex characters for test objects' ids (in_…, evt_…).
func RandomID() string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
