package billing

import (
	"time"

	"gorm.io/gorm"

	"congregate/tenantapi/billing/cards"
)

// Cards is what billing needs of the church's cards on file (implemented by billing/cards; the
// app wires it). Both take the caller's transaction in the church's schema.
type Cards interface {
	// PaymentMethod is the Stripe payment method of the church's card id, or of its default card
	// when id is nil: "" when there is none (the card was removed, or no card is on file).
	PaymentMethod(tx *gorm.DB, id *int64) (string, error)
	// Expiring are the cards that expire by the end of next month (or have expired), at now.
	Expiring(tx *gorm.DB, now time.Time) ([]cards.Card, error)
}
