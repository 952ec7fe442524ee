package payments

import (
	"crypto/hmac"
	"encoding/hex"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/stripe/stripe-go/v76"
	"github.com/stripe/stripe-go/v76/webhook"
)

// Tolerance is how old (or how far in the future) a webhook's signed timestamp may be: Stripe's
// own default, so a captured request cannot be replayed later.
const Tolerance = 300 * time.Second

// Webhook errors (every one answered 400 by the endpoint).
var (
	ErrNoSignature  = errors.New("stripe webhook: no signature header")
	ErrBadSignature = errors.New("stripe webhook: signature does not match")
	ErrStale        = errors.New("stripe webhook: timestamp outside the tolerance")
	ErrBadPayload   = errors.New("stripe webhook: payload is not a Stripe event")
)

// VerifyWebhook checks the Stripe-Signature header of payload (t=…,v1=…: HMAC-SHA256 of
// "t.payload" with the endpoint's secret, any of several v1 values may match, as during a secret
// roll) and that t is within Tolerance of now, then decodes the event. The API version of the
// event is not compared with the library's: the mirror reads the fields it needs.
func VerifyWebhook(payload []byte, header, secret string, now time.Time) (stripe.Event, error) {
	var ev stripe.Event
	if header == "" {
		return ev, ErrNoSignature
	}
	var ts int64 = -1
	var sigs [][]byte
	for _, part := range strings.Split(header, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			continue
		}
		switch k {
		case "t":
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil {
				return ev, ErrBadSignature
			}
			ts = n
		case "v1":
			if b, err := hex.DecodeString(v); err == nil {
				sigs = append(sigs, b)
			}
		}
	}
	if ts < 0 || len(sigs) == 0 || secret == "" {
		return ev, ErrBadSignature
	}
	signed := time.Unix(ts, 0)
	want := webhook.ComputeSignature(signed, payload, secret)
	match := false
	for _, s := range sigs {
		if hmac.Equal(s, want) {
			match = true
		}
	}
	if !match {
		return ev, ErrBadSignature
	}
	if d := now.Sub(signed); d > Tolerance || d < -Tolerance {
		return ev, ErrStale
	}
	if err := json.Unmarshal(payload, &ev); err != nil || ev.ID == "" || ev.Type == "" || ev.Data == nil {
		return stripe.Event{}, ErrBadPayload
	}
	return ev, nil
}

// SignatureHeader is the Stripe-Signature header Stripe would send for payload at t: the test
// harness and the e2e helper sign their own events with it.
func SignatureHeader(payload []byte, secret string, t time.Time) string {
	return "t=" + strconv.FormatInt(t.Unix(), 10) + ",v1=" + hex.EncodeToString(webhook.ComputeSignature(t, payload, secret))
}
