package main

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"

	"congregate/internal/platform/db"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
)

// opsFixture is a throw-away database with the churches alpha and bravo, for the commands' tests.
type opsFixture struct {
	t       *testing.T
	ctx     context.Context
	d       *testutil.Database
	tenants *db.Tenants
	schema  map[string]string // short name → quoted schema name
}

func newOpsFixture(t *testing.T) *opsFixture {
	t.Helper()
	d := testutil.NewDatabase(t)
	f := &opsFixture{t: t, ctx: context.Background(), d: d, tenants: db.NewTenants(d.Gorm), schema: map[string]string{}}
	for _, short := range []string{"alpha", "bravo"} {
		c, err := provisioning.Provision(f.ctx, d.Gorm, provisioning.Spec{ShortName: short, FullName: short + " Church"})
		if err != nil {
			t.Fatal(err)
		}
		f.schema[short] = `"` + c.SchemaName + `"`
	}
	return f
}

func (f *opsFixture) exec(q string) {
	f.t.Helper()
	if err := f.d.Gorm.Exec(q).Error; err != nil {
		f.t.Fatal(err)
	}
}

// command checks one command's answers: ok wants its output to contain a text, fails its error.
type command struct {
	t   *testing.T
	run func(args []string, out io.Writer) error
}

func (c command) ok(want string, args ...string) {
	c.t.Helper()
	var out bytes.Buffer
	err := c.run(args, &out)
	if err != nil || !strings.Contains(out.String(), want) {
		c.t.Fatalf("%v: %q %v, want %q", args, out.String(), err, want)
	}
}

func (c command) fails(want string, args ...string) {
	c.t.Helper()
	if err := c.run(args, io.Discard); err == nil || !strings.Contains(err.Error(), want) {
		c.t.Fatalf("%v: %v, want %q", args, err, want)
	}
}
