package cardsapi_test

import (
	"strings"
	"testing"
	"time"

	"congregate/internal/platform/payments/paymentstest"
	"congregate/tenantapi/billing/cards"
	pt "congregate/tenantapi/tenanttest"
)

func TestCardsOnFile(t *testing.T) {
	e := pt.New(t)
	c := e.Alpha
	ann := e.Login(c, "admin@alpha.test")
	layer := paymentstest.Layer(t)
	before := len(layer.Requests())
	post := func(tok, path string, body any) pt.Resp { return e.Post(c, "/api/billing/cards/"+path, tok, body) }
	var list cards.List
	list1 := func() []cards.Card {
		t.Helper()
		post(ann, "list", map[string]any{}).Decode(t, &list)
		return list.Items
	}
	if got := list1(); len(got) != 0 {
		t.Fatalf("empty church lists %+v", got)
	}

	// Setup: a SetupIntent of the church's customer; test mode offers the test cards.
	var setup cards.Setup
	r := post(ann, "setup", map[string]any{})
	pt.Expect(t, r, 200, "Card setup")
	r.Decode(t, &setup)
	if !strings.HasPrefix(setup.SetupIntentID, "seti_") || setup.ClientSecret == "" || !setup.TestMode || len(setup.TestCards) != 6 ||
		setup.TestCards[0].PaymentMethod != "pm_card_visa" {
		t.Fatalf("setup: %+v", setup)
	}

	// The first card becomes the default; the next does not unless asked.
	var visa, master, expiring cards.Card
	r = post(ann, "add", map[string]any{"setupIntentId": setup.SetupIntentID, "paymentMethodId": "pm_card_visa"})
	pt.Expect(t, r, 201, "Card added")
	r.Decode(t, &visa)
	if visa.Brand != "visa" || visa.Last4 != "4242" || !visa.IsDefault || visa.Expired || visa.ExpiresSoon || visa.ExpYear < time.Now().Year() {
		t.Fatalf("visa: %+v", visa)
	}
	post(ann, "add", map[string]any{"paymentMethodId": "pm_card_mastercard"}).Decode(t, &master)
	if master.Brand != "mastercard" || master.Last4 != "4444" || master.IsDefault {
		t.Fatalf("mastercard: %+v", master)
	}
	// Adding the same card again answers it (no second row).
	var again cards.Card
	post(ann, "add", map[string]any{"paymentMethodId": "pm_card_mastercard"}).Decode(t, &again)
	if again.ID != master.ID {
		t.Fatalf("added twice: %+v", again)
	}
	post(ann, "add", map[string]any{"paymentMethodId": "pm_card_visa_expiring", "makeDefault": true}).Decode(t, &expiring)
	if !expiring.IsDefault || !expiring.ExpiresSoon || expiring.Expired || expiring.Last4 != "0341" {
		t.Fatalf("expiring: %+v", expiring)
	}

	// An expired card is refused by the processor: 402 with its message, nothing stored.
	pt.ExpectCode(t, post(ann, "add", map[string]any{"paymentMethodId": "pm_card_chargeDeclinedExpiredCard"}), 402, "09", "Your card has expired.")
	if n := e.Count(c, `SELECT count(*) FROM billing_cards`); n != 3 {
		t.Fatalf("%d cards after the refusal", n)
	}
	got := list1()
	if len(got) != 3 || got[0].ID != expiring.ID || !got[0].IsDefault || got[1].IsDefault || got[2].IsDefault {
		t.Fatalf("list: %+v", got)
	}

	// Make default: here and as the Stripe customer's invoice default.
	var d cards.Card
	r = post(ann, "default", map[string]any{"id": master.ID})
	pt.Expect(t, r, 200, "Default card changed")
	r.Decode(t, &d)
	if !d.IsDefault || d.ID != master.ID {
		t.Fatalf("default: %+v", d)
	}
	if n := e.Count(c, `SELECT count(*) FROM billing_cards WHERE is_default`); n != 1 {
		t.Fatalf("%d defaults", n)
	}
	found := false
	for _, q := range layer.Requests()[before:] {
		if strings.HasPrefix(q.Path, "/v1/customers/") && q.Form.Get("invoice_settings[default_payment_method]") == "pm_card_mastercard" {
			found = true
		}
	}
	if !found {
		t.Fatal("the Stripe customer's default payment method was not set")
	}

	// Remove: not the default while others are on file; others go (detached at Stripe).
	pt.ExpectCode(t, post(ann, "remove", map[string]any{"id": master.ID}), 409, "01", cards.MsgDefaultRemove)
	r = post(ann, "remove", map[string]any{"id": visa.ID})
	pt.Expect(t, r, 200, "Card removed")
	if r.M(t) == nil {
		t.Fatal("remove answers {}")
	}
	pt.ExpectCode(t, post(ann, "remove", map[string]any{"id": visa.ID}), 404, "06", "Card not found")
	pt.ExpectCode(t, post(ann, "default", map[string]any{"id": visa.ID}), 404, "06", "Card not found")
	if n := layer.Count("POST", `/v1/payment_methods/pm_card_visa/detach`); n < 1 {
		t.Fatal("the removed card was not detached")
	}
	if got := list1(); len(got) != 2 {
		t.Fatalf("after removal: %+v", got)
	}

	// Bad input: clear 400s; unknown ids 404.
	pt.Expect(t, post(ann, "add", map[string]any{"paymentMethodId": ""}), 400, "Choose a card")
	pt.Expect(t, post(ann, "add", map[string]any{"paymentMethodId": "4242424242424242"}), 400, "paymentMethodId is not a Stripe payment method")
	pt.Expect(t, post(ann, "add", map[string]any{"paymentMethodId": "pm_card_visa", "setupIntentId": "pi_123"}), 400, "setupIntentId is not a Stripe SetupIntent")
	pt.Expect(t, post(ann, "default", map[string]any{"id": 0}), 400, "Choose a card")
	pt.Expect(t, post(ann, "remove", map[string]any{"id": 999999}), 404, "Card not found")

	// Another church: its own (empty) list; alpha's ids are not found and nothing changes.
	bravo := e.Login(e.Bravo, "admin@bravo.test")
	var bl cards.List
	e.Post(e.Bravo, "/api/billing/cards/list", bravo, map[string]any{}).Decode(t, &bl)
	if len(bl.Items) != 0 {
		t.Fatalf("bravo sees %+v", bl.Items)
	}
	pt.Expect(t, e.Post(e.Bravo, "/api/billing/cards/default", bravo, map[string]any{"id": expiring.ID}), 404, "Card not found")
	pt.Expect(t, e.Post(e.Bravo, "/api/billing/cards/remove", bravo, map[string]any{"id": master.ID}), 404, "Card not found")
	if n := e.Count(c, `SELECT count(*) FROM billing_cards WHERE removed_at IS NULL`); n != 2 {
		t.Fatalf("alpha has %d live cards after bravo's calls", n)
	}

	// Staff without the generosity key are refused.
	pt.Expect(t, post(e.Login(c, "people@alpha.test"), "list", map[string]any{}), 403, "")

	// Every call that changed something at Stripe carried an idempotency key.
	for _, q := range layer.Requests()[before:] {
		if q.Method == "POST" && q.IdempotencyKey == "" {
			t.Errorf("POST %s without an idempotency key", q.Path)
		}
	}
}

func TestExpiry(t *testing.T) {
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		m, y          int
		expired, soon bool
	}{
		{10, 2026, true, false}, {11, 2026, false, true}, {12, 2026, false, true}, {1, 2027, false, false},
		{12, 2025, true, false}, {1, 2030, false, false},
	} {
		if cards.Expired(tc.m, tc.y, now) != tc.expired || cards.ExpiresSoon(tc.m, tc.y, now) != tc.soon {
			t.Errorf("%d/%d: expired %v soon %v", tc.m, tc.y, cards.Expired(tc.m, tc.y, now), cards.ExpiresSoon(tc.m, tc.y, now))
		}
	}
	dec := time.Date(2026, 12, 3, 0, 0, 0, 0, time.UTC)
	if !cards.ExpiresSoon(1, 2027, dec) || cards.ExpiresSoon(2, 2027, dec) {
		t.Error("December: January is next month")
	}
}
