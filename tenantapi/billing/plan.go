package billing

import (
	"encoding/json"
	"fmt"

	"gorm.io/gorm"

	"congregate/internal/platform/payments"
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
	var r struct {
		SizeName, SizeLabel, Currency, Price string
		Products                             []byte
	}
	res := g.Raw(`SELECT size_name, size_label, currency, products, price::text AS price
		FROM control.church_plans WHERE church_id = ?`, churchID).Scan(&r)
	if res.Error != nil {
		return PlanRow{}, res.Error
	}
	if res.RowsAffected == 0 {
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
