// Package gifts is the gin-free core of giving's ledger that every source of gifts shares (the API,
// the worker's import and recurring charges, online giving): the Gift and its one insert, the batch
// rows an import writes, the payment methods, and the church's giving currency.
package gifts

import (
	"strings"
	"unicode/utf8"

	"gorm.io/gorm"

	"congregate/internal/platform/fault"
)

// Messages of the payment method rule.
const (
	MsgMethod     = "Choose a payment method: cash, cheque, card, bank or other"
	MsgCheque     = "Enter the cheque number"
	MsgChequeLong = "A cheque number must be at most 50 characters"
)

// Gift is one gift to record (Record): what every source of gifts writes.
type Gift struct {
	PersonID              *int64 // nil: anonymous
	FundID                int64
	AmountMinor           int64
	Currency              string // the church's giving currency (settings.Currency)
	Method                string // cash, cheque, card, bank, other
	ChequeNumber          string
	ReceivedOn            string // YYYY-MM-DD
	Note                  string
	Source                string // manual, batch, import, online, recurring, text
	Status                string // pending, succeeded, failed, refunded, disputed ("" is succeeded)
	BatchID               *int64
	ImportID              *int64
	StripePaymentIntentID string // "" for none (stored NULL)
	CardBrand             string
	CardLast4             string
	CreatedBy             *int64
}

// Methods are the payment methods.
var Methods = map[string]bool{"cash": true, "cheque": true, "card": true, "bank": true, "other": true}

// CheckMethod normalises and checks a method and its cheque number (required for a cheque).
func CheckMethod(method, cheque string) (string, string, error) {
	method, cheque = strings.ToLower(strings.TrimSpace(method)), strings.TrimSpace(cheque)
	switch {
	case !Methods[method]:
		return "", "", fault.E(fault.Invalid, MsgMethod)
	case method == "cheque" && cheque == "":
		return "", "", fault.E(fault.Invalid, MsgCheque)
	case utf8.RuneCountInString(cheque) > 50 || strings.ContainsRune(cheque, 0):
		return "", "", fault.E(fault.Invalid, MsgChequeLong)
	}
	if method != "cheque" {
		cheque = ""
	}
	return method, cheque, nil
}

// Record writes one gift (every source's insert) and answers its id. The caller has checked the
// person, the code and the amount; the table's checks refuse anything else.
func Record(tx *gorm.DB, g Gift) (int64, error) {
	ids, err := RecordAll(tx, []Gift{g})
	if err != nil {
		return 0, err
	}
	return ids[0], nil
}

// recordChunk keeps one insert's parameters far below PostgreSQL's 65,535.
const recordChunk = 1000

// RecordAll writes gifts in a few multi-row inserts (a batch's 500 gifts, an import's thousands)
// and answers their ids in order.
func RecordAll(tx *gorm.DB, gifts []Gift) ([]int64, error) {
	ids := make([]int64, 0, len(gifts))
	for start := 0; start < len(gifts); start += recordChunk {
		end := min(start+recordChunk, len(gifts))
		var b strings.Builder
		b.WriteString(`INSERT INTO giving_contributions (person_id, fund_id, amount_minor, currency, method, cheque_number, received_on,
			note, source, status, batch_id, import_id, stripe_payment_intent_id, card_brand, card_last4, created_by) VALUES `)
		args := make([]any, 0, (end-start)*16)
		for i, g := range gifts[start:end] {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString(`(?, ?, ?, ?, ?, ?, ?::date, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
			status := g.Status
			if status == "" {
				status = "succeeded"
			}
			source := g.Source
			if source == "" {
				source = "manual"
			}
			var pi *string
			if g.StripePaymentIntentID != "" {
				pi = &g.StripePaymentIntentID
			}
			args = append(args, g.PersonID, g.FundID, g.AmountMinor, g.Currency, g.Method, g.ChequeNumber, g.ReceivedOn, g.Note,
				source, status, g.BatchID, g.ImportID, pi, g.CardBrand, g.CardLast4, g.CreatedBy)
		}
		b.WriteString(` RETURNING id`)
		var got []int64
		if err := tx.Raw(b.String(), args...).Scan(&got).Error; err != nil {
			return nil, err
		}
		ids = append(ids, got...)
	}
	return ids, nil
}

// InsertBatch writes a batch (open, or committed by the import) and answers its id.
func InsertBatch(tx *gorm.DB, name, date string, expectedMinor int64, expectedCount *int, source string, by *int64) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO giving_batches (name, batch_date, expected_total_minor, expected_count, source, created_by)
		VALUES (?, ?::date, ?, ?, ?, ?) RETURNING id`, name, date, expectedMinor, expectedCount, source, by).Scan(&id).Error
	return id, err
}

// CommitBatch counts a batch's pending gifts and marks it committed: two statements whatever its size.
func CommitBatch(tx *gorm.DB, id int64, by *int64) error {
	if err := tx.Exec(`UPDATE giving_contributions SET status = 'succeeded', updated_at = now() WHERE batch_id = ? AND status = 'pending'`, id).Error; err != nil {
		return err
	}
	return tx.Exec(`UPDATE giving_batches SET status = 'committed', committed_at = now(), committed_by = ? WHERE id = ?`, by, id).Error
}

// Currency is the church's giving currency (giving_settings.currency): every gift's currency.
func Currency(tx *gorm.DB) (string, error) {
	var cur []string
	if err := tx.Raw(`SELECT currency FROM giving_settings WHERE id = 1`).Scan(&cur).Error; err != nil {
		return "", err
	}
	if len(cur) == 0 {
		return "USD", nil
	}
	return cur[0], nil
}
