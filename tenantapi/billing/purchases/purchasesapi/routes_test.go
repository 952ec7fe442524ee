package purchasesapi_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/stripe/stripe-go/v76"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/payments/paymentstest"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/billing/cards"
	"congregate/tenantapi/billing/purchases"
	"congregate/tenantapi/communications/credits"
	pt "congregate/tenantapi/tenanttest"
)

type bought struct {
	Purchase purchases.Purchase
	Account  credits.Account
}

func addCard(t *testing.T, e *pt.Env, c *tenancy.Church, tok, pm string) cards.Card {
	t.Helper()
	var card cards.Card
	r := e.Post(c, "/api/billing/cards/add", tok, map[string]any{"paymentMethodId": pm})
	pt.Expect(t, r, 201, "Card added")
	r.Decode(t, &card)
	return card
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestBuyCredits(t *testing.T) {
	e := pt.New(t)
	c := e.Alpha
	ann := e.Login(c, "admin@alpha.test")
	layer := paymentstest.Layer(t)
	post := func(path string, body any) pt.Resp { return e.Post(c, "/api/organization/credits/"+path, ann, body) }
	charges := func() int { return layer.Count("POST", `/v1/payment_intents`) }

	// Quote, and the bounds of one purchase.
	var q purchases.Quote
	r := post("quote", map[string]any{"credits": 1000})
	pt.Expect(t, r, 200, "Credit price")
	r.Decode(t, &q)
	if q != (purchases.Quote{Credits: 1000, UnitPriceMinor: 2, AmountMinor: 2000, Currency: "USD"}) {
		t.Fatalf("quote: %+v", q)
	}
	for _, n := range []any{0, -5, 99} {
		pt.Expect(t, post("quote", map[string]any{"credits": n}), 400, "Buy at least 100 credits")
		pt.Expect(t, post("buy", map[string]any{"credits": n, "method": "card", "requestKey": "k"}), 400, "Buy at least 100 credits")
	}
	for _, n := range []any{1_000_001, int64(9_000_000_000_000_000)} {
		pt.Expect(t, post("quote", map[string]any{"credits": n}), 400, "Buy at most 1,000,000 credits at a time")
		pt.Expect(t, post("buy", map[string]any{"credits": n, "method": "card", "requestKey": "k"}), 400, "Buy at most 1,000,000 credits at a time")
	}
	// Credits are priced in the church's plan currency.
	if err := e.DB.Gorm.Exec(`INSERT INTO control.church_plans (church_id, size_name, currency, price) VALUES (?, 'small', 'GBP', 99)`, e.Bravo.ID).Error; err != nil {
		t.Fatal(err)
	}
	var gbp purchases.Quote
	e.Post(e.Bravo, "/api/organization/credits/quote", e.Login(e.Bravo, "admin@bravo.test"), map[string]any{"credits": 500}).Decode(t, &gbp)
	if gbp.Currency != "GBP" || gbp.AmountMinor != 1000 {
		t.Fatalf("bravo's quote in its plan currency: %+v", gbp)
	}
	pt.Expect(t, post("quote", map[string]any{"credits": 1e30}), 400, "")
	pt.Expect(t, post("quote", map[string]any{"credits": 150.5}), 400, "")
	pt.Expect(t, post("buy", map[string]any{"credits": 500, "method": "gift", "requestKey": "k"}), 400, purchases.MsgMethod)
	pt.Expect(t, post("buy", map[string]any{"credits": 500, "method": "card"}), 400, purchases.MsgRequestKey)
	pt.Expect(t, post("buy", map[string]any{"credits": 500, "method": "card", "requestKey": "a b"}), 400, purchases.MsgRequestKey)
	pt.Expect(t, post("buy", map[string]any{"credits": 500, "method": "new_card", "requestKey": "k"}), 400, "Choose a card")

	// No card on file yet: refused, nothing written.
	pt.Expect(t, post("buy", map[string]any{"credits": 500, "method": "card", "requestKey": "k0"}), 409, "Add a card on file first")
	if n := e.Count(c, `SELECT count(*) FROM credit_purchases`); n != 0 {
		t.Fatalf("%d purchases after refusals", n)
	}

	// With the card on file: charged once, credited once, in one transaction.
	visa := addCard(t, e, c, ann, "pm_card_visa")
	before := charges()
	var b bought
	r = post("buy", map[string]any{"credits": 1000, "method": "card", "requestKey": "11111111-2222-3333-4444-555555555555"})
	pt.Expect(t, r, 200, "Credits purchased")
	r.Decode(t, &b)
	if b.Purchase.Status != "succeeded" || b.Purchase.Credits != 1000 || b.Purchase.AmountMinor != 2000 || b.Purchase.Currency != "USD" ||
		b.Purchase.CardBrand != "visa" || b.Purchase.CardLast4 != "4242" || !strings.HasPrefix(b.Purchase.Reference, "pi_") ||
		b.Purchase.CreatedByName != "Ann Alpha" || b.Purchase.ConfirmedAt == nil || b.Account.Balance != 1000 {
		t.Fatalf("bought: %+v", b)
	}
	// The double submit: the same purchase, no second charge, no second grant.
	var b2 bought
	post("buy", map[string]any{"credits": 1000, "method": "card", "requestKey": "11111111-2222-3333-4444-555555555555"}).Decode(t, &b2)
	if b2.Purchase.ID != b.Purchase.ID || b2.Account.Balance != 1000 || charges() != before+1 {
		t.Fatalf("retry: %+v, %d charges", b2, charges()-before)
	}
	if n := e.Count(c, `SELECT count(*) FROM credit_ledger WHERE kind = 'purchase' AND idempotency_key = '`+b.Purchase.Reference+`'`); n != 1 {
		t.Fatalf("%d ledger rows for the purchase", n)
	}
	pt.Expect(t, post("buy", map[string]any{"credits": 2000, "method": "card", "requestKey": "11111111-2222-3333-4444-555555555555"}), 409, purchases.MsgKeyReused)

	// A card that is declined when charged: 402 with the message, the purchase failed, no credits.
	declined := addCard(t, e, c, ann, "pm_card_chargeDeclined")
	r = post("buy", map[string]any{"credits": 500, "method": "card", "cardId": declined.ID, "requestKey": "decline-1"})
	pt.ExpectCode(t, r, 402, "09", "Your card was declined.")
	pt.ExpectCode(t, post("buy", map[string]any{"credits": 500, "method": "card", "cardId": declined.ID, "requestKey": "decline-1"}), 402, "09", "Your card was declined.")
	var status, failure string
	e.Scan(c, `SELECT status, failure_message FROM credit_purchases WHERE request_key = 'buy:decline-1'`, &status, &failure)
	if status != "failed" || failure != "Your card was declined." {
		t.Fatalf("declined purchase: %s %q", status, failure)
	}
	// A new card with insufficient funds: the same, the card is kept on file.
	r = post("buy", map[string]any{"credits": 500, "method": "new_card", "paymentMethodId": "pm_card_chargeDeclinedInsufficientFunds", "requestKey": "decline-2"})
	pt.ExpectCode(t, r, 402, "09", "Your card has insufficient funds.")
	// An expired new card is refused when attached: the purchase failed, no card stored.
	r = post("buy", map[string]any{"credits": 500, "method": "new_card", "paymentMethodId": "pm_card_chargeDeclinedExpiredCard", "requestKey": "decline-3"})
	pt.ExpectCode(t, r, 402, "09", "Your card has expired.")
	if n := e.Count(c, `SELECT count(*) FROM billing_cards WHERE last4 = '0069'`); n != 0 {
		t.Fatal("the expired card was stored")
	}
	if a := balance(t, e, c); a.Balance != 1000 {
		t.Fatalf("balance after declines: %+v", a)
	}

	// A new card that pays: kept on file, credited.
	r = post("buy", map[string]any{"credits": 300, "method": "new_card", "paymentMethodId": "pm_card_mastercard", "requestKey": "new-1"})
	pt.Expect(t, r, 200, "Credits purchased")
	r.Decode(t, &b)
	if b.Purchase.Method != "new_card" || b.Purchase.CardBrand != "mastercard" || b.Account.Balance != 1300 {
		t.Fatalf("new card: %+v", b)
	}

	// A cheque: pending until an operator confirms it; confirming twice credits once.
	r = post("buy", map[string]any{"credits": 5000, "method": "cheque", "chequeNumber": "000123", "requestKey": "cheque-1"})
	pt.Expect(t, r, 202, "We will add the credits when your cheque arrives")
	r.Decode(t, &b)
	if b.Purchase.Status != "pending" || b.Purchase.ChequeNumber != "000123" || b.Account.Balance != 1300 {
		t.Fatalf("cheque: %+v", b)
	}
	pt.Expect(t, post("buy", map[string]any{"credits": 5000, "method": "cheque", "chequeNumber": "12<script>", "requestKey": "cheque-2"}), 400, purchases.MsgChequeNumber)
	s := &purchases.Service{Tenants: e.App.Tenants}
	p, err := s.ConfirmCheque(context.Background(), c, b.Purchase.ID, "ops:test")
	must(t, err)
	if p.Status != "succeeded" || p.Reference != fmt.Sprintf("cheque:%d", b.Purchase.ID) {
		t.Fatalf("confirmed: %+v", p)
	}
	if _, err := s.ConfirmCheque(context.Background(), c, b.Purchase.ID, "ops:test"); err != purchases.ErrAlreadyDecided {
		t.Fatalf("second confirm: %v", err)
	}
	if a := balance(t, e, c); a.Balance != 6300 {
		t.Fatalf("after the cheque: %+v", a)
	}

	// The purchases, newest first.
	var page struct {
		Total int64
		Items []purchases.Purchase
	}
	r = post("purchases", map[string]any{"page": 0, "pageSize": 10})
	pt.Expect(t, r, 200, "Credit purchases")
	r.Decode(t, &page)
	if page.Total != 6 || page.Items[0].Method != "cheque" || page.Items[0].Status != "succeeded" || page.Items[0].ConfirmedAt == nil ||
		page.Items[len(page.Items)-1].ID != b2.Purchase.ID {
		t.Fatalf("purchases: %+v", page)
	}
	var history struct{ Total int64 }
	post("purchase-history", map[string]any{}).Decode(t, &history)
	if history.Total != 3 {
		t.Fatalf("purchase history: %d entries", history.Total)
	}

	// Another church: alpha's card and purchases are not its own; nothing is written.
	bravo := e.Login(e.Bravo, "admin@bravo.test")
	pt.Expect(t, e.Post(e.Bravo, "/api/organization/credits/buy", bravo, map[string]any{"credits": 500, "method": "card", "cardId": visa.ID,
		"requestKey": "x"}), 404, "Card not found")
	e.Post(e.Bravo, "/api/organization/credits/purchases", bravo, map[string]any{}).Decode(t, &page)
	if page.Total != 0 || e.Count(e.Bravo, `SELECT count(*) FROM credit_purchases`) != 0 {
		t.Fatalf("bravo: %+v", page)
	}
	if _, err := s.ConfirmCheque(context.Background(), e.Bravo, b.Purchase.ID, "ops:test"); err == nil {
		t.Fatal("bravo confirmed alpha's cheque")
	}
	// Staff without the organization key are refused.
	pt.Expect(t, e.Post(c, "/api/organization/credits/buy", e.Login(c, "people@alpha.test"), map[string]any{"credits": 500, "method": "card", "requestKey": "p"}), 403, "")

	// Every POST to Stripe carried an idempotency key.
	for _, q := range layer.Requests() {
		if q.Method == "POST" && q.IdempotencyKey == "" {
			t.Errorf("POST %s without an idempotency key", q.Path)
		}
	}
}

func balance(t *testing.T, e *pt.Env, c *tenancy.Church) credits.Account {
	t.Helper()
	var a credits.Account
	must(t, e.App.Tenants.RunFor(context.Background(), c, func(tx *gorm.DB) (err error) { a, err = credits.Balance(tx); return err }))
	return a
}

// A pending purchase settles from its webhook event as from the charge's answer: once, and an
// older failure event after it changes nothing.
func TestPurchaseEvents(t *testing.T) {
	e := pt.New(t)
	c := e.Alpha
	s := e.App.Purchases()
	e.Exec(c, `INSERT INTO credit_purchases (request_key, credits, amount_minor, currency, method, stripe_payment_intent_id)
		VALUES ('buy:ev', 700, 1400, 'USD', 'card', 'pi_evtest1'), ('buy:ev2', 100, 200, 'USD', 'card', NULL)`)
	event := func(typ string, at time.Time, pi map[string]any) stripe.Event {
		var ev stripe.Event
		must(t, json.Unmarshal(paymentstest.Event(t, typ, at, pi), &ev))
		return ev
	}
	apply := func(ev stripe.Event) {
		t.Helper()
		fn := s.IntentSucceeded
		if ev.Type == "payment_intent.payment_failed" {
			fn = s.IntentFailed
		}
		must(t, e.App.Tenants.RunFor(context.Background(), c, func(tx *gorm.DB) error { return fn(context.Background(), tx, *c, ev) }))
	}
	now := time.Now()
	ok := event("payment_intent.succeeded", now, map[string]any{"id": "pi_evtest1", "object": "payment_intent", "status": "succeeded"})
	old := event("payment_intent.payment_failed", now.Add(-time.Minute), map[string]any{"id": "pi_evtest1", "object": "payment_intent",
		"status": "requires_payment_method", "last_payment_error": map[string]any{"message": "Your card was declined."}})
	apply(ok)
	apply(ok)
	apply(old)
	var status string
	e.Scan(c, `SELECT status FROM credit_purchases WHERE request_key = 'buy:ev'`, &status)
	if a := balance(t, e, c); status != "succeeded" || a.Balance != 700 {
		t.Fatalf("after events: %s %+v", status, a)
	}
	// By metadata, before the charge's answer stored the intent: failed, then a newer success settles it.
	meta := map[string]any{"purpose": "credits", "purchase_id": "2"}
	apply(event("payment_intent.payment_failed", now, map[string]any{"id": "pi_evtest2", "object": "payment_intent",
		"status": "requires_payment_method", "metadata": meta, "last_payment_error": map[string]any{"message": "Your card has insufficient funds."}}))
	e.Scan(c, `SELECT status FROM credit_purchases WHERE request_key = 'buy:ev2'`, &status)
	if status != "failed" {
		t.Fatalf("failed event: %s", status)
	}
	apply(event("payment_intent.succeeded", now.Add(time.Second), map[string]any{"id": "pi_evtest2", "object": "payment_intent",
		"status": "succeeded", "metadata": meta}))
	if a := balance(t, e, c); a.Balance != 800 {
		t.Fatalf("after the late success: %+v", a)
	}
	// An intent that is no purchase (an invoice's) is ignored.
	apply(event("payment_intent.succeeded", now, map[string]any{"id": "pi_invoice", "object": "payment_intent", "status": "succeeded"}))
	if n := e.Count(c, `SELECT count(*) FROM credit_ledger`); n != 2 {
		t.Fatalf("%d ledger rows", n)
	}
}

func TestAutoRechargeSettings(t *testing.T) {
	e := pt.New(t)
	c := e.Alpha
	ann := e.Login(c, "admin@alpha.test")
	post := func(path string, body any) pt.Resp { return e.Post(c, "/api/organization/credits/"+path, ann, body) }
	var ar purchases.AutoRecharge
	r := post("auto-recharge", map[string]any{})
	pt.Expect(t, r, 200, "Auto-recharge")
	r.Decode(t, &ar)
	if ar.Enabled || ar.ThresholdCredits != 500 || ar.RechargeCredits != 1000 || ar.Card != nil {
		t.Fatalf("defaults: %+v", ar)
	}
	pt.Expect(t, post("auto-recharge/update", map[string]any{"enabled": true, "thresholdCredits": 500, "rechargeCredits": 1000}), 409,
		"Add a card on file before turning on auto-recharge")
	pt.Expect(t, post("auto-recharge/update", map[string]any{"enabled": false, "thresholdCredits": -1, "rechargeCredits": 1000}), 400, purchases.MsgThreshold)
	pt.Expect(t, post("auto-recharge/update", map[string]any{"enabled": false, "thresholdCredits": 1_000_001, "rechargeCredits": 1000}), 400, purchases.MsgThreshold)
	pt.Expect(t, post("auto-recharge/update", map[string]any{"enabled": false, "thresholdCredits": 10, "rechargeCredits": 99}), 400, "Buy at least 100 credits")
	pt.Expect(t, post("auto-recharge/update", map[string]any{"enabled": false, "thresholdCredits": 10, "rechargeCredits": 2_000_000}), 400, "Buy at most 1,000,000 credits at a time")
	card := addCard(t, e, c, ann, "pm_card_visa")
	r = post("auto-recharge/update", map[string]any{"enabled": true, "thresholdCredits": 200, "rechargeCredits": 300})
	pt.Expect(t, r, 200, "Auto-recharge saved")
	r.Decode(t, &ar)
	if !ar.Enabled || ar.ThresholdCredits != 200 || ar.RechargeCredits != 300 || ar.Card == nil || ar.Card.ID != card.ID {
		t.Fatalf("saved: %+v", ar)
	}
	// Turned on below the threshold (0 credits): a recharge is queued at once.
	if n := autoTasks(t, e); n != 1 {
		t.Fatalf("%d auto-recharge tasks queued", n)
	}
	// Bravo's settings are its own.
	e.Post(e.Bravo, "/api/organization/credits/auto-recharge", e.Login(e.Bravo, "admin@bravo.test"), map[string]any{}).Decode(t, &ar)
	if ar.Enabled || ar.ThresholdCredits != 500 {
		t.Fatalf("bravo: %+v", ar)
	}
}

// autoTasks counts the queued (scheduled or pending) auto-recharge tasks.
func autoTasks(t *testing.T, e *pt.Env) int {
	t.Helper()
	tasks, err := e.Insp.ListScheduledTasks(e.Queue, asynq.PageSize(1000))
	if errors.Is(err, asynq.ErrQueueNotFound) {
		return 0
	}
	if err != nil {
		t.Fatal(err)
	}
	n := len(e.PendingTasks(jobs.TypeAutoRecharge))
	for _, x := range tasks {
		if x.Type == jobs.TypeAutoRecharge {
			n++
		}
	}
	return n
}

// Twenty sends crossing the threshold together queue one recharge, and twenty workers running it
// together charge once and grant once.
func TestAutoRechargeChargesOnceUnderConcurrency(t *testing.T) {
	e := pt.New(t)
	c := e.Alpha
	ann := e.Login(c, "admin@alpha.test")
	layer := paymentstest.Layer(t)
	addCard(t, e, c, ann, "pm_card_visa")
	ctx := context.Background()
	must(t, e.App.Tenants.RunFor(ctx, c, func(tx *gorm.DB) error {
		_, err := credits.Grant(tx, "start", 1000, credits.KindGrant, "", "operator", 0)
		return err
	}))
	pt.Expect(t, e.Post(c, "/api/organization/credits/auto-recharge/update", ann,
		map[string]any{"enabled": true, "thresholdCredits": 500, "rechargeCredits": 2000}), 200, "Auto-recharge saved")
	if n := autoTasks(t, e); n != 0 {
		t.Fatalf("%d tasks before any send", n)
	}

	// 20 sends of 40 credits each: 1,000 → 200 available, the threshold crossed on the 13th.
	var wg sync.WaitGroup
	errs := make(chan error, 20)
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- e.App.Tenants.RunFor(ctx, c, func(tx *gorm.DB) error {
				return credits.Reserve(tx, fmt.Sprintf("reserve:%d", i), 40, int64(i+1), 0)
			})
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		must(t, err)
	}
	if n := autoTasks(t, e); n != 1 {
		t.Fatalf("%d auto-recharge tasks queued by 20 crossing sends, want 1", n)
	}

	// 20 runs of the task at once (as retries and several workers would): one purchase, one charge.
	s := e.App.Purchases()
	charges := func() int {
		n := 0
		for _, q := range layer.Requests() {
			if q.Method == "POST" && q.Path == "/v1/payment_intents" && strings.HasPrefix(q.IdempotencyKey, fmt.Sprintf("auto-recharge:%d:0:", c.ID)) && !q.Replayed &&
				q.Status < 300 { // a 409 for a key still in flight charged nothing

				n++
			}
		}
		return n
	}
	before := charges()
	runs := make(chan error, 20)
	for range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runs <- s.RunAutoRecharge(tenancy.WithChurch(ctx, c), jobs.AutoRecharge{Tenant: jobs.In(c.ID), Generation: 0})
		}()
	}
	wg.Wait()
	close(runs)
	for err := range runs {
		must(t, err)
	}
	if n := charges() - before; n != 1 {
		t.Fatalf("%d charges, want 1", n)
	}
	if n := e.Count(c, `SELECT count(*) FROM credit_purchases WHERE method = 'auto_recharge' AND status = 'succeeded'`); n != 1 {
		t.Fatalf("%d auto-recharge purchases", n)
	}
	if n := e.Count(c, `SELECT count(*) FROM credit_ledger WHERE kind = 'purchase'`); n != 1 {
		t.Fatalf("%d purchase grants", n)
	}
	if a := balance(t, e, c); a.Balance != 3000 || a.Available != 2200 {
		t.Fatalf("after the recharge: %+v", a)
	}
	var gen int64
	e.Scan(c, `SELECT generation FROM credit_auto_recharge`, &gen)
	if gen != 1 {
		t.Fatalf("generation %d", gen)
	}
	// The old generation again (a late retry): nothing.
	must(t, s.RunAutoRecharge(tenancy.WithChurch(ctx, c), jobs.AutoRecharge{Tenant: jobs.In(c.ID), Generation: 0}))
	if n := e.Count(c, `SELECT count(*) FROM credit_purchases`); n != 1 {
		t.Fatalf("%d purchases after a late retry", n)
	}
}
