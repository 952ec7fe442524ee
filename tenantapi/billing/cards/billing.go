package cards

import (
	"time"

	"gorm.io/gorm"
)

// ForBilling is what billing asks of the cards on file (billing.Cards: paying an invoice, the
// summary's expiring-card warnings), in the caller's transaction.
type ForBilling struct{}

// PaymentMethod is the Stripe PaymentMethod of the live card id, or of the default card when id is
// nil; "" when there is none.
func (ForBilling) PaymentMethod(tx *gorm.DB, id *int64) (string, error) {
	var r *cardRow
	var err error
	if id == nil {
		r, err = defaultCard(tx)
	} else {
		r, err = liveCard(tx, *id)
	}
	if r == nil || err != nil {
		return "", err
	}
	return r.StripePaymentMethodID, nil
}

// Expiring are the live cards that expire by the end of next month, or have expired.
func (ForBilling) Expiring(tx *gorm.DB, now time.Time) ([]Card, error) { return Expiring(tx, now) }
