package demo

import (
	"context"
	"fmt"
	"time"

	"github.com/stripe/stripe-go/v76"

	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	"congregate/tenantapi/billing"
)

// Plan is the demo church's plan: what a medium church with every product pays a month.
var Plan = &provisioning.Plan{SizeName: "medium", SizeLabel: "Medium (201–500)", Currency: "USD",
	Products: []string{"People", "Communications", "Giving", "Events"}, Price: "149.00"}

// Billing gives the demo church its Stripe customer and subscription (when s has Stripe: `make
// run` starts stripe-mock behind the test-card layer) and a realistic invoice history: four
// monthly invoices paid, this month's open. Idempotent: the invoices keep their ids.
func Billing(ctx context.Context, s *billing.Service, church *tenancy.Church, now time.Time) error {
	cus := "cus_demo_" + church.ShortName
	if s.Stripe != nil {
		res, err := s.Setup(ctx, church)
		if err != nil {
			return err
		}
		cus = res.CustomerID
	}
	month := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	for i := 4; i >= 0; i-- {
		start := month.AddDate(0, -i, 0)
		end := start.AddDate(0, 1, 0)
		created := start.Add(2 * time.Hour)
		inv := &stripe.Invoice{
			ID: fmt.Sprintf("in_demo_%s_%s", church.ShortName, start.Format("200601")), Number: fmt.Sprintf("GRACE-%04d", 5-i),
			Customer: &stripe.Customer{ID: cus}, Currency: "usd", AmountDue: 14900, Created: created.Unix(),
			PeriodStart: start.Unix(), PeriodEnd: end.Unix(), DueDate: start.AddDate(0, 0, 14).Unix(),
			Status: stripe.InvoiceStatusPaid, AmountPaid: 14900,
			StatusTransitions: &stripe.InvoiceStatusTransitions{FinalizedAt: created.Unix(), PaidAt: created.Add(36 * time.Hour).Unix()},
			Lines: &stripe.InvoiceLineItemList{Data: []*stripe.InvoiceLineItem{{
				Description: "Congregate Medium plan (" + start.Format("Jan 2006") + ")", Amount: 14900}}},
		}
		at := created.Add(36 * time.Hour)
		if i == 0 { // this month's: open, not yet paid
			inv.Status, inv.AmountPaid = stripe.InvoiceStatusOpen, 0
			inv.StatusTransitions.PaidAt = 0
			at = created
		}
		if err := s.Mirror(ctx, church, inv, at); err != nil {
			return err
		}
	}
	return nil
}
