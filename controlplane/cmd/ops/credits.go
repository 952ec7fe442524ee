package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/provisioning"
	"congregate/tenantapi/communications/credits"
)

// creditsCommand runs `credits grant` and `credits balance`: an operator gives a church message
// credits (one ledger row, kind grant, reference "operator"; a repeated --key changes nothing) or
// reads its balance.
func creditsCommand(ctx context.Context, control *gorm.DB, tenants *db.Tenants, cmd string, rest []string, out io.Writer) error {
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.SetOutput(out)
	church := fs.String("church", "", "church short name")
	var amount, note, key *string
	if cmd == "credits grant" {
		amount = fs.String("amount", "", "credits to grant, a whole number from 1 to 1,000,000")
		note = fs.String("note", "", "why (shown in the church's credit history)")
		key = fs.String("key", "", "idempotency key: the same key again grants nothing (default: a new key)")
	} else if cmd != "credits balance" {
		return fmt.Errorf("unknown command %q: use credits grant or credits balance", cmd)
	}
	if err := fs.Parse(rest); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if strings.TrimSpace(*church) == "" {
		return errors.New("--church is required")
	}
	c, err := provisioning.Find(ctx, control, *church)
	if err != nil {
		return err
	}
	if cmd == "credits balance" {
		var a credits.Account
		if err := tenants.RunFor(ctx, c, func(tx *gorm.DB) (err error) { a, err = credits.Balance(tx); return err }); err != nil {
			return err
		}
		fmt.Fprintf(out, "%s: balance %s, reserved %s, available %s\n", c.ShortName,
			credits.Thousands(a.Balance), credits.Thousands(a.Reserved), credits.Thousands(a.Available))
		return nil
	}
	n, err := parseAmount(*amount)
	if err != nil {
		return err
	}
	k := credits.OperatorKey(*key)
	var e credits.Entry
	var seen bool
	err = tenants.RunFor(ctx, c, func(tx *gorm.DB) (err error) {
		e, seen, err = credits.OperatorGrant(tx, k, n, *note, "operator")
		return err
	})
	var f *fault.Error
	if errors.As(err, &f) {
		return errors.New(f.Message)
	}
	if err != nil {
		return err
	}
	if seen {
		fmt.Fprintf(out, "%s: key %s was already granted (%s credits, entry %d): nothing changed; balance %s\n",
			c.ShortName, strings.TrimPrefix(k, "ops:"), credits.Thousands(e.Amount), e.ID, credits.Thousands(e.BalanceAfter))
		return nil
	}
	fmt.Fprintf(out, "%s: granted %s credits (entry %d, key %s); balance %s\n", c.ShortName, credits.Thousands(n), e.ID,
		strings.TrimPrefix(k, "ops:"), credits.Thousands(e.BalanceAfter))
	return nil
}

// parseAmount reads a whole number of credits from 1 to credits.MaxOperatorGrant ("1,000" is read too).
func parseAmount(s string) (int64, error) {
	bad := fmt.Errorf("--amount must be a whole number from 1 to %s, got %q", credits.Thousands(credits.MaxOperatorGrant), s)
	t := strings.ReplaceAll(strings.TrimSpace(s), ",", "")
	if t == "" || strings.Trim(t, "0123456789") != "" || len(t) > 10 {
		return 0, bad
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || credits.CheckOperatorAmount(n) != nil {
		return 0, bad
	}
	return n, nil
}
