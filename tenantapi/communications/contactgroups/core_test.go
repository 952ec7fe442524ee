package contactgroups_test

import (
	"context"
	"errors"
	"testing"

	"gorm.io/gorm"

	"congregate/internal/platform/fault"
	"congregate/tenantapi/communications/contactgroups"
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
	faulty := func(err error, kind fault.Kind, msg string) {
		t.Helper()
		var f *fault.Error
		if !errors.As(err, &f) || f.Kind != kind || (msg != "" && f.Message != msg) {
			t.Fatalf("got %v, want %d %q", err, kind, msg)
		}
	}
	ann := e.PersonID(c, "admin@alpha.test")
	var g1, g2 int64
	e.Scan(c, `INSERT INTO contact_groups (name) VALUES ('Choir') RETURNING id`, &g1)
	e.Scan(c, `INSERT INTO contact_groups (name) VALUES ('Ushers') RETURNING id`, &g2)

	for range 2 {
		must(tx(func(tx *gorm.DB) error {
			return contactgroups.AddMember(tx, g1, contactgroups.Member{PersonID: ann}, "staff")
		}))
		must(tx(func(tx *gorm.DB) error {
			return contactgroups.AddMember(tx, g1, contactgroups.Member{Name: " Visitor ", Phone: "+1 555 010 0100"}, "keyword")
		}))
		must(tx(func(tx *gorm.DB) error {
			return contactgroups.AddMember(tx, g2, contactgroups.Member{Name: "Mail", Email: "Guest@Example.org"}, "staff")
		}))
	}
	var ms []contactgroups.Member
	must(tx(func(tx *gorm.DB) (err error) { ms, err = contactgroups.Members(tx, []int64{g1, g2}); return err }))
	want := []contactgroups.Member{{PersonID: ann, Name: "Ann Alpha", Phone: "+15550001001", Email: "admin@alpha.test"},
		{Name: "Visitor", Phone: "+15550100100"}, {Name: "Mail", Email: "guest@example.org"}}
	if len(ms) != 3 || ms[0] != want[0] || ms[1] != want[1] || ms[2] != want[2] {
		t.Fatalf("members %+v", ms)
	}
	// A deactivated person is not sent to.
	e.Exec(c, `UPDATE people SET is_active = false WHERE id = ?`, ann)
	must(tx(func(tx *gorm.DB) (err error) { ms, err = contactgroups.Members(tx, []int64{g1}); return err }))
	if len(ms) != 1 {
		t.Fatalf("members of g1 %+v", ms)
	}

	faulty(tx(func(tx *gorm.DB) error {
		return contactgroups.AddMember(tx, 999999, contactgroups.Member{PersonID: ann}, "staff")
	}), fault.NotFound, "Contact group not found")
	faulty(tx(func(tx *gorm.DB) error {
		return contactgroups.AddMember(tx, g1, contactgroups.Member{PersonID: 999999}, "staff")
	}), fault.NotFound, "Person not found")
	faulty(tx(func(tx *gorm.DB) error {
		return contactgroups.AddMember(tx, g1, contactgroups.Member{Name: "X"}, "staff")
	}), fault.Invalid, "A contact needs a phone number or an e-mail address")
	faulty(tx(func(tx *gorm.DB) error {
		return contactgroups.AddMember(tx, g1, contactgroups.Member{Name: "X", Phone: "12"}, "staff")
	}), fault.Invalid, "Enter a valid phone number for X")
	faulty(tx(func(tx *gorm.DB) error {
		return contactgroups.AddMember(tx, g1, contactgroups.Member{Name: "X", Email: "nope"}, "staff")
	}), fault.Invalid, "Enter a valid e-mail address for X")
	faulty(tx(func(tx *gorm.DB) error {
		return contactgroups.AddMember(tx, g1, contactgroups.Member{Name: "X\x00", Email: "a@b.org"}, "staff")
	}), fault.Invalid, "")
	faulty(tx(func(tx *gorm.DB) error {
		return contactgroups.AddMember(tx, g1, contactgroups.Member{PersonID: ann}, "robot")
	}), fault.Invalid, "")
	if n := e.Count(c, `SELECT count(*) FROM contact_group_members`); n != 3 {
		t.Fatalf("%d members", n)
	}
}
