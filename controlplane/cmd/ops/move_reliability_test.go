//go:build reliability

package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"gorm.io/gorm"

	"congregate/controlplane/demo"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
)

// The real `ops church move`, killed with SIGKILL in the middle of the copy of a church of 20,000
// people, then run again: the church ends up on exactly one cluster, none of its rows lost, and no
// copy tool of the killed process is left running (docs/placement.md, docs/reliability.md).
func TestReliabilityChurchMove(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "ops")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v: %s", err, out)
	}
	control := testutil.NewDatabase(t)
	second := testutil.NewDatabaseOn(t, testutil.Cluster(t, "second", testutil.SecondClusterPort))
	cfg := config.Config{DatabaseURL: control.DSN, DatabaseClusters: "second=" + second.DSN}
	tenants, err := db.TenantsFromConfig(cfg, control.Gorm)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tenants.Close() })
	ctx := context.Background()
	grace, err := provisioning.ProvisionOn(ctx, control.Gorm, tenants, provisioning.Spec{ShortName: "grace", FullName: "Grace",
		Placement: config.DefaultCluster, Admins: demo.Staff[:1]})
	if err != nil {
		t.Fatal(err)
	}
	if err := demo.Seed(ctx, tenants, grace, 100, 7); err != nil {
		t.Fatal(err)
	}
	if err := tenants.RunFor(ctx, grace, func(tx *gorm.DB) error {
		return tx.Exec(`INSERT INTO people (first_name, last_name, email) SELECT 'Bulk' || i, 'Person', 'bulk' || i || '@grace.test' FROM generate_series(1, 20000) i`).Error
	}); err != nil {
		t.Fatal(err)
	}
	clusters := map[string]*gorm.DB{config.DefaultCluster: control.Gorm, "second": second.Gorm}
	people := func(cluster string) int64 {
		var n int64 = -1
		var exists bool
		clusters[cluster].Raw(`SELECT to_regclass(?) IS NOT NULL`, grace.SchemaName+".people").Scan(&exists)
		if exists {
			clusters[cluster].Raw(fmt.Sprintf(`SELECT count(*) FROM "%s".people`, grace.SchemaName)).Scan(&n)
		}
		return n
	}
	want := people(config.DefaultCluster)
	if want < 20100 {
		t.Fatalf("%d people before the move", want)
	}
	env := append(os.Environ(), "DATABASE_URL="+control.DSN, "DATABASE_CLUSTERS=second="+second.DSN,
		"REDIS_URL="+testutil.RedisURL(), "REDIS_KEY_PREFIX=reliability-move:")

	// The move, killed once the copy has begun.
	cmd := exec.Command(bin, "church", "move", "--church", "grace", "--to", "second")
	cmd.Env = env
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	started := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	locked := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(stdout)
		once := false
		for sc.Scan() {
			t.Log(sc.Text())
			if !once && strings.Contains(sc.Text(), "source locked for writes") {
				once = true
				close(locked)
			}
		}
	}()
	select {
	case <-locked:
	case <-time.After(90 * time.Second):
		_ = cmd.Process.Kill()
		t.Fatal("the move never locked the source")
	}
	time.Sleep(300 * time.Millisecond) // pg_dump | pg_restore under way
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	killedAt := time.Since(started)

	// Killed: served from exactly the cluster its placement names, with every row there; the copy
	// tools died with the process.
	c, err := provisioning.Find(ctx, control.Gorm, "grace")
	if err != nil {
		t.Fatal(err)
	}
	if c.Placement != config.DefaultCluster || c.MovingTo != "second" {
		t.Fatalf("killed mid-copy: placement %q, moving to %q; want default, moving to second", c.Placement, c.MovingTo)
	}
	if n := people(config.DefaultCluster); n != want {
		t.Fatalf("killed mid-copy: %d people on the source, want %d", n, want)
	}
	for i := 0; ; i++ {
		var copiers int
		for _, g := range clusters {
			var n int
			g.Raw(`SELECT count(*) FROM pg_stat_activity WHERE application_name = ?`, "congregate-move-"+grace.SchemaName).Scan(&n)
			copiers += n
		}
		if copiers == 0 {
			break
		}
		if i == 50 {
			t.Fatalf("%d copy connections outlived the killed move", copiers)
		}
		time.Sleep(100 * time.Millisecond)
	}

	// Run again: the move finishes.
	resumeStart := time.Now()
	again := exec.Command(bin, "church", "move", "--church", "grace", "--resume")
	again.Env = env
	out, err := again.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "done") {
		t.Fatalf("resume: %v\n%s", err, out)
	}
	resumed := time.Since(resumeStart)
	c, _ = provisioning.Find(ctx, control.Gorm, "grace")
	if c.Placement != "second" || c.Moving() {
		t.Fatalf("after the resume: placement %q, moving to %q", c.Placement, c.MovingTo)
	}
	if src, dst := people(config.DefaultCluster), people("second"); src != -1 || dst != want {
		t.Fatalf("after the resume: source %d people (want no schema), target %d (want %d)", src, dst, want)
	}
	t.Logf("church of %d people: killed %s after the start (mid-copy), resumed and moved in %s", want, killedAt.Round(time.Millisecond), resumed.Round(time.Millisecond))
}
