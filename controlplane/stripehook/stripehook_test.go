package stripehook_test

import (
	"net/http"
	"testing"
	"time"

	"congregate/controlplane/cptest"
	"congregate/controlplane/stripehook"
	"congregate/internal/jobs"
	"congregate/internal/platform/payments"
	"congregate/internal/platform/payments/paymentstest"
)

// TestWebhookSignatures: a good signature is recorded once and queued once; a replay is 200 and
// does nothing; a bad, missing, stale or future signature and a changed body are 400 and record
// nothing.
func TestWebhookSignatures(t *testing.T) {
	e := cptest.New(t)
	now := time.Now()
	body := paymentstest.Event(t, "invoice.paid", now, map[string]any{"id": "in_hook1", "object": "invoice", "customer": "cus_x"})
	post := func(b []byte, sig string) *cptest.Response {
		h := http.Header{}
		if sig != "" {
			h.Set("Stripe-Signature", sig)
		}
		return e.DoHeader(cptest.Host, http.MethodPost, stripehook.Path, b, "", h)
	}
	events := func() int64 {
		var n int64
		e.DB.Gorm.Raw(`SELECT count(*) FROM control.stripe_events`).Scan(&n)
		return n
	}
	tasks := func() int {
		ts, _ := e.Inspector.ListPendingTasks(e.Queue)
		n := 0
		for _, t := range ts {
			if t.Type == jobs.TypeBillingEvent {
				n++
			}
		}
		return n
	}
	secret := paymentstest.WebhookSecret
	for name, c := range map[string]struct {
		body []byte
		sig  string
		msg  string
	}{
		"no signature":   {body, "", stripehook.MsgBadSignature},
		"wrong secret":   {body, payments.SignatureHeader(body, "whsec_other", now), stripehook.MsgBadSignature},
		"changed body":   {append([]byte(" "), body...), payments.SignatureHeader(body, secret, now), stripehook.MsgBadSignature},
		"stale (301 s)":  {body, payments.SignatureHeader(body, secret, now.Add(-301*time.Second)), stripehook.MsgStale},
		"future (301 s)": {body, payments.SignatureHeader(body, secret, now.Add(301*time.Second)), stripehook.MsgStale},
		"not an event":   {[]byte(`{"x":1}`), payments.SignatureHeader([]byte(`{"x":1}`), secret, now), stripehook.MsgBadEvent},
	} {
		if r := post(c.body, c.sig); r.Status != http.StatusBadRequest || r.Message != c.msg {
			t.Errorf("%s: %d %q, want 400 %q", name, r.Status, r.Message, c.msg)
		}
	}
	if events() != 0 || tasks() != 0 {
		t.Fatalf("refused calls recorded %d events, queued %d tasks", events(), tasks())
	}

	payload, sig := paymentstest.SignedEvent(t, secret, body)
	r := post(payload, sig)
	if r.Status != http.StatusOK || r.Message != stripehook.MsgReceived {
		t.Fatalf("good signature: %d %s", r.Status, r.Body)
	}
	// A replay (Stripe delivering again, or someone replaying within 300 s) is 200 and does nothing.
	e.DB.Gorm.Exec(`UPDATE control.stripe_events SET processed_at = now()`)
	r = post(payload, payments.SignatureHeader(payload, secret, time.Now()))
	if r.Status != http.StatusOK || r.Message != stripehook.MsgReplayed {
		t.Fatalf("replay: %d %s", r.Status, r.Body)
	}
	if events() != 1 || tasks() != 1 {
		t.Fatalf("%d events, %d tasks after a replay; want 1 and 1", events(), tasks())
	}
}
