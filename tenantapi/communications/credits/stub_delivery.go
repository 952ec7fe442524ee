// Package credits — TEMPORARY stand-in written by h-delivery with the pinned signatures only, so
// delivery compiles before h-credits is merged. Deleted when h-credits is merged.
package credits

import "gorm.io/gorm"

// Settlement is one delivered message's cost.
type Settlement struct {
	Key             string
	Amount          int64
	CommunicationID int64
}

// SettleMany moves each settlement's amount from reserved to spent.
func SettleMany(tx *gorm.DB, s []Settlement) error {
	for _, x := range s {
		if err := move(tx, x.Key, "debit", -x.Amount, -x.Amount, x.CommunicationID); err != nil {
			return err
		}
	}
	return nil
}

// Release gives reserved credits back.
func Release(tx *gorm.DB, key string, amount int64, communicationID int64) error {
	return move(tx, key, "release", 0, -amount, communicationID)
}

func move(tx *gorm.DB, key, kind string, amount, reserved int64, comm int64) error {
	if amount == 0 && reserved == 0 {
		return nil
	}
	return tx.Exec(`WITH a AS (UPDATE credit_account SET balance = balance + ?, reserved = reserved + ?
		WHERE NOT EXISTS (SELECT 1 FROM credit_ledger WHERE idempotency_key = ?) RETURNING balance, reserved)
		INSERT INTO credit_ledger (idempotency_key, kind, amount, reserved_change, balance_after, reserved_after, communication_id)
		SELECT ?, ?, ?, ?, a.balance, a.reserved, ? FROM a`, amount, reserved, key, key, kind, amount, reserved, comm).Error
}
