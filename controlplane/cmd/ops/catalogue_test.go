package main

import (
	"io"
	"testing"
)

// The CLI's size and product rules are pricing's, the operator API's too.
func TestCatalogueCommandSharesTheRules(t *testing.T) {
	f := newOpsFixture(t)
	c := command{t: t, run: func(args []string, _ io.Writer) error {
		return catalogueCommand(f.ctx, f.d.Gorm, args[0]+" "+args[1], args[2:])
	}}
	c.fails("costs[1]: Prices are amounts like 49 or 49.99", "size", "set", "--name", "tiny", "--label", "Tiny", "--costs", "1,2.555,3,4,5,6", "--full", "9")
	c.fails("costs[2]: A size's prices cannot go down as products are added", "size", "set", "--name", "tiny", "--label", "Tiny", "--costs", "1,2,1,4,5,6", "--full", "9")
	c.fails("costs must be six prices", "size", "set", "--name", "tiny", "--label", "Tiny", "--costs", "1,2", "--full", "9")
	c.fails("currency must be three capital letters", "size", "set", "--name", "tiny", "--label", "Tiny", "--currency", "usd", "--costs", "1,2,3,4,5,6", "--full", "9")
	c.fails(`modules: "radio" is not a console product`, "product", "set", "--name", "radio", "--title", "Radio", "--modules", "radio")
	c.ok("", "size", "set", "--name", "tiny", "--label", "Tiny", "--costs", "1,2,3,4,5,6", "--full", "9")
	c.ok("", "product", "set", "--name", "radio", "--title", "Radio", "--modules", "livestreamSermons")
	var n int64
	f.d.Gorm.Raw(`SELECT (SELECT count(*) FROM control.church_sizes WHERE name = 'tiny' AND full_product_suite_cost = 9) +
		(SELECT count(*) FROM control.products WHERE name = 'radio')`).Scan(&n)
	if n != 2 {
		t.Fatalf("saved %d", n)
	}
}
