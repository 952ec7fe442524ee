package requests_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"gorm.io/gorm"

	"congregate/controlplane/ops/opstest"
	"congregate/controlplane/ops/requests"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/billing/purchases"
	"congregate/tenantapi/communications/credits"
)

func TestRequestsListAndPDF(t *testing.T) {
	e := opstest.New(t)
	for _, church := range []string{"Riverside Fellowship", "Hillside Chapel"} {
		res := e.Do(http.MethodPost, "/api/onboarding/proposals", map[string]any{"first_name": "Grace", "last_name": "Hopper",
			"email": "grace@example.org", "church_name": church, "phone_number": "+15555550177", "church_website": "https://example.org"}, "")
		if res.Status != http.StatusOK {
			t.Fatalf("proposal: %d %s", res.Status, res.Body)
		}
	}
	sup := e.SignedIn("support")
	var page httpx.Page[requests.RequestRow]
	sup.Post("/api/ops/requests/list", map[string]any{"kind": "proposal"}).Expect(t, http.StatusOK).Decode(t, &page)
	if page.Total != 2 || len(page.Items) != 2 || page.Items[0].ChurchName != "Hillside Chapel" || page.Items[0].Email != "grace@example.org" {
		t.Fatalf("page %+v", page)
	}
	r := page.Items[0]
	if r.PdfURL != fmt.Sprintf("/api/ops/requests/proposal/%d/pdf", r.ID) || r.PhoneNumber != "+15555550177" || r.CreatedAt == "" {
		t.Fatalf("row %+v", r)
	}
	sup.Post("/api/ops/requests/list", map[string]any{"kind": "brochure"}).Expect(t, http.StatusOK).Decode(t, &page)
	if page.Total != 0 || page.Items == nil {
		t.Fatalf("brochures %+v", page)
	}
	sup.Post("/api/ops/requests/list", map[string]any{"kind": "proposal", "page": 1, "pageSize": 1}).Expect(t, http.StatusOK).Decode(t, &page)
	if page.Total != 2 || len(page.Items) != 1 || page.Items[0].ChurchName != "Riverside Fellowship" {
		t.Fatalf("page 2 %+v", page)
	}
	if res := sup.Post("/api/ops/requests/list", map[string]any{"kind": "letter"}); res.Status != http.StatusBadRequest || res.Message != requests.MsgKind {
		t.Fatalf("bad kind: %d %s", res.Status, res.Body)
	}

	res := sup.Get(r.PdfURL).Expect(t, http.StatusOK)
	if res.Header.Get("Content-Type") != "application/pdf" || !bytes.HasPrefix(res.Body, []byte("%PDF-")) ||
		!strings.Contains(res.Header.Get("Content-Disposition"), fmt.Sprintf("proposal-%d.pdf", r.ID)) {
		t.Fatalf("pdf: %v %q", res.Header, res.Body[:min(20, len(res.Body))])
	}
	for _, p := range []string{fmt.Sprintf("/api/ops/requests/brochure/%d/pdf", r.ID), "/api/ops/requests/proposal/999999/pdf",
		"/api/ops/requests/proposal/abc/pdf", "/api/ops/requests/letter/1/pdf"} {
		if res := sup.Get(p); res.Status != http.StatusNotFound || res.Message != requests.MsgRequestAbsent {
			t.Errorf("%s: %d %s", p, res.Status, res.Body)
		}
	}
	// The row without its file.
	e.DB.Gorm.Exec(`UPDATE control.document_requests SET file_key = 'proposals/gone.pdf' WHERE id = ?`, r.ID)
	if res := sup.Get(r.PdfURL); res.Status != http.StatusNotFound || res.Message != requests.MsgPDFAbsent {
		t.Fatalf("missing file: %d %s", res.Status, res.Body)
	}
	e.Nobody().Get(r.PdfURL).Expect(t, http.StatusUnauthorized)
}

// cheque buys credits by cheque in the church, as its console does.
func cheque(t *testing.T, e *opstest.Env, c *tenancy.Church, n int64, key string) purchases.Purchase {
	t.Helper()
	s := &purchases.Service{Tenants: e.App.Tenants}
	b, err := s.Buy(tenancy.WithChurch(context.Background(), c), 0, purchases.Order{Credits: n, Method: purchases.MethodCheque,
		ChequeNumber: "CHQ " + key, RequestKey: key})
	if err != nil {
		t.Fatal(err)
	}
	return b.Purchase
}

func balance(t *testing.T, e *opstest.Env, c *tenancy.Church) credits.Account {
	t.Helper()
	var a credits.Account
	if err := e.App.Tenants.RunFor(context.Background(), c, func(tx *gorm.DB) (err error) { a, err = credits.Balance(tx); return err }); err != nil {
		t.Fatal(err)
	}
	return a
}

func indexStatus(e *opstest.Env, church, purchase int64) (status, by string) {
	row := e.DB.Gorm.Raw(`SELECT status, decided_by FROM control.cheque_purchases WHERE church_id = ? AND purchase_id = ?`, church, purchase).Row()
	_ = row.Scan(&status, &by)
	return
}

func TestChequesAcrossChurches(t *testing.T) {
	e := opstest.New(t)
	alpha, bravo := e.Church("alpha", "Alpha Church"), e.Church("bravo", "Bravo Church")
	pa := cheque(t, e, alpha, 1000, "a1")
	pb := cheque(t, e, bravo, 2500, "b1")

	// The index has them as soon as they are made.
	if s, _ := indexStatus(e, alpha.ID, pa.ID); s != "pending" {
		t.Fatalf("alpha's cheque in the index: %q", s)
	}
	if s, _ := indexStatus(e, bravo.ID, pb.ID); s != "pending" {
		t.Fatalf("bravo's cheque in the index: %q", s)
	}

	sup, op := e.SignedIn("support"), e.SignedIn("operator")
	var list requests.Cheques
	sup.Post("/api/ops/cheques/list", map[string]any{}).Expect(t, http.StatusOK).Decode(t, &list)
	if len(list.Items) != 2 || list.Items[0].ChurchName != "Alpha Church" || list.Items[0].Credits != 1000 ||
		list.Items[0].Amount != "20.00" || list.Items[0].Currency != "USD" || list.Items[0].ChequeNumber != "CHQ a1" ||
		list.Items[1].ChurchID != bravo.ID || list.Items[1].PurchaseID != pb.ID {
		t.Fatalf("cheques %+v", list)
	}
	sup.Post("/api/ops/cheques/confirm", map[string]any{"churchId": alpha.ID, "purchaseId": pa.ID}).Expect(t, http.StatusForbidden)

	// Confirm: the credits once, in the operator's name.
	var row requests.ChequeRow
	res := op.Post("/api/ops/cheques/confirm", map[string]any{"churchId": alpha.ID, "purchaseId": pa.ID}).Expect(t, http.StatusOK)
	res.Decode(t, &row)
	if row.Status != "succeeded" || row.DecidedBy != "ops:"+op.Operator.Email || row.DecidedAt == nil {
		t.Fatalf("confirmed %+v", row)
	}
	if a := balance(t, e, alpha); a.Balance != 1000 {
		t.Fatalf("alpha balance %d", a.Balance)
	}
	res = op.Post("/api/ops/cheques/confirm", map[string]any{"churchId": alpha.ID, "purchaseId": pa.ID}).Expect(t, http.StatusOK)
	if !strings.Contains(res.Message, "already confirmed") {
		t.Fatalf("again: %s", res.Body)
	}
	if a := balance(t, e, alpha); a.Balance != 1000 {
		t.Fatalf("alpha balance after a second confirm %d", a.Balance)
	}

	// Reject bravo's: no credits; rejecting again changes nothing; confirming it now is a conflict.
	op.Post("/api/ops/cheques/reject", map[string]any{"churchId": bravo.ID, "purchaseId": pb.ID}).Expect(t, http.StatusOK).Decode(t, &row)
	if row.Status != "cancelled" || row.DecidedBy != "ops:"+op.Operator.Email {
		t.Fatalf("rejected %+v", row)
	}
	res = op.Post("/api/ops/cheques/reject", map[string]any{"churchId": bravo.ID, "purchaseId": pb.ID}).Expect(t, http.StatusOK)
	if !strings.Contains(res.Message, "already rejected") {
		t.Fatalf("reject again: %s", res.Body)
	}
	op.Post("/api/ops/cheques/confirm", map[string]any{"churchId": bravo.ID, "purchaseId": pb.ID}).Expect(t, http.StatusConflict)
	if a := balance(t, e, bravo); a.Balance != 0 {
		t.Fatalf("bravo balance %d", a.Balance)
	}
	sup.Post("/api/ops/cheques/list", map[string]any{}).Expect(t, http.StatusOK).Decode(t, &list)
	if len(list.Items) != 0 {
		t.Fatalf("still pending %+v", list)
	}

	// An index write lost after a decision: the list shows it pending; deciding again heals it.
	e.DB.Gorm.Exec(`UPDATE control.cheque_purchases SET status = 'pending', decided_at = NULL, decided_by = '' WHERE church_id = ?`, alpha.ID)
	sup.Post("/api/ops/cheques/list", map[string]any{}).Expect(t, http.StatusOK).Decode(t, &list)
	if len(list.Items) != 1 {
		t.Fatalf("stale index %+v", list)
	}
	op.Post("/api/ops/cheques/confirm", map[string]any{"churchId": alpha.ID, "purchaseId": pa.ID}).Expect(t, http.StatusOK)
	if s, by := indexStatus(e, alpha.ID, pa.ID); s != "succeeded" || by != "ops:"+op.Operator.Email {
		t.Fatalf("healed: %q %q", s, by)
	}
	if a := balance(t, e, alpha); a.Balance != 1000 {
		t.Fatalf("alpha balance after healing %d", a.Balance)
	}

	// Bad calls.
	for _, c := range []struct {
		body   map[string]any
		status int
	}{
		{map[string]any{"churchId": 0, "purchaseId": pa.ID}, http.StatusBadRequest},
		{map[string]any{"churchId": alpha.ID}, http.StatusBadRequest},
		{map[string]any{"churchId": 999999, "purchaseId": 1}, http.StatusNotFound},
		{map[string]any{"churchId": alpha.ID, "purchaseId": 999999}, http.StatusNotFound},
	} {
		op.Post("/api/ops/cheques/confirm", c.body).Expect(t, c.status)
	}

	var n int64
	var failed int64
	e.DB.Gorm.Raw(`SELECT count(*) FILTER (WHERE outcome = 'ok'), count(*) FILTER (WHERE outcome = 'failed') FROM control.operator_audit
		WHERE operator_id = ? AND action IN ('cheque.confirm', 'cheque.reject')`, op.Operator.ID).Row().Scan(&n, &failed)
	if n != 5 || failed != 2 { // the conflict and the missing purchase
		t.Fatalf("%d audit rows, %d failed", n, failed)
	}
}

func TestChequeIndexBackfill(t *testing.T) {
	e := opstest.New(t)
	alpha := e.Church("alpha", "Alpha Church")
	// A cheque written before the index existed: in the church's schema only.
	if err := e.App.Tenants.RunFor(context.Background(), alpha, func(tx *gorm.DB) error {
		return tx.Exec(`INSERT INTO credit_purchases (request_key, credits, amount_minor, currency, method) VALUES ('buy:old', 300, 600, 'USD', 'cheque')`).Error
	}); err != nil {
		t.Fatal(err)
	}
	var list requests.Cheques
	e.SignedIn("support").Post("/api/ops/cheques/list", map[string]any{}).Expect(t, http.StatusOK).Decode(t, &list)
	if len(list.Items) != 1 || list.Items[0].Credits != 300 || list.Items[0].Amount != "6.00" {
		t.Fatalf("backfilled %+v", list)
	}
	var done int64
	e.DB.Gorm.Raw(`SELECT count(*) FROM control.cheque_index_state`).Scan(&done)
	if done != 1 {
		t.Fatal("backfill not recorded")
	}
}

func TestCreditsGrant(t *testing.T) {
	e := opstest.New(t)
	alpha := e.Church("alpha", "Alpha Church")
	op := e.SignedIn("operator")
	var b requests.Balance
	res := op.Post("/api/ops/credits/grant", map[string]any{"churchId": alpha.ID, "amount": 500, "note": "Launch gift", "key": "gift-1"}).
		Expect(t, http.StatusOK)
	res.Decode(t, &b)
	if b.Balance != 500 || b.Available != 500 || res.Message != "Credits granted" {
		t.Fatalf("grant %+v %s", b, res.Message)
	}
	res = op.Post("/api/ops/credits/grant", map[string]any{"churchId": alpha.ID, "amount": 500, "key": "gift-1"}).Expect(t, http.StatusOK)
	res.Decode(t, &b)
	if b.Balance != 500 || !strings.Contains(res.Message, "already granted") {
		t.Fatalf("repeat %+v %s", b, res.Message)
	}
	op.Post("/api/ops/credits/grant", map[string]any{"churchId": alpha.ID, "amount": 7, "key": "gift-1"}).Expect(t, http.StatusConflict)
	// Without a key every grant is a new one.
	op.Post("/api/ops/credits/grant", map[string]any{"churchId": alpha.ID, "amount": 1}).Expect(t, http.StatusOK)
	op.Post("/api/ops/credits/grant", map[string]any{"churchId": alpha.ID, "amount": 1000000}).Expect(t, http.StatusOK).Decode(t, &b)
	if b.Balance != 1_000_501 {
		t.Fatalf("balance %d", b.Balance)
	}
	for _, c := range []struct {
		body   map[string]any
		status int
		want   string
	}{
		{map[string]any{"churchId": alpha.ID, "amount": 0}, 400, credits.MsgOperatorAmount},
		{map[string]any{"churchId": alpha.ID, "amount": -5}, 400, credits.MsgOperatorAmount},
		{map[string]any{"churchId": alpha.ID, "amount": 1000001}, 400, credits.MsgOperatorAmount},
		{map[string]any{"churchId": alpha.ID, "amount": 1.5}, 400, "Field amount"},
		{map[string]any{"churchId": alpha.ID, "amount": 5, "key": "a b"}, 400, requests.MsgKey},
		{map[string]any{"churchId": alpha.ID, "amount": 5, "key": strings.Repeat("k", 101)}, 400, requests.MsgKey},
		{map[string]any{"churchId": alpha.ID, "amount": 5, "note": strings.Repeat("n", 501)}, 400, requests.MsgNote},
		{map[string]any{"churchId": 0, "amount": 5}, 400, requests.MsgChurchID},
		{map[string]any{"churchId": 999999, "amount": 5}, 404, requests.MsgChurchAbsent},
	} {
		res := op.Post("/api/ops/credits/grant", c.body)
		if res.Status != c.status || !strings.Contains(res.Message, c.want) {
			t.Errorf("%v: %d %s", c.body, res.Status, res.Body)
		}
	}
	e.SignedIn("support").Post("/api/ops/credits/grant", map[string]any{"churchId": alpha.ID, "amount": 5}).Expect(t, http.StatusForbidden)
	var n int64
	var failed int64
	e.DB.Gorm.Raw(`SELECT count(*) FILTER (WHERE outcome = 'ok'), count(*) FILTER (WHERE outcome = 'failed') FROM control.operator_audit
		WHERE operator_id = ? AND action = 'credits.grant' AND church_id = ?`, op.Operator.ID, alpha.ID).Row().Scan(&n, &failed)
	if n != 4 || failed != 1 { // the key reused with another amount
		t.Fatalf("%d audit rows, %d failed", n, failed)
	}
	var ref string
	e.DB.Gorm.Raw(`SELECT reference FROM "` + alpha.SchemaName + `".credit_ledger WHERE idempotency_key = 'ops:gift-1'`).Scan(&ref)
	if ref != "ops:"+op.Operator.Email {
		t.Fatalf("reference %q", ref)
	}
}
