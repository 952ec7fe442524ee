// Package purchases is buying message credits (docs/billing-api.md, h-cards): a quote at the
// platform's credit price, a purchase with a card on file, a new card or a cheque, the purchase
// history, and auto-recharge (when sends leave fewer credits than a threshold, the worker buys a
// set amount with the default card, once however many sends cross it together). Every purchase
// that succeeds lands on the credits ledger (credits.Grant, kind purchase) with the Stripe
// PaymentIntent's id as its key (a cheque: cheque:<purchase id>), in the transaction that marks it
// succeeded. Gin-free: the API, the worker, the webhook events and bin/ops share it.
package purchases

import (
	"strings"
	"unicode/utf8"

	"congregate/internal/platform/fault"
	"congregate/tenantapi/billing/cards"
	"congregate/tenantapi/communications/credits"
)

// Bounds of one purchase and of the auto-recharge threshold, in credits.
const (
	MinCredits   int64 = 100
	MaxCredits   int64 = 1_000_000
	MaxThreshold int64 = 1_000_000
	// DefaultUnitPriceMinor is CREDIT_PRICE_MINOR's default: one credit costs 2 minor units.
	DefaultUnitPriceMinor int64 = 2
	// DefaultCurrency is the currency of a church whose plan names none.
	DefaultCurrency = "USD"
)

// Methods and statuses of a purchase.
const (
	MethodCard         = "card"
	MethodNewCard      = "new_card"
	MethodCheque       = "cheque"
	MethodAutoRecharge = "auto_recharge"

	StatusPending   = "pending"
	StatusSucceeded = "succeeded"
	StatusFailed    = "failed"
	StatusCancelled = "cancelled"
)

// Messages.
const (
	MsgTooFew          = "Buy at least 100 credits"
	MsgTooMany         = "Buy at most 1,000,000 credits at a time"
	MsgMethod          = "Pay by card, new card or cheque"
	MsgRequestKey      = "requestKey is required: a new one for every purchase"
	MsgChequeNumber    = "A cheque number is at most 50 letters, digits, spaces or dashes"
	MsgChequePending   = "We will add the credits when your cheque arrives"
	MsgBought          = "Credits purchased"
	MsgProcessing      = "Your payment is being processed; the credits will be added when it completes"
	MsgKeyReused       = "This purchase was already submitted with other details; start a new purchase"
	MsgThreshold       = "The threshold must be from 0 to 1,000,000 credits"
	MsgNeedsCard       = "Add a card on file before turning on auto-recharge"
	MsgPurchaseMissing = "Purchase not found"
	MsgChequeRejected  = "The cheque was not received or could not be cashed"
)

// Purchase is one purchase of credits as the calls answer it.
type Purchase struct {
	ID             int64  `json:"id"`
	Credits        int64  `json:"credits"`
	AmountMinor    int64  `json:"amountMinor"`
	Currency       string `json:"currency"`
	Method         string `json:"method" enum:"card,new_card,cheque,auto_recharge"`
	Status         string `json:"status" enum:"pending,succeeded,failed,cancelled"`
	CardBrand      string `json:"cardBrand"`
	CardLast4      string `json:"cardLast4"`
	ChequeNumber   string `json:"chequeNumber"`
	FailureMessage string `json:"failureMessage"`
	// Reference is the payment's: the Stripe PaymentIntent (pi_…), or cheque:<id>.
	Reference     string  `json:"reference"`
	CreatedAt     string  `json:"createdAt"`
	CreatedByName string  `json:"createdByName"`
	ConfirmedAt   *string `json:"confirmedAt"`
}

// Quote is the price of a number of credits.
type Quote struct {
	Credits        int64  `json:"credits"`
	UnitPriceMinor int64  `json:"unitPriceMinor"`
	AmountMinor    int64  `json:"amountMinor"`
	Currency       string `json:"currency"`
}

// Bought is the answer of a purchase: the purchase and the church's credits after it.
type Bought struct {
	Purchase Purchase        `json:"purchase"`
	Account  credits.Account `json:"account"`
}

// AutoRecharge is the church's auto-recharge settings and the card it charges (the default).
type AutoRecharge struct {
	Enabled          bool        `json:"enabled"`
	ThresholdCredits int64       `json:"thresholdCredits"`
	RechargeCredits  int64       `json:"rechargeCredits"`
	Card             *cards.Card `json:"card"`
}

var (
	errNotFound = fault.E(fault.NotFound, MsgPurchaseMissing)
	errKeyReuse = fault.E(fault.Conflict, MsgKeyReused)
)

// CheckCredits is the rule of a number of credits bought at once.
func CheckCredits(n int64) error {
	switch {
	case n < MinCredits:
		return fault.E(fault.Invalid, MsgTooFew)
	case n > MaxCredits:
		return fault.E(fault.Invalid, MsgTooMany)
	}
	return nil
}

// Requests.

// Order buys credits. Method card pays with cardId (the default card when absent), new_card
// with the card the console collected (setupIntentId and paymentMethodId, kept on file), cheque
// waits for the cheque. RequestKey (a UUID per form submission) makes a double submit one purchase.
type Order struct {
	Credits         int64  `json:"credits"`
	Method          string `json:"method" enum:"card,new_card,cheque"`
	CardID          int64  `json:"cardId,omitempty"`
	SetupIntentID   string `json:"setupIntentId,omitempty"`
	PaymentMethodID string `json:"paymentMethodId,omitempty"`
	ChequeNumber    string `json:"chequeNumber,omitempty"`
	RequestKey      string `json:"requestKey"`
}

// Validate checks the request and normalises its text.
func (r *Order) Validate() error {
	if err := CheckCredits(r.Credits); err != nil {
		return err
	}
	r.RequestKey = strings.TrimSpace(r.RequestKey)
	if !token(r.RequestKey, 100) {
		return fault.E(fault.Invalid, MsgRequestKey)
	}
	r.SetupIntentID, r.PaymentMethodID = strings.TrimSpace(r.SetupIntentID), strings.TrimSpace(r.PaymentMethodID)
	r.ChequeNumber = strings.TrimSpace(r.ChequeNumber)
	if r.CardID < 0 {
		return cards.NotFound()
	}
	switch r.Method {
	case MethodCard:
	case MethodNewCard:
		if err := cards.CheckIDs(r.SetupIntentID, r.PaymentMethodID); err != nil {
			return err
		}
	case MethodCheque:
		if !chequeNumber(r.ChequeNumber) {
			return fault.E(fault.Invalid, MsgChequeNumber)
		}
	default:
		return fault.E(fault.Invalid, MsgMethod)
	}
	return nil
}

// token: 1 to max letters, digits, dashes and underscores (a UUID).
func token(s string, max int) bool {
	if s == "" || len(s) > max {
		return false
	}
	for _, c := range s {
		if !(c == '-' || c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

func chequeNumber(s string) bool {
	if utf8.RuneCountInString(s) > 50 {
		return false
	}
	for _, c := range s {
		if !(c == ' ' || c == '-' || c == '/' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// Settings are the auto-recharge settings a church chooses.
type Settings struct {
	Enabled          bool  `json:"enabled"`
	ThresholdCredits int64 `json:"thresholdCredits"`
	RechargeCredits  int64 `json:"rechargeCredits"`
}

// Validate checks the amounts (the card is the service's check).
func (r Settings) Validate() error {
	if r.ThresholdCredits < 0 || r.ThresholdCredits > MaxThreshold {
		return fault.E(fault.Invalid, MsgThreshold)
	}
	return CheckCredits(r.RechargeCredits)
}
