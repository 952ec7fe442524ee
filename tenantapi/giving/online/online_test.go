package online_test

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/controlplane/stripehook"
	"congregate/internal/platform/payments"
	"congregate/internal/platform/payments/paymentstest"
	"congregate/tenantapi/communications/credits"
	"congregate/tenantapi/giving/online"
	tt "congregate/tenantapi/tenanttest"
	wgiving "congregate/worker/giving"
)

func uuid() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

func TestRoutingNumberChecksum(t *testing.T) {
	for _, ok := range []string{"011000015", "021000021", "110000000"} {
		if !online.RoutingNumberValid(ok) {
			t.Errorf("%s should be valid", ok)
		}
	}
	for _, bad := range []string{"123456789", "01100001", "0110000150", "01100001a", "abcdefghi", "", "000000000", "011000016"} {
		if online.RoutingNumberValid(bad) {
			t.Errorf("%s should be invalid", bad)
		}
	}
}

// env is alpha with a connected merchant account.
type env struct {
	*tt.Env
	admin string
	fund  int64
}

const alphaAccount = "acct_alphaGiving1"

func newEnv(t *testing.T) env {
	e := tt.New(t)
	admin := e.Login(e.Alpha, "admin@alpha.test")
	r := e.Post(e.Alpha, "/api/organization/merchant-account/connect", admin, map[string]any{"accountId": alphaAccount})
	tt.Expect(t, r, 200, "Merchant account connected")
	if r.D["connected"] != true || r.D["accountId"] != alphaAccount || !strings.HasSuffix(r.D["givePageUrl"].(string), "/give") {
		t.Fatalf("merchant: %+v", r.D)
	}
	var fund int64
	e.Scan(e.Alpha, `SELECT id FROM giving_funds WHERE code = 'GEN'`, &fund)
	if err := e.App.Tenants.RunFor(context.Background(), e.Alpha, func(tx *gorm.DB) error {
		_, err := credits.Grant(tx, "giving-test", 5000, credits.KindGrant, "Test credits", "operator", 0)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return env{Env: e, admin: admin, fund: fund}
}

func (e env) gift(extra map[string]any) map[string]any {
	b := map[string]any{"requestKey": uuid(), "amount": "25.00", "fundId": e.fund, "frequency": "once", "firstName": "Gail",
		"lastName": "Giver", "email": "gail@example.test", "method": "card", "paymentMethodId": "pm_card_visa"}
	for k, v := range extra {
		b[k] = v
	}
	return b
}

// hook is the control plane's webhook over the App's billing, its queue recording the event ids.
type hook struct {
	h   http.Handler
	ids []string
}

func (q *hook) EnqueueBillingEvent(_ context.Context, id string) error {
	q.ids = append(q.ids, id)
	return nil
}

func newHook(e env) *hook {
	q := &hook{}
	h := &stripehook.Handler{Events: e.App.Billing, Queue: q, Secret: paymentstest.WebhookSecret}
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.POST(stripehook.Path, h.Serve)
	q.h = r
	return q
}

func (q *hook) post(t *testing.T, payload []byte, sig string) int {
	req := httptest.NewRequest(http.MethodPost, stripehook.Path, strings.NewReader(string(payload)))
	req.Header.Set("Stripe-Signature", sig)
	req.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	q.h.ServeHTTP(w, req)
	return w.Code
}

// connectEvent is a Stripe event of a connected account.
func connectEvent(t *testing.T, typ, account string, created time.Time, obj any) []byte {
	var m map[string]any
	if err := json.Unmarshal(paymentstest.Event(t, typ, created, obj), &m); err != nil {
		t.Fatal(err)
	}
	m["account"] = account
	b, _ := json.Marshal(m)
	return b
}

func (e env) apply(t *testing.T, q *hook) {
	t.Helper()
	for _, id := range q.ids {
		if err := e.App.Billing.ApplyEvent(context.Background(), id); err != nil {
			t.Fatal(err)
		}
	}
	q.ids = nil
}

func TestGiveOnceThenWebhookCountsItOnce(t *testing.T) {
	e := newEnv(t)
	wgiving.Register(e.App.GivingOnline())
	layer := paymentstest.Layer(t)
	before := layer.Count("POST", "/v1/payment_intents")

	page := e.Post(e.Alpha, "/api/give/page", "", nil)
	tt.Expect(t, page, 200, "Give")
	if page.D["connected"] != true || page.D["testMode"] != true || page.D["currency"] != "USD" || len(page.D["funds"].([]any)) != 5 || page.D["logoUrl"] != "" {
		t.Fatalf("page: %+v", page.D)
	}
	// With a logo, the page shows it (the public logo route, versioned).
	e.Exec(e.Alpha, `INSERT INTO organization_assets (kind, storage_key, content_type, size, sha256, version) VALUES ('logo', 'k', 'image/png', 1, 'x', 'v7')`)
	if u := e.Post(e.Alpha, "/api/give/page", "", nil).D["logoUrl"]; u != "/api/org/logo/logo?v=v7" {
		t.Errorf("logoUrl %v, want /api/org/logo/logo?v=v7", u)
	}
	tt.Expect(t, e.Post(e.Alpha, "/api/give/routing-number", "", map[string]any{"routingNumber": "021000021"}), 200, "Valid routing number")
	for _, bad := range []string{"123456789", "12345678", "abcdefghi"} {
		tt.Expect(t, e.Post(e.Alpha, "/api/give/routing-number", "", map[string]any{"routingNumber": bad}), 400, online.MsgRoutingNumber)
	}
	// A bad routing number in a bank gift is refused before any Stripe call.
	calls := len(layer.Requests())
	tt.Expect(t, e.Post(e.Alpha, "/api/give/submit", "", e.gift(map[string]any{"method": "bank", "paymentMethodId": "",
		"routingNumber": "123456789", "accountNumber": "000123456789"})), 400, online.MsgRoutingNumber)
	if len(layer.Requests()) != calls {
		t.Fatal("a bad routing number reached Stripe")
	}
	tt.Expect(t, e.Post(e.Alpha, "/api/give/submit", "", e.gift(map[string]any{"amount": "0"})), 400, "The amount must be more than 0")

	body := e.gift(nil)
	r := e.Post(e.Alpha, "/api/give/submit", "", body)
	tt.Expect(t, r, 200, online.MsgGiftThanks)
	if r.D["status"] != "pending" || r.D["giftId"] == nil {
		t.Fatalf("submit: %+v", r.D)
	}
	giftID := int64(r.D["giftId"].(float64))
	// The same form again: the same gift, no second charge.
	again := e.Post(e.Alpha, "/api/give/submit", "", body)
	if again.Status != 200 || int64(again.D["giftId"].(float64)) != giftID {
		t.Fatalf("resubmit: %d %+v", again.Status, again.D)
	}
	if n := layer.Count("POST", "/v1/payment_intents") - before; n != 1 {
		t.Fatalf("%d PaymentIntents, want 1", n)
	}
	var pi, status, source, brand string
	var person int64
	e.DB.Gorm.Raw(fmt.Sprintf(`SELECT stripe_payment_intent_id, status, source, card_brand, person_id FROM %s.giving_contributions WHERE id = %d`,
		e.Alpha.SchemaName, giftID)).Row().Scan(&pi, &status, &source, &brand, &person)
	if status != "pending" || source != "online" || !strings.HasPrefix(pi, "pi_") || brand != "visa" || person == 0 {
		t.Fatalf("gift: %s %s %s %s %d", pi, status, source, brand, person)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM people WHERE email = 'gail@example.test'`); n != 1 {
		t.Fatalf("%d donors", n)
	}

	// Stripe's event, signed, with the connected account: the gift counts once, however often it comes.
	q := newHook(e)
	obj := map[string]any{"id": pi, "object": "payment_intent", "status": "succeeded", "amount": 2500, "currency": "usd",
		"latest_charge": "ch_gift1"}
	ev := connectEvent(t, "payment_intent.succeeded", alphaAccount, time.Now(), obj)
	// A forged signature is 400 and records nothing.
	if code := q.post(t, ev, payments.SignatureHeader(ev, "whsec_forged", time.Now())); code != 400 {
		t.Fatalf("forged: %d", code)
	}
	if len(q.ids) != 0 {
		t.Fatal("a forged event was queued")
	}
	payload, sig := paymentstest.SignedEvent(t, paymentstest.WebhookSecret, ev)
	if code := q.post(t, payload, sig); code != 200 {
		t.Fatalf("signed: %d", code)
	}
	e.apply(t, q)
	if code := q.post(t, payload, payments.SignatureHeader(payload, paymentstest.WebhookSecret, time.Now())); code != 200 {
		t.Fatalf("replay: %d", code)
	}
	e.apply(t, q)
	// Stripe delivering the same news as another event, and an older failure arriving late.
	dup := connectEvent(t, "payment_intent.succeeded", alphaAccount, time.Now(), obj)
	payload, sig = paymentstest.SignedEvent(t, paymentstest.WebhookSecret, dup)
	q.post(t, payload, sig)
	failed := connectEvent(t, "payment_intent.payment_failed", alphaAccount, time.Now().Add(-time.Hour),
		map[string]any{"id": pi, "object": "payment_intent", "status": "requires_payment_method"})
	payload, sig = paymentstest.SignedEvent(t, paymentstest.WebhookSecret, failed)
	q.post(t, payload, sig)
	e.apply(t, q)
	if n := e.Count(e.Alpha, `SELECT count(*) FROM giving_contributions WHERE status = 'succeeded' AND stripe_payment_intent_id = '`+pi+`'`); n != 1 {
		t.Fatalf("%d succeeded gifts, want 1", n)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM giving_contributions`); n != 1 {
		t.Fatalf("%d gifts, want 1", n)
	}
	// A refund is final: a late success does not undo it.
	ref := connectEvent(t, "charge.refunded", alphaAccount, time.Now(), map[string]any{"id": "ch_gift1", "object": "charge",
		"payment_intent": pi, "refunded": true, "amount_refunded": 2500})
	payload, sig = paymentstest.SignedEvent(t, paymentstest.WebhookSecret, ref)
	q.post(t, payload, sig)
	e.apply(t, q)
	late := connectEvent(t, "payment_intent.succeeded", alphaAccount, time.Now().Add(time.Minute), obj)
	payload, sig = paymentstest.SignedEvent(t, paymentstest.WebhookSecret, late)
	q.post(t, payload, sig)
	e.apply(t, q)
	if n := e.Count(e.Alpha, `SELECT count(*) FROM giving_contributions WHERE status = 'refunded'`); n != 1 {
		t.Fatalf("refund undone: %d refunded", n)
	}
	// Bravo's billing is untouched by alpha's connected account's events.
	if n := e.Count(e.Bravo, `SELECT count(*) FROM giving_contributions`); n != 0 {
		t.Fatalf("bravo has %d gifts", n)
	}
}

func TestDeclinedGiftRecordsNothing(t *testing.T) {
	e := newEnv(t)
	r := e.Post(e.Alpha, "/api/give/submit", "", e.gift(map[string]any{"paymentMethodId": "pm_card_chargeDeclined", "email": "dee@example.test"}))
	tt.Expect(t, r, 402, payments.MsgDeclined)
	for _, q := range []string{`SELECT count(*) FROM giving_contributions`, `SELECT count(*) FROM giving_give_requests`,
		`SELECT count(*) FROM people WHERE email = 'dee@example.test'`, `SELECT count(*) FROM giving_recurring`} {
		if n := e.Count(e.Alpha, q); n != 0 {
			t.Fatalf("%s: %d after a decline", q, n)
		}
	}
	// No merchant account: 409.
	tt.Expect(t, e.Post(e.Bravo, "/api/give/submit", "", e.gift(nil)), 409, online.MsgNotTaking)
}

func TestBankGiftInTestMode(t *testing.T) {
	e := newEnv(t)
	r := e.Post(e.Alpha, "/api/give/submit", "", e.gift(map[string]any{"method": "bank", "paymentMethodId": "",
		"routingNumber": "110000000", "accountNumber": "000123456789", "accountHolderName": "Gail Giver"}))
	tt.Expect(t, r, 200, online.MsgGiftThanks)
	if n := e.Count(e.Alpha, `SELECT count(*) FROM giving_contributions WHERE method = 'bank' AND card_last4 = '6789' AND status = 'pending'`); n != 1 {
		t.Fatalf("%d bank gifts", n)
	}
}

func TestMonthlyRecurringChargesOncePerDate(t *testing.T) {
	e := newEnv(t)
	layer := paymentstest.Layer(t)
	r := e.Post(e.Alpha, "/api/give/submit", "", e.gift(map[string]any{"frequency": "monthly", "paymentMethodId": "pm_card_visa_expiring"}))
	tt.Expect(t, r, 200, online.MsgRecurringThanks)
	if r.D["recurringId"] == nil {
		t.Fatalf("no schedule: %+v", r.D)
	}
	rid := int64(r.D["recurringId"].(float64))
	want := online.NextCharge("monthly", today(), today().Day()).Format("2006-01-02")
	if n := e.Count(e.Alpha, fmt.Sprintf(`SELECT count(*) FROM giving_recurring WHERE id = %d AND status = 'active' AND next_charge_on = '%s'`, rid, want)); n != 1 {
		t.Fatalf("schedule not due on %s", want)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM giving_contributions WHERE source = 'recurring'`); n != 1 {
		t.Fatalf("first charge: %d gifts", n)
	}
	// Due today: the tick charges it once, a second run charges nothing.
	e.Exec(e.Alpha, `UPDATE giving_recurring SET next_charge_on = current_date`)
	s := e.App.GivingOnline()
	before := layer.Count("POST", "/v1/payment_intents")
	if res, err := s.ChargeDue(context.Background(), e.Alpha); err != nil || res.Charged != 1 {
		t.Fatalf("tick: %+v %v", res, err)
	}
	if res, err := s.ChargeDue(context.Background(), e.Alpha); err != nil || res.Charged != 0 {
		t.Fatalf("second tick: %+v %v", res, err)
	}
	// A tick killed after Stripe answered but before it wrote: run again, Stripe's first answer, one gift.
	e.Exec(e.Alpha, `UPDATE giving_recurring SET next_charge_on = current_date`)
	if _, err := s.ChargeDue(context.Background(), e.Alpha); err != nil {
		t.Fatal(err)
	}
	if n := layer.Count("POST", "/v1/payment_intents") - before; n != 1 {
		t.Fatalf("%d charges for one date, want 1", n)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM giving_contributions WHERE source = 'recurring'`); n != 2 {
		t.Fatalf("%d recurring gifts, want 2", n)
	}
	// The card expires this month: finance sees it; the people manager (no generosity) sees only their own.
	fin := e.Login(e.Alpha, "finance@alpha.test")
	ex := e.Post(e.Alpha, "/api/generosity/expiring-cards", fin, map[string]any{"months": 1})
	tt.Expect(t, ex, 200, "Expiring cards")
	items := ex.D["items"].([]any)
	if len(items) != 1 || items[0].(map[string]any)["last4"] != "0341" || items[0].(map[string]any)["recurringGifts"].(float64) != 1 {
		t.Fatalf("expiring: %+v", ex.D)
	}
	pm := e.Login(e.Alpha, "people@alpha.test")
	if ex := e.Post(e.Alpha, "/api/generosity/expiring-cards", pm, map[string]any{}); len(ex.D["items"].([]any)) != 0 {
		t.Fatalf("people manager sees others' cards: %+v", ex.D)
	}
	tt.Expect(t, e.Post(e.Alpha, "/api/generosity/expiring-cards", fin, map[string]any{"months": 4}), 400, online.MsgMonths)
	// Bravo sees nothing of alpha's.
	bravo := e.Login(e.Bravo, "admin@bravo.test")
	if ex := e.Post(e.Bravo, "/api/generosity/expiring-cards", bravo, map[string]any{"months": 3}); len(ex.D["items"].([]any)) != 0 {
		t.Fatalf("bravo sees alpha's cards: %+v", ex.D)
	}
	var donor int64
	e.Scan(e.Alpha, `SELECT person_id FROM giving_recurring LIMIT 1`, &donor)
	tt.Expect(t, e.Post(e.Bravo, "/api/generosity/expiring-cards/remind", bravo, map[string]any{"personIds": []int64{donor}}), 409, online.MsgNobodyToRemind)
	rem := e.Post(e.Alpha, "/api/generosity/expiring-cards/remind", fin, map[string]any{"personIds": []int64{donor}})
	tt.Expect(t, rem, 200, "Reminders sent")
	if rem.D["recipients"].(float64) != 1 || rem.D["communicationId"].(float64) == 0 {
		t.Fatalf("remind: %+v", rem.D)
	}
}

func TestRecurringDeclineRetriesThenFails(t *testing.T) {
	e := newEnv(t)
	r := e.Post(e.Alpha, "/api/give/submit", "", e.gift(map[string]any{"frequency": "weekly"}))
	tt.Expect(t, r, 200, online.MsgRecurringThanks)
	// The saved card starts to decline.
	e.Exec(e.Alpha, `UPDATE giving_payment_methods SET stripe_payment_method_id = 'pm_card_chargeDeclined'`)
	e.Exec(e.Alpha, `UPDATE giving_recurring SET next_charge_on = current_date - 5`)
	s := e.App.GivingOnline()
	for i := 0; i < 3; i++ {
		res, err := s.ChargeDue(context.Background(), e.Alpha)
		if err != nil || res.Failed != 1 {
			t.Fatalf("attempt %d: %+v %v", i, res, err)
		}
		e.Exec(e.Alpha, `UPDATE giving_recurring SET retry_on = current_date WHERE retry_on IS NOT NULL`)
	}
	res, err := s.ChargeDue(context.Background(), e.Alpha)
	if err != nil || res.Failing != 1 {
		t.Fatalf("last attempt: %+v %v", res, err)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM giving_recurring WHERE status = 'failing' AND attempts = 4`); n != 1 {
		t.Fatal("not failing after three retries")
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM communications WHERE channel = 'email'`); n != 1 {
		t.Fatalf("%d messages to the donor, want 1", n)
	}
}

func TestMerchantConnect(t *testing.T) {
	e := newEnv(t)
	tt.Expect(t, e.Post(e.Alpha, "/api/organization/merchant-account/connect", e.admin, map[string]any{"accountId": "acc_12"}), 400, online.MsgAccountID)
	bravo := e.Login(e.Bravo, "admin@bravo.test")
	tt.Expect(t, e.Post(e.Bravo, "/api/organization/merchant-account/connect", bravo, map[string]any{"accountId": alphaAccount}), 409, online.MsgAccountTaken)
	tt.Expect(t, e.Post(e.Bravo, "/api/organization/merchant-account/connect", bravo, map[string]any{"accountId": "acct_bravoGiving1"}), 200, "Merchant account connected")
	d := e.Post(e.Alpha, "/api/organization/merchant-account/disconnect", e.admin, nil)
	if d.Status != 200 || d.D["connected"] != false {
		t.Fatalf("disconnect: %+v", d.D)
	}
	tt.Expect(t, e.Post(e.Alpha, "/api/give/submit", "", e.gift(nil)), 409, online.MsgNotTaking)
	if n := e.AuditCount(e.Alpha, "giving.merchant.connect"); n != 1 {
		t.Fatalf("%d connect audits", n)
	}
}

// An account connected before Stripe enabled its charges (stripe-mock's account has none) starts
// taking gifts when Stripe's account.updated says so; an event older than the state held changes
// nothing, and a newer one that disables charges does.
func TestAccountUpdatedKeepsChargesEnabled(t *testing.T) {
	e := newEnv(t)
	wgiving.Register(e.App.GivingOnline())
	charges := func() bool {
		t.Helper()
		m := e.Post(e.Alpha, "/api/organization/merchant-account", e.admin, nil)
		if m.Status != 200 || m.D["accountId"] != alphaAccount {
			t.Fatalf("merchant: %d %+v", m.Status, m.D)
		}
		return m.D["chargesEnabled"] == true
	}
	if charges() {
		t.Fatal("the connected account has charges enabled already: nothing to see")
	}
	q := newHook(e)
	send := func(created time.Time, enabled bool) {
		t.Helper()
		ev := connectEvent(t, "account.updated", alphaAccount, created, map[string]any{"id": alphaAccount, "object": "account", "charges_enabled": enabled})
		payload, sig := paymentstest.SignedEvent(t, paymentstest.WebhookSecret, ev)
		if code := q.post(t, payload, sig); code != 200 {
			t.Fatalf("account.updated: %d", code)
		}
		e.apply(t, q)
	}
	send(time.Now().Add(time.Second), true)
	if !charges() {
		t.Fatal("account.updated with charges enabled left the account not taking gifts")
	}
	send(time.Now().Add(-time.Hour), false)
	if !charges() {
		t.Fatal("an event older than the account's state disabled its charges")
	}
	send(time.Now().Add(2*time.Second), false)
	if charges() {
		t.Fatal("a newer account.updated did not disable charges")
	}
}

func TestPublicRoutesNeedAChurch(t *testing.T) {
	e := tt.New(t)
	for _, p := range []string{"/api/give/page", "/api/give/routing-number", "/api/give/submit"} {
		if r := e.Call("nowhere.test.localhost", http.MethodPost, p, "", map[string]any{}); r.Status != 404 {
			t.Errorf("%s on an unknown host: %d", p, r.Status)
		}
	}
}

func TestGiveMethodsAndOtherWays(t *testing.T) {
	e := newEnv(t)
	r := e.Call(tt.Host(e.Alpha), http.MethodGet, "/api/generosity/give-methods", e.admin, nil)
	var got struct {
		Success bool                `json:"success"`
		Message string              `json:"message"`
		Data    []online.GiveMethod `json:"data"`
	}
	if err := json.Unmarshal(r.Raw, &got); err != nil || r.Status != 200 || !got.Success || got.Message != "Give methods" || len(got.Data) != 6 {
		t.Fatalf("give methods: %d %s", r.Status, r.Raw)
	}
	r = e.Post(e.Alpha, "/api/generosity/give-methods", e.admin, map[string]any{"methods": []map[string]any{{"kind": "bank", "enabled": true,
		"label": "Bank transfer", "details": "Sort code 00-00-00"}}})
	if err := json.Unmarshal(r.Raw, &got); err != nil || r.Status != 200 || got.Data[2].Details != "Sort code 00-00-00" {
		t.Fatalf("save: %d %s", r.Status, r.Raw)
	}
	r = e.Post(e.Alpha, "/api/generosity/give-methods", e.admin, map[string]any{"methods": []map[string]any{{"kind": "gold"}}})
	if err := json.Unmarshal(r.Raw, &got); err != nil || r.Status != 400 || got.Success || got.Message != online.MsgGiveMethodKind {
		t.Fatalf("bad kind: %d %s", r.Status, r.Raw)
	}
	e.Exec(e.Alpha, `UPDATE giving_settings SET text_to_give_keyword = 'GIVE', bank_transfer_details = 'IBAN X'`)
	pm := e.Login(e.Alpha, "people@alpha.test")
	e.App.Config.TwilioFrom = "+15005550006" // the number texts arrive at
	o := e.Post(e.Alpha, "/api/generosity/other-ways", pm, nil)
	tt.Expect(t, o, 200, "Other ways to give")
	if !strings.HasSuffix(o.D["givePageUrl"].(string), "/give") || !strings.HasPrefix(o.D["qrCodeSvg"].(string), "<svg") ||
		o.D["bankTransferDetails"] != "IBAN X" || o.D["textToGive"].(map[string]any)["keyword"] != "GIVE" ||
		o.D["textToGive"].(map[string]any)["number"] != "+15005550006" {
		t.Fatalf("other ways: %+v", o.D)
	}
	// Text-to-give: the keyword answers the giving link.
	s := e.App.GivingOnline()
	err := e.App.Tenants.RunFor(context.Background(), e.Alpha, func(tx *gorm.DB) error {
		reply, ok, err := s.TextToGiveReply(tx, e.Alpha, " give ")
		if err != nil || !ok || !strings.Contains(reply, "/give") {
			return fmt.Errorf("reply %q %v %v", reply, ok, err)
		}
		_, ok, err = s.TextToGiveReply(tx, e.Alpha, "hello")
		if ok || err != nil {
			return fmt.Errorf("hello answered %v %v", ok, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func today() time.Time {
	n := time.Now().UTC()
	return time.Date(n.Year(), n.Month(), n.Day(), 0, 0, 0, 0, time.UTC)
}

func TestSeedDemo(t *testing.T) {
	e := tt.New(t)
	s := e.App.GivingOnline()
	admin := e.PersonID(e.Alpha, "admin@alpha.test")
	fin := e.PersonID(e.Alpha, "finance@alpha.test")
	for i := 0; i < 2; i++ {
		if err := s.SeedDemo(context.Background(), e.Alpha, "acct_demo_alpha", []int64{admin, fin}, time.Now()); err != nil {
			t.Fatal(err)
		}
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM giving_recurring WHERE status = 'active' AND frequency = 'monthly'`); n != 2 {
		t.Fatalf("%d recurring gifts, want 2", n)
	}
	tok := e.Login(e.Alpha, "admin@alpha.test")
	if r := e.Post(e.Alpha, "/api/organization/merchant-account", tok, nil); r.D["accountId"] != "acct_demo_alpha" {
		t.Fatalf("merchant: %+v", r.D)
	}
	if ex := e.Post(e.Alpha, "/api/generosity/expiring-cards", tok, map[string]any{}); len(ex.D["items"].([]any)) != 1 {
		t.Fatalf("expiring: %+v", ex.D)
	}
}
