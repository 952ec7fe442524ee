package provisioning

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
)

// The steps of a move (docs/placement.md), logged as they end. A test stops a move right after
// one of them, as a kill -9 would (Mover.afterStep).
const (
	StepStart  = "start"  // moving_to set and the move recorded (control)
	StepLock   = "lock"   // the source schema's tables locked for writes
	StepCopy   = "copy"   // pg_dump | pg_restore into the target
	StepVerify = "verify" // row counts compared table by table
	StepSwitch = "switch" // placement = target (control)
	StepDrop   = "drop"   // the source's schema dropped
)

// States of control.church_moves.
const (
	MoveCopying  = "copying"
	MoveSwitched = "switched"
	MoveDone     = "done"
	MoveFailed   = "failed"
	MoveAborted  = "aborted"
)

// errStopped is what a test's afterStep returns: the move ends there with no clean-up at all.
var errStopped = errors.New("move stopped after a step (test)")

// unlockedTables are not locked for writes during a move: an authenticated read touches its
// session's last_seen_at (tenantapi/auth), and reads go on during a move. A touch made on the
// source after the copy is lost, which only shortens that session's idle time.
var unlockedTables = map[string]bool{"sessions": true}

// Mover moves churches' schemas between clusters (bin/ops church move).
type Mover struct {
	Control *gorm.DB
	Tenants *db.Tenants
	// DSNs are the placements' URLs (config.Placements): pg_dump and pg_restore connect with them.
	DSNs map[string]string
	// Publish tells the running resolvers that the church's row changed (tenancy.PublishChanged);
	// nil = nobody to tell.
	Publish func(ctx context.Context, churchID int64) error
	Log     *slog.Logger
	By      string // who moves, recorded with the move
	// PgDump and PgRestore are the binaries ("" = /usr/bin/pg_dump, /usr/bin/pg_restore); they
	// must be of the servers' major version.
	PgDump, PgRestore string

	// afterStep, in tests, runs after every step; errStopped from it ends the move there with no
	// clean-up at all, as a kill would.
	afterStep func(step string) error
}

// Move is a row of control.church_moves.
type Move struct {
	ID          int64
	ChurchID    int64
	FromCluster string
	ToCluster   string
	State       string
	Error       string
	RowsCopied  *int64
	StartedAt   time.Time
	FinishedAt  *time.Time
	By          string
}

// TableName places the model in the control schema.
func (Move) TableName() string { return "control.church_moves" }

// Move moves church short to cluster to. An unfinished move of the church to the same cluster (the
// process was killed) is finished instead; one to another cluster is refused.
func (m *Mover) Move(ctx context.Context, short, to string) (*Move, error) {
	church, release, err := m.take(ctx, short)
	if err != nil {
		return nil, err
	}
	defer release()
	if open, err := unfinishedMove(ctx, m.Control, church.ID); err != nil {
		return nil, err
	} else if open != nil {
		if open.ToCluster != to {
			return nil, fmt.Errorf("church %s is already moving to %s (an interrupted move: run again with --to %s or --resume to finish it, --abort to undo it)",
				church.ShortName, open.ToCluster, open.ToCluster)
		}
		m.log().Info("church move: finishing an interrupted move", "church", church.ShortName, "move", open.ID, "state", open.State)
		return m.resume(ctx, church, open)
	}
	move, err := m.start(ctx, church, to)
	if err != nil {
		return nil, err
	}
	return m.run(ctx, move)
}

// Resume finishes the church's unfinished move: copying again from the start when the church is
// still served from the source, dropping the source's leftover schema when it is already served
// from the target.
func (m *Mover) Resume(ctx context.Context, short string) (*Move, error) {
	church, open, release, err := m.takeUnfinished(ctx, short)
	if err != nil {
		return nil, err
	}
	defer release()
	return m.resume(ctx, church, open)
}

// takeUnfinished takes the church's move guard (take) and finds its unfinished move; none is an error.
func (m *Mover) takeUnfinished(ctx context.Context, short string) (*tenancy.Church, *Move, func(), error) {
	church, release, err := m.take(ctx, short)
	if err != nil {
		return nil, nil, nil, err
	}
	open, err := unfinishedMove(ctx, m.Control, church.ID)
	if err == nil && open == nil {
		err = fmt.Errorf("church %s has no unfinished move", church.ShortName)
	}
	if err != nil {
		release()
		return nil, nil, nil, err
	}
	return church, open, release, nil
}

// Abort undoes the church's unfinished move while the church is still served from the source: the
// target's partial copy is dropped and writes are accepted again.
func (m *Mover) Abort(ctx context.Context, short string) (*Move, error) {
	church, open, release, err := m.takeUnfinished(ctx, short)
	if err != nil {
		return nil, err
	}
	defer release()
	if open.State != MoveCopying || church.Placement != open.FromCluster {
		return nil, fmt.Errorf("church %s is already served from %s: its move can only be finished (--resume)", church.ShortName, church.Placement)
	}
	if err := m.dropCopy(ctx, open.ToCluster, church.SchemaName); err != nil {
		return nil, err
	}
	if err := endMove(ctx, m.Control, open, MoveAborted, "aborted by "+m.By); err != nil {
		return nil, err
	}
	m.publish(ctx, church.ID)
	m.log().Info("church move aborted", "church", church.ShortName, "move", open.ID, "from", open.FromCluster, "to", open.ToCluster)
	return reloadMove(ctx, m.Control, open.ID)
}

// take finds the church and holds its move guard (a session advisory lock on the control
// database, released when the process ends however it ends): two moves of one church never run
// at once, and one still running is told from one that was killed.
func (m *Mover) take(ctx context.Context, short string) (*tenancy.Church, func(), error) {
	church, err := Find(ctx, m.Control, short)
	if err != nil {
		return nil, nil, err
	}
	sqlDB, err := m.Control.DB()
	if err != nil {
		return nil, nil, err
	}
	conn, err := sqlDB.Conn(ctx)
	if err != nil {
		return nil, nil, err
	}
	var got bool
	if got, err = tryMoveGuard(ctx, conn, church.ID); err != nil {
		conn.Close()
		return nil, nil, err
	}
	if !got {
		conn.Close()
		to := church.MovingTo
		if open, err := unfinishedMove(ctx, m.Control, church.ID); err == nil && open != nil {
			to = open.ToCluster
		}
		return nil, nil, fmt.Errorf("church %s is already moving to %s", church.ShortName, to)
	}
	release := func() {
		releaseMoveGuard(context.WithoutCancel(ctx), conn, church.ID)
		conn.Close()
	}
	// Read again under the guard: a move that just ended may have changed it.
	if church, err = findByID(ctx, m.Control, church.ID); err != nil {
		release()
		return nil, nil, err
	}
	return church, release, nil
}

// start is step (a): one control transaction checks the target, sets moving_to and records the
// move; the resolvers are told, so the tenant API refuses the church's writes from now on.
func (m *Mover) start(ctx context.Context, church *tenancy.Church, to string) (*Move, error) {
	if _, ok := m.DSNs[to]; !ok {
		return nil, fmt.Errorf("cluster %q is not in DATABASE_CLUSTERS", to)
	}
	if _, ok := m.Tenants.Cluster(to); !ok {
		return nil, fmt.Errorf("cluster %q is not in DATABASE_CLUSTERS", to)
	}
	move, err := beginMove(ctx, m.Control, church.ID, to, m.By)
	if err != nil {
		return nil, err
	}
	m.publish(ctx, church.ID)
	m.log().Info("church move: started, writes refused", "church", church.ShortName, "move", move.ID, "from", move.FromCluster, "to", to)
	return move, m.step(StepStart)
}

// resume picks an unfinished move up where the church's placement says it is.
func (m *Mover) resume(ctx context.Context, church *tenancy.Church, move *Move) (*Move, error) {
	if move.State == MoveSwitched || church.Placement == move.ToCluster {
		return m.finish(ctx, church, move)
	}
	return m.run(ctx, move)
}

// run is steps (b) to (f) of a move whose church is still served from the source.
func (m *Mover) run(ctx context.Context, move *Move) (*Move, error) {
	church, err := findByID(ctx, m.Control, move.ChurchID)
	if err != nil {
		return nil, err
	}
	src, okS := m.Tenants.Cluster(move.FromCluster)
	dst, okD := m.Tenants.Cluster(move.ToCluster)
	if !okS || !okD || m.DSNs[move.FromCluster] == "" || m.DSNs[move.ToCluster] == "" {
		return nil, fmt.Errorf("church %s: cluster %q or %q is not in DATABASE_CLUSTERS", church.ShortName, move.FromCluster, move.ToCluster)
	}
	schema := church.SchemaName
	if !db.ValidSchema(schema) {
		return nil, fmt.Errorf("refusing to move schema %q", schema)
	}
	log := m.log().With("church", church.ShortName, "move", move.ID, "from", move.FromCluster, "to", move.ToCluster, "schema", schema)
	switched := false
	var lock *gorm.DB
	fail := func(err error) (*Move, error) {
		if errors.Is(err, errStopped) {
			if lock != nil {
				lock.Rollback() // the connection's end, as at a kill
			}
			return nil, err
		}
		if lock != nil {
			lock.Rollback()
		}
		if switched {
			log.Error("church move: served from the target; the source's copy is left (run the move again to drop it)", "err", err)
			return nil, fmt.Errorf("church %s now served from %s, but: %w (run the move again to finish it)", church.ShortName, move.ToCluster, err)
		}
		log.Error("church move failed, undoing it", "err", err)
		undo := m.dropCopy(context.WithoutCancel(ctx), move.ToCluster, schema)
		if undo == nil {
			undo = endMove(context.WithoutCancel(ctx), m.Control, move, MoveFailed, err.Error())
			m.publish(context.WithoutCancel(ctx), church.ID)
		}
		if undo != nil {
			return nil, errors.Join(fmt.Errorf("church %s not moved: %w", church.ShortName, err),
				fmt.Errorf("undoing the move: %w (run the move again, or with --abort)", undo))
		}
		return nil, fmt.Errorf("church %s not moved (still served from %s): %w", church.ShortName, move.FromCluster, err)
	}

	// A copy left by an interrupted attempt (and any pg_restore of it still running) goes first.
	if err := m.dropCopy(ctx, move.ToCluster, schema); err != nil {
		return fail(err)
	}
	terminateCopiers(ctx, src, schema)

	// (b) Writes wait from here until the schema is dropped; reads go on.
	lock = src.WithContext(ctx).Begin()
	if lock.Error != nil {
		return fail(lock.Error)
	}
	tables, err := schemaTables(lock, schema)
	if err != nil {
		return fail(err)
	}
	if err := lockTables(lock, schema, tables); err != nil {
		return fail(fmt.Errorf("lock %s for writes: %w", schema, err))
	}
	log.Info("church move: source locked for writes", "tables", len(tables))
	if err := m.step(StepLock); err != nil {
		return fail(err)
	}

	// (c) The copy.
	started := time.Now()
	if err := ensureExtensions(ctx, src, dst); err != nil {
		return fail(err)
	}
	if err := m.copySchema(ctx, move, schema); err != nil {
		return fail(err)
	}
	log.Info("church move: copied", "took", time.Since(started).Round(time.Millisecond).String())
	if err := m.step(StepCopy); err != nil {
		return fail(err)
	}

	// (d) Every table's rows, on both sides.
	total, err := compareCounts(ctx, lock, dst, schema, tables)
	if err != nil {
		return fail(err)
	}
	log.Info("church move: row counts equal", "tables", len(tables), "rows", total)
	if err := m.step(StepVerify); err != nil {
		return fail(err)
	}

	// (e) The switch. Writers still waiting on the source's locks are cancelled first: they would
	// write into a copy nobody serves once the schema is dropped.
	cancelWaiters(lock, schema)
	if err := switchMove(ctx, m.Control, move, total); err != nil {
		return fail(err)
	}
	switched = true
	m.publish(ctx, church.ID)
	log.Info("church move: switched, served from the target")
	if err := m.step(StepSwitch); err != nil {
		return fail(err)
	}

	// (f) The source's copy goes, in the transaction that held it locked.
	if err := dropSchema(lock, schema, false); err != nil {
		return fail(fmt.Errorf("drop %s on %s: %w", schema, move.FromCluster, err))
	}
	if err := lock.Commit().Error; err != nil {
		lock = nil
		return fail(fmt.Errorf("drop %s on %s: %w", schema, move.FromCluster, err))
	}
	lock = nil
	log.Info("church move: source schema dropped")
	if err := m.step(StepDrop); err != nil {
		return fail(err)
	}
	if err := endMove(ctx, m.Control, move, MoveDone, ""); err != nil {
		return fail(err)
	}
	log.Info("church move: done")
	return reloadMove(ctx, m.Control, move.ID)
}

// finish ends a move that already switched: the church is served from the target, so whatever is
// left of the schema on the source is dropped.
func (m *Mover) finish(ctx context.Context, church *tenancy.Church, move *Move) (*Move, error) {
	log := m.log().With("church", church.ShortName, "move", move.ID, "from", move.FromCluster, "to", move.ToCluster)
	if church.Placement != move.ToCluster {
		return nil, fmt.Errorf("church %s: move %d switched to %s but the church is placed on %s", church.ShortName, move.ID, move.ToCluster, church.Placement)
	}
	if err := m.dropCopy(ctx, move.FromCluster, church.SchemaName); err != nil {
		return nil, err
	}
	log.Info("church move: source schema dropped (resumed)")
	if err := endMove(ctx, m.Control, move, MoveDone, ""); err != nil {
		return nil, err
	}
	m.publish(ctx, church.ID)
	log.Info("church move: done")
	return reloadMove(ctx, m.Control, move.ID)
}

// dropCopy drops schema on cluster, where the church is not served from: a partial copy on the
// target, or the source's leftover after the switch. The copy tools of an interrupted attempt
// still at work there are stopped first.
func (m *Mover) dropCopy(ctx context.Context, cluster, schema string) error {
	g, ok := m.Tenants.Cluster(cluster)
	if !ok {
		return fmt.Errorf("cluster %q is not in DATABASE_CLUSTERS", cluster)
	}
	if !db.ValidSchema(schema) {
		return fmt.Errorf("refusing to drop schema %q", schema)
	}
	terminateCopiers(ctx, g, schema)
	if err := dropSchema(g.WithContext(ctx), schema, true); err != nil {
		return fmt.Errorf("drop %s on %s: %w", schema, cluster, err)
	}
	return nil
}

// copySchema pipes pg_dump of the schema on the source into pg_restore on the target, in one
// transaction there (a copy is whole or absent). The tools die with this process.
func (m *Mover) copySchema(ctx context.Context, move *Move, schema string) error {
	dumpBin, restoreBin := or(m.PgDump, "/usr/bin/pg_dump"), or(m.PgRestore, "/usr/bin/pg_restore")
	env := append(os.Environ(), "PGAPPNAME="+copierName(schema))
	dump := exec.CommandContext(ctx, dumpBin, "--dbname="+m.DSNs[move.FromCluster], "--schema="+schema, "--format=custom", "--compress=0")
	restore := exec.CommandContext(ctx, restoreBin, "--dbname="+m.DSNs[move.ToCluster], "--no-owner", "--no-acl", "--single-transaction", "--exit-on-error")
	for _, c := range []*exec.Cmd{dump, restore} {
		c.Env = env
		c.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	}
	var dumpErr, restoreErr strings.Builder
	dump.Stderr, restore.Stderr = &dumpErr, &restoreErr
	pipe, err := dump.StdoutPipe()
	if err != nil {
		return err
	}
	restore.Stdin = pipe
	if err := dump.Start(); err != nil {
		return fmt.Errorf("pg_dump: %w", err)
	}
	if err := restore.Start(); err != nil {
		_ = dump.Process.Kill()
		_ = dump.Wait()
		return fmt.Errorf("pg_restore: %w", err)
	}
	rerr := restore.Wait()
	if rerr != nil {
		_ = dump.Process.Kill()
	}
	_, _ = io.Copy(io.Discard, pipe)
	derr := dump.Wait()
	if derr != nil && rerr == nil {
		return fmt.Errorf("pg_dump of %s on %s: %w: %s", schema, move.FromCluster, derr, strings.TrimSpace(dumpErr.String()))
	}
	if rerr != nil {
		return fmt.Errorf("pg_restore of %s into %s: %w: %s %s", schema, move.ToCluster, rerr, strings.TrimSpace(restoreErr.String()), strings.TrimSpace(dumpErr.String()))
	}
	return nil
}

func (m *Mover) step(name string) error {
	if m.afterStep != nil {
		return m.afterStep(name)
	}
	return nil
}

func (m *Mover) publish(ctx context.Context, churchID int64) {
	if m.Publish == nil {
		return
	}
	if err := m.Publish(ctx, churchID); err != nil {
		m.log().Warn("church move: resolvers not told (they catch up within their TTL)", "church", churchID, "err", err)
	}
}

func (m *Mover) log() *slog.Logger {
	if m.Log == nil {
		return slog.Default()
	}
	return m.Log
}

// copierName is the application_name of a move's pg_dump and pg_restore for schema.
func copierName(schema string) string { return "congregate-move-" + schema }

func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
