package catalogue

import "congregate/controlplane/pricing"

// The catalogue's rows live in control.church_sizes and control.products; pricing.Catalogue
// reads and writes them (the onboarding wizard's and the CLI's one store). This file turns its
// values into the answers.

func sizeRow(z pricing.SizeEntry) SizeRow {
	costs := make([]string, len(z.Costs))
	for i, c := range z.Costs {
		costs[i] = c.String()
	}
	return SizeRow{Name: z.Name, Label: z.Label, Currency: z.Currency, Costs: costs, FullSuite: z.FullSuite.String(),
		Position: z.Position, Active: z.Active}
}

func productRow(p pricing.ProductEntry) ProductRow {
	modules := p.Modules
	if modules == nil {
		modules = []string{}
	}
	return ProductRow{Name: p.Name, Title: p.Title, Description: p.Description, Modules: modules, Position: p.Position, Active: p.Active}
}
