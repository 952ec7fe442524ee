// Package push sends the push notifications of communications with Web Push (RFC 8030, the
// payload encrypted per RFC 8291 aes128gcm, the sender identified per RFC 8292 VAPID with the
// church's key pair) through github.com/SherClockHolmes/webpush-go.
package push

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"

	"congregate/tenantapi/communications/delivery"
)

// WebPush is the push provider.
type WebPush struct {
	Client *http.Client
	TTL    time.Duration // how long the push service keeps an undelivered message (default a day)
}

// New returns a provider with its own connection pool.
func New() *WebPush {
	return &WebPush{Client: &http.Client{Timeout: 20 * time.Second, Transport: &http.Transport{
		Proxy: http.ProxyFromEnvironment, MaxIdleConns: 256, MaxIdleConnsPerHost: 64, IdleConnTimeout: 90 * time.Second}}}
}

// Payload is what the church's service worker receives.
type Payload struct {
	Title string `json:"title"`
	Body  string `json:"body"`
	URL   string `json:"url,omitempty"`
}

// Topic is the Web Push Topic of an attempt: a resend of the same attempt replaces the first
// one if the push service still holds it (at most 32 characters of URL-safe base64).
func Topic(attemptKey string) string {
	sum := sha256.Sum256([]byte(attemptKey))
	return base64.RawURLEncoding.EncodeToString(sum[:])[:32]
}

// Send encrypts and posts the notification to the subscription's push service. 201 is accepted;
// 404 and 410 (the subscription is gone) and other 4xx are permanent, 429 temporary, 5xx of
// unknown outcome.
func (p *WebPush) Send(ctx context.Context, m delivery.Outgoing) (delivery.Accepted, error) {
	if m.Push == nil {
		return delivery.Accepted{}, delivery.Permanent(fmt.Errorf("push: no subscription"))
	}
	body, err := json.Marshal(Payload{Title: m.Subject, Body: m.Text, URL: m.Push.URL})
	if err != nil {
		return delivery.Accepted{}, delivery.Permanent(err)
	}
	ttl := p.TTL
	if ttl <= 0 {
		ttl = 24 * time.Hour
	}
	resp, err := webpush.SendNotificationWithContext(ctx, body,
		&webpush.Subscription{Endpoint: m.Push.Endpoint, Keys: webpush.Keys{P256dh: m.Push.P256dh, Auth: m.Push.Auth}},
		&webpush.Options{HTTPClient: p.Client, Subscriber: m.Push.Subscriber, VAPIDPublicKey: m.Push.VAPIDPublic,
			VAPIDPrivateKey: m.Push.VAPIDPrivate, TTL: int(ttl.Seconds()), Topic: Topic(m.AttemptKey), Urgency: webpush.UrgencyNormal})
	if err != nil {
		// webpush-go does not tell bad keys from a lost connection: the outcome is unknown.
		return delivery.Accepted{}, fmt.Errorf("push: %w", err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<16))
	switch {
	case resp.StatusCode == http.StatusCreated || resp.StatusCode == http.StatusOK || resp.StatusCode == http.StatusAccepted:
		ref := resp.Header.Get("Location")
		if ref == "" {
			ref = "push:" + m.AttemptKey
		}
		return delivery.Accepted{Ref: ref}, nil
	case resp.StatusCode == http.StatusTooManyRequests:
		return delivery.Accepted{}, delivery.Temporary(fmt.Errorf("push: %s", resp.Status))
	case resp.StatusCode == http.StatusNotFound || resp.StatusCode == http.StatusGone:
		return delivery.Accepted{}, delivery.Permanent(fmt.Errorf("push: the browser's subscription has expired (%s)", resp.Status))
	case resp.StatusCode >= 400 && resp.StatusCode < 500:
		return delivery.Accepted{}, delivery.Permanent(fmt.Errorf("push: %s", resp.Status))
	}
	return delivery.Accepted{}, fmt.Errorf("push: %s", resp.Status)
}

// Lookup: a push service cannot be asked what it holds. Never found, so an attempt of unknown
// outcome is sent again; its Topic makes the push service replace a copy not yet delivered.
func (p *WebPush) Lookup(context.Context, string, delivery.Outgoing) (string, bool, error) {
	return "", false, nil
}
