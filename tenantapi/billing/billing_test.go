package billing_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v76"
	"gorm.io/gorm"

	"congregate/internal/platform/payments/paymentstest"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/billing"
	"congregate/tenantapi/billing/cards"
	"congregate/tenantapi/tenanttest"
)

// fakeCards stands in for billing/cards: every church has one default card, pm.
type fakeCards struct{ pm string }

func (f fakeCards) PaymentMethod(_ *gorm.DB, id *int64) (string, error) {
	if id != nil && *id != 1 {
		return "", nil
	}
	return f.pm, nil
}
func (fakeCards) Expiring(*gorm.DB, time.Time) ([]cards.Card, error) { return nil, nil }

type env struct {
	*tenanttest.Env
	S   *billing.Service
	now time.Time
}

func newEnv(t *testing.T) *env {
	e := &env{Env: tenanttest.New(t), now: time.Now().UTC().Truncate(time.Second)}
	e.S = e.App.Billing
	e.S.Clock = func() time.Time { return e.now }
	e.S.Cards = fakeCards{pm: "pm_card_visa"}
	return e
}

// customer gives the church a Stripe customer and answers it.
func (e *env) customer(c *tenancy.Church) string {
	id, err := e.S.EnsureCustomer(context.Background(), c)
	if err != nil {
		e.T.Fatal(err)
	}
	return id
}

// invoice is a Stripe invoice object of customer.
func invoice(id, customer, status string, due int64, created time.Time) map[string]any {
	paid := int64(0)
	st := map[string]any{"finalized_at": nil, "paid_at": nil}
	if status == "paid" {
		paid = due
		st["paid_at"] = created.Unix()
	}
	return map[string]any{"id": id, "object": "invoice", "customer": customer, "status": status, "currency": "usd",
		"number": "CONG-" + id[len(id)-4:], "amount_due": due, "amount_paid": paid, "created": created.Unix(),
		"period_start": created.Unix(), "period_end": created.AddDate(0, 1, 0).Unix(), "due_date": created.AddDate(0, 0, 7).Unix(),
		"hosted_invoice_url": "https://invoice.stripe.com/i/" + id, "invoice_pdf": "https://pay.stripe.com/invoice/" + id + "/pdf",
		"status_transitions": st,
		"lines": map[string]any{"object": "list", "data": []any{map[string]any{"id": "il_" + id, "object": "line_item",
			"description": "Congregate Medium plan", "amount": due}}}}
}

// deliver posts a signed event to the control plane's handler path through the billing service
// as the webhook and the worker would: record, then apply.
func (e *env) deliver(payload []byte) bool {
	var ev stripe.Event
	if err := json.Unmarshal(payload, &ev); err != nil {
		e.T.Fatal(err)
	}
	fresh, err := e.S.RecordEvent(context.Background(), ev, payload)
	if err != nil {
		e.T.Fatal(err)
	}
	if err := e.S.ApplyEvent(context.Background(), ev.ID); err != nil {
		e.T.Fatal(err)
	}
	return fresh
}

func (e *env) invoiceState(c *tenancy.Church) string {
	var s string
	e.Scan(c, `SELECT coalesce(json_agg(x ORDER BY stripe_invoice_id)::text, '[]') FROM (SELECT stripe_invoice_id, number, status,
		currency, amount_due_minor, amount_paid_minor, period_start, period_end, due_date, hosted_url, pdf_url, lines, paid_at,
		payment_failed_at, pay_attempts, stripe_event_at, created_at FROM billing_invoices) x`, &s)
	return s
}

func (e *env) controlState(c *tenancy.Church) string {
	var s string
	if err := e.DB.Gorm.Raw(`SELECT row(b.past_due_since, b.subscription_status, b.stripe_subscription_id, ch.billing_lockdown)::text
		FROM control.church_billing b JOIN control.churches ch ON ch.id = b.church_id WHERE b.church_id = ?`, c.ID).Scan(&s).Error; err != nil {
		e.T.Fatal(err)
	}
	return s
}

// TestEventsReplayedShuffled: a run's events (invoices created, finalized, a failed payment, paid,
// voided, a subscription) applied in order, then every one of them twice more in a shuffled order,
// give the same state; a replay is recognised.
func TestEventsReplayedShuffled(t *testing.T) {
	e := newEnv(t)
	e.S.GraceDays = 30
	cus := e.customer(e.Alpha)
	t0 := e.now.Add(-10 * 24 * time.Hour)
	at := func(h int) time.Time { return t0.Add(time.Duration(h) * time.Hour) }
	var evs [][]byte
	add := func(typ string, h int, obj map[string]any) {
		evs = append(evs, paymentstest.Event(t, typ, at(h), obj))
	}
	add("customer.subscription.created", 0, map[string]any{"id": "sub_1", "object": "subscription", "customer": cus, "status": "incomplete"})
	add("customer.subscription.updated", 1, map[string]any{"id": "sub_1", "object": "subscription", "customer": cus, "status": "active"})
	// invoice 1: paid after a failure (the same second as its finalization, too)
	add("invoice.created", 0, invoice("in_aaaa0001", cus, "draft", 19900, at(0)))
	add("invoice.finalized", 0, invoice("in_aaaa0001", cus, "open", 19900, at(0)))
	add("invoice.payment_failed", 2, invoice("in_aaaa0001", cus, "open", 19900, at(0)))
	add("invoice.paid", 3, invoice("in_aaaa0001", cus, "paid", 19900, at(0)))
	// invoice 2: voided
	add("invoice.created", 4, invoice("in_aaaa0002", cus, "draft", 500, at(4)))
	add("invoice.finalized", 5, invoice("in_aaaa0002", cus, "open", 500, at(4)))
	add("invoice.voided", 6, invoice("in_aaaa0002", cus, "void", 500, at(4)))
	// invoice 3: open, its payment failed (the church is past due)
	add("invoice.created", 7, invoice("in_aaaa0003", cus, "draft", 19900, at(7)))
	add("invoice.finalized", 7, invoice("in_aaaa0003", cus, "open", 19900, at(7)))
	add("invoice.payment_failed", 8, invoice("in_aaaa0003", cus, "open", 19900, at(7)))
	// invoice 4: marked uncollectible
	add("invoice.created", 9, invoice("in_aaaa0004", cus, "draft", 700, at(9)))
	add("invoice.finalized", 10, invoice("in_aaaa0004", cus, "open", 700, at(9)))
	add("invoice.marked_uncollectible", 11, invoice("in_aaaa0004", cus, "uncollectible", 700, at(9)))

	for _, ev := range evs {
		if !e.deliver(ev) {
			t.Fatal("a new event was taken for a replay")
		}
	}
	want, wantCtl := e.invoiceState(e.Alpha), e.controlState(e.Alpha)
	var got string
	e.Scan(e.Alpha, `SELECT string_agg(status, ',' ORDER BY stripe_invoice_id) FROM billing_invoices`, &got)
	if got != "paid,void,open,uncollectible" {
		t.Fatalf("statuses %s", got)
	}
	var pastDue *time.Time
	e.DB.Gorm.Raw(`SELECT past_due_since FROM control.church_billing WHERE church_id = ?`, e.Alpha.ID).Scan(&pastDue)
	if pastDue == nil || !pastDue.Equal(at(8)) {
		t.Fatalf("past due since %v, want %v", pastDue, at(8))
	}

	// Every event twice more, shuffled; the replays are recognised and change nothing.
	again := append(append([][]byte{}, evs...), evs...)
	rand.Shuffle(len(again), func(i, j int) { again[i], again[j] = again[j], again[i] })
	for _, ev := range again {
		if e.deliver(ev) {
			t.Fatal("a replay was taken for a new event")
		}
	}
	if s := e.invoiceState(e.Alpha); s != want {
		t.Fatalf("replays changed the invoices:\n%s\nwant\n%s", s, want)
	}
	if s := e.controlState(e.Alpha); s != wantCtl {
		t.Fatalf("replays changed the church's billing: %s, want %s", s, wantCtl)
	}

	// The same events as new deliveries (new ids), shuffled, against a second church: same end state.
	cusB := e.customer(e.Bravo)
	for i := range evs {
		var m map[string]any
		_ = json.Unmarshal(evs[i], &m)
		m["id"] = fmt.Sprintf("evt_b%d", i)
		obj := m["data"].(map[string]any)["object"].(map[string]any)
		obj["customer"] = cusB
		evs[i], _ = json.Marshal(m)
	}
	rand.Shuffle(len(evs), func(i, j int) { evs[i], evs[j] = evs[j], evs[i] })
	for _, ev := range evs {
		e.deliver(ev)
	}
	if s := e.invoiceState(e.Bravo); s != want {
		t.Fatalf("shuffled first deliveries differ:\n%s\nwant\n%s", s, want)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM billing_invoices`); n != 4 {
		t.Fatalf("alpha has %d invoices, want its 4 (bravo's are bravo's)", n)
	}
}

// TestUnknownCustomerAndType: an event of a customer that is no church's, or of a type nobody
// handles, is marked processed with the reason and writes nothing.
func TestUnknownCustomerAndType(t *testing.T) {
	e := newEnv(t)
	e.deliver(paymentstest.Event(t, "invoice.paid", e.now, invoice("in_zzzz0001", "cus_nobody", "paid", 100, e.now)))
	e.deliver(paymentstest.Event(t, "charge.refunded", e.now, map[string]any{"id": "ch_1", "object": "charge", "customer": e.customer(e.Alpha)}))
	var errs []string
	e.DB.Gorm.Raw(`SELECT error FROM control.stripe_events WHERE processed_at IS NOT NULL ORDER BY error`).Scan(&errs)
	if len(errs) != 2 || errs[0] == "" || errs[1] == "" {
		t.Fatalf("reasons %v", errs)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM billing_invoices`); n != 0 {
		t.Fatalf("%d invoices written", n)
	}
}

func (e *env) openInvoice(c *tenancy.Church, id string, failed bool) int64 {
	cus := e.customer(c)
	created := e.now.Add(-48 * time.Hour)
	e.deliver(paymentstest.Event(e.T, "invoice.finalized", created, invoice(id, cus, "open", 19900, created)))
	if failed {
		e.deliver(paymentstest.Event(e.T, "invoice.payment_failed", created.Add(time.Hour), invoice(id, cus, "open", 19900, created)))
	}
	var n int64
	e.Scan(c, fmt.Sprintf(`SELECT id FROM billing_invoices WHERE stripe_invoice_id = '%s'`, id), &n)
	return n
}

// TestPayInvoice: the super admin pays the open invoice with the default card; a second payment
// is refused; another church's invoice id is not found and nothing is written.
func TestPayInvoice(t *testing.T) {
	e := newEnv(t)
	id := e.openInvoice(e.Alpha, "in_pay00001", false)
	bravoID := e.openInvoice(e.Bravo, "in_pay00002", false)
	tok := e.Login(e.Alpha, "admin@alpha.test")

	sum := e.Post(e.Alpha, "/api/billing/summary", tok, map[string]any{})
	tenanttest.Expect(t, sum, http.StatusOK, "Billing summary")
	if sum.D["openInvoices"].(float64) != 1 || sum.D["amountDueMinor"].(float64) != 19900 || sum.D["status"] != "active" {
		t.Fatalf("summary %v", sum.D)
	}
	list := e.Post(e.Alpha, "/api/billing/invoices/list", tok, map[string]any{"page": 0, "pageSize": 10})
	tenanttest.Expect(t, list, http.StatusOK, "Invoices")
	items := list.D["items"].([]any)
	if len(items) != 1 || items[0].(map[string]any)["number"] != "CONG-0001" {
		t.Fatalf("list %v", list.D)
	}

	before := e.invoiceState(e.Bravo)
	tenanttest.Expect(t, e.Post(e.Alpha, "/api/billing/invoices/pay", tok, map[string]any{"invoiceId": bravoID + 1000}), http.StatusNotFound, billing.MsgInvoiceNotFound)
	if bravoID != id { // each schema numbers its own rows: bravo's id in alpha is alpha's row or none
		tenanttest.Expect(t, e.Post(e.Alpha, "/api/billing/invoices/get", tok, map[string]any{"id": bravoID}), http.StatusNotFound, billing.MsgInvoiceNotFound)
	}
	tenanttest.Expect(t, e.Post(e.Alpha, "/api/billing/invoices/pay", tok, map[string]any{"invoiceId": id, "cardId": 9}), http.StatusNotFound, billing.MsgCardNotFound)

	pays := paymentstest.Layer(t).Count("POST", `/v1/invoices/in_pay00001/pay`)
	r := e.Post(e.Alpha, "/api/billing/invoices/pay", tok, map[string]any{"invoiceId": id})
	tenanttest.Expect(t, r, http.StatusOK, "Invoice paid")
	inv := r.D["invoice"].(map[string]any)
	if inv["status"] != "paid" || inv["amountPaidMinor"].(float64) != 19900 || r.D["unlocked"] != false {
		t.Fatalf("paid %v", r.D)
	}
	if n := paymentstest.Layer(t).Count("POST", `/v1/invoices/in_pay00001/pay`); n != pays+1 {
		t.Fatalf("%d payments at Stripe, want 1", n-pays)
	}
	tenanttest.Expect(t, e.Post(e.Alpha, "/api/billing/invoices/pay", tok, map[string]any{"invoiceId": id}), http.StatusConflict, billing.MsgAlreadyPaid)
	if s := e.invoiceState(e.Bravo); s != before {
		t.Fatal("alpha's calls changed bravo's invoices")
	}
	// The invoice.paid event that follows changes nothing.
	st := e.invoiceState(e.Alpha)
	e.deliver(paymentstest.Event(t, "invoice.paid", e.now.Add(-time.Minute), invoice("in_pay00001", e.customer(e.Alpha), "paid", 19900, e.now.Add(-48*time.Hour))))
	if e.invoiceState(e.Alpha) == "" || e.Count(e.Alpha, `SELECT count(*) FROM billing_invoices WHERE status = 'paid'`) != 1 {
		t.Fatalf("after invoice.paid: %s (was %s)", e.invoiceState(e.Alpha), st)
	}

	pdf := e.Raw(e.Alpha, fmt.Sprintf("/api/billing/invoices/%d/pdf", id), tok)
	if pdf.Code != http.StatusOK || pdf.Header().Get("Content-Type") != "application/pdf" || pdf.Body.Len() < 500 {
		t.Fatalf("pdf: %d %s %d bytes", pdf.Code, pdf.Header().Get("Content-Type"), pdf.Body.Len())
	}
	if r := e.Raw(e.Alpha, "/api/billing/invoices/999999/pdf", tok); r.Code != http.StatusNotFound {
		t.Fatalf("another invoice's pdf: %d", r.Code)
	}
	// Without a card on file.
	e.S.Cards = nil
	id2 := e.openInvoice(e.Alpha, "in_pay00003", false)
	tenanttest.Expect(t, e.Post(e.Alpha, "/api/billing/invoices/pay", tok, map[string]any{"invoiceId": id2}), http.StatusConflict, billing.MsgNoCard)
}

// TestDeclineLockdownAndUnlock: a declined payment answers 402 and makes the church past due; the
// tick locks it once the grace has passed (at once with no grace); the console then reaches only
// billing; paying unlocks it at once.
func TestDeclineLockdownAndUnlock(t *testing.T) {
	e := newEnv(t)
	e.S.GraceDays = 3
	id := e.openInvoice(e.Alpha, "in_lock0001", false)
	tok := e.Login(e.Alpha, "admin@alpha.test")

	e.S.Cards = fakeCards{pm: "pm_card_chargeDeclinedInsufficientFunds"}
	tenanttest.ExpectCode(t, e.Post(e.Alpha, "/api/billing/invoices/pay", tok, map[string]any{"invoiceId": id}), http.StatusPaymentRequired, "09", "Your card has insufficient funds.")
	sum := e.Post(e.Alpha, "/api/billing/summary", tok, map[string]any{})
	if sum.D["status"] != "past_due" || sum.D["graceEndsAt"] == nil {
		t.Fatalf("after a decline: %v", sum.D)
	}
	if locked, _ := e.S.LockOverdue(context.Background()); len(locked) != 0 {
		t.Fatalf("locked within the grace: %v", locked)
	}
	e.now = e.now.Add(3*24*time.Hour + time.Minute)
	if locked, _ := e.S.LockOverdue(context.Background()); len(locked) != 1 || locked[0] != "alpha" {
		t.Fatalf("after the grace: %v", locked)
	}
	e.App.Resolver.Forget()
	// Locked: billing answers, the rest is suspended.
	tenanttest.Expect(t, e.Post(e.Alpha, "/api/people/list", tok, map[string]any{"page": 0, "pageSize": 10}), http.StatusForbidden, "Account is Suspended. Please contact your administrator.")
	sum = e.Post(e.Alpha, "/api/billing/summary", tok, map[string]any{})
	tenanttest.Expect(t, sum, http.StatusOK, "Billing summary")
	if sum.D["status"] != "locked" || sum.D["lockedDown"] != true {
		t.Fatalf("locked summary %v", sum.D)
	}
	// A second attempt after the decline uses a new idempotency key and is paid.
	e.S.Cards = fakeCards{pm: "pm_card_visa"}
	r := e.Post(e.Alpha, "/api/billing/invoices/pay", tok, map[string]any{"invoiceId": id})
	tenanttest.Expect(t, r, http.StatusOK, "Invoice paid")
	if r.D["unlocked"] != true {
		t.Fatalf("not unlocked: %v", r.D)
	}
	tenanttest.Expect(t, e.Post(e.Alpha, "/api/people/list", tok, map[string]any{"page": 0, "pageSize": 10}), http.StatusOK, "")
	var keys []string
	for _, rq := range paymentstest.Layer(t).Requests() {
		if rq.Path == "/v1/invoices/in_lock0001/pay" {
			keys = append(keys, rq.IdempotencyKey)
		}
	}
	if len(keys) != 2 || keys[0] == keys[1] || keys[0] != fmt.Sprintf("invoice-pay:%d:in_lock0001:0", e.Alpha.ID) {
		t.Fatalf("keys %v", keys)
	}

	// No grace: a failed payment event locks bravo at once; invoice.paid unlocks it.
	g := 0
	if err := e.S.SetGrace(context.Background(), e.Bravo, &g); err != nil {
		t.Fatal(err)
	}
	e.openInvoice(e.Bravo, "in_lock0002", true)
	var locked bool
	e.DB.Gorm.Raw(`SELECT billing_lockdown FROM control.churches WHERE id = ?`, e.Bravo.ID).Scan(&locked)
	if !locked {
		t.Fatal("grace 0: not locked at once on payment_failed")
	}
	e.deliver(paymentstest.Event(t, "invoice.paid", e.now, invoice("in_lock0002", e.customer(e.Bravo), "paid", 19900, e.now.Add(-48*time.Hour))))
	e.DB.Gorm.Raw(`SELECT billing_lockdown FROM control.churches WHERE id = ?`, e.Bravo.ID).Scan(&locked)
	if locked {
		t.Fatal("invoice.paid did not unlock")
	}
}
