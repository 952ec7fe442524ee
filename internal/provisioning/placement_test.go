package provisioning

import (
	"context"
	"errors"
	"testing"

	"gorm.io/gorm"

	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/internal/testutil"
)

// A church placed on another cluster gets its schema, roles and admin there and its row in the
// control database; a failure leaves neither.
func TestProvisionOnAnotherPlacement(t *testing.T) {
	control, east := testutil.NewDatabase(t), testutil.NewDatabase(t)
	tenants, err := db.TenantsFromConfig(config.Config{DatabaseURL: control.DSN, DatabaseClusters: "east=" + east.DSN}, control.Gorm)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tenants.Close() })
	ctx := context.Background()
	admin := UserSpec{FirstName: "A", LastName: "B", Email: "a@eastside.test", Password: "Eastside#2026", Roles: []string{"Super Admin"}}

	var inTxSawControl bool
	c, err := ProvisionOn(ctx, control.Gorm, tenants, Spec{ShortName: "eastside", FullName: "Eastside Church", Placement: "east",
		Admins: []UserSpec{admin}, InTx: func(tx *gorm.DB, church *tenancy.Church) error {
			var n int
			err := tx.Raw(`SELECT count(*) FROM control.churches WHERE id = ?`, church.ID).Scan(&n).Error
			inTxSawControl = n == 1
			return err
		}})
	if err != nil {
		t.Fatal(err)
	}
	if c.Placement != "east" || !schemaExists(t, east.Gorm, c.SchemaName) || schemaExists(t, control.Gorm, c.SchemaName) {
		t.Fatalf("church %+v: schema on east %v, on default %v", c, schemaExists(t, east.Gorm, c.SchemaName), schemaExists(t, control.Gorm, c.SchemaName))
	}
	if !inTxSawControl {
		t.Error("InTx did not run in the control transaction")
	}
	found, err := Find(ctx, control.Gorm, "eastside")
	if err != nil || found.Placement != "east" {
		t.Fatalf("control row: %+v %v", found, err)
	}
	if id, err := PersonIDByEmail(ctx, tenants, found, admin.Email); err != nil || id == 0 {
		t.Fatalf("admin on east: %d %v", id, err)
	}

	boom := errors.New("boom")
	_, err = ProvisionOn(ctx, control.Gorm, tenants, Spec{ShortName: "westside", FullName: "Westside", Placement: "east",
		InTx: func(*gorm.DB, *tenancy.Church) error { return boom }})
	if !errors.Is(err, boom) {
		t.Fatalf("InTx failure: %v", err)
	}
	var rows, schemas int
	control.Gorm.Raw(`SELECT count(*) FROM control.churches WHERE short_name = 'westside'`).Scan(&rows)
	east.Gorm.Raw(`SELECT count(*) FROM information_schema.schemata WHERE schema_name LIKE 'church_%' AND schema_name <> ?`, c.SchemaName).Scan(&schemas)
	if rows != 0 || schemas != 0 {
		t.Fatalf("a failed provisioning left %d rows and %d schemas", rows, schemas)
	}

	if _, err := ProvisionOn(ctx, control.Gorm, tenants, Spec{ShortName: "nowhere", FullName: "Nowhere", Placement: "west"}); err == nil {
		t.Fatal("an unknown placement was accepted")
	}
}

// A church with no named placement goes to the configured cluster with the fewest churches (ties
// to "default", then by name); a named one is used as given, an unknown name refused with nothing
// made; without clusters (Provision) it is "default".
func TestPlacementFewestChurches(t *testing.T) {
	control := testutil.NewDatabase(t)
	west := testutil.NewDatabaseOn(t, testutil.Cluster(t, "second", testutil.SecondClusterPort))
	cfg := config.Config{DatabaseURL: control.DSN, DatabaseClusters: "west=" + west.DSN + ",east=" + west.DSN}
	tenants, err := db.TenantsFromConfig(cfg, control.Gorm)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tenants.Close() })
	ctx := context.Background()
	provision := func(short, placement string) (*tenancy.Church, error) {
		return ProvisionOn(ctx, control.Gorm, tenants, Spec{ShortName: short, FullName: short, Placement: placement})
	}
	for _, c := range []struct{ short, named, want string }{
		{"first", "", "default"}, // 0, 0, 0: default
		{"second", "", "east"},   // 1, 0, 0: east before west
		{"third", "", "west"},    // 1, 1, 0
		{"fourth", "west", "west"},
		{"fifth", "", "default"}, // 1, 1, 2: default first of the ties
		{"sixth", "", "east"},    // 2, 1, 2
		{"seventh", "default", "default"},
	} {
		got, err := provision(c.short, c.named)
		if err != nil || got.Placement != c.want {
			t.Fatalf("%s (named %q): %+v %v; want %s", c.short, c.named, got, err, c.want)
		}
	}
	if _, err := provision("nowhere", "north"); err == nil || err.Error() != `placement "north" is not in DATABASE_CLUSTERS` {
		t.Fatalf("unknown placement: %v", err)
	}
	var n int
	control.Gorm.Raw(`SELECT count(*) FROM control.churches WHERE short_name = 'nowhere'`).Scan(&n)
	if n != 0 {
		t.Fatal("a refused placement left a church")
	}
	if c, err := Provision(ctx, control.Gorm, Spec{ShortName: "plain", FullName: "Plain"}); err != nil || c.Placement != "default" {
		t.Fatalf("without clusters: %+v %v", c, err)
	}
}
