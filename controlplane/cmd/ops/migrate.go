package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os/signal"
	"syscall"

	"gorm.io/gorm"

	"congregate/controlplane"
	"congregate/internal/platform/config"
)

// migrateCommand is `ops migrate [--parallel N] [--dry-run]`. SIGINT/SIGTERM stop it between
// versions (the one under way rolls back); the next run resumes.
func migrateCommand(ctx context.Context, cfg config.Config, control *gorm.DB, rest []string, out io.Writer) error {
	fs := flag.NewFlagSet("migrate", flag.ContinueOnError)
	fs.SetOutput(out)
	parallel := fs.Int("parallel", 4, "church schemas migrated at a time on each cluster (1 to 64)")
	dryRun := fs.Bool("dry-run", false, "list every schema's version and pending migrations; change nothing")
	if err := fs.Parse(rest); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if *parallel < 1 || *parallel > 64 {
		return errors.New("--parallel must be 1 to 64")
	}
	ctx, stop := signal.NotifyContext(ctx, syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	rep, err := controlplane.MigrateAll(ctx, cfg, control, controlplane.MigrateOptions{Parallel: *parallel, DryRun: *dryRun, Out: out})
	if err != nil && (len(rep.Failed) > 0 || rep.Interrupted != nil) {
		// The summary with every failure is on out already.
		return fmt.Errorf("migrate: %d schema(s) failed, %d not reached: fix them and run migrate again", len(rep.Failed), rep.NotReached)
	}
	return err
}
