package purchases

import (
	"os"
	"strconv"
	"strings"

	"congregate/internal/jobs"
	"congregate/internal/platform/db"
	"congregate/internal/platform/payments"
	"congregate/tenantapi/billing/cards"
)

// New builds the purchases service and the cards service it pays with, over one Stripe client
// and one source of the church's customer (billing's EnsureCustomer): the API and the worker
// wire them the same way.
func New(tenants *db.Tenants, sc *payments.Client, customer cards.CustomerFunc, enq jobs.AutoRechargeEnqueuer) *Service {
	cs := &cards.Service{Tenants: tenants, Stripe: sc, Customer: customer}
	return &Service{Tenants: tenants, Stripe: sc, Cards: cs, Customer: customer, UnitPriceMinor: PriceFromEnv(), Jobs: enq}
}

// PriceFromEnv is CREDIT_PRICE_MINOR, the price of one credit in minor units (unset or not a
// positive whole number: DefaultUnitPriceMinor).
func PriceFromEnv() int64 {
	n, err := strconv.ParseInt(strings.TrimSpace(os.Getenv("CREDIT_PRICE_MINOR")), 10, 64)
	if err != nil || n <= 0 || n > 1_000_000 {
		return DefaultUnitPriceMinor
	}
	return n
}
