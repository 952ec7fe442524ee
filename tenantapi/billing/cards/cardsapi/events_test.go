package cardsapi_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v76"
	"gorm.io/gorm"

	"congregate/internal/platform/payments/paymentstest"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/billing/cards"
	pt "congregate/tenantapi/tenanttest"
)

// A card detached at Stripe (the dashboard, a lost answer) is removed here; when it was the
// default, the newest other card becomes the default. The event again changes nothing.
func TestDetachedEvent(t *testing.T) {
	e := pt.New(t)
	c := e.Alpha
	ann := e.Login(c, "admin@alpha.test")
	var visa, master cards.Card
	e.Post(c, "/api/billing/cards/add", ann, map[string]any{"paymentMethodId": "pm_card_visa"}).Decode(t, &visa)
	e.Post(c, "/api/billing/cards/add", ann, map[string]any{"paymentMethodId": "pm_card_mastercard"}).Decode(t, &master)
	s := e.App.Purchases().Cards
	apply := func(typ string, obj map[string]any, fn func(context.Context, *gorm.DB, tenancy.Church, stripe.Event) error) {
		t.Helper()
		var ev stripe.Event
		if err := json.Unmarshal(paymentstest.Event(t, typ, time.Now(), obj), &ev); err != nil {
			t.Fatal(err)
		}
		if err := e.App.Tenants.RunFor(context.Background(), c, func(tx *gorm.DB) error { return fn(context.Background(), tx, *c, ev) }); err != nil {
			t.Fatal(err)
		}
	}
	for range 2 {
		apply("payment_method.detached", map[string]any{"id": "pm_card_visa", "object": "payment_method", "customer": nil}, s.Detached)
	}
	var list cards.List
	e.Post(c, "/api/billing/cards/list", ann, map[string]any{}).Decode(t, &list)
	if len(list.Items) != 1 || list.Items[0].ID != master.ID || !list.Items[0].IsDefault {
		t.Fatalf("after the detach: %+v", list.Items)
	}
	// A SetupIntent that is not a card-on-file setup (or has no payment method) is ignored.
	apply("setup_intent.succeeded", map[string]any{"id": "seti_x", "object": "setup_intent", "status": "succeeded",
		"payment_method": "pm_card_visa"}, s.SetupSucceeded)
	if n := e.Count(c, `SELECT count(*) FROM billing_cards WHERE removed_at IS NULL`); n != 1 {
		t.Fatalf("%d live cards", n)
	}
}
