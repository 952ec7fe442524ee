package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"congregate/internal/platform/db"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
)

func TestCreditsCommand(t *testing.T) {
	d := testutil.NewDatabase(t)
	ctx := context.Background()
	tenants := db.NewTenants(d.Gorm)
	for _, short := range []string{"alpha", "bravo"} {
		if _, err := provisioning.Provision(ctx, d.Gorm, provisioning.Spec{ShortName: short, FullName: short + " Church"}); err != nil {
			t.Fatal(err)
		}
	}
	run := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := creditsCommand(ctx, d.Gorm, tenants, "credits "+args[0], args[1:], &out)
		return out.String(), err
	}
	ok := func(want string, args ...string) {
		t.Helper()
		out, err := run(args...)
		if err != nil || !strings.Contains(out, want) {
			t.Fatalf("%v: %q %v, want %q", args, out, err, want)
		}
	}
	fails := func(want string, args ...string) {
		t.Helper()
		if _, err := run(args...); err == nil || !strings.Contains(err.Error(), want) {
			t.Fatalf("%v: %v, want %q", args, err, want)
		}
	}

	ok("alpha: balance 0, reserved 0, available 0", "balance", "--church", "alpha")
	ok("alpha: granted 250,000 credits", "grant", "--church", "alpha", "--amount", "250,000", "--note", "Launch gift", "--key", "launch")
	ok("key launch was already granted (250,000 credits", "grant", "--church", "ALPHA", "--amount", "250000", "--key", "launch")
	ok("granted 1,000,000 credits", "grant", "--church", "alpha", "--amount", "1000000")
	ok("granted 1 credits", "grant", "--church", "alpha", "--amount", "1")
	ok("alpha: balance 1,250,001, reserved 0, available 1,250,001", "balance", "--church", "alpha")
	ok("bravo: balance 0", "balance", "--church", "bravo")

	for _, a := range []string{"0", "-5", "1000001", "99999999999999999999", "1.5", "ten", "", "1e6", "5\x00"} {
		fails("--amount must be a whole number from 1 to 1,000,000", "grant", "--church", "alpha", "--amount", a)
	}
	fails("--church is required", "grant", "--amount", "5")
	fails(`no church with short name "nowhere"`, "grant", "--church", "nowhere", "--amount", "5")
	fails("A note cannot hold control characters", "grant", "--church", "alpha", "--amount", "5", "--note", "a\x00b")
	fails("An idempotency key of 1 to 200 characters is required", "grant", "--church", "alpha", "--amount", "5", "--key", strings.Repeat("k", 300))
	fails("This key was already used for another credit change", "grant", "--church", "alpha", "--amount", "7", "--key", "launch")
	fails("unexpected argument", "grant", "--church", "alpha", "--amount", "5", "extra")
	fails("flag provided but not defined", "balance", "--church", "alpha", "--amount", "5")

	// The ledger holds the three grants, kind grant, reference operator; nothing else was written.
	c, err := provisioning.Find(ctx, d.Gorm, "alpha")
	if err != nil {
		t.Fatal(err)
	}
	var n, sum int64
	if err := d.Gorm.Raw(`SELECT count(*), sum(amount) FROM "`+c.SchemaName+`".credit_ledger WHERE kind = 'grant' AND reference = 'operator' AND created_by IS NULL`).Row().Scan(&n, &sum); err != nil {
		t.Fatal(err)
	}
	var all int64
	d.Gorm.Raw(`SELECT count(*) FROM "` + c.SchemaName + `".credit_ledger`).Scan(&all)
	if n != 3 || all != 3 || sum != 1_250_001 {
		t.Fatalf("ledger: %d grants of %d rows, sum %d", n, all, sum)
	}
	var note string
	d.Gorm.Raw(`SELECT note FROM "` + c.SchemaName + `".credit_ledger WHERE idempotency_key = 'ops:launch'`).Scan(&note)
	if note != "Launch gift" {
		t.Fatalf("note %q", note)
	}
}
