package online

import (
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
)

// The control database's merchant accounts (control.church_merchant_accounts: a church's
// connected Stripe account). Every function takes the caller's handle on the control database.

// merchantRow is control.church_merchant_accounts.
type merchantRow struct {
	ChurchID        int64
	StripeAccountID string
	ChargesEnabled  bool
	ConnectedAt     time.Time
}

// merchantAccount is the church's merchant account (nil: none).
func merchantAccount(g *gorm.DB, churchID int64) (*merchantRow, error) {
	var rows []merchantRow
	err := g.Raw(`SELECT church_id, stripe_account_id, charges_enabled, connected_at
		FROM control.church_merchant_accounts WHERE church_id = ?`, churchID).Scan(&rows).Error
	if err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}

// accountHolder is the church connected to Stripe account accountID (0: none).
func accountHolder(g *gorm.DB, accountID string) (int64, error) {
	var church int64
	err := g.Raw(`SELECT church_id FROM control.church_merchant_accounts WHERE stripe_account_id = ?`, accountID).Scan(&church).Error
	return church, err
}

// connectMerchant makes accountID the church's merchant account; it keeps its connected_at when
// the account is the one the church had.
func connectMerchant(g *gorm.DB, churchID int64, accountID string, chargesEnabled bool, by int64) error {
	return g.Exec(`INSERT INTO control.church_merchant_accounts
		(church_id, stripe_account_id, charges_enabled, connected_by) VALUES (?, ?, ?, ?)
		ON CONFLICT (church_id) DO UPDATE SET stripe_account_id = EXCLUDED.stripe_account_id,
		charges_enabled = EXCLUDED.charges_enabled, connected_by = EXCLUDED.connected_by,
		connected_at = CASE WHEN control.church_merchant_accounts.stripe_account_id = EXCLUDED.stripe_account_id
			THEN control.church_merchant_accounts.connected_at ELSE now() END, updated_at = now()`,
		churchID, accountID, chargesEnabled, by).Error
}

// setChargesEnabled writes the merchant account's charges_enabled from an event of time at
// (whole seconds), unless the row's state is newer.
func setChargesEnabled(g *gorm.DB, churchID int64, accountID string, enabled bool, at time.Time) error {
	return g.Exec(`UPDATE control.church_merchant_accounts SET charges_enabled = ?, updated_at = GREATEST(updated_at, ?)
		WHERE church_id = ? AND stripe_account_id = ? AND date_trunc('second', updated_at) <= ?`,
		enabled, at, churchID, accountID, at).Error
}

func disconnectMerchant(g *gorm.DB, churchID int64) error {
	return g.Exec(`DELETE FROM control.church_merchant_accounts WHERE church_id = ?`, churchID).Error
}

// seedMerchant gives the demo church its merchant account, once.
func seedMerchant(g *gorm.DB, churchID int64, accountID string) error {
	return g.Exec(`INSERT INTO control.church_merchant_accounts (church_id, stripe_account_id, charges_enabled)
		VALUES (?, ?, true) ON CONFLICT DO NOTHING`, churchID, accountID).Error
}

// merchantChurches are the churches with a merchant account, by id.
func merchantChurches(g *gorm.DB) ([]tenancy.Church, error) {
	var churches []tenancy.Church
	err := g.Raw(`SELECT c.* FROM control.churches c JOIN control.church_merchant_accounts m ON m.church_id = c.id
		ORDER BY c.id`).Scan(&churches).Error
	return churches, err
}
