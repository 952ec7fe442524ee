package payments_test

import (
	"errors"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v76"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/payments"
	"congregate/internal/platform/payments/paymentstest"
)

func TestVerifyWebhook(t *testing.T) {
	now := time.Now()
	body := paymentstest.Event(t, "invoice.paid", now, map[string]any{"id": "in_1", "object": "invoice"})
	secret := "whsec_x"
	good := payments.SignatureHeader(body, secret, now)

	ev, err := payments.VerifyWebhook(body, good, secret, now)
	if err != nil || ev.Type != "invoice.paid" {
		t.Fatalf("good signature: %v %q", err, ev.Type)
	}
	// a roll: an old and a new signature, one matches
	if _, err := payments.VerifyWebhook(body, good+",v1=00ff", secret, now); err != nil {
		t.Fatalf("two signatures: %v", err)
	}
	cases := map[string]struct {
		body   []byte
		header string
		secret string
		now    time.Time
		want   error
	}{
		"no header":      {body, "", secret, now, payments.ErrNoSignature},
		"wrong secret":   {body, good, "whsec_other", now, payments.ErrBadSignature},
		"changed body":   {append([]byte(" "), body...), good, secret, now, payments.ErrBadSignature},
		"garbage header": {body, "t=abc,v1=zz", secret, now, payments.ErrBadSignature},
		"no v1":          {body, "t=1", secret, now, payments.ErrBadSignature},
		"stale":          {body, payments.SignatureHeader(body, secret, now.Add(-301*time.Second)), secret, now, payments.ErrStale},
		"future":         {body, payments.SignatureHeader(body, secret, now.Add(301*time.Second)), secret, now, payments.ErrStale},
		"not an event":   {[]byte(`{"a":1}`), payments.SignatureHeader([]byte(`{"a":1}`), secret, now), secret, now, payments.ErrBadPayload},
	}
	for name, c := range cases {
		if _, err := payments.VerifyWebhook(c.body, c.header, c.secret, c.now); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", name, err, c.want)
		}
	}
	if _, err := payments.VerifyWebhook(body, payments.SignatureHeader(body, secret, now.Add(-299*time.Second)), secret, now); err != nil {
		t.Errorf("299 s old: %v", err)
	}
}

func TestMinorUnits(t *testing.T) {
	for _, c := range []struct {
		in, cur string
		want    int64
		bad     bool
	}{
		{"199.00", "USD", 19900, false}, {"12.5", "usd", 1250, false}, {"7", "", 700, false},
		{"1500", "JPY", 1500, false}, {"1500.00", "JPY", 1500, false}, {"0.001", "USD", 0, true},
		{"-1", "USD", 0, true}, {"abc", "USD", 0, true}, {"", "USD", 0, true}, {"99999999999999999999", "USD", 0, true},
	} {
		got, err := payments.MinorUnits(c.in, c.cur)
		if (err != nil) != c.bad || got != c.want {
			t.Errorf("MinorUnits(%q, %q) = %d, %v", c.in, c.cur, got, err)
		}
	}
}

// TestDeclines runs the test cards through the layer in front of stripe-mock: the decline cards
// answer 402 with Stripe's messages, the good ones succeed with their card details.
func TestDeclines(t *testing.T) {
	sc := paymentstest.Client(t)
	charge := func(pm, key string) (*stripe.PaymentIntent, error) {
		return sc.PaymentIntents.New(&stripe.PaymentIntentParams{Params: payments.Params(key),
			Amount: stripe.Int64(1000), Currency: stripe.String("usd"), PaymentMethod: stripe.String(pm), Confirm: stripe.Bool(true)})
	}
	for pm, want := range map[string]string{
		"pm_card_chargeDeclined":                  payments.MsgDeclined,
		"pm_card_chargeDeclinedInsufficientFunds": payments.MsgInsufficientFunds,
		"pm_card_chargeDeclinedExpiredCard":       payments.MsgExpired,
	} {
		_, err := charge(pm, "decl:"+pm+paymentstest.RandomID())
		err = payments.Decline(err)
		var f *fault.Error
		if !errors.As(err, &f) || f.Kind != fault.PaymentRequired || f.Message != want {
			t.Errorf("%s: %v, want 402 %q", pm, err, want)
		}
	}
	key := "ok:" + paymentstest.RandomID()
	pi, err := charge("pm_card_visa", key)
	if err != nil || pi.Status != stripe.PaymentIntentStatusSucceeded {
		t.Fatalf("visa: %v %v", err, pi)
	}
	again, err := charge("pm_card_visa", key)
	if err != nil || again.ID != pi.ID {
		t.Fatalf("same key answers the same PaymentIntent: %v %s %s", err, again.ID, pi.ID)
	}
	pm, err := sc.PaymentMethods.Get("pm_card_mastercard", nil)
	if err != nil || pm.Card.Brand != "mastercard" || pm.Card.Last4 != "4444" {
		t.Fatalf("mastercard details: %v %+v", err, pm.Card)
	}
	_, err = sc.PaymentMethods.Attach("pm_card_chargeDeclinedExpiredCard", &stripe.PaymentMethodAttachParams{
		Params: payments.Params("att:" + paymentstest.RandomID()), Customer: stripe.String("cus_x")})
	if !payments.IsDecline(err) {
		t.Fatalf("expired card attaches: %v", err)
	}
	// Anything else Stripe refuses is the provider's failure, not the person's card.
	_, err = sc.Customers.Get("", nil)
	var f *fault.Error
	if err = payments.Decline(err); !errors.As(err, &f) || f.Kind != fault.Unavailable {
		t.Fatalf("other errors: %v", err)
	}
}
