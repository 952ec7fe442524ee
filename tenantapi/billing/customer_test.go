package billing_test

import (
	"context"
	"sync"
	"testing"

	"congregate/internal/platform/payments/paymentstest"
	"congregate/tenantapi/billing"
	"congregate/tenantapi/tenanttest"
)

// TestEnsureCustomerOnce: callers at once make one customer per church, recorded once; each church
// has its own.
func TestEnsureCustomerOnce(t *testing.T) {
	e := tenanttest.New(t)
	s := &billing.Service{Tenants: e.App.Tenants, Control: e.DB.Gorm, Stripe: paymentstest.Client(t), GraceDays: -1}
	ctx := context.Background()
	ids := make([]string, 6)
	var wg sync.WaitGroup
	for i := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			id, err := s.EnsureCustomer(ctx, e.Alpha)
			if err != nil {
				t.Error(err)
			}
			ids[i] = id
		}()
	}
	wg.Wait()
	for _, id := range ids {
		if id == "" || id != ids[0] {
			t.Fatalf("customers: %v", ids)
		}
	}
	bravo, err := s.EnsureCustomer(ctx, e.Bravo)
	if err != nil || bravo == ids[0] {
		t.Fatalf("bravo's customer %q (alpha's %q): %v", bravo, ids[0], err)
	}
	if n := paymentstest.Layer(t).Count("POST", "/v1/customers"); n != 2 {
		t.Fatalf("%d customers created at Stripe, want 2", n)
	}
	c, err := s.ChurchByCustomer(ctx, bravo)
	if err != nil || c.ID != e.Bravo.ID {
		t.Fatalf("church by customer: %v %v", c, err)
	}
}
