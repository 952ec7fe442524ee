package main

import (
	"io"
	"testing"

	"congregate/internal/platform/config"
)

// `ops church move` refuses missing and contradictory flags, an unknown cluster, the church's own
// cluster, and --resume or --abort without an unfinished move, each with a clear error.
func TestChurchMoveCommandRefuses(t *testing.T) {
	f := newOpsFixture(t)
	cfg := config.Config{DatabaseURL: f.d.DSN}
	c := command{t: t, run: func(args []string, out io.Writer) error {
		return churchMoveCommand(f.ctx, cfg, f.d.Gorm, f.tenants, args, out)
	}}
	c.fails("--church is required", "--to", "east")
	c.fails("--to is required", "--church", "alpha")
	c.fails("--resume or --abort, not both", "--church", "alpha", "--resume", "--abort")
	c.fails(`cluster "east" is not in DATABASE_CLUSTERS`, "--church", "alpha", "--to", "east")
	c.fails(`church alpha is already on cluster "default"`, "--church", "alpha", "--to", "default")
	c.fails("church alpha has no unfinished move", "--church", "alpha", "--resume")
	c.fails("church alpha has no unfinished move", "--church", "alpha", "--abort")
	c.fails(`no church with short name "nobody"`, "--church", "nobody", "--to", "default")
	var moves int
	f.d.Gorm.Raw(`SELECT count(*) FROM control.church_moves`).Scan(&moves)
	if moves != 0 {
		t.Fatalf("%d moves recorded by refused commands", moves)
	}
}
