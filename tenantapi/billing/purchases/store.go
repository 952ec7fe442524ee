package purchases

import (
	"time"

	"gorm.io/gorm"
)

// The SQL of purchases and auto-recharge: the only file of the package that names tables.

type purchaseRow struct {
	ID                    int64
	RequestKey            string
	Credits               int64
	AmountMinor           int64
	Currency              string
	Method                string
	Status                string
	StripePaymentIntentID *string
	CardID                *int64
	ChequeNumber          string
	FailureMessage        string
	CreatedBy             *int64
	CreatedAt             time.Time
	ConfirmedAt           *time.Time
	StripeEventAt         *time.Time
	Total                 int64
}

const purchaseSelect = `SELECT id, request_key, credits, amount_minor, currency, method, status, stripe_payment_intent_id,
	card_id, cheque_number, failure_message, created_by, created_at, confirmed_at, stripe_event_at FROM credit_purchases`

func one(tx *gorm.DB, q string, args ...any) (*purchaseRow, error) {
	var rows []purchaseRow
	if err := tx.Raw(q, args...).Scan(&rows).Error; err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}

// purchaseByKey is the purchase of a request key, nil when none.
func purchaseByKey(tx *gorm.DB, key string) (*purchaseRow, error) {
	return one(tx, purchaseSelect+` WHERE request_key = ?`, key)
}

// lockPurchase reads a purchase and holds it until the transaction ends, nil when none.
func lockPurchase(tx *gorm.DB, id int64) (*purchaseRow, error) {
	return one(tx, purchaseSelect+` WHERE id = ? FOR UPDATE`, id)
}

func lockPurchaseByIntent(tx *gorm.DB, pi string) (*purchaseRow, error) {
	return one(tx, purchaseSelect+` WHERE stripe_payment_intent_id = ? FOR UPDATE`, pi)
}

type newPurchase struct {
	RequestKey   string
	Credits      int64
	AmountMinor  int64
	Currency     string
	Method       string
	CardID       int64
	ChequeNumber string
	By           int64
}

// insertPurchase writes a pending purchase; a request key already there writes nothing and
// answers 0 (a double submit racing the first).
func insertPurchase(tx *gorm.DB, p newPurchase) (int64, error) {
	var ids []int64
	err := tx.Raw(`INSERT INTO credit_purchases (request_key, credits, amount_minor, currency, method, card_id, cheque_number, created_by)
		VALUES (?, ?, ?, ?, ?, NULLIF(?::bigint, 0), ?, NULLIF(?::bigint, 0))
		ON CONFLICT (request_key) DO NOTHING RETURNING id`,
		p.RequestKey, p.Credits, p.AmountMinor, p.Currency, p.Method, p.CardID, p.ChequeNumber, p.By).Scan(&ids).Error
	if err != nil || len(ids) == 0 {
		return 0, err
	}
	return ids[0], nil
}

func setCard(tx *gorm.DB, id, cardID int64) error {
	return tx.Exec(`UPDATE credit_purchases SET card_id = ?, updated_at = now() WHERE id = ?`, cardID, id).Error
}

func setIntent(tx *gorm.DB, id int64, pi string) error {
	return tx.Exec(`UPDATE credit_purchases SET stripe_payment_intent_id = ?, updated_at = now() WHERE id = ? AND stripe_payment_intent_id IS NULL`, pi, id).Error
}

// markSucceeded settles a purchase: operator is "" unless an operator confirmed it (a cheque).
func markSucceeded(tx *gorm.DB, id int64, pi *string, at time.Time, operator string, eventAt *time.Time) error {
	return tx.Exec(`UPDATE credit_purchases SET status = 'succeeded', failure_message = '', confirmed_at = ?,
		stripe_payment_intent_id = COALESCE(stripe_payment_intent_id, ?), confirmed_by_operator = ?,
		stripe_event_at = GREATEST(stripe_event_at, ?), updated_at = now() WHERE id = ?`, at, pi, operator, eventAt, id).Error
}

func markFailed(tx *gorm.DB, id int64, status, message string, pi *string, eventAt *time.Time) error {
	return tx.Exec(`UPDATE credit_purchases SET status = ?, failure_message = ?, stripe_payment_intent_id = COALESCE(stripe_payment_intent_id, ?),
		stripe_event_at = GREATEST(stripe_event_at, ?), updated_at = now() WHERE id = ?`, status, message, pi, eventAt, id).Error
}

// markOperator records who decided on a cheque.
func markOperator(tx *gorm.DB, id int64, operator string) error {
	return tx.Exec(`UPDATE credit_purchases SET confirmed_by_operator = ? WHERE id = ?`, operator, id).Error
}

func purchasePage(tx *gorm.DB, limit, offset int) ([]purchaseRow, int64, error) {
	var rows []purchaseRow
	if err := tx.Raw(`SELECT x.*, count(*) OVER () AS total FROM (`+purchaseSelect+`) x
		ORDER BY x.created_at DESC, x.id DESC LIMIT ? OFFSET ?`, limit, offset).Scan(&rows).Error; err != nil {
		return nil, 0, err
	}
	var total int64
	if len(rows) > 0 {
		total = rows[0].Total
	} else if offset > 0 {
		if err := tx.Raw(`SELECT count(*) FROM credit_purchases`).Scan(&total).Error; err != nil {
			return nil, 0, err
		}
	}
	return rows, total, nil
}

// Auto-recharge settings.

type settingsRow struct {
	Enabled          bool
	ThresholdCredits int64
	RechargeCredits  int64
	Generation       int64
}

const settingsSelect = `SELECT enabled, threshold_credits, recharge_credits, generation FROM credit_auto_recharge WHERE id = 1`

func readSettings(tx *gorm.DB) (settingsRow, error) {
	var s settingsRow
	err := tx.Raw(settingsSelect).Row().Scan(&s.Enabled, &s.ThresholdCredits, &s.RechargeCredits, &s.Generation)
	return s, err
}

// lockSettings reads the settings and holds them until the transaction ends: one recharge decides
// at a time.
func lockSettings(tx *gorm.DB) (settingsRow, error) {
	var s settingsRow
	err := tx.Raw(settingsSelect+` FOR UPDATE`).Row().Scan(&s.Enabled, &s.ThresholdCredits, &s.RechargeCredits, &s.Generation)
	return s, err
}

func writeSettings(tx *gorm.DB, enabled bool, threshold, recharge, by int64) error {
	return tx.Exec(`UPDATE credit_auto_recharge SET enabled = ?, threshold_credits = ?, recharge_credits = ?,
		updated_by = NULLIF(?::bigint, 0), updated_at = now() WHERE id = 1`,
		enabled, threshold, recharge, by).Error
}

// nextGeneration moves the settings past a recharge that was started.
func nextGeneration(tx *gorm.DB, at time.Time) error {
	return tx.Exec(`UPDATE credit_auto_recharge SET generation = generation + 1, last_charged_at = ? WHERE id = 1`, at).Error
}

func disable(tx *gorm.DB) error {
	return tx.Exec(`UPDATE credit_auto_recharge SET enabled = false, updated_at = now() WHERE id = 1`).Error
}
