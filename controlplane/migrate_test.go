package controlplane_test

import (
	"context"
	"strings"
	"testing"

	"gorm.io/gorm"

	"congregate/controlplane"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
)

// Migrate-all migrates every church on its placement's cluster: here two databases of the local
// server stand in for the default cluster and "east", and each holds a church whose schema lost
// every migration.
func TestMigrateAllMigratesEveryPlacement(t *testing.T) {
	control, east := testutil.NewDatabase(t), testutil.NewDatabase(t)
	cfg := config.Config{DatabaseURL: control.DSN, DatabaseClusters: "east=" + east.DSN}
	tenants, err := db.TenantsFromConfig(cfg, control.Gorm)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tenants.Close() })
	ctx := context.Background()
	clusters := map[string]*gorm.DB{"default": control.Gorm, "east": east.Gorm}
	schemas := map[string]string{}
	for placement, short := range map[string]string{"default": "homechurch", "east": "eastchurch"} {
		c, err := provisioning.ProvisionOn(ctx, control.Gorm, tenants, provisioning.Spec{ShortName: short, FullName: short, Placement: placement})
		if err != nil {
			t.Fatal(err)
		}
		schemas[placement] = c.SchemaName
		// Back to nothing: migrate-all has to run every migration again on this cluster.
		if err := clusters[placement].Exec(`DROP SCHEMA "` + c.SchemaName + `" CASCADE`).Error; err != nil {
			t.Fatal(err)
		}
	}
	if _, err := controlplane.MigrateAll(ctx, cfg, control.Gorm, controlplane.MigrateOptions{}); err != nil {
		t.Fatal(err)
	}
	latest, err := db.LatestTenantVersion()
	if err != nil {
		t.Fatal(err)
	}
	for placement, schema := range schemas {
		var version uint64
		var people int
		g := clusters[placement]
		if err := g.Raw(`SELECT version FROM "` + schema + `".schema_migrations`).Scan(&version).Error; err != nil || version != latest {
			t.Errorf("%s on %s: version %d (want %d) %v", schema, placement, version, latest, err)
		}
		if err := g.Raw(`SELECT count(*) FROM information_schema.tables WHERE table_schema = ? AND table_name = 'people'`, schema).Scan(&people).Error; err != nil || people != 1 {
			t.Errorf("%s on %s: no people table", schema, placement)
		}
	}
	// A church on a placement the configuration does not name fails the run, by name.
	if err := control.Gorm.Exec(`UPDATE control.churches SET placement = 'west' WHERE schema_name = ?`, schemas["east"]).Error; err != nil {
		t.Fatal(err)
	}
	if _, err := controlplane.MigrateAll(ctx, cfg, control.Gorm, controlplane.MigrateOptions{}); err == nil || !strings.Contains(err.Error(), `"west"`) || !strings.Contains(err.Error(), schemas["east"]) {
		t.Fatalf("unknown placement: %v", err)
	}
}
