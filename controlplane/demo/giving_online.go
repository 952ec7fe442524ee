package demo

import (
	"context"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/giving/online"
	"congregate/tenantapi/people/logins"
)

// MerchantAccount is the demo church's connected Stripe account (online giving, issue 14).
const MerchantAccount = "acct_demo_grace"

// GivingOnline connects the demo church's merchant account (acct_demo_grace) and gives two of its
// staff monthly recurring gifts, Ruth's (people@grace.demo) on a card expiring this month.
func GivingOnline(ctx context.Context, control *gorm.DB, tenants *db.Tenants, church *tenancy.Church, now time.Time) error {
	var ids []int64
	err := tenants.RunFor(ctx, church, func(tx *gorm.DB) error {
		for _, email := range []string{Staff[1].Email, Staff[2].Email} {
			a, err := logins.Logins{}.ByEmail(tx, email)
			if err != nil {
				return err
			}
			if a != nil {
				ids = append(ids, a.ID)
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	s := &online.Service{Tenants: tenants, Control: control}
	return s.SeedDemo(ctx, church, MerchantAccount, ids, now)
}
