package credits_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"

	"gorm.io/gorm"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/credits"
	pt "congregate/tenantapi/tenanttest"
)

func run(t *testing.T, e *pt.Env, c *tenancy.Church, fn func(tx *gorm.DB) error) error {
	t.Helper()
	return e.App.Tenants.RunFor(context.Background(), c, fn)
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func faultOf(t *testing.T, err error, kind fault.Kind, msg string) {
	t.Helper()
	var f *fault.Error
	if !errors.As(err, &f) || f.Kind != kind || (msg != "" && f.Message != msg) {
		t.Fatalf("got %v, want fault %d %q", err, kind, msg)
	}
}

func account(t *testing.T, e *pt.Env, c *tenancy.Church) credits.Account {
	t.Helper()
	var a credits.Account
	must(t, run(t, e, c, func(tx *gorm.DB) (err error) { a, err = credits.Balance(tx); return err }))
	return a
}

// checkSums: the account is the sum of its ledger, and the CHECKs' rules hold.
func checkSums(t *testing.T, e *pt.Env, c *tenancy.Church) {
	t.Helper()
	var bal, res, sb, sr int64
	e.Scan(c, `SELECT a.balance, a.reserved, COALESCE((SELECT sum(amount) FROM credit_ledger), 0), COALESCE((SELECT sum(reserved_change) FROM credit_ledger), 0) FROM credit_account a`, &bal, &res, &sb, &sr)
	if bal != sb || res != sr || bal < 0 || res < 0 || res > bal {
		t.Fatalf("account %d/%d, ledger sums %d/%d", bal, res, sb, sr)
	}
	// Every row's after-values are the running sums in id order.
	if n := e.Count(c, `SELECT count(*) FROM (SELECT balance_after, reserved_after,
		sum(amount) OVER (ORDER BY id) AS b, sum(reserved_change) OVER (ORDER BY id) AS r FROM credit_ledger) x
		WHERE x.b <> x.balance_after OR x.r <> x.reserved_after`); n != 0 {
		t.Fatalf("%d ledger rows whose after-values are not the running sums", n)
	}
}

func TestInsufficientMessage(t *testing.T) {
	err := credits.Insufficient(1234567, 980)
	if err.Error() != "Insufficient message credits: this message needs 1,234,567 credits and 980 are available." {
		t.Fatal(err.Error())
	}
	if !errors.Is(err, credits.ErrInsufficient) || !credits.IsInsufficient(err) {
		t.Fatal("Insufficient does not match ErrInsufficient")
	}
	var f *fault.Error
	if !errors.As(err, &f) || f.Kind != fault.Conflict || f.Message != err.Error() {
		t.Fatalf("not a 409 fault: %+v", f)
	}
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", -1234: "-1,234", 1000000: "1,000,000"} {
		if got := credits.Thousands(n); got != want {
			t.Fatalf("Thousands(%d) = %q", n, got)
		}
	}
}

func TestLedger(t *testing.T) {
	e := pt.New(t)
	c := e.Alpha
	admin := e.PersonID(c, "admin@alpha.test")
	tx := func(fn func(tx *gorm.DB) error) error { return run(t, e, c, fn) }

	// Nothing held: a reservation is refused with the numbers, nothing written.
	err := tx(func(tx *gorm.DB) error { return credits.Reserve(tx, "reserve:1", 1500, 1, admin) })
	faultOf(t, err, fault.Conflict, "Insufficient message credits: this message needs 1,500 credits and 0 are available.")
	if n := e.Count(c, `SELECT count(*) FROM credit_ledger`); n != 0 {
		t.Fatalf("%d rows after a refusal", n)
	}

	// A grant, then the same key again: one row.
	var g credits.Entry
	must(t, tx(func(tx *gorm.DB) (err error) {
		g, err = credits.Grant(tx, "grant:1", 2000, credits.KindGrant, "Welcome", "operator", admin)
		return err
	}))
	if g.Amount != 2000 || g.BalanceAfter != 2000 || g.Kind != "grant" || g.CreatedBy == nil || *g.CreatedBy != admin || g.CreatedByName != "Ann Alpha" {
		t.Fatalf("grant: %+v", g)
	}
	must(t, tx(func(tx *gorm.DB) (err error) {
		g2, err := credits.Grant(tx, "grant:1", 2000, credits.KindGrant, "Welcome", "operator", admin)
		if g2.ID != g.ID {
			t.Fatalf("retried grant wrote a new row: %+v", g2)
		}
		return err
	}))
	err = tx(func(tx *gorm.DB) error {
		_, err := credits.Grant(tx, "grant:1", 5, credits.KindGrant, "", "", 0)
		return err
	})
	faultOf(t, err, fault.Conflict, "This key was already used for another credit change")
	if a := account(t, e, c); a != (credits.Account{Balance: 2000, Available: 2000}) {
		t.Fatalf("after grant: %+v", a)
	}

	// Reserve 1,500, retried: reserved once.
	for range 2 {
		must(t, tx(func(tx *gorm.DB) error { return credits.Reserve(tx, "reserve:1", 1500, 1, admin) }))
	}
	if a := account(t, e, c); a != (credits.Account{Balance: 2000, Reserved: 1500, Available: 500}) {
		t.Fatalf("after reserve: %+v", a)
	}
	err = tx(func(tx *gorm.DB) error { return credits.Reserve(tx, "reserve:2", 501, 2, admin) })
	faultOf(t, err, fault.Conflict, "Insufficient message credits: this message needs 501 credits and 500 are available.")
	must(t, tx(func(tx *gorm.DB) error { return credits.Reserve(tx, "reserve:zero", 0, 2, admin) }))

	// Settle 3 deliveries (one repeated in the batch, one zero), then the same batch again.
	batch := []credits.Settlement{{Key: "debit:1", Amount: 1, CommunicationID: 1}, {Key: "debit:2", Amount: 2, CommunicationID: 1},
		{Key: "debit:1", Amount: 1, CommunicationID: 1}, {Key: "debit:3", Amount: 0, CommunicationID: 1}}
	for range 2 {
		must(t, tx(func(tx *gorm.DB) error { return credits.SettleMany(tx, batch) }))
	}
	if a := account(t, e, c); a != (credits.Account{Balance: 1997, Reserved: 1497, Available: 500}) {
		t.Fatalf("after settle: %+v", a)
	}
	if n := e.Count(c, `SELECT count(*) FROM credit_ledger WHERE kind = 'debit'`); n != 2 {
		t.Fatalf("%d debit rows", n)
	}
	// Release the rest, retried; more than reserved is refused before the CHECK.
	err = tx(func(tx *gorm.DB) error { return credits.Release(tx, "release:x", 1498, 1) })
	faultOf(t, err, fault.Conflict, "Cannot release 1,498 credits: only 1,497 are reserved")
	err = tx(func(tx *gorm.DB) error {
		return credits.SettleMany(tx, []credits.Settlement{{Key: "debit:9", Amount: 1498}})
	})
	faultOf(t, err, fault.Conflict, "Cannot spend 1,498 credits: only 1,497 are reserved")
	for range 2 {
		must(t, tx(func(tx *gorm.DB) error { return credits.Release(tx, "release:1", 1497, 1) }))
	}
	if a := account(t, e, c); a != (credits.Account{Balance: 1997, Available: 1997}) {
		t.Fatalf("after release: %+v", a)
	}

	// Bad input: clear faults, nothing written.
	before := e.Count(c, `SELECT count(*) FROM credit_ledger`)
	faultOf(t, tx(func(tx *gorm.DB) error { return credits.Reserve(tx, "r", -5, 1, 0) }), fault.Invalid, "A credit amount cannot be negative")
	faultOf(t, tx(func(tx *gorm.DB) error { return credits.Release(tx, "r", -5, 1) }), fault.Invalid, "A credit amount cannot be negative")
	faultOf(t, tx(func(tx *gorm.DB) error { return credits.Reserve(tx, "", 5, 1, 0) }), fault.Invalid, "An idempotency key of 1 to 200 characters is required")
	faultOf(t, tx(func(tx *gorm.DB) error { return credits.Reserve(tx, "a\x00b", 5, 1, 0) }), fault.Invalid, "")
	faultOf(t, tx(func(tx *gorm.DB) error { return credits.SettleMany(tx, []credits.Settlement{{Key: "d", Amount: -1}}) }), fault.Invalid, "")
	faultOf(t, tx(func(tx *gorm.DB) error {
		_, err := credits.Grant(tx, "g", 1<<62, credits.KindGrant, "", "", 0)
		return err
	}), fault.Invalid, "A church can hold at most 1,000,000,000,000 credits")
	faultOf(t, tx(func(tx *gorm.DB) error {
		_, err := credits.Grant(tx, "g", -1, credits.KindGrant, "", "", 0)
		return err
	}), fault.Invalid, "")
	faultOf(t, tx(func(tx *gorm.DB) error { _, err := credits.Grant(tx, "g", 1, "debit", "", "", 0); return err }), fault.Invalid, "")
	faultOf(t, tx(func(tx *gorm.DB) error { _, err := credits.Grant(tx, "g", 1, "grant", "x\x00", "", 0); return err }), fault.Invalid, "")
	faultOf(t, tx(func(tx *gorm.DB) error {
		_, err := credits.Grant(tx, "g", -1998, credits.KindAdjustment, "", "", 0)
		return err
	}), fault.Conflict, "")
	if n := e.Count(c, `SELECT count(*) FROM credit_ledger`); n != before {
		t.Fatalf("bad input wrote %d rows", n-before)
	}
	// An adjustment down to zero, by no person (an operator).
	must(t, tx(func(tx *gorm.DB) error {
		en, err := credits.Grant(tx, "adj:1", -1997, credits.KindAdjustment, "correction", "operator", 0)
		if err == nil && (en.CreatedBy != nil || en.BalanceAfter != 0) {
			t.Fatalf("adjustment: %+v", en)
		}
		return err
	}))
	checkSums(t, e, c)
	// Bravo was never touched.
	if a := account(t, e, e.Bravo); a != (credits.Account{}) {
		t.Fatalf("bravo: %+v", a)
	}
}

// TestConcurrentSends: 50 sends at once, each on its own transaction, reserve and then settle part
// and release the rest (or fail to reserve). The balance never goes negative, nothing is
// over-reserved, and the account is the sum of its ledger; replaying every key changes nothing.
func TestConcurrentSends(t *testing.T) {
	e := pt.New(t)
	c := e.Alpha
	must(t, run(t, e, c, func(tx *gorm.DB) error {
		_, err := credits.Grant(tx, "grant:start", 1000, credits.KindGrant, "", "operator", 0)
		return err
	}))
	type result struct{ reserved, spent int64 }
	results := make([]result, 50)
	var wg sync.WaitGroup
	errs := make(chan error, 200)
	for i := range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cost := int64(10 + i%7*10) // 10..70: 50 sends want ~1,900 of 1,000
			err := run(t, e, c, func(tx *gorm.DB) error { return credits.Reserve(tx, fmt.Sprintf("reserve:%d", i), cost, int64(i), 0) })
			if credits.IsInsufficient(err) {
				return
			}
			if err != nil {
				errs <- err
				return
			}
			results[i].reserved = cost
			spend := cost / 2
			// Settled in two batches, one retried, then the rest released (retried).
			for range 2 {
				if err := run(t, e, c, func(tx *gorm.DB) error {
					return credits.SettleMany(tx, []credits.Settlement{{Key: fmt.Sprintf("debit:%d:a", i), Amount: spend - 1, CommunicationID: int64(i)},
						{Key: fmt.Sprintf("debit:%d:b", i), Amount: 1, CommunicationID: int64(i)}})
				}); err != nil {
					errs <- err
					return
				}
				if err := run(t, e, c, func(tx *gorm.DB) error {
					return credits.Release(tx, fmt.Sprintf("release:%d", i), cost-spend, int64(i))
				}); err != nil {
					errs <- err
					return
				}
			}
			results[i].spent = spend
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	var spent, reservedOK int64
	for _, r := range results {
		spent += r.spent
		if r.reserved > 0 {
			reservedOK++
		}
	}
	if reservedOK == 0 || reservedOK == 50 {
		t.Fatalf("%d of 50 reserved: the test should see both outcomes", reservedOK)
	}
	a := account(t, e, c)
	if a.Balance != 1000-spent || a.Reserved != 0 {
		t.Fatalf("account %+v, spent %d", a, spent)
	}
	checkSums(t, e, c)
	if n := e.Count(c, `SELECT count(*) FROM credit_ledger WHERE kind = 'reserve'`); n != reservedOK {
		t.Fatalf("%d reserve rows for %d reservations", n, reservedOK)
	}
	// The most ever reserved at once never exceeded the balance (the after-values of every row).
	if n := e.Count(c, `SELECT count(*) FROM credit_ledger WHERE reserved_after > balance_after OR balance_after < 0 OR reserved_after < 0`); n != 0 {
		t.Fatalf("%d rows over-reserved", n)
	}
}
