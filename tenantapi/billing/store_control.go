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

// churchByMerchant is the church whose connected Stripe account (online giving) is accountID.
func churchByMerchant(g *gorm.DB, accountID string) (*tenancy.Church, error) {
	var c tenancy.Church
	err := g.Raw(`SELECT c.* FROM control.churches c JOIN control.church_merchant_accounts m ON m.church_id = c.id
		WHERE m.stripe_account_id = ?`, accountID).Take(&c).Error
	return &c, err
}

// setSubscription records the church's subscription from an event of time at, unless a newer
// event did already.
func setSubscription(g *gorm.DB, churchID int64, subID, status string, at time.Time) error {
	return g.Exec(`UPDATE control.church_billing SET stripe_subscription_id = ?, subscription_status = ?,
		subscription_event_at = ?, updated_at = now()
		WHERE church_id = ? AND (subscription_event_at IS NULL OR subscription_event_at <= ?)
		AND NOT (stripe_subscription_id = ? AND subscription_status = 'canceled')`, subID, status, at, churchID, at, subID).Error
}

func billingLocked(g *gorm.DB, churchID int64) (bool, error) {
	var locked bool
	err := g.Raw(`SELECT billing_lockdown FROM control.churches WHERE id = ?`, churchID).Scan(&locked).Error
	return locked, err
}

func setLockdown(g *gorm.DB, churchID int64, on bool) error {
	return g.Exec(`UPDATE control.churches SET billing_lockdown = ?, updated_at = now() WHERE id = ?`, on, churchID).Error
}

func setPastDue(g *gorm.DB, churchID int64, since *time.Time) error {
	return g.Exec(`UPDATE control.church_billing SET past_due_since = ?, updated_at = now() WHERE church_id = ?`, since, churchID).Error
}

func setGrace(g *gorm.DB, churchID int64, days *int) error {
	return g.Exec(`UPDATE control.church_billing SET grace_days = ?, updated_at = now() WHERE church_id = ?`, days, churchID).Error
}

// setGraceAll gives every church a billing row with this grace (churches without one get a row).
func setGraceAll(g *gorm.DB, days int) (int64, error) {
	if err := g.Exec(`INSERT INTO control.church_billing (church_id) SELECT id FROM control.churches ON CONFLICT DO NOTHING`).Error; err != nil {
		return 0, err
	}
	res := g.Exec(`UPDATE control.church_billing SET grace_days = ?, updated_at = now()`, days)
	return res.RowsAffected, res.Error
}

// lockOverdue sets billing_lockdown on the churches past due beyond their grace.
func lockOverdue(g *gorm.DB, defaultGrace int, now time.Time) ([]string, error) {
	var names []string
	err := g.Raw(`UPDATE control.churches c SET billing_lockdown = true, updated_at = now()
		FROM control.church_billing b
		WHERE b.church_id = c.id AND b.past_due_since IS NOT NULL AND NOT c.billing_lockdown
		AND b.past_due_since + make_interval(days => COALESCE(b.grace_days, ?)) <= ?
		RETURNING c.short_name`, defaultGrace, now).Scan(&names).Error
	return names, err
}

// setPlanSubscription records the church's new subscription at its plan's price.
func setPlanSubscription(tx *gorm.DB, churchID int64, subID, status string, amountMinor int64, currency string) error {
	return tx.Exec(`UPDATE control.church_billing SET stripe_subscription_id = ?, subscription_status = ?,
		plan_amount_minor = ?, currency = ?, updated_at = now() WHERE church_id = ?`,
		subID, status, amountMinor, currency, churchID).Error
}

// planCols is a row of control.church_plans as stored (the price as text, the products as JSON).
type planCols struct {
	SizeName, SizeLabel, Currency, Price string
	Products                             []byte
}

// churchPlan is the church's plan (nil: the church has none).
func churchPlan(g *gorm.DB, churchID int64) (*planCols, error) {
	var r planCols
	res := g.Raw(`SELECT size_name, size_label, currency, products, price::text AS price
		FROM control.church_plans WHERE church_id = ?`, churchID).Scan(&r)
	if res.Error != nil || res.RowsAffected == 0 {
		return nil, res.Error
	}
	return &r, nil
}

// insertEvent stores a Stripe event once by its id; inserted is false when it was stored already.
func insertEvent(g *gorm.DB, id, typ string, churchID *int64, created time.Time, payload []byte) (inserted bool, err error) {
	res := g.Exec(`INSERT INTO control.stripe_events (id, type, church_id, created, payload)
		VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`, id, typ, churchID, created, string(payload))
	return res.RowsAffected == 1, res.Error
}

// storedEvent is a stored event's payload and when it was applied (nil: not yet); found is false
// when no event has the id.
func storedEvent(g *gorm.DB, id string) (payload []byte, processedAt *time.Time, found bool, err error) {
	// Into a struct: a lone *time.Time cannot take the NULL of an event not applied yet (a replay
	// that arrives before the worker applied the first delivery answered 500).
	var row struct {
		Payload     []byte
		ProcessedAt *time.Time
	}
	res := g.Raw(`SELECT payload, processed_at FROM control.stripe_events WHERE id = ?`, id).Scan(&row)
	return row.Payload, row.ProcessedAt, res.RowsAffected > 0, res.Error
}

// eventFailed records the error of applying an event (it stays unprocessed: the task retries).
func eventFailed(g *gorm.DB, id, msg string) error {
	return g.Exec(`UPDATE control.stripe_events SET error = ? WHERE id = ?`, msg, id).Error
}

// eventDone marks an event processed, with its church when known and the reason it was ignored.
func eventDone(g *gorm.DB, id string, churchID *int64, reason string) error {
	return g.Exec(`UPDATE control.stripe_events SET processed_at = now(), error = ?,
		church_id = COALESCE(?, church_id) WHERE id = ? AND processed_at IS NULL`, reason, churchID, id).Error
}
