package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	"congregate/tenantapi/communications/greetings"
	"congregate/tenantapi/communications/messages"
	"congregate/tenantapi/people/directory"
)

// greetingsCommand runs a church's automated greetings now (`bin/ops greetings run --church X`),
// as the worker's hourly run would: once a template's hour has come in the church's time zone,
// the people celebrating today are greeted, never twice a year. The sends go to the worker like
// any other (its dispatcher finds them).
func greetingsCommand(ctx context.Context, control *gorm.DB, tenants *db.Tenants, rest []string, out io.Writer) error {
	fs := flag.NewFlagSet("greetings run", flag.ContinueOnError)
	fs.SetOutput(out)
	church := fs.String("church", "", "church short name")
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
	svc := &messages.Service{Tenants: tenants, Control: control, People: greetings.MessagesPeople{}, Settings: greetings.MessagesSettings{}}
	r := &greetings.Runner{Tenants: tenants, People: directory.Directory{}, Send: greetings.MessagesSender(svc),
		Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	res, err := r.Run(tenancy.WithChurch(ctx, c))
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%s: %d greeting message(s), %d person(s) greeted\n", c.ShortName, res.Communications, res.Greeted)
	return nil
}
