package billing

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/stripe/stripe-go/v76"
	"gorm.io/gorm"

	"congregate/internal/platform/payments"
	"congregate/internal/platform/tenancy"
)

// SetupResult is what Setup made or found.
type SetupResult struct {
	CustomerID     string
	SubscriptionID string // "" when the church has no plan with a price
	AmountMinor    int64
	Currency       string
}

// Setup gives a church its Stripe customer and its subscription at the price of its plan
// (control.church_plans, chosen at onboarding), once: the billing:setup task enqueued at
// provisioning, and `bin/ops billing setup`. The subscription's price is price_data on a product
// of the church's own (both created with idempotency keys), monthly, charged automatically to the
// customer's default card; its first invoice waits for the church's payment. A church without a
// priced plan gets its customer only.
func (s *Service) Setup(ctx context.Context, church *tenancy.Church) (SetupResult, error) {
	cus, err := s.EnsureCustomer(ctx, church)
	if err != nil {
		return SetupResult{}, err
	}
	out := SetupResult{CustomerID: cus}
	err = s.control(ctx).Transaction(func(tx *gorm.DB) error {
		acct, err := lockAccount(tx, church.ID)
		if err != nil {
			return err
		}
		plan, err := readPlan(tx, church.ID)
		if err != nil {
			return err
		}
		out.AmountMinor, out.Currency = plan.AmountMinor, plan.Currency
		if acct.StripeSubscriptionID != nil && *acct.StripeSubscriptionID != "" {
			out.SubscriptionID = *acct.StripeSubscriptionID
			return nil
		}
		if !plan.Exists || plan.AmountMinor <= 0 {
			return nil
		}
		sc, err := s.stripe()
		if err != nil {
			return err
		}
		name := "Congregate " + plan.SizeLabel + " plan"
		pp := &stripe.ProductParams{Params: payments.ParamsCtx(ctx, payments.Key("product", church.ID)),
			Name: stripe.String(strings.TrimSpace(name + " — " + church.FullName))}
		pp.AddMetadata("church_id", strconv.FormatInt(church.ID, 10))
		prod, err := sc.Products.New(pp)
		if err != nil {
			return payments.Decline(err)
		}
		sp := &stripe.SubscriptionParams{
			Params:           payments.ParamsCtx(ctx, payments.Key("subscription", church.ID)),
			Customer:         stripe.String(cus),
			CollectionMethod: stripe.String(string(stripe.SubscriptionCollectionMethodChargeAutomatically)),
			PaymentBehavior:  stripe.String("default_incomplete"),
			Items: []*stripe.SubscriptionItemsParams{{PriceData: &stripe.SubscriptionItemPriceDataParams{
				Currency: stripe.String(strings.ToLower(plan.Currency)), Product: stripe.String(prod.ID),
				UnitAmount: stripe.Int64(plan.AmountMinor),
				Recurring:  &stripe.SubscriptionItemPriceDataRecurringParams{Interval: stripe.String("month")},
			}}},
		}
		sp.AddMetadata("church_id", strconv.FormatInt(church.ID, 10))
		sub, err := sc.Subscriptions.New(sp)
		if err != nil {
			return payments.Decline(err)
		}
		out.SubscriptionID = sub.ID
		return setPlanSubscription(tx, church.ID, sub.ID, string(sub.Status), plan.AmountMinor, plan.Currency)
	})
	if err != nil {
		return SetupResult{}, fmt.Errorf("billing: setup of church %d: %w", church.ID, err)
	}
	return out, nil
}

// Show is a church's billing as `bin/ops billing show` prints it.
type Show struct {
	CustomerID, SubscriptionID, SubscriptionStatus string
	PlanAmountMinor                                int64
	Currency                                       string
	GraceDays                                      int
	GraceIsDefault, LockedDown                     bool
	PastDueSince                                   string
	OpenInvoices                                   int64
	AmountDueMinor                                 int64
}

// ShowChurch reads a church's billing for operators.
func (s *Service) ShowChurch(ctx context.Context, church *tenancy.Church) (Show, error) {
	acct, err := readAccount(s.control(ctx), church.ID)
	if err != nil {
		return Show{}, err
	}
	locked, err := billingLocked(s.control(ctx), church.ID)
	if err != nil {
		return Show{}, err
	}
	out := Show{SubscriptionStatus: acct.SubscriptionStatus, PlanAmountMinor: acct.PlanAmountMinor, Currency: acct.Currency,
		GraceDays: s.graceOf(acct), GraceIsDefault: acct.GraceDays == nil, LockedDown: locked}
	if acct.StripeCustomerID != nil {
		out.CustomerID = *acct.StripeCustomerID
	}
	if acct.StripeSubscriptionID != nil {
		out.SubscriptionID = *acct.StripeSubscriptionID
	}
	if acct.PastDueSince != nil {
		out.PastDueSince = acct.PastDueSince.UTC().Format("2006-01-02 15:04 MST")
	}
	err = s.runFor(ctx, church, func(tx *gorm.DB) (err error) {
		out.OpenInvoices, out.AmountDueMinor, _, err = owed(tx)
		return err
	})
	return out, err
}
