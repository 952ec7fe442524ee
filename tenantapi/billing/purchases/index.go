package purchases

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
)

// The operators' index of cheque purchases (control.cheque_purchases, control migration 000010):
// the operator console lists every church's pending cheques from it without opening each
// schema. A row is written after the church's transaction commits — when a cheque purchase is
// made (Buy) and on every decision (ConfirmCheque, RejectCheque, deciding again included) — so it
// never shows what the church's schema did not keep; a write that failed is healed by asking
// again (Buy with the same request key, or the same decision again).

// ChequeIndexRow is one cheque purchase as the index holds it.
type ChequeIndexRow struct {
	PurchaseID   int64
	Credits      int64
	AmountMinor  int64
	Currency     string
	ChequeNumber string
	Status       string
	CreatedAt    time.Time
	DecidedAt    *time.Time
	DecidedBy    string
}

const chequeIndexSelect = `SELECT id AS purchase_id, credits, amount_minor, currency, cheque_number, status, created_at,
	CASE WHEN status = 'pending' THEN NULL ELSE COALESCE(confirmed_at, updated_at) END AS decided_at,
	confirmed_by_operator AS decided_by FROM credit_purchases WHERE method = 'cheque'`

// ChequeRows reads a church's cheque purchases for the index (tx bound to the church's schema):
// the pending ones, or all of them.
func ChequeRows(tx *gorm.DB, pendingOnly bool) ([]ChequeIndexRow, error) {
	q := chequeIndexSelect
	if pendingOnly {
		q += ` AND status = 'pending'`
	}
	var rows []ChequeIndexRow
	err := tx.Raw(q + ` ORDER BY id`).Scan(&rows).Error
	return rows, err
}

func chequeRow(tx *gorm.DB, id int64) (*ChequeIndexRow, error) {
	var rows []ChequeIndexRow
	if err := tx.Raw(chequeIndexSelect+` AND id = ?`, id).Scan(&rows).Error; err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}

// IndexCheques writes rows of a church into the index; replace says a row already there is
// overwritten (a church's own write) rather than kept (a backfill, which may be older).
func IndexCheques(ctx context.Context, control *gorm.DB, churchID int64, rows []ChequeIndexRow, replace bool) error {
	conflict := `DO NOTHING`
	if replace {
		conflict = `DO UPDATE SET credits = EXCLUDED.credits, amount_minor = EXCLUDED.amount_minor,
			currency = EXCLUDED.currency, cheque_number = EXCLUDED.cheque_number, status = EXCLUDED.status,
			created_at = EXCLUDED.created_at, decided_at = EXCLUDED.decided_at, decided_by = EXCLUDED.decided_by`
	}
	for _, r := range rows {
		if err := control.WithContext(ctx).Exec(`INSERT INTO control.cheque_purchases (church_id, purchase_id, credits,
			amount_minor, currency, cheque_number, status, created_at, decided_at, decided_by)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (church_id, purchase_id) `+conflict,
			churchID, r.PurchaseID, r.Credits, r.AmountMinor, r.Currency, r.ChequeNumber, r.Status, r.CreatedAt,
			r.DecidedAt, r.DecidedBy).Error; err != nil {
			return fmt.Errorf("cheque index: %w", err)
		}
	}
	return nil
}

// controlDB is where the index lives: Control, or else the default cluster's pool, which is the
// control database's (db.TenantsFromConfig).
func (s *Service) controlDB() *gorm.DB {
	if s.Control != nil {
		return s.Control
	}
	g, _ := s.Tenants.Cluster("default")
	return g
}

// index writes the cheque row (read in the church's committed transaction) to the index.
func (s *Service) index(ctx context.Context, church *tenancy.Church, row *ChequeIndexRow) error {
	g := s.controlDB()
	if row == nil || church == nil || g == nil {
		return nil
	}
	return IndexCheques(ctx, g, church.ID, []ChequeIndexRow{*row}, true)
}
