package consent_test

import (
	"context"
	"errors"
	"testing"

	"gorm.io/gorm"

	"congregate/internal/platform/fault"
	"congregate/tenantapi/communications/consent"
	pt "congregate/tenantapi/tenanttest"
)

func TestCore(t *testing.T) {
	e := pt.New(t)
	c := e.Alpha
	tx := func(fn func(tx *gorm.DB) error) error { return e.App.Tenants.RunFor(context.Background(), c, fn) }
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	ann := e.PersonID(c, "admin@alpha.test") // mobile +15550001001
	pat := e.PersonID(c, "people@alpha.test")

	// Opt a typed number out of text (read as E.164), twice: one row, one event.
	for range 2 {
		must(tx(func(tx *gorm.DB) error {
			return consent.OptOut(tx, consent.Text, " +1 (555) 000-9999 ", 0, consent.MethodKeyword, map[string]any{"keyword": "STOP", "messageSid": "SM1"})
		}))
	}
	if n := e.Count(c, `SELECT count(*) FROM do_not_contact WHERE channel = 'text' AND address = '+15550009999'`); n != 1 {
		t.Fatalf("%d rows", n)
	}
	if n := e.Count(c, `SELECT count(*) FROM consent_events WHERE action = 'opt_out' AND proof->>'messageSid' = 'SM1'`); n != 1 {
		t.Fatalf("%d events", n)
	}
	// Ann is blocked on e-mail by her person id (an old address), not by the address sent.
	must(tx(func(tx *gorm.DB) error {
		return consent.OptOut(tx, consent.Email, "Old@Example.ORG", ann, consent.MethodStaff, map[string]any{"staffId": pat, "note": "asked"})
	}))
	if n := e.Count(c, `SELECT count(*) FROM do_not_contact WHERE address = 'old@example.org'`); n != 1 {
		t.Fatal("e-mail not lower-cased")
	}
	targets := []consent.Target{{PersonID: ann, Address: "admin@alpha.test"}, {PersonID: pat, Address: "people@alpha.test"}, {Address: "OLD@example.org"}}
	var kept, removed []consent.Target
	must(tx(func(tx *gorm.DB) (err error) {
		kept, removed, err = consent.Filter(tx, consent.Email, targets)
		return err
	}))
	if len(kept) != 1 || kept[0].PersonID != pat || len(removed) != 2 {
		t.Fatalf("email: kept %+v removed %+v", kept, removed)
	}
	// Text: the address blocked, another channel not.
	targets = []consent.Target{{PersonID: ann, Address: "+15550001001"}, {Address: "+15550009999"}, {Address: "+1 555 000 9999"}}
	must(tx(func(tx *gorm.DB) (err error) {
		kept, removed, err = consent.Filter(tx, consent.Text, targets)
		return err
	}))
	if len(kept) != 1 || len(removed) != 2 || removed[1].Address != "+1 555 000 9999" {
		t.Fatalf("text: kept %+v removed %+v", kept, removed)
	}
	must(tx(func(tx *gorm.DB) (err error) {
		kept, removed, err = consent.Filter(tx, consent.Voice, targets)
		return err
	}))
	if len(kept) != 3 || len(removed) != 0 {
		t.Fatalf("voice: kept %+v removed %+v", kept, removed)
	}

	// START from Ann's new address with her person id unblocks every e-mail row of hers.
	must(tx(func(tx *gorm.DB) error {
		return consent.OptIn(tx, consent.Email, "admin@alpha.test", ann, consent.MethodUnsubscribe, map[string]any{"ip": "203.0.113.9"})
	}))
	if n := e.Count(c, `SELECT count(*) FROM do_not_contact WHERE channel = 'email'`); n != 0 {
		t.Fatalf("%d e-mail rows after opt-in", n)
	}
	if n := e.Count(c, `SELECT count(*) FROM consent_events WHERE action = 'opt_in' AND address = 'old@example.org' AND proof->>'ip' = '203.0.113.9'`); n != 1 {
		t.Fatal("opt-in event missing")
	}
	// Opting in what is not on the list changes nothing.
	must(tx(func(tx *gorm.DB) error {
		return consent.OptIn(tx, consent.Voice, "+15550009999", 0, consent.MethodKeyword, nil)
	}))
	if n := e.Count(c, `SELECT count(*) FROM consent_events`); n != 3 {
		t.Fatalf("%d events", n)
	}

	// Bad input: clear faults.
	for _, err := range []error{
		tx(func(tx *gorm.DB) error {
			return consent.OptOut(tx, "sms", "+15550009999", 0, consent.MethodKeyword, nil)
		}),
		tx(func(tx *gorm.DB) error {
			return consent.OptOut(tx, consent.Text, "not a phone", 0, consent.MethodKeyword, nil)
		}),
		tx(func(tx *gorm.DB) error {
			return consent.OptOut(tx, consent.Email, "a\x00@b.org", 0, consent.MethodKeyword, nil)
		}),
		tx(func(tx *gorm.DB) error { return consent.OptOut(tx, consent.Email, "a@b.org", 0, "shouted", nil) }),
		tx(func(tx *gorm.DB) error {
			return consent.OptOut(tx, consent.Email, "a@b.org", 0, consent.MethodStaff, map[string]any{"n": "x\x00"})
		}),
		tx(func(tx *gorm.DB) error { _, _, err := consent.Filter(tx, "fax", nil); return err }),
	} {
		var f *fault.Error
		if !errors.As(err, &f) || f.Kind != fault.Invalid {
			t.Fatalf("want a 400 fault, got %v", err)
		}
	}
	// An unknown person id is not linked (no foreign-key failure).
	must(tx(func(tx *gorm.DB) error {
		return consent.OptOut(tx, consent.Push, "sub-1", 999999, consent.MethodProvider, nil)
	}))
	if n := e.Count(c, `SELECT count(*) FROM do_not_contact WHERE address = 'sub-1' AND person_id IS NULL`); n != 1 {
		t.Fatal("push row")
	}
	if n := e.Count(c, `SELECT count(*) FROM do_not_contact`); n != 2 {
		t.Fatalf("%d rows", n)
	}
}
