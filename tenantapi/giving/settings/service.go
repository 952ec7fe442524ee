package settings

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/giving/funds"
	"congregate/tenantapi/giving/ledger"
)

// Service holds the giving settings' rules.
type Service struct {
	Tenants *db.Tenants
	// KeywordTaken answers whether word is already one of the church's smart keywords
	// (communications' keywords); nil checks nothing.
	KeywordTaken func(tx *gorm.DB, word string) (bool, error)
}

var constraints = db.Constraints{}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// Get reads the settings.
func (s *Service) Get(ctx context.Context) (*GivingSettings, error) {
	var out *GivingSettings
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out, err = load(tx, false)
		return err
	})
	return out, err
}

// Update saves the settings: the currency only while no gift exists, the default code one of the
// church's, the keyword not already a smart keyword.
func (s *Service) Update(ctx context.Context, a ledger.Actor, r UpdateRequest) (*GivingSettings, error) {
	var out *GivingSettings
	err := s.run(ctx, func(tx *gorm.DB) error {
		cur, err := load(tx, true)
		if err != nil {
			return err
		}
		if r.Currency != cur.Currency && cur.HasContributions {
			return fault.E(fault.Conflict, msgCurrencyFixed)
		}
		if r.DefaultFundID != nil {
			if err := funds.Require(tx, *r.DefaultFundID); err != nil {
				return err
			}
		}
		if r.TextToGiveKeyword != "" && r.TextToGiveKeyword != cur.TextToGiveKeyword && s.KeywordTaken != nil {
			taken, err := s.KeywordTaken(tx, r.TextToGiveKeyword)
			if err != nil {
				return err
			}
			if taken {
				return fault.E(fault.Conflict, msgKeywordTaken)
			}
		}
		if err := save(tx, a.ID, r); err != nil {
			return err
		}
		if out, err = load(tx, false); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(ledger.EventSettings, map[string]any{"currency": r.Currency, "defaultFundId": r.DefaultFundID,
			"textToGiveKeyword": r.TextToGiveKeyword, "onlineGivingEnabled": r.OnlineGivingEnabled}))
	})
	return out, err
}
