package billing

import (
	"context"
	"fmt"
	"strconv"

	"github.com/stripe/stripe-go/v76"
	"gorm.io/gorm"

	"congregate/internal/platform/payments"
	"congregate/internal/platform/tenancy"
)

// Account is a church's row of control.church_billing.
type Account struct {
	ChurchID             int64
	StripeCustomerID     *string
	StripeSubscriptionID *string
	SubscriptionStatus   string
	PlanAmountMinor      int64
	Currency             string
	GraceDays            *int
	PastDueSince         *timeValue
}

// EnsureCustomer is the church's Stripe customer id, made once: the church's control.church_billing
// row is locked while the customer is created (idempotency key "customer:<church>"), so two
// callers at once (the setup task, a card being added) make one customer, and a retry after a
// lost answer gets the same customer back from Stripe. The row also records the plan's price.
func (s *Service) EnsureCustomer(ctx context.Context, church *tenancy.Church) (string, error) {
	var id string
	err := s.control(ctx).Transaction(func(tx *gorm.DB) error {
		acct, err := lockAccount(tx, church.ID)
		if err != nil {
			return err
		}
		if acct.StripeCustomerID != nil && *acct.StripeCustomerID != "" {
			id = *acct.StripeCustomerID
			return nil
		}
		sc, err := s.stripe()
		if err != nil {
			return err
		}
		params := &stripe.CustomerParams{
			Params:      payments.ParamsCtx(ctx, payments.Key("customer", church.ID)),
			Name:        stripe.String(church.FullName),
			Description: stripe.String("Congregate church " + church.ShortName),
		}
		if church.Email != "" {
			params.Email = stripe.String(church.Email)
		}
		params.AddMetadata("church_id", strconv.FormatInt(church.ID, 10))
		params.AddMetadata("church", church.ShortName)
		c, err := sc.Customers.New(params)
		if err != nil {
			return payments.Decline(err)
		}
		id = c.ID
		return setCustomer(tx, church.ID, c.ID)
	})
	if err != nil {
		return "", fmt.Errorf("billing: customer of church %d: %w", church.ID, err)
	}
	return id, nil
}

// ChurchByCustomer is the church whose Stripe customer id is customerID.
func (s *Service) ChurchByCustomer(ctx context.Context, customerID string) (*tenancy.Church, error) {
	return churchByCustomer(s.control(ctx), customerID)
}
