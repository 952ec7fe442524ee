package online

import (
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/giving/gifts"
)

// The SQL of online giving in the church's schema: the only file of the package that names its
// tables (store_control.go holds the control database's merchant accounts).

// settingsRow is the part of the giving settings online giving reads. Read here, not through
// giving/settings, whose request types link httpx: the worker's recurring tick runs this package,
// and the worker links no HTTP framework (worker/deps_test.go).
type settingsRow struct {
	Currency            string
	DefaultFundID       *int64
	GivePageMessage     string
	BankTransferDetails string
	TextToGiveKeyword   string
	OnlineGivingEnabled bool
}

func readSettings(tx *gorm.DB) (settingsRow, error) {
	var s settingsRow
	err := tx.Raw(`SELECT currency, default_fund_id, give_page_message, bank_transfer_details, text_to_give_keyword,
		online_giving_enabled FROM giving_settings WHERE id = 1`).Scan(&s).Error
	if s.Currency == "" {
		s.Currency, s.OnlineGivingEnabled = "USD", true
	}
	return s, err
}

func activeFunds(tx *gorm.DB) ([]FundOption, error) {
	out := []FundOption{}
	err := tx.Raw(`SELECT id, name FROM giving_funds WHERE active ORDER BY position, id`).Scan(&out).Error
	return out, err
}

type fundRow struct {
	ID     int64
	Name   string
	Active bool
}

func fundByID(tx *gorm.DB, id int64) (*fundRow, error) {
	var rows []fundRow
	if err := tx.Raw(`SELECT id, name, active FROM giving_funds WHERE id = ?`, id).Scan(&rows).Error; err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}

// giveRequest is a give-page submission already answered.
type giveRequest struct {
	ContributionID *int64
	RecurringID    *int64
	Status         string
	ClientSecret   string
}

func requestByKey(tx *gorm.DB, key string) (*giveRequest, error) {
	var rows []giveRequest
	if err := tx.Raw(`SELECT contribution_id, recurring_id, status, client_secret FROM giving_give_requests
		WHERE request_key = ?::uuid`, key).Scan(&rows).Error; err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}

func saveRequest(tx *gorm.DB, key string, r giveRequest, pi string) error {
	return tx.Exec(`INSERT INTO giving_give_requests (request_key, contribution_id, recurring_id, stripe_payment_intent_id, status, client_secret)
		VALUES (?::uuid, ?, ?, ?, ?, ?) ON CONFLICT (request_key) DO NOTHING`, key, r.ContributionID, r.RecurringID, pi, r.Status, r.ClientSecret).Error
}

// giftRecord is one online gift as written (pending until Stripe's event says succeeded).
type giftRecord struct {
	PersonID        *int64
	FundID          int64
	AmountMinor     int64
	Currency        string
	Method          string
	ReceivedOn      time.Time
	Source          string // online, recurring, text
	Status          string
	PaymentIntentID string
	CardBrand       string
	CardLast4       string
	Note            string
}

// recordGift writes the gift through the ledger's one insert (gifts.Record); the same
// PaymentIntent again answers the existing row's id.
func recordGift(tx *gorm.DB, g giftRecord) (int64, error) {
	var id int64
	if err := tx.Raw(`SELECT id FROM giving_contributions WHERE stripe_payment_intent_id = ?`, g.PaymentIntentID).Scan(&id).Error; err != nil || id != 0 {
		return id, err
	}
	return gifts.Record(tx, gifts.Gift{PersonID: g.PersonID, FundID: g.FundID, AmountMinor: g.AmountMinor, Currency: g.Currency,
		Method: g.Method, ReceivedOn: g.ReceivedOn.Format("2006-01-02"), Note: g.Note, Source: g.Source, Status: g.Status,
		StripePaymentIntentID: g.PaymentIntentID, CardBrand: g.CardBrand, CardLast4: g.CardLast4})
}

// savedMethod is a donor's saved payment method.
type savedMethod struct {
	ID                    int64
	PersonID              int64
	StripePaymentMethodID string
	Kind                  string
	Brand, Last4          string
	ExpMonth, ExpYear     int
}

func saveMethod(tx *gorm.DB, m savedMethod) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO giving_payment_methods (person_id, stripe_payment_method_id, kind, brand, last4, exp_month, exp_year)
		VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (stripe_payment_method_id) DO UPDATE SET person_id = EXCLUDED.person_id, removed_at = NULL, updated_at = now()
		RETURNING id`, m.PersonID, m.StripePaymentMethodID, m.Kind, m.Brand, m.Last4, m.ExpMonth, m.ExpYear).Scan(&id).Error
	return id, err
}

func donorCustomer(tx *gorm.DB, personID int64, account string) (string, error) {
	var id string
	err := tx.Raw(`SELECT stripe_customer_id FROM giving_donor_customers WHERE person_id = ? AND stripe_account_id = ?`,
		personID, account).Scan(&id).Error
	return id, err
}

func saveDonorCustomer(tx *gorm.DB, personID int64, account, customer string) error {
	return tx.Exec(`INSERT INTO giving_donor_customers (person_id, stripe_account_id, stripe_customer_id) VALUES (?, ?, ?)
		ON CONFLICT DO NOTHING`, personID, account, customer).Error
}

// recurringRow is a giving_recurring row.
type recurringRow struct {
	ID               int64
	PersonID         int64
	FundID           int64
	AmountMinor      int64
	Currency         string
	Method           string
	Frequency        string
	AnchorDay        int
	PaymentMethodID  int64
	NextChargeOn     time.Time
	RetryOn          *time.Time
	Attempts         int
	Status           string
	StripePM         string `gorm:"column:stripe_pm"`
	StripeCustomerID string
	LastChargedOn    *time.Time
	ChargeOn         time.Time // the date a due gift is charged for (ChargeDue's query)
}

func insertRecurring(tx *gorm.DB, r recurringRow) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO giving_recurring (person_id, fund_id, amount_minor, currency, method, frequency, anchor_day,
			payment_method_id, next_charge_on, last_charged_on)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, r.PersonID, r.FundID, r.AmountMinor, r.Currency, r.Method,
		r.Frequency, r.AnchorDay, r.PaymentMethodID, r.NextChargeOn.Format("2006-01-02"), r.LastChargedOn).Scan(&id).Error
	return id, err
}

// giftState is a gift's status as Stripe's events move it.
type giftState struct {
	ID            int64
	Status        string
	StripeEventAt *time.Time
}

// lockGiftOf locks the gift of PaymentIntent pi (nil: no gift has it).
func lockGiftOf(tx *gorm.DB, pi string) (*giftState, error) {
	var rows []giftState
	if err := tx.Raw(`SELECT id, status, stripe_event_at FROM giving_contributions WHERE stripe_payment_intent_id = ? FOR UPDATE`,
		pi).Scan(&rows).Error; err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}

// setGiftState writes a gift's status from an event of time at (a charge id of "" keeps the gift's).
func setGiftState(tx *gorm.DB, id int64, status, chargeID, failure string, at time.Time) error {
	return tx.Exec(`UPDATE giving_contributions SET status = ?, stripe_charge_id = CASE WHEN ? <> '' THEN ? ELSE stripe_charge_id END,
		failure_message = ?, stripe_event_at = GREATEST(COALESCE(stripe_event_at, ?), ?), updated_at = now() WHERE id = ?`,
		status, chargeID, chargeID, failure, at, at, id).Error
}

// settleCharge gives a recurring charge the status of its gift (a charge that succeeded stays so).
func settleCharge(tx *gorm.DB, contributionID int64, status, failure string) error {
	return tx.Exec(`UPDATE giving_recurring_charges SET status = ?, failure_message = ? WHERE contribution_id = ? AND status <> 'succeeded'`,
		status, failure, contributionID).Error
}

// setCard writes a saved card's brand, last4 (blank: unchanged) and expiry from an event of time
// at, unless the row holds a newer event's.
func setCard(tx *gorm.DB, stripePM, brand, last4 string, expMonth, expYear int64, at time.Time) error {
	return tx.Exec(`UPDATE giving_payment_methods SET brand = COALESCE(NULLIF(?, ''), brand), last4 = COALESCE(NULLIF(?, ''), last4),
		exp_month = ?, exp_year = ?, stripe_event_at = ?, updated_at = now()
		WHERE stripe_payment_method_id = ? AND (stripe_event_at IS NULL OR stripe_event_at <= ?)`,
		brand, last4, expMonth, expYear, at, stripePM, at).Error
}

// cardOf is a saved method's brand and last4 (blank when the row is gone).
func cardOf(tx *gorm.DB, id int64) (brand, last4 string, err error) {
	err = tx.Raw(`SELECT brand, last4 FROM giving_payment_methods WHERE id = ?`, id).Row().Scan(&brand, &last4)
	return brand, last4, err
}

// methodSaved says a payment method of Stripe id stripePM is saved.
func methodSaved(tx *gorm.DB, stripePM string) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM giving_payment_methods WHERE stripe_payment_method_id = ?`, stripePM).Scan(&n).Error
	return n > 0, err
}

type expiringRow struct {
	PersonID       int64
	Brand, Last4   string
	ExpMonth       int
	ExpYear        int
	RecurringGifts int
}

// expiringFrom is the saved cards whose expiry (year*12+month-1) is within a window.
const expiringFrom = `FROM giving_payment_methods m
	WHERE m.kind = 'card' AND m.removed_at IS NULL AND m.exp_year > 0
	AND (m.exp_year * 12 + m.exp_month - 1) BETWEEN ? AND ?`

// expiringCards is one page of the cards expiring within the window [from, to], the soonest
// first, with their count: every member's, or only person's when person is not nil.
func expiringCards(tx *gorm.DB, from, to int, person *int64, limit, offset int) ([]expiringRow, int64, error) {
	where, args := expiringFrom, []any{from, to}
	if person != nil {
		where += ` AND m.person_id = ?`
		args = append(args, *person)
	}
	var total int64
	if err := tx.Raw(`SELECT count(*) `+where, args...).Scan(&total).Error; err != nil {
		return nil, 0, err
	}
	var rows []expiringRow
	if err := tx.Raw(`SELECT m.person_id, m.brand, m.last4, m.exp_month, m.exp_year,
			(SELECT count(*) FROM giving_recurring r WHERE r.payment_method_id = m.id AND r.status IN ('active', 'failing')) AS recurring_gifts
		`+where+` ORDER BY m.exp_year, m.exp_month, m.person_id, m.id LIMIT ? OFFSET ?`,
		append(args, limit, offset)...).Scan(&rows).Error; err != nil {
		return nil, 0, err
	}
	return rows, total, nil
}

// expiringAmong are those of ids with a card expiring within the window [from, to].
func expiringAmong(tx *gorm.DB, from, to int, ids []int64) ([]int64, error) {
	var out []int64
	err := tx.Raw(`SELECT DISTINCT m.person_id `+expiringFrom+` AND m.person_id = ANY (?::bigint[])`,
		from, to, db.Int64Array(ids)).Scan(&out).Error
	return out, err
}

// dueRecurring are the church's active recurring gifts due on or before today (or their retry),
// with the saved method and the donor's customer on the connected account.
func dueRecurring(tx *gorm.DB, account string, today time.Time) ([]recurringRow, error) {
	var due []recurringRow
	err := tx.Raw(`SELECT r.*, p.stripe_payment_method_id AS stripe_pm, COALESCE(d.stripe_customer_id, '') AS stripe_customer_id,
			r.next_charge_on AS charge_on
		FROM giving_recurring r JOIN giving_payment_methods p ON p.id = r.payment_method_id
		LEFT JOIN giving_donor_customers d ON d.person_id = r.person_id AND d.stripe_account_id = ?
		WHERE r.status = 'active' AND COALESCE(r.retry_on, r.next_charge_on) <= ?
		ORDER BY r.id LIMIT 500`, account, today.Format("2006-01-02")).Scan(&due).Error
	return due, err
}

// lockRecurring locks a recurring gift (a zero row when there is none).
func lockRecurring(tx *gorm.DB, id int64) (recurringRow, error) {
	var cur recurringRow
	err := tx.Raw(`SELECT * FROM giving_recurring WHERE id = ? FOR UPDATE`, id).Scan(&cur).Error
	return cur, err
}

// insertCharge records one charge of a recurring gift once (per date and attempt).
func insertCharge(tx *gorm.DB, recurringID int64, chargeOn string, attempt int, contributionID *int64, status, failure string) error {
	return tx.Exec(`INSERT INTO giving_recurring_charges (recurring_id, charge_on, attempt, contribution_id, status, failure_message)
		VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, recurringID, chargeOn, attempt, contributionID, status, failure).Error
}

// setCharged moves a charged recurring gift to its next date and clears its retries.
func setCharged(tx *gorm.DB, id int64, next, today time.Time) error {
	return tx.Exec(`UPDATE giving_recurring SET next_charge_on = ?, retry_on = NULL, attempts = 0, last_charged_on = ?,
		failure_message = '', updated_at = now() WHERE id = ?`, next.Format("2006-01-02"), today.Format("2006-01-02"), id).Error
}

// setRetry counts a declined attempt and tries again on retry.
func setRetry(tx *gorm.DB, id int64, retry time.Time, failure string) error {
	return tx.Exec(`UPDATE giving_recurring SET attempts = attempts + 1, retry_on = ?, failure_message = ?, updated_at = now()
		WHERE id = ?`, retry.Format("2006-01-02"), failure, id).Error
}

// setFailing stops a recurring gift whose last retry was declined.
func setFailing(tx *gorm.DB, id int64, failure string) error {
	return tx.Exec(`UPDATE giving_recurring SET status = 'failing', attempts = attempts + 1, retry_on = NULL, failure_message = ?,
		updated_at = now() WHERE id = ?`, failure, id).Error
}

// savedGiveMethods are the give methods the church saved (kinds never saved are absent).
func savedGiveMethods(tx *gorm.DB) ([]GiveMethod, error) {
	var rows []GiveMethod
	err := tx.Raw(`SELECT kind, enabled, label, details FROM giving_give_methods`).Scan(&rows).Error
	return rows, err
}

// saveGiveMethod writes a give method of its kind at position pos.
func saveGiveMethod(tx *gorm.DB, m GiveMethod, pos int) error {
	return tx.Exec(`INSERT INTO giving_give_methods (kind, enabled, label, details, position) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (kind) DO UPDATE SET enabled = EXCLUDED.enabled, label = EXCLUDED.label, details = EXCLUDED.details,
		updated_at = now()`, m.Kind, m.Enabled, m.Label, m.Details, pos).Error
}
