package credits

import (
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/fault"
)

// MaxOperatorGrant bounds one grant of credits by an operator (bin/ops credits grant, the
// operator console's /api/ops/credits/grant).
const MaxOperatorGrant = 1_000_000

// MsgOperatorAmount is the message of an amount out of bounds.
const MsgOperatorAmount = "amount must be a whole number from 1 to 1,000,000"

// CheckOperatorAmount bounds an operator's grant.
func CheckOperatorAmount(n int64) error {
	if n < 1 || n > MaxOperatorGrant {
		return fault.E(fault.Invalid, MsgOperatorAmount)
	}
	return nil
}

// OperatorKey is the ledger key of an operator's grant: "ops:" + the operator's key, or a new
// key when none is given (every such grant is a new one).
func OperatorKey(key string) string {
	k := strings.TrimSpace(key)
	if k == "" {
		k = auth.NewToken(12)
	}
	return "ops:" + k
}

// OperatorGrant gives a church (tx bound to its schema) n credits from an operator: one ledger
// row, kind grant, with note and reference (who). The same ledgerKey again grants nothing and
// answers the first entry with repeated true; the key with another amount is a conflict.
func OperatorGrant(tx *gorm.DB, ledgerKey string, n int64, note, reference string) (e Entry, repeated bool, err error) {
	if err := CheckOperatorAmount(n); err != nil {
		return Entry{}, false, err
	}
	if err := checkKey(ledgerKey); err != nil {
		return Entry{}, false, err
	}
	if repeated, err = Has(tx, ledgerKey); err != nil {
		return Entry{}, false, err
	}
	e, err = Grant(tx, ledgerKey, n, KindGrant, strings.TrimSpace(note), reference, 0)
	return e, repeated, err
}
