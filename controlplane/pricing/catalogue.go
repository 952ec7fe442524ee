package pricing

import (
	"context"
	"encoding/json"
	"errors"

	"gorm.io/gorm"
)

// Catalogue reads the active sizes and products from the control database, where operators keep them.
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
