// Package cards is the church's cards on file (docs/billing-api.md, h-cards): Stripe
// PaymentMethods attached to the church's Stripe customer through SetupIntents, one of them the
// default (also the customer's invoice_settings.default_payment_method, which its subscription
// and auto-recharge charge), with warnings for cards that expire this month or next. Only brand,
// last four digits and expiry are stored; the card stays at Stripe. Gin-free: the purchases of
// credits, the billing summary and the webhook events use it; cardsapi serves it over HTTP.
package cards

import (
	"strings"
	"time"
	"unicode/utf8"

	"congregate/internal/platform/fault"
)

// Card is a card on file as the calls answer it.
type Card struct {
	ID        int64  `json:"id"`
	Brand     string `json:"brand"`
	Last4     string `json:"last4"`
	ExpMonth  int    `json:"expMonth"`
	ExpYear   int    `json:"expYear"`
	IsDefault bool   `json:"isDefault"`
	// ExpiresSoon: the card's last month is this month or next (it still works).
	ExpiresSoon bool `json:"expiresSoon"`
	// Expired: its last month is over; Stripe will refuse it.
	Expired   bool   `json:"expired"`
	CreatedAt string `json:"createdAt"`
}

// Stored is a card with its Stripe PaymentMethod id (never sent to the browser).
type Stored struct {
	Card
	PaymentMethodID string
}

// List is the cards on file, the default first, then the newest.
type List struct {
	Items []Card `json:"items"`
}

// Setup is what the console needs to collect a card: a SetupIntent of the church's customer for
// Stripe Elements, or, in test mode (no publishable key: stripe-mock), the test cards to offer.
type Setup struct {
	SetupIntentID  string     `json:"setupIntentId"`
	ClientSecret   string     `json:"clientSecret"`
	PublishableKey string     `json:"publishableKey"`
	TestMode       bool       `json:"testMode"`
	TestCards      []TestCard `json:"testCards"`
}

// TestCard is a Stripe test payment method the console offers in test mode.
type TestCard struct {
	PaymentMethod string `json:"paymentMethod"`
	Label         string `json:"label"`
}

// TestCards are the test payment methods of docs/billing-api.md "Test cards".
var TestCards = []TestCard{
	{"pm_card_visa", "Visa ending 4242 (succeeds)"},
	{"pm_card_mastercard", "Mastercard ending 4444 (succeeds)"},
	{"pm_card_visa_expiring", "Visa ending 0341 (expires this month)"},
	{"pm_card_chargeDeclined", "Declined card"},
	{"pm_card_chargeDeclinedInsufficientFunds", "Card with insufficient funds"},
	{"pm_card_chargeDeclinedExpiredCard", "Expired card"},
}

// Removed is the answer of a removal (no data: {}).
type Removed struct{}

// Messages.
const (
	MsgNotFound       = "Card not found"
	MsgSetupNotFound  = "Card setup not found; start again"
	MsgDefaultRemove  = "The default card cannot be removed while another card is on file; make another card the default first"
	MsgNoCard         = "Add a card on file first"
	MsgPaymentMethod  = "Choose a card"
	MsgExpiredCard    = "Your card has expired."
	MsgCardInUse      = "This card belongs to another account"
	maxStripeIDLength = 255
)

var (
	errNotFound      = fault.E(fault.NotFound, MsgNotFound)
	errSetupNotFound = fault.E(fault.NotFound, MsgSetupNotFound)
	// ErrNoCard is the refusal of a charge when the church has no card on file.
	ErrNoCard = fault.E(fault.Conflict, MsgNoCard)
)

// NotFound is the 404 of a card id that is not a live card of the church.
func NotFound() error { return errNotFound }

// CheckIDs is the rule of a SetupIntent id (optional: "" or seti_…) and a PaymentMethod id (pm_…).
func CheckIDs(setupIntentID, paymentMethodID string) error {
	if paymentMethodID == "" {
		return fault.E(fault.Invalid, MsgPaymentMethod)
	}
	if !stripeID(paymentMethodID, "pm_") {
		return fault.E(fault.Invalid, "paymentMethodId is not a Stripe payment method")
	}
	if setupIntentID != "" && !stripeID(setupIntentID, "seti_") {
		return fault.E(fault.Invalid, "setupIntentId is not a Stripe SetupIntent")
	}
	return nil
}

func stripeID(s, prefix string) bool {
	if !strings.HasPrefix(s, prefix) || len(s) == len(prefix) || len(s) > maxStripeIDLength || !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if !(r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	return true
}

// Expiry.

// Expired says a card whose last month is month/year is no longer valid at now (cards work
// through the end of their expiry month).
func Expired(month, year int, now time.Time) bool {
	y, m := now.UTC().Year(), int(now.UTC().Month())
	return year < y || year == y && month < m
}

// ExpiresSoon says the card's last month is now's month or the next one.
func ExpiresSoon(month, year int, now time.Time) bool {
	if Expired(month, year, now) {
		return false
	}
	y, m := now.UTC().Year(), int(now.UTC().Month())
	months := (year-y)*12 + (month - m)
	return months <= 1
}

func (c *Card) flag(now time.Time) {
	c.Expired = Expired(c.ExpMonth, c.ExpYear, now)
	c.ExpiresSoon = ExpiresSoon(c.ExpMonth, c.ExpYear, now)
}
