package pricing

import (
	"context"
	"encoding/json"
	"errors"

	"gorm.io/gorm"
)

// Catalogue reads the active sizes (the onboarding wizard: read on every call, nothing cached, so a
// save shows on its next call) and products from the control database, where operators keep them.
type Catalogue struct{ DB *gorm.DB }

type sizeRow struct {
	Name, Label, Currency        string
	C1, C2, C3, C4, C5, C6, Full string
}

// ErrUnknownSize means no active size has that name.
var ErrUnknownSize = errors.New("Unknown church size")

const sizeColumns = `name, label, currency, one_product_cost::text AS c1, two_product_cost::text AS c2,
	three_product_cost::text AS c3, four_product_cost::text AS c4, five_product_cost::text AS c5,
	six_product_cost::text AS c6, full_product_suite_cost::text AS full`

// Sizes lists the active sizes, smallest first.
func (c Catalogue) Sizes(ctx context.Context) ([]Size, error) {
	var rows []sizeRow
	if err := c.DB.WithContext(ctx).Raw(`SELECT ` + sizeColumns +
		` FROM control.church_sizes WHERE active ORDER BY position, name`).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]Size, 0, len(rows))
	for _, r := range rows {
		s, err := r.size()
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

// Size finds an active size by name.
func (c Catalogue) Size(ctx context.Context, name string) (Size, error) {
	var rows []sizeRow
	if err := c.DB.WithContext(ctx).Raw(`SELECT `+sizeColumns+
		` FROM control.church_sizes WHERE active AND name = ?`, name).Scan(&rows).Error; err != nil {
		return Size{}, err
	}
	if len(rows) == 0 {
		return Size{}, ErrUnknownSize
	}
	return rows[0].size()
}

func (r sizeRow) size() (Size, error) {
	s := Size{Name: r.Name, Label: r.Label, Currency: r.Currency}
	for i, v := range []string{r.C1, r.C2, r.C3, r.C4, r.C5, r.C6} {
		c, err := ParseCents(v)
		if err != nil {
			return Size{}, err
		}
		s.Costs[i] = c
	}
	full, err := ParseCents(r.Full)
	if err != nil {
		return Size{}, err
	}
	s.FullSuite = full
	return s, nil
}

// Products lists the active products in display order.
func (c Catalogue) Products(ctx context.Context) ([]Product, error) {
	var rows []struct {
		Name, Title, Description string
		Modules                  []byte
	}
	if err := c.DB.WithContext(ctx).Raw(`SELECT name, title, description, modules FROM control.products
		WHERE active ORDER BY position, name`).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]Product, 0, len(rows))
	for _, r := range rows {
		p := Product{Name: r.Name, Title: r.Title, Description: r.Description}
		if err := json.Unmarshal(r.Modules, &p.Modules); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// SaveSize creates or replaces a size (operators: `ops size set`).
func (c Catalogue) SaveSize(ctx context.Context, s Size, position int, active bool) error {
	if err := s.Check(); err != nil {
		return err
	}
	if err := CheckPosition(position); err != nil {
		return err
	}
	return c.DB.WithContext(ctx).Exec(`INSERT INTO control.church_sizes (name, label, currency, one_product_cost,
		two_product_cost, three_product_cost, four_product_cost, five_product_cost, six_product_cost,
		full_product_suite_cost, position, active)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (name) DO UPDATE SET label = EXCLUDED.label, currency = EXCLUDED.currency,
		  one_product_cost = EXCLUDED.one_product_cost, two_product_cost = EXCLUDED.two_product_cost,
		  three_product_cost = EXCLUDED.three_product_cost, four_product_cost = EXCLUDED.four_product_cost,
		  five_product_cost = EXCLUDED.five_product_cost, six_product_cost = EXCLUDED.six_product_cost,
		  full_product_suite_cost = EXCLUDED.full_product_suite_cost, position = EXCLUDED.position,
		  active = EXCLUDED.active, updated_at = now()`,
		s.Name, s.Label, s.Currency, s.Costs[0].String(), s.Costs[1].String(), s.Costs[2].String(), s.Costs[3].String(),
		s.Costs[4].String(), s.Costs[5].String(), s.FullSuite.String(), position, active).Error
}

// SaveProduct creates or replaces a product (operators: `ops product set`).
func (c Catalogue) SaveProduct(ctx context.Context, p Product, position int, active bool) error {
	p, err := CheckProduct(p, position)
	if err != nil {
		return err
	}
	modules, err := json.Marshal(p.Modules)
	if err != nil {
		return err
	}
	return c.DB.WithContext(ctx).Exec(`INSERT INTO control.products (name, title, description, modules, position, active)
		VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (name) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description,
		  modules = EXCLUDED.modules, position = EXCLUDED.position, active = EXCLUDED.active, updated_at = now()`,
		p.Name, p.Title, p.Description, string(modules), position, active).Error
}

// SizeEntry is a size with its place in the dropdown and whether the page shows it.
type SizeEntry struct {
	Size
	Position int
	Active   bool
}

// ProductEntry is a product with its place in the list and whether the page shows it.
type ProductEntry struct {
	Product
	Position int
	Active   bool
}

// AllSizes lists every size, inactive ones too (operators), in display order.
func (c Catalogue) AllSizes(ctx context.Context) ([]SizeEntry, error) {
	var rows []struct {
		Name, Label, Currency        string
		C1, C2, C3, C4, C5, C6, Full string
		Position                     int
		Active                       bool
	}
	if err := c.DB.WithContext(ctx).Raw(`SELECT ` + sizeColumns +
		`, position, active FROM control.church_sizes ORDER BY position, name`).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]SizeEntry, 0, len(rows))
	for _, r := range rows {
		s, err := sizeRow{Name: r.Name, Label: r.Label, Currency: r.Currency, C1: r.C1, C2: r.C2, C3: r.C3, C4: r.C4,
			C5: r.C5, C6: r.C6, Full: r.Full}.size()
		if err != nil {
			return nil, err
		}
		out = append(out, SizeEntry{Size: s, Position: r.Position, Active: r.Active})
	}
	return out, nil
}

// AllProducts lists every product, inactive ones too (operators), in display order.
func (c Catalogue) AllProducts(ctx context.Context) ([]ProductEntry, error) {
	var rows []struct {
		Name, Title, Description string
		Modules                  []byte
		Position                 int
		Active                   bool
	}
	if err := c.DB.WithContext(ctx).Raw(`SELECT name, title, description, modules, position, active
		FROM control.products ORDER BY position, name`).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]ProductEntry, 0, len(rows))
	for _, r := range rows {
		p := ProductEntry{Product: Product{Name: r.Name, Title: r.Title, Description: r.Description}, Position: r.Position, Active: r.Active}
		if err := json.Unmarshal(r.Modules, &p.Modules); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}
