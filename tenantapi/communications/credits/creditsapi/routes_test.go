package creditsapi_test

import (
	"context"
	"testing"

	"gorm.io/gorm"

	"congregate/tenantapi/communications/credits"
	pt "congregate/tenantapi/tenanttest"
)

func TestRoutes(t *testing.T) {
	e := pt.New(t)
	c := e.Alpha
	ann := e.Login(c, "admin@alpha.test")
	post := func(tok, path string, body any) pt.Resp {
		return e.Post(c, "/api/organization/credits/"+path, tok, body)
	}

	r := post(ann, "balance", map[string]any{})
	pt.Expect(t, r, 200, "Message credits")
	if m := r.M(t); m["balance"] != 0.0 || m["available"] != 0.0 {
		t.Fatalf("empty balance: %+v", m)
	}
	admin := e.PersonID(c, "admin@alpha.test")
	must(t, e.App.Tenants.RunFor(context.Background(), c, func(tx *gorm.DB) error {
		if _, err := credits.Grant(tx, "g1", 5000, credits.KindGrant, "Starter credits", "operator", 0); err != nil {
			return err
		}
		if _, err := credits.Grant(tx, "p1", 1200, credits.KindPurchase, "", "pi_123", admin); err != nil {
			return err
		}
		if err := credits.Reserve(tx, "reserve:7", 300, 7, admin); err != nil {
			return err
		}
		return credits.SettleMany(tx, []credits.Settlement{{Key: "debit:7:1", Amount: 100, CommunicationID: 7}})
	}))
	r = post(ann, "balance", map[string]any{"orgId": 1})
	if m := r.M(t); m["balance"] != 6100.0 || m["reserved"] != 200.0 || m["available"] != 5900.0 {
		t.Fatalf("balance: %+v", m)
	}

	var page struct {
		Total int64
		Items []credits.Entry
	}
	r = post(ann, "list", map[string]any{"page": 0, "pageSize": 2})
	pt.Expect(t, r, 200, "Credit history")
	r.Decode(t, &page)
	if page.Total != 4 || len(page.Items) != 2 || page.Items[0].Kind != "debit" || page.Items[0].Amount != -100 ||
		page.Items[0].CommunicationID == nil || *page.Items[0].CommunicationID != 7 {
		t.Fatalf("list: %+v", page)
	}
	post(ann, "list", map[string]any{"kind": "reserve"}).Decode(t, &page)
	if page.Total != 1 || page.Items[0].ReservedChange != 300 || page.Items[0].CreatedByName != "Ann Alpha" {
		t.Fatalf("reserve: %+v", page)
	}
	post(ann, "purchase-history", map[string]any{}).Decode(t, &page)
	if page.Total != 2 || page.Items[0].Reference != "pi_123" || page.Items[1].Note != "Starter credits" || page.Items[1].CreatedBy != nil {
		t.Fatalf("purchases: %+v", page)
	}
	pt.Expect(t, post(ann, "list", map[string]any{"kind": "gift"}), 400, "Kind must be grant, purchase, reserve, release, debit, refund or adjustment")
	pt.Expect(t, post(ann, "list", map[string]any{"pageSize": 100000}), 400, "")
	pt.Expect(t, post(ann, "list", map[string]any{"kind": "grant\x00"}), 400, "")

	// Another church sees its own (empty) ledger; staff without the organization key are refused.
	bravo := e.Login(e.Bravo, "admin@bravo.test")
	e.Post(e.Bravo, "/api/organization/credits/list", bravo, map[string]any{}).Decode(t, &page)
	if page.Total != 0 {
		t.Fatalf("bravo sees %d rows", page.Total)
	}
	pat := e.Login(c, "people@alpha.test")
	pt.Expect(t, post(pat, "balance", map[string]any{}), 403, "")
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
