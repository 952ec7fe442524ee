// Package push holds the church's Web Push (VAPID) key pair and its people's browser subscriptions
// (docs/communications-api.md "Contact groups, keywords, media, greetings, push"). Keys is the
// gin-free call the worker's push provider uses; the routes let any signed-in user's browser ask
// for the public key and subscribe.
package push

import (
	"net/url"
	"strings"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// KeyPair is the church's VAPID pair: URL-safe base64, as webpush-go reads and writes them.
type KeyPair struct {
	PublicKey  string
	PrivateKey string
}

// PublicKey answers push/key.
type PublicKey struct {
	PublicKey string `json:"publicKey"`
}

// Subscribed answers push/subscribe.
type Subscribed struct {
	ID int64 `json:"id"`
}

// SubscriptionKeys are the browser's keys of a subscription (PushSubscription.toJSON().keys).
type SubscriptionKeys struct {
	P256dh string `json:"p256dh"`
	Auth   string `json:"auth"`
}

type keyRequest struct {
	httpx.ClientContext
}

type subscribeRequest struct {
	httpx.ClientContext
	Endpoint string           `json:"endpoint"`
	Keys     SubscriptionKeys `json:"keys"`
}

var (
	errEndpoint = fault.E(fault.Invalid, "The push subscription's endpoint must be an https URL")
	errKeys     = fault.E(fault.Invalid, "The push subscription's keys are missing")
)

func (r *subscribeRequest) Validate() error {
	r.Endpoint = strings.TrimSpace(r.Endpoint)
	u, err := url.Parse(r.Endpoint)
	if err != nil || u.Scheme != "https" || u.Host == "" || len(r.Endpoint) > 2000 {
		return errEndpoint
	}
	r.Keys.P256dh, r.Keys.Auth = strings.TrimSpace(r.Keys.P256dh), strings.TrimSpace(r.Keys.Auth)
	if r.Keys.P256dh == "" || r.Keys.Auth == "" || len(r.Keys.P256dh) > 200 || len(r.Keys.Auth) > 100 {
		return errKeys
	}
	return nil
}
