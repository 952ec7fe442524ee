package db_test

import (
	"context"
	"strings"
	"testing"

	"gorm.io/gorm"

	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/internal/testutil"
)

// A church placed on a cluster of DATABASE_CLUSTERS is served from that cluster's pool: here the
// "second" cluster is another database of the same server, and only it holds church_9.
func TestTenantsFromConfigServesEveryPlacement(t *testing.T) {
	control, second := testutil.NewDatabase(t), testutil.NewDatabase(t)
	second.Gorm.Exec(`CREATE SCHEMA church_9; CREATE TABLE church_9.things (n int); INSERT INTO church_9.things VALUES (9)`)
	cfg := config.Config{DatabaseURL: control.DSN, DatabaseClusters: "second=" + second.DSN + ",spare=" + second.DSN}
	tenants, err := db.TenantsFromConfig(cfg, control.Gorm)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tenants.Close() })

	read := func(placement string) (int, error) {
		var n int
		c := &tenancy.Church{ID: 9, ShortName: "nine", SchemaName: "church_9", Placement: placement}
		err := tenants.RunFor(context.Background(), c, func(tx *gorm.DB) error { return tx.Raw(`SELECT n FROM things`).Scan(&n).Error })
		return n, err
	}
	if n, err := read("second"); err != nil || n != 9 {
		t.Fatalf("church on second: n=%d err=%v", n, err)
	}
	if _, err := read("default"); err == nil {
		t.Fatal("the default cluster answered for a schema only the second cluster holds")
	}
	if _, err := read("third"); err == nil || !strings.Contains(err.Error(), `unknown placement "third"`) {
		t.Fatalf("unknown placement: %v", err)
	}
}

func TestTenantsFromConfigRefusesAClusterThatDoesNotAnswer(t *testing.T) {
	cfg := config.Config{DatabaseClusters: "eu=postgres://postgres@127.0.0.1:1/none?connect_timeout=2"}
	if _, err := db.TenantsFromConfig(cfg, nil); err == nil {
		t.Fatal("a cluster that does not answer was accepted")
	}
}

// Every process's start-up check: a church placed on a cluster that is not in configuration is
// named with its cluster, and the process does not start; a configured one passes, and so does a
// control database not migrated yet.
func TestCheckPlacements(t *testing.T) {
	d := testutil.NewDatabase(t)
	ctx := context.Background()
	cfg := config.Config{DatabaseURL: d.DSN}
	d.Gorm.Exec(`INSERT INTO control.churches (short_name, full_name, schema_name) VALUES ('home', 'Home', 'church_801')`)
	if err := db.CheckPlacements(ctx, cfg, d.Gorm); err != nil {
		t.Fatalf("default placement: %v", err)
	}
	d.Gorm.Exec(`INSERT INTO control.churches (short_name, full_name, schema_name, placement) VALUES ('grace', 'Grace', 'church_802', 'east')`)
	err := db.CheckPlacements(ctx, cfg, d.Gorm)
	if err == nil || err.Error() != `church grace is placed on cluster "east", which is not in DATABASE_CLUSTERS` {
		t.Fatalf("unknown cluster: %v", err)
	}
	cfg.DatabaseClusters = "east=" + d.DSN
	if err := db.CheckPlacements(ctx, cfg, d.Gorm); err != nil {
		t.Fatalf("east configured: %v", err)
	}
	cfg.DatabaseClusters = "east=" + d.DSN + ",east=" + d.DSN
	if err := db.CheckPlacements(ctx, cfg, d.Gorm); err == nil {
		t.Fatal("a bad DATABASE_CLUSTERS passed")
	}
	d.Gorm.Exec(`DROP SCHEMA control CASCADE`)
	if err := db.CheckPlacements(ctx, config.Config{DatabaseURL: d.DSN}, d.Gorm); err != nil {
		t.Fatalf("control schema not migrated yet: %v", err)
	}
}
