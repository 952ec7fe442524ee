package demo

import (
	"context"

	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/billing/purchases"
)

// CardAndPurchase gives the demo church a card on file (Stripe's test Visa, the default) and one
// purchase of 1,000 credits in its history, when s has Stripe (`make run`: stripe-mock behind the
// test-card layer). Idempotent: the card is the same payment method, the purchase the same request
// key.
func CardAndPurchase(ctx context.Context, s *purchases.Service, church *tenancy.Church) error {
	if s.Stripe == nil {
		return nil
	}
	ctx = tenancy.WithChurch(ctx, church)
	if _, err := s.Cards.Attach(ctx, 0, "", "pm_card_visa", true); err != nil {
		return err
	}
	_, err := s.Buy(ctx, 0, purchases.Order{Credits: 1000, Method: purchases.MethodCard, RequestKey: "demo-first-purchase"})
	return err
}
