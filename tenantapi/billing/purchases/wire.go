package purchases

import (
	"congregate/internal/jobs"
	"congregate/internal/platform/db"
	"congregate/internal/platform/payments"
	"congregate/tenantapi/billing/cards"
)

// New builds the purchases service and the cards service it pays with, over one Stripe client
// (nil: calls needing Stripe answer that payments are not configured) and one source of the
// church's customer (billing's EnsureCustomer), at unitPriceMinor a credit (CREDIT_PRICE_MINOR):
// the API and the worker wire them the same way.
func New(tenants *db.Tenants, sc *payments.Client, customer cards.CustomerFunc, unitPriceMinor int64, enq jobs.AutoRechargeEnqueuer) *Service {
	cs := &cards.Service{Tenants: tenants, Stripe: sc, Customer: customer}
	return &Service{Tenants: tenants, Stripe: sc, Cards: cs, Customer: customer, UnitPriceMinor: unitPriceMinor, Jobs: enq}
}
