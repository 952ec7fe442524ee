// TEMPORARY (h-messages): the pinned signatures of docs/communications-api.md until h-credits lands;
// delete this file when merging h-credits.
package credits

import (
	"fmt"

	"gorm.io/gorm"

	"congregate/internal/platform/fault"
)

// Account is the church's credits.
type Account struct{ Balance, Reserved, Available int64 }

// ErrInsufficient is too few credits.
var ErrInsufficient = fault.E(fault.Conflict, "Insufficient message credits")

// Insufficient is the message of too few credits.
func Insufficient(needed, available int64) error {
	return fault.E(fault.Conflict, fmt.Sprintf("Insufficient message credits: this message needs %d credits and %d are available.", needed, available))
}

// Balance reads the account.
func Balance(tx *gorm.DB) (Account, error) {
	var a Account
	err := tx.Raw(`SELECT balance, reserved, balance - reserved AS available FROM credit_account WHERE id = 1`).Scan(&a).Error
	return a, err
}

// Reserve promises amount to a communication.
func Reserve(tx *gorm.DB, key string, amount int64, communicationID int64, by int64) error {
	if amount == 0 {
		return nil
	}
	var n int64
	if err := tx.Raw(`SELECT count(*) FROM credit_ledger WHERE idempotency_key = ?`, key).Scan(&n).Error; err != nil || n > 0 {
		return err
	}
	var a Account
	if err := tx.Raw(`SELECT balance, reserved, balance - reserved AS available FROM credit_account WHERE id = 1 FOR UPDATE`).Scan(&a).Error; err != nil {
		return err
	}
	if a.Available < amount {
		return Insufficient(amount, a.Available)
	}
	if err := tx.Exec(`UPDATE credit_account SET reserved = reserved + ? WHERE id = 1`, amount).Error; err != nil {
		return err
	}
	return tx.Exec(`INSERT INTO credit_ledger (idempotency_key, kind, amount, reserved_change, balance_after, reserved_after, communication_id)
		VALUES (?, 'reserve', 0, ?, ?, ?, ?)`, key, amount, a.Balance, a.Reserved+amount, communicationID).Error
}

// Release gives back a reservation.
func Release(tx *gorm.DB, key string, amount int64, communicationID int64) error {
	if amount == 0 {
		return nil
	}
	var n int64
	if err := tx.Raw(`SELECT count(*) FROM credit_ledger WHERE idempotency_key = ?`, key).Scan(&n).Error; err != nil || n > 0 {
		return err
	}
	if err := tx.Exec(`UPDATE credit_account SET reserved = reserved - ? WHERE id = 1`, amount).Error; err != nil {
		return err
	}
	return tx.Exec(`INSERT INTO credit_ledger (idempotency_key, kind, amount, reserved_change, balance_after, reserved_after, communication_id)
		SELECT ?, 'release', 0, ?, balance, reserved, ? FROM credit_account WHERE id = 1`, key, -amount, communicationID).Error
}
