package payments

import "time"

// TestCard is one of Stripe's test payment methods as the test-card layer (internal/fakestripe)
// makes it behave in front of stripe-mock, the way Stripe's test mode does. The console offers
// them when the platform has no publishable key (Config.TestMode).
type TestCard struct {
	PaymentMethod string `json:"paymentMethod"`
	Label         string `json:"label"`
	Brand         string `json:"-"`
	Last4         string `json:"-"`
	ExpMonth      int64  `json:"-"`
	ExpYear       int64  `json:"-"`
	// Charge is the card error a charge (PaymentIntent confirm, invoice pay) answers; nil = paid.
	Charge *CardError `json:"-"`
	// Attach is the card error attaching it (SetupIntent confirm, PaymentMethod attach) answers.
	Attach *CardError `json:"-"`
}

// CardError is the card_error Stripe answers (HTTP 402).
type CardError struct {
	Code        string `json:"code"`
	DeclineCode string `json:"decline_code,omitempty"`
	Message     string `json:"message"`
}

var (
	declined     = &CardError{Code: "card_declined", DeclineCode: "generic_decline", Message: MsgDeclined}
	insufficient = &CardError{Code: "card_declined", DeclineCode: "insufficient_funds", Message: MsgInsufficientFunds}
	expired      = &CardError{Code: "expired_card", DeclineCode: "expired_card", Message: MsgExpired}
)

// TestCards are the test payment methods at now (expiry dates follow the calendar: the expiring
// Visa always ends this month).
func TestCards(now time.Time) []TestCard {
	y, m := int64(now.Year()), int64(now.Month())
	return []TestCard{
		{PaymentMethod: "pm_card_visa", Label: "Visa •••• 4242 (succeeds)", Brand: "visa", Last4: "4242", ExpMonth: 12, ExpYear: y + 3},
		{PaymentMethod: "pm_card_mastercard", Label: "Mastercard •••• 4444 (succeeds)", Brand: "mastercard", Last4: "4444", ExpMonth: 8, ExpYear: y + 2},
		{PaymentMethod: "pm_card_visa_expiring", Label: "Visa •••• 0341 (expires this month)", Brand: "visa", Last4: "0341", ExpMonth: m, ExpYear: y},
		{PaymentMethod: "pm_card_chargeDeclined", Label: "Visa •••• 0002 (declined)", Brand: "visa", Last4: "0002", ExpMonth: 12, ExpYear: y + 3, Charge: declined},
		{PaymentMethod: "pm_card_chargeDeclinedInsufficientFunds", Label: "Visa •••• 9995 (insufficient funds)", Brand: "visa", Last4: "9995", ExpMonth: 12, ExpYear: y + 3, Charge: insufficient},
		{PaymentMethod: "pm_card_chargeDeclinedExpiredCard", Label: "Visa •••• 0069 (expired)", Brand: "visa", Last4: "0069", ExpMonth: 12, ExpYear: y - 1, Charge: expired, Attach: expired},
	}
}

// FindTestCard is the test payment method with that id.
func FindTestCard(pm string, now time.Time) (TestCard, bool) {
	for _, c := range TestCards(now) {
		if c.PaymentMethod == pm {
			return c, true
		}
	}
	return TestCard{}, false
}
