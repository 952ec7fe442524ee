package billing

import (
	"encoding/json"
	"time"

	"gorm.io/gorm"
)

// The church's billing_invoices. Every function takes the caller's transaction in the church's schema.

// invoiceRow is a row of billing_invoices.
type invoiceRow struct {
	ID              int64
	StripeInvoiceID string
	Number          string
	Status          string
	Currency        string
	AmountDueMinor  int64
	AmountPaidMinor int64
	PeriodStart     *time.Time
	PeriodEnd       *time.Time
	DueDate         *time.Time
	HostedURL       string `gorm:"column:hosted_url"`
	PdfURL          string `gorm:"column:pdf_url"`
	Lines           []byte
	PaidAt          *time.Time
	PaymentFailedAt *time.Time
	PayAttempts     int
	StripeEventAt   time.Time
	CreatedAt       time.Time
}

func (r invoiceRow) wire() Invoice {
	inv := Invoice{ID: r.ID, Number: r.Number, Status: r.Status, Currency: r.Currency, AmountDueMinor: r.AmountDueMinor,
		AmountPaidMinor: r.AmountPaidMinor, PeriodStart: r.PeriodStart, PeriodEnd: r.PeriodEnd, DueDate: r.DueDate,
		PaidAt: r.PaidAt, CreatedAt: r.CreatedAt, HostedURL: r.HostedURL, Lines: []Line{}}
	_ = json.Unmarshal(r.Lines, &inv.Lines)
	if inv.Lines == nil {
		inv.Lines = []Line{}
	}
	return inv
}

const invoiceColumns = `id, stripe_invoice_id, number, status, currency, amount_due_minor, amount_paid_minor, period_start,
	period_end, due_date, hosted_url, pdf_url, lines, paid_at, payment_failed_at, pay_attempts, stripe_event_at, created_at`

// upsertInvoice writes the invoice's state from an event of time at, unless the row holds a newer
// state (a later event, or a later status of the same second) or a final one (paid, void). A row
// reaching paid or void forgets its failed payment. It answers whether the state was written.
func upsertInvoice(tx *gorm.DB, r invoiceRow) (bool, error) {
	res := tx.Exec(`INSERT INTO billing_invoices AS b (stripe_invoice_id, number, status, currency, amount_due_minor,
			amount_paid_minor, period_start, period_end, due_date, hosted_url, pdf_url, lines, paid_at, stripe_event_at, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (stripe_invoice_id) DO UPDATE SET number = EXCLUDED.number, status = EXCLUDED.status,
			currency = EXCLUDED.currency, amount_due_minor = EXCLUDED.amount_due_minor,
			amount_paid_minor = EXCLUDED.amount_paid_minor, period_start = EXCLUDED.period_start,
			period_end = EXCLUDED.period_end, due_date = EXCLUDED.due_date, hosted_url = EXCLUDED.hosted_url,
			pdf_url = EXCLUDED.pdf_url, lines = EXCLUDED.lines, paid_at = COALESCE(b.paid_at, EXCLUDED.paid_at),
			payment_failed_at = CASE WHEN EXCLUDED.status IN ('paid', 'void') THEN NULL ELSE b.payment_failed_at END,
			stripe_event_at = EXCLUDED.stripe_event_at
		WHERE b.status NOT IN ('paid', 'void') AND (b.stripe_event_at < EXCLUDED.stripe_event_at
			OR (b.stripe_event_at = EXCLUDED.stripe_event_at AND `+rank("EXCLUDED.status")+` >= `+rank("b.status")+`))`,
		r.StripeInvoiceID, r.Number, r.Status, r.Currency, r.AmountDueMinor, r.AmountPaidMinor, r.PeriodStart, r.PeriodEnd,
		r.DueDate, r.HostedURL, r.PdfURL, string(r.Lines), r.PaidAt, r.StripeEventAt, r.CreatedAt)
	return res.RowsAffected > 0, res.Error
}

func rank(col string) string {
	return "(CASE " + col + " WHEN 'draft' THEN 0 WHEN 'open' THEN 1 WHEN 'uncollectible' THEN 2 ELSE 3 END)"
}

// markPaymentFailed records a failed payment at at on an invoice still owed (the earliest one counts).
func markPaymentFailed(tx *gorm.DB, stripeID string, at time.Time) error {
	return tx.Exec(`UPDATE billing_invoices SET payment_failed_at = LEAST(COALESCE(payment_failed_at, ?), ?)
		WHERE stripe_invoice_id = ? AND status IN ('open', 'uncollectible')`, at, at, stripeID).Error
}

// firstFailedOwed is the earliest failed payment of an invoice still owed: since when the church
// is past due (nil: it is not).
func firstFailedOwed(tx *gorm.DB) (*time.Time, error) {
	var r struct{ Since *time.Time }
	err := tx.Raw(`SELECT min(payment_failed_at) AS since FROM billing_invoices WHERE status IN ('open', 'uncollectible')`).Scan(&r).Error
	return r.Since, err
}

// owed counts the open invoices and what they still owe, in the currency of the newest.
func owed(tx *gorm.DB) (n, amount int64, currency string, err error) {
	var r struct {
		N, Amount int64
		Currency  *string
	}
	err = tx.Raw(`SELECT count(*) AS n, COALESCE(sum(amount_due_minor - amount_paid_minor), 0) AS amount,
		(SELECT currency FROM billing_invoices WHERE status = 'open' ORDER BY created_at DESC, id DESC LIMIT 1) AS currency
		FROM billing_invoices WHERE status = 'open'`).Scan(&r).Error
	if r.Currency != nil {
		currency = *r.Currency
	}
	return r.N, r.Amount, currency, err
}

// invoices is one page of the invoices, newest first, of a status ("" = all).
func invoices(tx *gorm.DB, status string, limit, offset int) ([]Invoice, int64, error) {
	q := tx.Table("billing_invoices")
	if status != "" {
		q = q.Where("status = ?", status)
	}
	var total int64
	if err := q.Count(&total).Error; err != nil {
		return nil, 0, err
	}
	var rows []invoiceRow
	if err := q.Select(invoiceColumns).Order("created_at DESC, id DESC").Limit(limit).Offset(offset).Scan(&rows).Error; err != nil {
		return nil, 0, err
	}
	out := make([]Invoice, len(rows))
	for i, r := range rows {
		out[i] = r.wire()
	}
	return out, total, nil
}

// invoiceByID is an invoice of the church (lock: FOR UPDATE).
func invoiceByID(tx *gorm.DB, id int64, lock bool) (*invoiceRow, error) {
	q := `SELECT ` + invoiceColumns + ` FROM billing_invoices WHERE id = ?`
	if lock {
		q += ` FOR UPDATE`
	}
	var r invoiceRow
	res := tx.Raw(q, id).Scan(&r)
	if res.Error != nil {
		return nil, res.Error
	}
	if res.RowsAffected == 0 {
		return nil, errInvoiceNotFound
	}
	return &r, nil
}

// markPaid records the church's own payment of an invoice (the invoice.paid event that follows
// finds it final and changes nothing).
func markPaid(tx *gorm.DB, id, amountPaid int64, paidAt, eventAt time.Time) error {
	return tx.Exec(`UPDATE billing_invoices SET status = 'paid', amount_paid_minor = ?, paid_at = ?,
		payment_failed_at = NULL, stripe_event_at = GREATEST(stripe_event_at, ?) WHERE id = ? AND status NOT IN ('paid', 'void')`,
		amountPaid, paidAt, eventAt, id).Error
}

// payFailed counts a failed payment of the church's own and records it (the church is past due).
func payFailed(tx *gorm.DB, id int64, at time.Time) error {
	return tx.Exec(`UPDATE billing_invoices SET pay_attempts = pay_attempts + 1,
		payment_failed_at = LEAST(COALESCE(payment_failed_at, ?), ?) WHERE id = ?`, at, at, id).Error
}
