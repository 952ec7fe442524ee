package main

import (
	"io"
	"strings"
	"testing"
)

func TestChequeCommand(t *testing.T) {
	f := newOpsFixture(t)
	d, schema := f.d, f.schema
	// Two cheques and a card purchase in alpha (ids 1, 2, 3), one cheque in bravo (id 1).
	for _, k := range []string{"c1", "c2"} {
		f.exec(`INSERT INTO ` + schema["alpha"] + `.credit_purchases (request_key, credits, amount_minor, currency, method, cheque_number)
			VALUES ('` + k + `', 5000, 10000, 'USD', 'cheque', '001234')`)
	}
	f.exec(`INSERT INTO ` + schema["alpha"] + `.credit_purchases (request_key, credits, amount_minor, currency, method) VALUES ('k3', 100, 200, 'USD', 'card')`)
	f.exec(`INSERT INTO ` + schema["bravo"] + `.credit_purchases (request_key, credits, amount_minor, currency, method) VALUES ('b1', 700, 1400, 'USD', 'cheque')`)

	c := command{t: t, run: func(args []string, out io.Writer) error {
		return chequeCommand(f.ctx, d.Gorm, f.tenants, args, out)
	}}
	ok, fails := c.ok, c.fails
	ok("alpha: cheque purchase 1 confirmed: 5,000 credits added (key cheque:1); balance 5,000", "confirm", "--church", "alpha", "--purchase", "1")
	ok("cheque purchase 1 was already confirmed: nothing changed", "confirm", "--church", "alpha", "--purchase", "1")
	fails("Purchase 1 was succeeded; it cannot be rejected", "reject", "--church", "alpha", "--purchase", "1")
	ok("alpha: cheque purchase 2 rejected", "reject", "--church", "alpha", "--purchase", "2")
	ok("cheque purchase 2 was already rejected", "reject", "--church", "alpha", "--purchase", "2")
	fails("Purchase 2 was cancelled; it cannot be confirmed", "confirm", "--church", "alpha", "--purchase", "2")
	fails("No cheque purchase 3", "confirm", "--church", "alpha", "--purchase", "3")
	fails("No cheque purchase 99", "confirm", "--church", "alpha", "--purchase", "99")
	for _, p := range []string{"", "0", "-1", "x", "1.5"} {
		fails("--purchase must be a purchase id", "confirm", "--church", "alpha", "--purchase", p)
	}
	fails("--church is required", "confirm", "--purchase", "1")
	fails("use credits cheque confirm or credits cheque reject", "cash", "--church", "alpha")
	fails("use credits cheque confirm or credits cheque reject")

	var n, sum int64
	if err := d.Gorm.Raw(`SELECT count(*), COALESCE(sum(amount), 0) FROM `+schema["alpha"]+`.credit_ledger WHERE kind = 'purchase' AND idempotency_key = 'cheque:1'`).Row().Scan(&n, &sum); err != nil {
		t.Fatal(err)
	}
	var all, bravo int64
	d.Gorm.Raw(`SELECT count(*) FROM ` + schema["alpha"] + `.credit_ledger`).Scan(&all)
	d.Gorm.Raw(`SELECT count(*) FROM ` + schema["bravo"] + `.credit_ledger`).Scan(&bravo)
	if n != 1 || sum != 5000 || all != 1 || bravo != 0 {
		t.Fatalf("ledger: %d cheque rows (%d credits) of %d; bravo %d", n, sum, all, bravo)
	}
	var status, by string
	d.Gorm.Raw(`SELECT status || ',' || confirmed_by_operator FROM ` + schema["alpha"] + `.credit_purchases WHERE id = 1`).Scan(&status)
	if by = status; !strings.HasPrefix(by, "succeeded,ops") {
		t.Fatalf("purchase 1: %q", by)
	}
	d.Gorm.Raw(`SELECT status FROM ` + schema["bravo"] + `.credit_purchases WHERE id = 1`).Scan(&status)
	if status != "pending" {
		t.Fatalf("bravo's cheque: %s", status)
	}
}
