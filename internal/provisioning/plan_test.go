package provisioning

import (
	"errors"
	"testing"

	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
	"congregate/internal/testutil"
)

func count(t *testing.T, g *gorm.DB, q string, args ...any) int {
	t.Helper()
	var n int
	if err := g.Raw(q, args...).Scan(&n).Error; err != nil {
		t.Fatal(err)
	}
	return n
}

// A failure after the schema, the plan and the roles exist rolls all of them back.
func TestFailedProvisioningLeavesNoChurchSchemaOrPlan(t *testing.T) {
	d := testutil.NewDatabase(t)
	boom := errors.New("boom")
	testHookAfterSchema = func(*gorm.DB) error { return boom }
	t.Cleanup(func() { testHookAfterSchema = nil })
	_, err := Provision(t.Context(), d.Gorm, Spec{ShortName: "broken", FullName: "Broken Church",
		Plan: &Plan{SizeName: "under_100", Currency: "USD", Products: []string{"people"}, Price: "49.00"}})
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v", err)
	}
	if n := count(t, d.Gorm, `SELECT count(*) FROM control.churches`); n != 0 {
		t.Errorf("%d church rows left", n)
	}
	if n := count(t, d.Gorm, `SELECT count(*) FROM control.church_plans`); n != 0 {
		t.Errorf("%d plan rows left", n)
	}
	if n := count(t, d.Gorm, `SELECT count(*) FROM information_schema.schemata WHERE schema_name LIKE 'church\_%'`); n != 0 {
		t.Errorf("%d church schemas left", n)
	}
}

// The plan is written with the church, and InTx runs inside the same transaction.
func TestPlanAndInTx(t *testing.T) {
	d := testutil.NewDatabase(t)
	var seen int64
	c, err := Provision(t.Context(), d.Gorm, Spec{ShortName: "Planned", FullName: "Planned Church",
		Plan: &Plan{SizeName: "100_299", SizeLabel: "100-299", Currency: "USD", Products: []string{"people", "children"}, Price: "139.00"},
		InTx: func(tx *gorm.DB, church *tenancy.Church) error {
			seen = church.ID
			return tx.Exec(`SELECT 1 FROM roles`).Error // bound to the new schema
		}})
	if err != nil {
		t.Fatal(err)
	}
	if seen != c.ID {
		t.Fatalf("InTx saw church %d, want %d", seen, c.ID)
	}
	if n := count(t, d.Gorm, `SELECT count(*) FROM control.church_plans WHERE church_id = ? AND price = 139 AND products = '["people","children"]'::jsonb`, c.ID); n != 1 {
		t.Fatal("plan not recorded")
	}
	failing := errors.New("in tx")
	_, err = Provision(t.Context(), d.Gorm, Spec{ShortName: "Rolled", FullName: "Rolled Church",
		InTx: func(*gorm.DB, *tenancy.Church) error { return failing }})
	if !errors.Is(err, failing) || count(t, d.Gorm, `SELECT count(*) FROM control.churches WHERE short_name = 'rolled'`) != 0 {
		t.Fatalf("InTx failure: %v", err)
	}
}
