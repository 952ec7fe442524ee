package demo

import (
	"context"
	"testing"

	"congregate/internal/platform/db"
	"congregate/internal/platform/payments/paymentstest"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
	"congregate/tenantapi/billing"
	"congregate/tenantapi/billing/purchases"
)

func TestCardAndPurchaseOnce(t *testing.T) {
	d := testutil.NewDatabase(t)
	ctx := context.Background()
	tenants := db.NewTenants(d.Gorm)
	c, err := provisioning.Provision(ctx, d.Gorm, provisioning.Spec{ShortName: "grace", FullName: "Grace Church"})
	if err != nil {
		t.Fatal(err)
	}
	b := &billing.Service{Tenants: tenants, Control: d.Gorm, Stripe: paymentstest.Client(t)}
	s := purchases.New(tenants, b.Stripe, b.EnsureCustomer, 2, nil)
	for range 2 {
		if err := CardAndPurchase(ctx, s, c); err != nil {
			t.Fatal(err)
		}
	}
	var cards, bought, balance int64
	q := `SELECT (SELECT count(*) FROM "` + c.SchemaName + `".billing_cards WHERE is_default),
		(SELECT count(*) FROM "` + c.SchemaName + `".credit_purchases WHERE status = 'succeeded'),
		(SELECT balance FROM "` + c.SchemaName + `".credit_account)`
	if err := d.Gorm.Raw(q).Row().Scan(&cards, &bought, &balance); err != nil {
		t.Fatal(err)
	}
	if cards != 1 || bought != 1 || balance != 1000 {
		t.Fatalf("demo: %d default cards, %d purchases, balance %d", cards, bought, balance)
	}
}
