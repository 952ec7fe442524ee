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
