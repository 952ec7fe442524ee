package demo_test

import (
	"context"
	"testing"

	"congregate/controlplane/demo"
	"congregate/tenantapi/tenanttest"
)

// The demo church's communications agree with themselves: the credit account is the sum of its
// ledger, every debit is a delivered or undelivered message, and opt-outs carry their proof.
func TestDemoCommunicationsAreConsistent(t *testing.T) {
	e := tenanttest.New(t)
	if err := demo.Seed(context.Background(), e.App.Tenants, e.Alpha, 300, 2026); err != nil {
		t.Fatal(err)
	}
	var balance, reserved, sumAmount, sumReserved int64
	e.Scan(e.Alpha, `SELECT a.balance, a.reserved, (SELECT sum(amount) FROM credit_ledger), (SELECT sum(reserved_change) FROM credit_ledger)
		FROM credit_account a`, &balance, &reserved, &sumAmount, &sumReserved)
	if balance != sumAmount || reserved != sumReserved || reserved != 0 {
		t.Fatalf("account %d/%d, ledger %d/%d", balance, reserved, sumAmount, sumReserved)
	}
	sent := e.Count(e.Alpha, `SELECT count(*) FROM communication_recipients WHERE status IN ('delivered', 'undelivered')`)
	debits := e.Count(e.Alpha, `SELECT count(*) FROM credit_ledger WHERE kind = 'debit'`)
	if sent == 0 || sent != debits || balance != 5000-debits {
		t.Fatalf("%d messages, %d debits, balance %d", sent, debits, balance)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM do_not_contact d JOIN consent_events c USING (channel, address) WHERE c.proof <> '{}'`); n != 4 {
		t.Fatalf("%d opt-outs with proof, want 4", n)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM contact_group_members`); n != 20 {
		t.Fatalf("%d contact group members, want 20", n)
	}
}
