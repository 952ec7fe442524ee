package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"

	"gorm.io/gorm"

	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/provisioning"
)

// churchMoveCommand is `ops church move`: the church's schema copied to another cluster and its
// host served from there (provisioning.Mover, docs/placement.md). Run again for a church whose
// move was interrupted, it finishes that move; --abort undoes one not switched yet.
func churchMoveCommand(ctx context.Context, cfg config.Config, control *gorm.DB, tenants *db.Tenants, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("church move", flag.ContinueOnError)
	church := fs.String("church", "", "church short name")
	to := fs.String("to", "", "target cluster: default (DATABASE_URL) or a name of DATABASE_CLUSTERS")
	resume := fs.Bool("resume", false, "finish the church's interrupted move")
	abort := fs.Bool("abort", false, "undo the church's interrupted move (while it is still served from the source)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	switch {
	case *church == "":
		return errors.New("church move: --church is required")
	case *resume && *abort:
		return errors.New("church move: --resume or --abort, not both")
	case !*resume && !*abort && *to == "":
		return errors.New("church move: --to is required (or --resume, --abort)")
	}
	dsns, err := cfg.Placements()
	if err != nil {
		return err
	}
	by := os.Getenv("USER")
	if by == "" {
		by = "ops"
	}
	m := &provisioning.Mover{Control: control, Tenants: tenants, DSNs: dsns, By: "ops:" + by,
		Log:     slog.New(slog.NewTextHandler(out, nil)),
		Publish: func(ctx context.Context, id int64) error { return publishChanged(ctx, cfg, id) }}
	var mv *provisioning.Move
	switch {
	case *abort:
		mv, err = m.Abort(ctx, *church)
	case *resume:
		mv, err = m.Resume(ctx, *church)
	default:
		mv, err = m.Move(ctx, *church, *to)
	}
	if err != nil {
		return err
	}
	rows := int64(0)
	if mv.RowsCopied != nil {
		rows = *mv.RowsCopied
	}
	fmt.Fprintf(out, "church %s: move %d from %s to %s %s (%d rows)\n", *church, mv.ID, mv.FromCluster, mv.ToCluster, mv.State, rows)
	return nil
}
