package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/provisioning"
	"congregate/tenantapi/billing"
)

// billingCommand is `ops billing show|grace|setup` (docs/billing-api.md "Control plane and operators").
func billingCommand(ctx context.Context, cfg config.Config, control *gorm.DB, tenants *db.Tenants, cmd string, rest []string, out io.Writer) error {
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.SetOutput(out)
	church := fs.String("church", "", "church short name")
	days := -1
	if cmd == "billing grace" {
		fs.IntVar(&days, "days", -1, "days of grace after a failed payment before the billing lock-down (0 = at once)")
	} else if cmd != "billing show" && cmd != "billing setup" {
		return fmt.Errorf("unknown command %q: use billing show, billing grace or billing setup", cmd)
	}
	if err := fs.Parse(rest); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	s := billing.New(cfg, control, tenants)
	if cmd == "billing grace" {
		if days < 0 || days > 365 {
			return errors.New("--days must be 0 to 365")
		}
		if strings.TrimSpace(*church) == "" {
			n, err := s.SetDefaultGrace(ctx, days)
			if err == nil {
				fmt.Fprintf(out, "grace of %d churches set to %d days\n", n, days)
			}
			return err
		}
	}
	if strings.TrimSpace(*church) == "" {
		return errors.New("--church is required")
	}
	c, err := provisioning.Find(ctx, control, *church)
	if err != nil {
		return err
	}
	switch cmd {
	case "billing grace":
		if err := s.SetGrace(ctx, c, &days); err != nil {
			return err
		}
		fmt.Fprintf(out, "%s: grace %d days\n", c.ShortName, days)
		return nil
	case "billing setup":
		if s.Stripe == nil {
			return errors.New("Stripe is not configured: set STRIPE_SECRET_KEY (or STRIPE_API_BASE for stripe-mock)")
		}
		res, err := s.Setup(ctx, c)
		if err != nil {
			return err
		}
		sub := res.SubscriptionID
		if sub == "" {
			sub = "none (the church has no priced plan)"
		}
		fmt.Fprintf(out, "%s: customer %s, subscription %s, %s a month\n", c.ShortName, res.CustomerID, sub,
			billing.Money(res.AmountMinor, res.Currency))
		return nil
	}
	sh, err := s.ShowChurch(ctx, c)
	if err != nil {
		return err
	}
	grace := fmt.Sprintf("%d days", sh.GraceDays)
	if sh.GraceIsDefault {
		grace += " (platform default)"
	}
	status := billing.BillingActive
	if sh.PastDueSince != "" {
		status = billing.BillingPastDue + " since " + sh.PastDueSince
	}
	if sh.LockedDown {
		status = billing.BillingLocked + " (" + status + ")"
	}
	fmt.Fprintf(out, "%s\n  customer      %s\n  subscription  %s %s\n  plan          %s a month\n  status        %s\n  grace         %s\n  open invoices %d, %s due\n",
		c.ShortName, orNone(sh.CustomerID), orNone(sh.SubscriptionID), sh.SubscriptionStatus,
		billing.Money(sh.PlanAmountMinor, sh.Currency), status, grace, sh.OpenInvoices, billing.Money(sh.AmountDueMinor, sh.Currency))
	return nil
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}
