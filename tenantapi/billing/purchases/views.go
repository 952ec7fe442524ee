package purchases

import (
	"time"

	"gorm.io/gorm"

	"congregate/tenantapi/billing/cards"
	"congregate/tenantapi/people/directory"
)

// views are the purchases as the calls answer them: the card's brand and last digits, the name
// of who bought.
func (s *Service) views(tx *gorm.DB, rows []purchaseRow) ([]Purchase, error) {
	var cardIDs, people []int64
	for _, r := range rows {
		if r.CardID != nil {
			cardIDs = append(cardIDs, *r.CardID)
		}
		if r.CreatedBy != nil {
			people = append(people, *r.CreatedBy)
		}
	}
	named, err := cards.Named(tx, cardIDs)
	if err != nil {
		return nil, err
	}
	names, err := directory.Directory{}.Names(tx, people)
	if err != nil {
		return nil, err
	}
	out := make([]Purchase, 0, len(rows))
	for _, r := range rows {
		p := Purchase{ID: r.ID, Credits: r.Credits, AmountMinor: r.AmountMinor, Currency: r.Currency, Method: r.Method,
			Status: r.Status, ChequeNumber: r.ChequeNumber, FailureMessage: r.FailureMessage,
			CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339)}
		if r.CardID != nil {
			c := named[*r.CardID]
			p.CardBrand, p.CardLast4 = c.Brand, c.Last4
		}
		if r.CreatedBy != nil {
			p.CreatedByName = names[*r.CreatedBy]
		}
		switch {
		case r.Method == MethodCheque:
			p.Reference = chequeKey(r.ID)
		case r.StripePaymentIntentID != nil:
			p.Reference = *r.StripePaymentIntentID
		}
		if r.ConfirmedAt != nil {
			at := r.ConfirmedAt.UTC().Format(time.RFC3339)
			p.ConfirmedAt = &at
		}
		out = append(out, p)
	}
	return out, nil
}
