package online

import (
	"time"

	"gorm.io/gorm"

	"congregate/tenantapi/giving/gifts"
)

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
