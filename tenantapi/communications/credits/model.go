// Package credits is the church's message credits as a ledger (docs/communications-api.md
// "Credits"): credit_account holds the balance and the part of it reserved for accepted sends;
// every change is one credit_ledger row with a unique idempotency key, written in the caller's
// transaction with the account's change, so a retried call never counts twice. The gin-free core
// (Balance, Reserve, Release, SettleMany, Grant) is what the send path, the worker and bin/ops
// call; the routes show the balance and the ledger.
package credits

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"congregate/internal/platform/fault"
)

// MaxBalance bounds what a church can hold: far above any real use, far below int64's end, so no
// sum overflows.
const MaxBalance int64 = 1_000_000_000_000

// MaxKeyLength bounds an idempotency key (the ledger's CHECK).
const MaxKeyLength = 200

// Kinds of ledger rows.
const (
	KindGrant      = "grant"
	KindPurchase   = "purchase"
	KindReserve    = "reserve"
	KindRelease    = "release"
	KindDebit      = "debit"
	KindRefund     = "refund"
	KindAdjustment = "adjustment"
)

// ErrInsufficient is the kind of the refusal when a send needs more credits than are available:
// errors.Is(err, ErrInsufficient) holds for every error Insufficient builds.
var ErrInsufficient = fault.E(fault.Conflict, "Insufficient message credits")

// insufficient is ErrInsufficient with the numbers: it unwraps to its own *fault.Error (409, the
// message) and matches ErrInsufficient.
type insufficient struct{ e *fault.Error }

func (i insufficient) Error() string        { return i.e.Message }
func (i insufficient) Unwrap() error        { return i.e }
func (i insufficient) Is(target error) bool { return target == ErrInsufficient }

// Insufficient is the 409 "Insufficient message credits: this message needs N credits and M are
// available.", the numbers with thousands separators.
func Insufficient(needed, available int64) error {
	return insufficient{fault.E(fault.Conflict, fmt.Sprintf(
		"Insufficient message credits: this message needs %s credits and %s are available.", Thousands(needed), Thousands(available)))}
}

// IsInsufficient reports whether err is an Insufficient refusal.
func IsInsufficient(err error) bool { return errors.Is(err, ErrInsufficient) }

// Thousands writes n with comma thousands separators: 1234567 → "1,234,567".
func Thousands(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

var (
	errKey      = fault.E(fault.Invalid, "An idempotency key of 1 to 200 characters is required")
	errNegative = fault.E(fault.Invalid, "A credit amount cannot be negative")
	errKind     = fault.E(fault.Invalid, "Kind must be grant, purchase, refund or adjustment")
	errZero     = fault.E(fault.Invalid, "A credit amount must not be zero")
)

func errTooMuch() error {
	return fault.E(fault.Invalid, "A church can hold at most "+Thousands(MaxBalance)+" credits")
}

// Account is the church's credits: balance held, reserved for sends not yet delivered, and what is
// available to a new send (balance - reserved).
type Account struct {
	Balance   int64 `json:"balance"`
	Reserved  int64 `json:"reserved"`
	Available int64 `json:"available"`
}

// Settlement moves Amount from reserved to spent for a delivered message; Key makes it happen once.
type Settlement struct {
	Key             string
	Amount          int64
	CommunicationID int64
}

// Entry is one ledger row as the calls answer it.
type Entry struct {
	ID              int64  `json:"id"`
	Kind            string `json:"kind" enum:"grant,purchase,reserve,release,debit,refund,adjustment"`
	Amount          int64  `json:"amount"`
	ReservedChange  int64  `json:"reservedChange"`
	BalanceAfter    int64  `json:"balanceAfter"`
	ReservedAfter   int64  `json:"reservedAfter"`
	CommunicationID *int64 `json:"communicationId"`
	Note            string `json:"note"`
	Reference       string `json:"reference"`
	CreatedAt       string `json:"createdAt"`
	CreatedBy       *int64 `json:"createdBy"`
	// CreatedByName is the staff member who made the change ("" for the system or an operator).
	CreatedByName string `json:"createdByName"`
}
