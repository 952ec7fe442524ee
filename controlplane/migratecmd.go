package controlplane

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os/signal"
	"syscall"

	"gorm.io/gorm"

	"congregate/internal/platform/config"
)

// MigrateCommand is `ops migrate` and `controlplane migrate` (the Helm hook): [--parallel N]
// [--dry-run]. SIGINT/SIGTERM stop it between versions (the one under way rolls back); the next
// run resumes. Progress and the summary go to out; a failed schema makes the error (exit 1).
func MigrateCommand(ctx context.Context, cfg config.Config, control *gorm.DB, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("migrate", flag.ContinueOnError)
	fs.SetOutput(out)
	parallel := fs.Int("parallel", 4, "church schemas migrated at a time on each cluster (1 to 64); the clusters migrate at the same time")
	dryRun := fs.Bool("dry-run", false, "list every schema's version and pending migrations per cluster; change nothing")
	if err := fs.Parse(args); err != nil {
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
	rep, err := MigrateAll(ctx, cfg, control, MigrateOptions{Parallel: *parallel, DryRun: *dryRun, Out: out})
	if err != nil && (len(rep.Failed) > 0 || rep.Interrupted != nil) {
		// The summary naming every failure is on out already.
		return fmt.Errorf("migrate: %d schema(s) failed, %d not reached: fix them and run migrate again (it resumes)", len(rep.Failed), rep.NotReached)
	}
	return err
}
