package provisioning

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/internal/testutil"
)

// moveEnv is a control database (the "default" cluster), a database on the second PostgreSQL
// cluster ("second") and one more database on the first ("third": a cluster as far as
// configuration goes) when asked, with a Mover over them.
type moveEnv struct {
	t        *testing.T
	control  *testutil.Database
	tenants  *db.Tenants
	mover    *Mover
	mu       sync.Mutex
	told     []int64
	clusters map[string]*gorm.DB
}

func newMoveEnv(t *testing.T, withThird bool) *moveEnv {
	t.Helper()
	control := testutil.NewDatabase(t)
	second := testutil.NewDatabaseOn(t, testutil.Cluster(t, "second", testutil.SecondClusterPort))
	cfg := config.Config{DatabaseURL: control.DSN, DatabaseClusters: "second=" + second.DSN}
	if withThird {
		cfg.DatabaseClusters += ",third=" + testutil.NewDatabase(t).DSN
	}
	tenants, err := db.TenantsFromConfig(cfg, control.Gorm)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tenants.Close() })
	dsns, err := cfg.Placements()
	if err != nil {
		t.Fatal(err)
	}
	e := &moveEnv{t: t, control: control, tenants: tenants, clusters: map[string]*gorm.DB{}}
	for _, name := range tenants.Names() {
		e.clusters[name], _ = tenants.Cluster(name)
	}
	e.mover = &Mover{Control: control.Gorm, Tenants: tenants, DSNs: dsns, By: "test",
		Publish: func(_ context.Context, id int64) error {
			e.mu.Lock()
			e.told = append(e.told, id)
			e.mu.Unlock()
			return nil
		}}
	return e
}

// church provisions short on placement with an admin and people more people.
func (e *moveEnv) church(short, placement string, people int) *tenancy.Church {
	e.t.Helper()
	ctx := context.Background()
	c, err := ProvisionOn(ctx, e.control.Gorm, e.tenants, Spec{ShortName: short, FullName: short + " church", Placement: placement,
		Admins: []UserSpec{{FirstName: "A", LastName: "Admin", Email: "admin@" + short + ".test", Password: "Movers#2026", Roles: []string{"Super Admin"}}}})
	if err != nil {
		e.t.Fatal(err)
	}
	err = e.tenants.RunFor(ctx, c, func(tx *gorm.DB) error {
		return tx.Exec(`INSERT INTO people (first_name, last_name, email) SELECT 'P' || i, 'Person', 'p' || i || '@`+short+`.test' FROM generate_series(1, ?) i`, people).Error
	})
	if err != nil {
		e.t.Fatal(err)
	}
	return c
}

// reload is the church's control row now.
func (e *moveEnv) reload(short string) *tenancy.Church {
	e.t.Helper()
	c, err := Find(context.Background(), e.control.Gorm, short)
	if err != nil {
		e.t.Fatal(err)
	}
	return c
}

// rows counts every table of schema on cluster (nil when the schema is not there).
func (e *moveEnv) rows(cluster, schema string) map[string]int64 {
	e.t.Helper()
	g := e.clusters[cluster]
	var tables []string
	if err := g.Raw(`SELECT tablename FROM pg_tables WHERE schemaname = ? ORDER BY tablename`, schema).Scan(&tables).Error; err != nil {
		e.t.Fatal(err)
	}
	if len(tables) == 0 {
		return nil
	}
	out := map[string]int64{}
	for _, tb := range tables {
		var n int64
		if err := g.Raw(fmt.Sprintf(`SELECT count(*) FROM %s`, qualify(schema, tb))).Scan(&n).Error; err != nil {
			e.t.Fatal(err)
		}
		out[tb] = n
	}
	return out
}

// holders are the clusters whose database has the church's schema.
func (e *moveEnv) holders(schema string) []string {
	var out []string
	for _, name := range e.tenants.Names() {
		var n int
		e.clusters[name].Raw(`SELECT count(*) FROM pg_namespace WHERE nspname = ?`, schema).Scan(&n)
		if n > 0 {
			out = append(out, name)
		}
	}
	return out
}

func (e *moveEnv) moves(churchID int64) []Move {
	var ms []Move
	if err := e.control.Gorm.Where("church_id = ?", churchID).Order("id").Find(&ms).Error; err != nil {
		e.t.Fatal(err)
	}
	return ms
}

// expectOn checks that the church is served from cluster only, not moving, with want's rows.
func (e *moveEnv) expectOn(short, cluster string, want map[string]int64) {
	e.t.Helper()
	c := e.reload(short)
	if c.Placement != cluster || c.Moving() {
		e.t.Fatalf("church %s: placement %q, moving to %q; want %q and not moving", short, c.Placement, c.MovingTo, cluster)
	}
	if h := e.holders(c.SchemaName); len(h) != 1 || h[0] != cluster {
		e.t.Fatalf("church %s: schema %s on %v; want only %s", short, c.SchemaName, h, cluster)
	}
	if got := e.rows(cluster, c.SchemaName); fmt.Sprint(got) != fmt.Sprint(want) {
		e.t.Fatalf("church %s on %s: rows %v; want %v", short, cluster, got, want)
	}
	var people int64
	if err := e.tenants.RunFor(context.Background(), c, func(tx *gorm.DB) error {
		return tx.Raw(`SELECT count(*) FROM people`).Scan(&people).Error
	}); err != nil || people != want["people"] {
		e.t.Fatalf("church %s through Tenants: %d people, %v; want %d", short, people, err, want["people"])
	}
}

// A church with data moves from the default cluster to the second and back: every table's rows
// equal, the placement switched, the source's schema gone, the resolvers told, the move recorded.
func TestMoveBetweenClusters(t *testing.T) {
	e := newMoveEnv(t, false)
	ctx := context.Background()
	grace := e.church("grace", config.DefaultCluster, 500)
	other := e.church("other", config.DefaultCluster, 3)
	want := e.rows(config.DefaultCluster, grace.SchemaName)
	otherRows := e.rows(config.DefaultCluster, other.SchemaName)
	if want["people"] != 501 {
		t.Fatalf("people before the move: %v", want)
	}

	mv, err := e.mover.Move(ctx, "grace", "second")
	if err != nil {
		t.Fatal(err)
	}
	if mv.State != MoveDone || mv.FromCluster != config.DefaultCluster || mv.ToCluster != "second" || mv.RowsCopied == nil || *mv.RowsCopied < 501 || mv.FinishedAt == nil || mv.By != "test" {
		t.Fatalf("move %+v", mv)
	}
	e.expectOn("grace", "second", want)
	e.expectOn("other", config.DefaultCluster, otherRows) // the others stay where they are
	if len(e.told) < 2 || e.told[0] != grace.ID {
		t.Fatalf("resolvers told %v; want church %d at the start and the switch", e.told, grace.ID)
	}
	// A new resolver (or one told) finds it on the new cluster.
	c, err := tenancy.NewResolver(e.control.Gorm, "test.localhost", time.Minute).Resolve(ctx, "grace.test.localhost")
	if err != nil || c.Placement != "second" || c.Moving() {
		t.Fatalf("resolved %+v, %v", c, err)
	}
	// The admin signs in data on the new cluster.
	if id, err := PersonIDByEmail(ctx, e.tenants, c, "admin@grace.test"); err != nil || id == 0 {
		t.Fatalf("admin on second: %d %v", id, err)
	}

	if _, err := e.mover.Move(ctx, "grace", config.DefaultCluster); err != nil {
		t.Fatal(err)
	}
	e.expectOn("grace", config.DefaultCluster, want)
	if ms := e.moves(grace.ID); len(ms) != 2 || ms[1].State != MoveDone || ms[1].FromCluster != "second" {
		t.Fatalf("moves %+v", ms)
	}
	if last, err := LastMove(ctx, e.control.Gorm, grace.ID); err != nil || last.ToCluster != config.DefaultCluster {
		t.Fatalf("last move %+v %v", last, err)
	}
}

// Bad input: an unknown cluster, the church's own cluster, a church already moving (a move under
// way in another process, or an interrupted one to another cluster), an unknown church — a clear
// error, and nothing changes.
func TestMoveRefusesBadInput(t *testing.T) {
	e := newMoveEnv(t, true)
	ctx := context.Background()
	grace := e.church("grace", config.DefaultCluster, 5)
	want := e.rows(config.DefaultCluster, grace.SchemaName)
	unchanged := func(what string, moves int) {
		t.Helper()
		if ms := e.moves(grace.ID); len(ms) != moves {
			t.Fatalf("%s: %d moves recorded, want %d", what, len(ms), moves)
		}
	}
	refused := func(what, to, msg string) {
		t.Helper()
		_, err := e.mover.Move(ctx, "grace", to)
		if err == nil || !strings.Contains(err.Error(), msg) {
			t.Fatalf("%s: err %v; want %q", what, err, msg)
		}
	}

	refused("unknown cluster", "east", `cluster "east" is not in DATABASE_CLUSTERS`)
	unchanged("unknown cluster", 0)
	e.expectOn("grace", config.DefaultCluster, want)
	refused("same cluster", config.DefaultCluster, `church grace is already on cluster "default"`)
	unchanged("same cluster", 0)
	e.expectOn("grace", config.DefaultCluster, want)
	if _, err := e.mover.Move(ctx, "nobody", "second"); err == nil || !strings.Contains(err.Error(), `no church with short name "nobody"`) {
		t.Fatalf("unknown church: %v", err)
	}

	// A move under way in another process holds the church's guard.
	sqlDB, _ := e.control.Gorm.DB()
	conn, err := sqlDB.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock(hashtext('congregate church move'), $1)`, int32(grace.ID)); err != nil {
		t.Fatal(err)
	}
	e.control.Gorm.Exec(`UPDATE control.churches SET moving_to = 'third' WHERE id = ?`, grace.ID)
	refused("a move under way", "second", "church grace is already moving to third")
	if _, err := e.mover.Resume(ctx, "grace"); err == nil || !strings.Contains(err.Error(), "church grace is already moving to third") {
		t.Fatalf("resume while a move is under way: %v", err)
	}
	conn.Close()
	// moving_to set (an older process's start) is refused by step (a)'s transaction too.
	refused("moving_to set", "second", "church grace is already moving to third")
	unchanged("already moving", 0)
	e.control.Gorm.Exec(`UPDATE control.churches SET moving_to = NULL WHERE id = ?`, grace.ID)

	// An interrupted move to second: another target is refused, the interrupted one named.
	e.mover.afterStep = func(step string) error {
		if step == StepStart {
			return errStopped
		}
		return nil
	}
	if _, err := e.mover.Move(ctx, "grace", "second"); !errors.Is(err, errStopped) {
		t.Fatalf("stopped move: %v", err)
	}
	e.mover.afterStep = nil
	refused("interrupted to another cluster", "third", "church grace is already moving to second (an interrupted move")
	unchanged("interrupted to another cluster", 1)
	if c := e.reload("grace"); c.MovingTo != "second" || c.Placement != config.DefaultCluster {
		t.Fatalf("after a refused move: %+v", c)
	}
	if _, err := e.mover.Abort(ctx, "grace"); err != nil {
		t.Fatal(err)
	}
	e.expectOn("grace", config.DefaultCluster, want)
	if ms := e.moves(grace.ID); ms[0].State != MoveAborted || ms[0].FinishedAt == nil {
		t.Fatalf("aborted move %+v", ms[0])
	}
	if _, err := e.mover.Resume(ctx, "grace"); err == nil || !strings.Contains(err.Error(), "church grace has no unfinished move") {
		t.Fatalf("resume without a move: %v", err)
	}
}

// A move killed after any step leaves the church served from exactly one cluster with all its
// rows; running the move again (or --resume) finishes it, --abort undoes it before the switch.
func TestInterruptedMovesResume(t *testing.T) {
	e := newMoveEnv(t, false)
	ctx := context.Background()
	grace := e.church("grace", config.DefaultCluster, 200)
	want := e.rows(config.DefaultCluster, grace.SchemaName)
	at := config.DefaultCluster
	other := func(c string) string {
		if c == config.DefaultCluster {
			return "second"
		}
		return config.DefaultCluster
	}
	// After each step one way of picking it up (a move is a few seconds: not every pair).
	for i, sh := range [][2]string{{StepStart, "abort"}, {StepLock, "again"}, {StepCopy, "resume"}, {StepCopy, "abort"},
		{StepVerify, "again"}, {StepSwitch, "resume"}, {StepDrop, "again"}} {
		step, how := sh[0], sh[1]
		{
			to := other(at)
			e.mover.afterStep = func(s string) error {
				if s == step {
					return errStopped
				}
				return nil
			}
			if _, err := e.mover.Move(ctx, "grace", to); !errors.Is(err, errStopped) {
				t.Fatalf("%s/%s: %v", step, how, err)
			}
			e.mover.afterStep = nil
			// Killed: served from exactly one cluster, whole there.
			c := e.reload("grace")
			switched := step == StepSwitch || step == StepDrop
			if served := map[bool]string{false: at, true: to}[switched]; c.Placement != served {
				t.Fatalf("killed after %s: placement %s, want %s", step, c.Placement, served)
			}
			if got := e.rows(c.Placement, c.SchemaName); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("killed after %s: rows on %s %v, want %v", step, c.Placement, got, want)
			}
			if c.Moving() == switched {
				t.Fatalf("killed after %s: moving_to %q", step, c.MovingTo)
			}
			if step == StepSwitch && len(e.holders(c.SchemaName)) != 2 {
				t.Fatalf("killed after the switch: schema on %v; want the source's leftover too", e.holders(c.SchemaName))
			}
			if (step == StepLock || step == StepCopy) && how == "again" && i > 0 {
				// a partial copy on the target is what the next attempt drops first
				e.clusters[to].Exec(fmt.Sprintf(`CREATE SCHEMA IF NOT EXISTS "%s"`, c.SchemaName))
			}
			var err error
			switch how {
			case "again":
				_, err = e.mover.Move(ctx, "grace", to)
			case "resume":
				_, err = e.mover.Resume(ctx, "grace")
			case "abort":
				_, err = e.mover.Abort(ctx, "grace")
			}
			if err != nil {
				t.Fatalf("%s after %s: %v", how, step, err)
			}
			if how != "abort" {
				at = to
			}
			e.expectOn("grace", at, want)
			ms := e.moves(grace.ID)
			if last := ms[len(ms)-1]; last.State != map[bool]string{false: MoveDone, true: MoveAborted}[how == "abort"] {
				t.Fatalf("%s after %s: move %+v", how, step, last)
			}
		}
	}
	// Abort after the switch is refused: the church is already served from the target.
	e.mover.afterStep = func(s string) error {
		if s == StepSwitch {
			return errStopped
		}
		return nil
	}
	to := other(at)
	if _, err := e.mover.Move(ctx, "grace", to); !errors.Is(err, errStopped) {
		t.Fatal(err)
	}
	e.mover.afterStep = nil
	if _, err := e.mover.Abort(ctx, "grace"); err == nil || !strings.Contains(err.Error(), "can only be finished") {
		t.Fatalf("abort after the switch: %v", err)
	}
	if _, err := e.mover.Resume(ctx, "grace"); err != nil {
		t.Fatal(err)
	}
	e.expectOn("grace", to, want)
}

// Writes wait on the source while it is copied; one that waited until the switch fails instead
// of writing into the copy nobody serves. Reads go on meanwhile.
func TestMoveBlocksWriters(t *testing.T) {
	e := newMoveEnv(t, false)
	ctx := context.Background()
	grace := e.church("grace", config.DefaultCluster, 20)
	want := e.rows(config.DefaultCluster, grace.SchemaName)
	src := e.clusters[config.DefaultCluster]
	writeErr := make(chan error, 1)
	e.mover.afterStep = func(step string) error {
		if step != StepLock {
			return nil
		}
		// A read goes on.
		var n int64
		if err := db.InSchema(ctx, src, grace.SchemaName, func(tx *gorm.DB) error {
			return tx.Raw(`SELECT count(*) FROM people`).Scan(&n).Error
		}); err != nil || n != want["people"] {
			t.Errorf("read during the move: %d %v", n, err)
		}
		// A write waits.
		go func() {
			writeErr <- db.InSchema(ctx, src, grace.SchemaName, func(tx *gorm.DB) error {
				return tx.Exec(`INSERT INTO people (first_name, last_name) VALUES ('Late', 'Writer')`).Error
			})
		}()
		for i := 0; i < 100; i++ {
			var waiting int
			src.Raw(`SELECT count(*) FROM pg_locks l JOIN pg_class c ON c.oid = l.relation JOIN pg_namespace s ON s.oid = c.relnamespace
				WHERE NOT l.granted AND s.nspname = ?`, grace.SchemaName).Scan(&waiting)
			if waiting > 0 {
				return nil
			}
			time.Sleep(50 * time.Millisecond)
		}
		return errors.New("the writer did not wait on the move's lock")
	}
	if _, err := e.mover.Move(ctx, "grace", "second"); err != nil {
		t.Fatal(err)
	}
	if err := <-writeErr; err == nil {
		t.Fatal("a write that waited on the move's lock succeeded")
	}
	e.expectOn("grace", "second", want)
}
