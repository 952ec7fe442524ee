package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/provisioning"
	"congregate/tenantapi/billing/purchases"
	"congregate/tenantapi/communications/credits"
)

// chequeCommand runs `credits cheque confirm|reject --church X --purchase N`: an operator says a
// church's cheque for credits arrived (the credits are granted once, ledger key cheque:<id>) or
// did not (the purchase is cancelled). Deciding again changes nothing.
func chequeCommand(ctx context.Context, control *gorm.DB, tenants *db.Tenants, rest []string, out io.Writer) error {
	if len(rest) == 0 || (rest[0] != "confirm" && rest[0] != "reject") {
		return errors.New("use credits cheque confirm or credits cheque reject")
	}
	action, rest := rest[0], rest[1:]
	fs := flag.NewFlagSet("credits cheque "+action, flag.ContinueOnError)
	fs.SetOutput(out)
	church := fs.String("church", "", "church short name")
	purchase := fs.String("purchase", "", "the purchase's id (the church's purchases list)")
	if err := fs.Parse(rest); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if strings.TrimSpace(*church) == "" {
		return errors.New("--church is required")
	}
	id, err := strconv.ParseInt(strings.TrimSpace(*purchase), 10, 64)
	if err != nil || id <= 0 {
		return fmt.Errorf("--purchase must be a purchase id, got %q", *purchase)
	}
	c, err := provisioning.Find(ctx, control, *church)
	if err != nil {
		return err
	}
	s := &purchases.Service{Tenants: tenants}
	decide, verb := s.ConfirmCheque, "confirmed"
	if action == "reject" {
		decide, verb = s.RejectCheque, "rejected"
	}
	p, err := decide(ctx, c, id, operatorName())
	if errors.Is(err, purchases.ErrAlreadyDecided) {
		fmt.Fprintf(out, "%s: cheque purchase %d was already %s: nothing changed\n", c.ShortName, p.ID, verb)
		return nil
	}
	var f *fault.Error
	if errors.As(err, &f) {
		return errors.New(f.Message)
	}
	if err != nil {
		return err
	}
	if action == "reject" {
		fmt.Fprintf(out, "%s: cheque purchase %d rejected (%s credits not added)\n", c.ShortName, p.ID, credits.Thousands(p.Credits))
		return nil
	}
	var a credits.Account
	if err := tenants.RunFor(ctx, c, func(tx *gorm.DB) (err error) { a, err = credits.Balance(tx); return err }); err != nil {
		return err
	}
	fmt.Fprintf(out, "%s: cheque purchase %d confirmed: %s credits added (key %s); balance %s\n", c.ShortName, p.ID,
		credits.Thousands(p.Credits), p.Reference, credits.Thousands(a.Balance))
	return nil
}

// operatorName is who runs the tool, recorded with the decision.
func operatorName() string {
	for _, k := range []string{"OPS_OPERATOR", "SUDO_USER", "USER"} {
		if v := strings.TrimSpace(os.Getenv(k)); v != "" {
			return "ops:" + v
		}
	}
	return "ops"
}
