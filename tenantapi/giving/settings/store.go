package settings

import (
	"congregate/tenantapi/giving/gifts"
	"gorm.io/gorm"
)

// The SQL of the giving settings: the only file of the package that names tables.

func load(tx *gorm.DB, lock bool) (*GivingSettings, error) {
	q := `SELECT currency, default_fund_id, statement_intro, statement_legal_text, statement_signatory, give_page_message,
		bank_transfer_details, text_to_give_keyword, online_giving_enabled,
		EXISTS (SELECT 1 FROM giving_contributions) AS has_contributions
		FROM giving_settings WHERE id = 1`
	if lock {
		q += ` FOR UPDATE`
	}
	var rows []GivingSettings
	if err := tx.Raw(q).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 { // the migration writes the row; a church without it reads the defaults
		if err := tx.Exec(`INSERT INTO giving_settings DEFAULT VALUES ON CONFLICT DO NOTHING`).Error; err != nil {
			return nil, err
		}
		return load(tx, lock)
	}
	return &rows[0], nil
}

// Currency is the church's giving currency: every gift's currency (gifts.Currency).
func Currency(tx *gorm.DB) (string, error) { return gifts.Currency(tx) }

func save(tx *gorm.DB, by *int64, r UpdateRequest) error {
	return tx.Exec(`UPDATE giving_settings SET currency = ?, default_fund_id = ?, statement_intro = ?, statement_legal_text = ?,
		statement_signatory = ?, give_page_message = ?, bank_transfer_details = ?, text_to_give_keyword = ?,
		online_giving_enabled = ?, updated_by = ?, updated_at = now() WHERE id = 1`,
		r.Currency, r.DefaultFundID, r.StatementIntro, r.StatementLegalText, r.StatementSignatory, r.GivePageMessage,
		r.BankTransferDetails, r.TextToGiveKeyword, r.OnlineGivingEnabled, by).Error
}
