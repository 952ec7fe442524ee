package main

import (
	"context"
	"flag"
	"fmt"
	"strings"

	"gorm.io/gorm"

	"congregate/controlplane/pricing"
)

// catalogueCommand runs `catalogue`, `size set` and `product set`: the onboarding page's sizes,
// prices and products live in the control database and change without a deploy.
func catalogueCommand(ctx context.Context, control *gorm.DB, cmd string, rest []string) error {
	cat := pricing.Catalogue{DB: control}
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	switch cmd {
	case "catalogue":
		sizes, err := cat.Sizes(ctx)
		if err != nil {
			return err
		}
		fmt.Println("sizes (1..6 products, full suite):")
		for _, s := range sizes {
			costs := make([]string, len(s.Costs))
			for i, c := range s.Costs {
				costs[i] = c.String()
			}
			fmt.Printf("  %-12s %-12s %s %s | %s\n", s.Name, s.Label, s.Currency, strings.Join(costs, " "), s.FullSuite)
		}
		products, err := cat.Products(ctx)
		if err != nil {
			return err
		}
		fmt.Println("products:")
		for _, p := range products {
			fmt.Printf("  %-22s %-26s modules %s\n", p.Name, p.Title, strings.Join(p.Modules, ","))
		}
		return nil

	case "size set":
		var in pricing.SizeInput
		fs.StringVar(&in.Name, "name", "", "size name (what church_size sends)")
		fs.StringVar(&in.Label, "label", "", "label shown in the dropdown")
		fs.StringVar(&in.Currency, "currency", "USD", "currency")
		costs := fs.String("costs", "", "six comma-separated prices for 1..6 products, e.g. 49,89,119,149,169,189")
		fs.StringVar(&in.FullSuite, "full", "", "full product suite price (7 or more products)")
		fs.IntVar(&in.Position, "position", 0, "order in the dropdown")
		inactive := fs.Bool("inactive", false, "hide the size from the page")
		if err := fs.Parse(rest); err != nil {
			return err
		}
		in.Costs = strings.Split(*costs, ",")
		// The rules are pricing's, the operator API's too.
		s, err := pricing.CheckSize(in)
		if err != nil {
			return err
		}
		return cat.SaveSize(ctx, s, in.Position, !*inactive)

	case "product set":
		var p pricing.Product
		fs.StringVar(&p.Name, "name", "", "product name (what church_products sends)")
		fs.StringVar(&p.Title, "title", "", "title shown on the page")
		fs.StringVar(&p.Description, "description", "", "description shown on the page")
		modules := fs.String("modules", "", "console product keys it unlocks, comma-separated (e.g. people,followUp)")
		position := fs.Int("position", 0, "order in the list")
		inactive := fs.Bool("inactive", false, "hide the product from the page")
		if err := fs.Parse(rest); err != nil {
			return err
		}
		for _, m := range strings.Split(*modules, ",") {
			if m = strings.TrimSpace(m); m != "" {
				p.Modules = append(p.Modules, m)
			}
		}
		p, err := pricing.CheckProduct(p, *position)
		if err != nil {
			return err
		}
		return cat.SaveProduct(ctx, p, *position, !*inactive)
	}
	return fmt.Errorf("unknown catalogue command %q", cmd)
}
