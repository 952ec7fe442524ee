package billing

import (
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"congregate/internal/platform/tenancy"
)

// The control database's billing rows: control.church_billing, control.church_plans (read),
// control.stripe_events and the church's billing_lockdown flag. Every function takes the caller's
// handle on the control database.

type timeValue = time.Time

// lockAccount makes (with the plan's price, when the church has a plan) and locks the church's
// billing row.
func lockAccount(tx *gorm.DB, churchID int64) (*Account, error) {
	plan, err := readPlan(tx, churchID)
	if err != nil {
		return nil, err
	}
	if err := tx.Exec(`INSERT INTO control.church_billing (church_id, plan_amount_minor, currency) VALUES (?, ?, ?)
		ON CONFLICT (church_id) DO NOTHING`, churchID, plan.AmountMinor, plan.Currency).Error; err != nil {
		return nil, err
	}
	var a Account
	err = tx.Clauses(clause.Locking{Strength: "UPDATE"}).Raw(`SELECT church_id, stripe_customer_id, stripe_subscription_id,
		subscription_status, plan_amount_minor, currency, grace_days, past_due_since
		FROM control.church_billing WHERE church_id = ? FOR UPDATE`, churchID).Scan(&a).Error
	return &a, err
}

// readAccount is the church's billing row; a church without one reads as zero values.
func readAccount(g *gorm.DB, churchID int64) (*Account, error) {
	var a Account
	err := g.Raw(`SELECT church_id, stripe_customer_id, stripe_subscription_id, subscription_status,
		plan_amount_minor, currency, grace_days, past_due_since
		FROM control.church_billing WHERE church_id = ?`, churchID).Scan(&a).Error
	if a.Currency == "" {
		a.ChurchID, a.Currency = churchID, "USD"
	}
	return &a, err
}

func setCustomer(tx *gorm.DB, churchID int64, customerID string) error {
	return tx.Exec(`UPDATE control.church_billing SET stripe_customer_id = ?, updated_at = now() WHERE church_id = ?`,
		customerID, churchID).Error
}

func churchByCustomer(g *gorm.DB, customerID string) (*tenancy.Church, error) {
	var c tenancy.Church
	err := g.Raw(`SELECT c.* FROM control.churches c JOIN control.church_billing b ON b.church_id = c.id
		WHERE b.stripe_customer_id = ?`, customerID).Take(&c).Error
	return &c, err
}
