// Package cards is the church's cards on file (issue 13, docs/billing-api.md: SetupIntents, make
// default, remove, expiring warnings). This file is the wire type billing's summary already
// answers; the rest of the package comes with the cards work.
package cards

import "time"

// Card is a card on file as the console shows it (never its number: brand and last four digits).
type Card struct {
	ID          int64     `json:"id"`
	Brand       string    `json:"brand"`
	Last4       string    `json:"last4"`
	ExpMonth    int       `json:"expMonth"`
	ExpYear     int       `json:"expYear"`
	IsDefault   bool      `json:"isDefault"`
	ExpiresSoon bool      `json:"expiresSoon"` // expires at the end of this month or next
	Expired     bool      `json:"expired"`
	CreatedAt   time.Time `json:"createdAt"`
}
