package main

import (
	"io"
	"strings"
	"testing"
)

func TestCreditsCommand(t *testing.T) {
	f := newOpsFixture(t)
	c := command{t: t, run: func(args []string, out io.Writer) error {
		return creditsCommand(f.ctx, f.d.Gorm, f.tenants, "credits "+args[0], args[1:], out)
	}}
	ok, fails := c.ok, c.fails

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
	d, alpha := f.d, f.schema["alpha"]
	var n, sum int64
	if err := d.Gorm.Raw(`SELECT count(*), sum(amount) FROM `+alpha+`.credit_ledger WHERE kind = 'grant' AND reference = 'operator' AND created_by IS NULL`).Row().Scan(&n, &sum); err != nil {
		t.Fatal(err)
	}
	var all int64
	d.Gorm.Raw(`SELECT count(*) FROM ` + alpha + `.credit_ledger`).Scan(&all)
	if n != 3 || all != 3 || sum != 1_250_001 {
		t.Fatalf("ledger: %d grants of %d rows, sum %d", n, all, sum)
	}
	var note string
	d.Gorm.Raw(`SELECT note FROM ` + alpha + `.credit_ledger WHERE idempotency_key = 'ops:launch'`).Scan(&note)
	if note != "Launch gift" {
		t.Fatalf("note %q", note)
	}
}
