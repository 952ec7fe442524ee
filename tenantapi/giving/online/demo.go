package online

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
)

// SeedDemo gives the demo church (controlplane/demo) its connected merchant account and, for the
// people given (at least one), two monthly recurring gifts and a saved card expiring this month
// (the first person's). Idempotent: the rows are keyed by their Stripe ids.
func (s *Service) SeedDemo(ctx context.Context, c *tenancy.Church, account string, people []int64, now time.Time) error {
	if len(people) == 0 {
		return nil
	}
	if err := seedMerchant(s.control(ctx), c.ID, account); err != nil {
		return err
	}
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	return s.runFor(ctx, c, func(tx *gorm.DB) error {
		st, err := readSettings(tx)
		if err != nil {
			return err
		}
		fs, err := activeFunds(tx)
		if err != nil || len(fs) == 0 {
			return err
		}
		fund := fs[0].ID
		amounts := []int64{5000, 10000}
		for i := 0; i < 2; i++ {
			person := people[i%len(people)]
			pm := savedMethod{PersonID: person, StripePaymentMethodID: fmt.Sprintf("pm_demo_%s_%d", c.ShortName, i+1), Kind: "card",
				Brand: "visa", Last4: "4242", ExpMonth: 12, ExpYear: now.Year() + 3}
			if i == 0 { // expires at the end of this month: the members' expiring cards page shows it
				pm.Last4, pm.ExpMonth, pm.ExpYear = "0341", int(now.Month()), now.Year()
			}
			saved, err := methodSaved(tx, pm.StripePaymentMethodID)
			if err != nil {
				return err
			}
			if saved {
				continue
			}
			pmID, err := saveMethod(tx, pm)
			if err != nil {
				return err
			}
			last := today.AddDate(0, 0, -7*(i+1))
			if _, err := insertRecurring(tx, recurringRow{PersonID: person, FundID: fund, AmountMinor: amounts[i], Currency: st.Currency,
				Method: "card", Frequency: Monthly, AnchorDay: last.Day(), PaymentMethodID: pmID,
				NextChargeOn: NextCharge(Monthly, last, last.Day()), LastChargedOn: &last}); err != nil {
				return err
			}
		}
		return nil
	})
}
