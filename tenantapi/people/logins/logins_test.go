package logins_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/people/logins"
	pt "congregate/tenantapi/tenanttest"
)

// TestLogins runs every statement in a church's schema: accounts are found in their own church
// only, the fifth failure in a row locks, a new secret or a sign-in lifts the lock, sign-up's
// person has no console access and a taken e-mail or mobile answers the spec's conflict, and the
// session check admits only an active person with console access.
func TestLogins(t *testing.T) {
	e := pt.New(t)
	var l logins.Logins
	in := func(c *tenancy.Church, fn func(tx *gorm.DB) error) error {
		return e.App.Tenants.RunFor(context.Background(), c, fn)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}

	var ann, byMobile, inBravo *logins.Account
	must(in(e.Alpha, func(tx *gorm.DB) (err error) {
		if ann, err = l.ByEmail(tx, "ADMIN@alpha.test"); err != nil {
			return err
		}
		byMobile, err = l.ByMobile(tx, "+15550001001")
		return err
	}))
	must(in(e.Bravo, func(tx *gorm.DB) (err error) { inBravo, err = l.ByEmail(tx, "admin@alpha.test"); return err }))
	if ann == nil || byMobile == nil || ann.ID != byMobile.ID || !ann.AdminAccess || !ann.IsActive || ann.PasswordHash == "" {
		t.Fatalf("alpha's admin: %+v / %+v", ann, byMobile)
	}
	if inBravo != nil {
		t.Fatalf("bravo found alpha's account: %+v", inBravo)
	}

	for i := 1; i <= 5; i++ {
		var locked bool
		must(in(e.Alpha, func(tx *gorm.DB) (err error) { locked, err = l.Failed(tx, ann.ID, 5, 15*time.Minute); return err }))
		if locked != (i == 5) {
			t.Fatalf("failure %d: locked %v", i, locked)
		}
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM people WHERE email = 'admin@alpha.test' AND failed_logins = 0
		AND locked_until > now() + interval '14 minutes'`); n != 1 {
		t.Fatal("five failures did not lock the account for 15 minutes")
	}
	must(in(e.Alpha, func(tx *gorm.DB) error { return l.SetSecret(tx, ann.ID, logins.PIN, "pin-hash") }))
	var pin, pw string
	e.Scan(e.Alpha, `SELECT pin_hash, password_hash FROM people WHERE email = 'admin@alpha.test' AND locked_until IS NULL`, &pin, &pw)
	if pin != "pin-hash" || pw != ann.PasswordHash {
		t.Fatalf("a PIN reset: pin %q, password changed %v", pin, pw != ann.PasswordHash)
	}
	must(in(e.Alpha, func(tx *gorm.DB) error {
		if _, err := l.Failed(tx, ann.ID, 5, time.Minute); err != nil {
			return err
		}
		return l.SignedIn(tx, ann.ID)
	}))
	if n := e.Count(e.Alpha, `SELECT count(*) FROM people WHERE email = 'admin@alpha.test' AND failed_logins = 0
		AND locked_until IS NULL AND last_login_at > now() - interval '1 minute'`); n != 1 {
		t.Fatal("a sign-in did not clear the counters and record its time")
	}

	create := func(email, mobile string) (id int64, err error) {
		err = in(e.Alpha, func(tx *gorm.DB) (err error) {
			id, err = l.Create(tx, logins.NewAccount{FirstName: "Sam", LastName: "Signup", Email: email, Mobile: mobile, PasswordHash: "h"})
			return err
		})
		return id, err
	}
	sam, err := create("Sam@Example.org", "+15550009999")
	must(err)
	if _, err := create("sam@example.org", "+15550009998"); !errors.Is(err, logins.ErrEmailTaken) {
		t.Fatalf("a taken e-mail: %v", err)
	}
	if _, err := create("sam2@example.org", "+15550009999"); !errors.Is(err, logins.ErrMobileTaken) {
		t.Fatalf("a taken mobile: %v", err)
	}

	console := func(c *tenancy.Church, id int64) *logins.ConsoleUser {
		t.Helper()
		var u *logins.ConsoleUser
		must(e.App.Tenants.Qualified(tenancy.WithChurch(context.Background(), c), func(g *gorm.DB, schema string) (err error) {
			u, err = l.Console(g, schema, id)
			return err
		}))
		return u
	}
	if u := console(e.Alpha, ann.ID); u == nil || u.FirstName != "Ann" || u.RecordsPerPage == 0 {
		t.Fatalf("the session check's person: %+v", u)
	}
	if u := console(e.Alpha, sam); u != nil {
		t.Fatal("a signed-up person without console access passed the session check")
	}
	if u := console(e.Bravo, ann.ID); u != nil && u.FirstName == "Ann" {
		t.Fatal("bravo's session check answered alpha's person")
	}
	e.Exec(e.Alpha, `UPDATE people SET is_active = false WHERE email = 'admin@alpha.test'`)
	if u := console(e.Alpha, ann.ID); u != nil {
		t.Fatal("a deactivated person passed the session check")
	}
}
