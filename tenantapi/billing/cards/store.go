package cards

import (
	"time"

	"gorm.io/gorm"
)

// The SQL of the cards on file: the only file of the package that names tables.

// lockCards serialises changes of the cards on file in one church (which card is the default, the
// first card): readers and the purchases naming a card go on.
func lockCards(tx *gorm.DB) error {
	return tx.Exec(`LOCK TABLE billing_cards IN SHARE ROW EXCLUSIVE MODE`).Error
}

type cardRow struct {
	ID                    int64
	StripePaymentMethodID string
	Brand                 string
	Last4                 string
	ExpMonth              int
	ExpYear               int
	IsDefault             bool
	RemovedAt             *time.Time
	CreatedAt             time.Time
}

func (r cardRow) stored(now time.Time) Stored {
	c := Card{ID: r.ID, Brand: r.Brand, Last4: r.Last4, ExpMonth: r.ExpMonth, ExpYear: r.ExpYear, IsDefault: r.IsDefault,
		CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339)}
	c.flag(now)
	return Stored{Card: c, PaymentMethodID: r.StripePaymentMethodID}
}

const cardSelect = `SELECT id, stripe_payment_method_id, brand, last4, exp_month, exp_year, is_default, removed_at, created_at FROM billing_cards`

func liveCards(tx *gorm.DB) ([]cardRow, error) {
	var rows []cardRow
	err := tx.Raw(cardSelect + ` WHERE removed_at IS NULL ORDER BY is_default DESC, created_at DESC, id DESC`).Scan(&rows).Error
	return rows, err
}

// liveCard is the live card id, nil when there is none.
func liveCard(tx *gorm.DB, id int64) (*cardRow, error) {
	var rows []cardRow
	if err := tx.Raw(cardSelect+` WHERE id = ? AND removed_at IS NULL`, id).Scan(&rows).Error; err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}

func defaultCard(tx *gorm.DB) (*cardRow, error) {
	var rows []cardRow
	if err := tx.Raw(cardSelect + ` WHERE is_default`).Scan(&rows).Error; err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}

// cardByPaymentMethod is the card (live or removed) of a PaymentMethod, nil when none.
func cardByPaymentMethod(tx *gorm.DB, pm string) (*cardRow, error) {
	var rows []cardRow
	if err := tx.Raw(cardSelect+` WHERE stripe_payment_method_id = ?`, pm).Scan(&rows).Error; err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}

// cardByID is the card, live or removed (purchases name removed cards too), nil when none.
func cardByID(tx *gorm.DB, id int64) (*cardRow, error) {
	var rows []cardRow
	if err := tx.Raw(cardSelect+` WHERE id = ?`, id).Scan(&rows).Error; err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}

func cardsByIDs(tx *gorm.DB, ids []int64) ([]cardRow, error) {
	var rows []cardRow
	if len(ids) == 0 {
		return rows, nil
	}
	err := tx.Raw(cardSelect+` WHERE id IN ?`, ids).Scan(&rows).Error
	return rows, err
}

func countLive(tx *gorm.DB) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM billing_cards WHERE removed_at IS NULL`).Scan(&n).Error
	return n, err
}

type details struct {
	PaymentMethodID string
	Brand           string
	Last4           string
	ExpMonth        int
	ExpYear         int
}

// insertCard stores a new card (not the default yet) and answers its id.
func insertCard(tx *gorm.DB, d details, by int64) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO billing_cards (stripe_payment_method_id, brand, last4, exp_month, exp_year, created_by)
		VALUES (?, ?, ?, ?, ?, NULLIF(?::bigint, 0)) RETURNING id`,
		d.PaymentMethodID, d.Brand, d.Last4, d.ExpMonth, d.ExpYear, by).Scan(&id).Error
	return id, err
}

// reviveCard brings a removed card back (the same PaymentMethod attached again) with its details now.
func reviveCard(tx *gorm.DB, id int64, d details) error {
	return tx.Exec(`UPDATE billing_cards SET removed_at = NULL, brand = ?, last4 = ?, exp_month = ?, exp_year = ? WHERE id = ?`,
		d.Brand, d.Last4, d.ExpMonth, d.ExpYear, id).Error
}

// setDefault makes id the one default card.
func setDefault(tx *gorm.DB, id int64) error {
	if err := tx.Exec(`UPDATE billing_cards SET is_default = false WHERE is_default AND id <> ?`, id).Error; err != nil {
		return err
	}
	return tx.Exec(`UPDATE billing_cards SET is_default = true WHERE id = ? AND removed_at IS NULL`, id).Error
}

func removeCard(tx *gorm.DB, id int64, at time.Time) error {
	return tx.Exec(`UPDATE billing_cards SET removed_at = ?, is_default = false WHERE id = ? AND removed_at IS NULL`, at, id).Error
}

// newestOther is the newest live card but id, nil when none.
func newestOther(tx *gorm.DB, id int64) (*cardRow, error) {
	var rows []cardRow
	if err := tx.Raw(cardSelect+` WHERE removed_at IS NULL AND id <> ? ORDER BY created_at DESC, id DESC LIMIT 1`, id).Scan(&rows).Error; err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}

// expiringCards are the live cards whose last month is before the month after next of now
// (expired ones included): the summary's warnings.
func expiringCards(tx *gorm.DB, now time.Time) ([]cardRow, error) {
	y, m := now.UTC().Year(), int(now.UTC().Month())
	limit := y*12 + m // months since year 0 of now's month, 0-based month: +1 below
	var rows []cardRow
	err := tx.Raw(cardSelect+` WHERE removed_at IS NULL AND exp_year * 12 + exp_month <= ? + 1
		ORDER BY exp_year, exp_month, id`, limit).Scan(&rows).Error
	return rows, err
}
