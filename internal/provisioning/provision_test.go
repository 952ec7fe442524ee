package provisioning

import (
	"context"
	"errors"
	"sync"
	"testing"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/testutil"
)

func schemaExists(t *testing.T, g *gorm.DB, name string) bool {
	t.Helper()
	var n int
	if err := g.Raw(`SELECT count(*) FROM information_schema.schemata WHERE schema_name = ?`, name).Scan(&n).Error; err != nil {
		t.Fatal(err)
	}
	return n == 1
}

func TestProvisionCreatesEverything(t *testing.T) {
	d := testutil.NewDatabase(t)
	ctx := context.Background()
	c, err := Provision(ctx, d.Gorm, Spec{ShortName: "Harvest", FullName: "Harvest Church", Admins: []UserSpec{
		{FirstName: "A", LastName: "B", Email: "a@harvest.test", Password: "Harvest#2026", Roles: []string{"Super Admin"}}}})
	if err != nil {
		t.Fatal(err)
	}
	if c.ShortName != "harvest" || !schemaExists(t, d.Gorm, c.SchemaName) {
		t.Fatalf("church %+v", c)
	}
	var roles, admins, version int
	err = db.InSchema(ctx, d.Gorm, c.SchemaName, func(tx *gorm.DB) error {
		tx.Raw(`SELECT count(*) FROM roles`).Scan(&roles)
		tx.Raw(`SELECT count(*) FROM people p JOIN person_roles pr ON pr.person_id = p.id JOIN roles r ON r.id = pr.role_id WHERE r.is_super_admin`).Scan(&admins)
		return tx.Raw(`SELECT version FROM schema_migrations`).Scan(&version).Error
	})
	if err != nil || roles != len(defaultRoles) || admins != 1 || version < 1 {
		t.Fatalf("roles %d admins %d version %d err %v", roles, admins, version, err)
	}
	// golang-migrate sees the church as up to date and "migrate all" is a no-op that succeeds.
	if err := db.MigrateAllTenants(ctx, d.DSN, []string{c.SchemaName}, 2); err != nil {
		t.Fatal(err)
	}
	if err := db.MigrateAllTenants(ctx, d.DSN, []string{"church_999999"}, 2); err != nil {
		t.Fatal(err) // a missing schema is created and migrated from scratch
	}
}

func TestProvisionFailureLeavesNothing(t *testing.T) {
	d := testutil.NewDatabase(t)
	ctx := context.Background()
	boom := errors.New("boom")
	testHookAfterSchema = func(*gorm.DB) error { return boom }
	_, err := Provision(ctx, d.Gorm, Spec{ShortName: "broken", FullName: "Broken Church"})
	testHookAfterSchema = nil
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v", err)
	}
	// A bad admin (unknown role) fails after the schema exists, too.
	_, err = Provision(ctx, d.Gorm, Spec{ShortName: "brokentwo", FullName: "Broken Two", Admins: []UserSpec{{FirstName: "A", LastName: "B", Email: "x@y.z", Roles: []string{"Pope"}}}})
	if !errors.Is(err, ErrUnknownRole) {
		t.Fatalf("err = %v", err)
	}
	var churches, schemas int
	d.Gorm.Raw(`SELECT count(*) FROM control.churches`).Scan(&churches)
	d.Gorm.Raw(`SELECT count(*) FROM information_schema.schemata WHERE schema_name LIKE 'church_%'`).Scan(&schemas)
	if churches != 0 || schemas != 0 {
		t.Fatalf("left behind: %d churches, %d schemas", churches, schemas)
	}
	// The short names are still free.
	if _, err := Provision(ctx, d.Gorm, Spec{ShortName: "broken", FullName: "Broken Church"}); err != nil {
		t.Fatal(err)
	}
}

func TestShortNames(t *testing.T) {
	d := testutil.NewDatabase(t)
	ctx := context.Background()
	for name, want := range map[string]error{"abc": ErrShortNameInvalid, "grace1": ErrShortNameInvalid, "grace-church": ErrShortNameInvalid,
		"abcdefghijklmnopqrstu": ErrShortNameInvalid, "admin": ErrShortNameReserved, "Onboarding": ErrShortNameReserved} {
		if _, err := Provision(ctx, d.Gorm, Spec{ShortName: name, FullName: "X"}); !errors.Is(err, want) {
			t.Errorf("%s: err = %v, want %v", name, err, want)
		}
	}
	if _, err := Provision(ctx, d.Gorm, Spec{ShortName: "Shalom", FullName: "Shalom"}); err != nil {
		t.Fatal(err)
	}
	if _, err := Provision(ctx, d.Gorm, Spec{ShortName: "SHALOM", FullName: "Shalom Again"}); !errors.Is(err, ErrShortNameTaken) {
		t.Fatalf("duplicate ignoring case: %v", err)
	}
}

// Two sign-ups racing for one short name: one church, one clear refusal, nothing half-made.
func TestShortNameRace(t *testing.T) {
	d := testutil.NewDatabase(t)
	ctx := context.Background()
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i, name := range []string{"zion", "Zion", "ZION", "zIoN"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = Provision(ctx, d.Gorm, Spec{ShortName: name, FullName: "Zion"})
		}()
	}
	wg.Wait()
	ok := 0
	for _, err := range errs {
		switch {
		case err == nil:
			ok++
		case !errors.Is(err, ErrShortNameTaken):
			t.Fatalf("unexpected error %v", err)
		}
	}
	var churches, schemas int
	d.Gorm.Raw(`SELECT count(*) FROM control.churches`).Scan(&churches)
	d.Gorm.Raw(`SELECT count(*) FROM information_schema.schemata WHERE schema_name LIKE 'church_%'`).Scan(&schemas)
	if ok != 1 || churches != 1 || schemas != 1 {
		t.Fatalf("ok %d churches %d schemas %d", ok, churches, schemas)
	}
}
