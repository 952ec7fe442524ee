package catalogue

import (
	"context"

	"gorm.io/gorm"

	"congregate/controlplane/ops/opsaudit"
	"congregate/controlplane/pricing"
)

// Service reads and saves the catalogue through pricing.Catalogue, each save with its audit line
// in one transaction.
type Service struct{ DB *gorm.DB }

// Get answers every size and product, inactive ones too.
func (s *Service) Get(ctx context.Context) (Catalogue, error) {
	cat := pricing.Catalogue{DB: s.DB}
	sizes, err := cat.AllSizes(ctx)
	if err != nil {
		return Catalogue{}, err
	}
	products, err := cat.AllProducts(ctx)
	if err != nil {
		return Catalogue{}, err
	}
	out := Catalogue{Sizes: make([]SizeRow, 0, len(sizes)), Products: make([]ProductRow, 0, len(products)),
		ConsoleProducts: pricing.ConsoleProducts()}
	for _, z := range sizes {
		out.Sizes = append(out.Sizes, sizeRow(z))
	}
	for _, p := range products {
		out.Products = append(out.Products, productRow(p))
	}
	return out, nil
}

// SaveSize checks and saves a size (audited as catalogue.size_save).
func (s *Service) SaveSize(ctx context.Context, audit opsaudit.Entry, req sizeSaveRequest) (SizeRow, error) {
	size, err := pricing.CheckSize(pricing.SizeInput{Name: req.Name, Label: req.Label, Currency: req.Currency,
		Costs: req.Costs, FullSuite: req.FullSuite, Position: req.Position})
	if err != nil {
		return SizeRow{}, err
	}
	row := sizeRow(pricing.SizeEntry{Size: size, Position: req.Position, Active: req.Active})
	audit.Target = "size:" + size.Name
	audit.Detail = map[string]any{"label": row.Label, "currency": row.Currency, "costs": row.Costs,
		"fullSuite": row.FullSuite, "position": row.Position, "active": row.Active}
	err = s.DB.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := (pricing.Catalogue{DB: tx}).SaveSize(ctx, size, req.Position, req.Active); err != nil {
			return err
		}
		return opsaudit.Record(ctx, tx, audit)
	})
	return row, err
}

// SaveProduct checks and saves a product (audited as catalogue.product_save).
func (s *Service) SaveProduct(ctx context.Context, audit opsaudit.Entry, req productSaveRequest) (ProductRow, error) {
	p, err := pricing.CheckProduct(pricing.Product{Name: req.Name, Title: req.Title, Description: req.Description,
		Modules: req.Modules}, req.Position)
	if err != nil {
		return ProductRow{}, err
	}
	audit.Target = "product:" + p.Name
	audit.Detail = map[string]any{"title": p.Title, "modules": p.Modules, "position": req.Position, "active": req.Active}
	err = s.DB.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := (pricing.Catalogue{DB: tx}).SaveProduct(ctx, p, req.Position, req.Active); err != nil {
			return err
		}
		return opsaudit.Record(ctx, tx, audit)
	})
	return productRow(pricing.ProductEntry{Product: p, Position: req.Position, Active: req.Active}), err
}
