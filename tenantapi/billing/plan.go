package billing

import (
	"context"
	"encoding/json"
	"fmt"

	"gorm.io/gorm"

	"congregate/internal/platform/payments"
	"congregate/internal/platform/tenancy"
)

// PlanRow is the church's plan as chosen at onboarding (control.church_plans), its price in
// integer minor units of its currency. A church provisioned without a plan has Exists false and
// a zero price.
type PlanRow struct {
	Exists      bool
	SizeLabel   string
	Products    []string
	AmountMinor int64
	Currency    string
}

func readPlan(g *gorm.DB, churchID int64) (PlanRow, error) {
	r, err := churchPlan(g, churchID)
	if err != nil {
		return PlanRow{}, err
	}
	if r == nil {
		return PlanRow{Currency: "USD", Products: []string{}}, nil
	}
	p := PlanRow{Exists: true, SizeLabel: r.SizeLabel, Currency: payments.Currency(r.Currency), Products: []string{}}
	if p.SizeLabel == "" {
		p.SizeLabel = r.SizeName
	}
	_ = json.Unmarshal(r.Products, &p.Products)
	amount, err := payments.MinorUnits(r.Price, p.Currency)
	if err != nil {
		return PlanRow{}, fmt.Errorf("plan of church %d: %w", churchID, err)
	}
	p.AmountMinor = amount
	return p, nil
}

// Currency is the church's plan currency (USD without a plan): what its credits are priced in
// (purchases.CurrencyFunc).
func (s *Service) Currency(ctx context.Context, church *tenancy.Church) (string, error) {
	p, err := readPlan(s.control(ctx), church.ID)
	if err != nil {
		return "", err
	}
	return p.Currency, nil
}
