package creditsapi

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/communications/credits"
)

// Service serves the credits pages: the balance and the ledger, read in the church's schema.
type Service struct {
	Tenants *db.Tenants
}

// Account reads the church's credits.
func (s *Service) Account(ctx context.Context) (credits.Account, error) {
	var a credits.Account
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) { a, err = credits.Balance(tx); return err })
	return a, err
}

// Entries is one page of the ledger, newest first, of the given kinds (none: all).
func (s *Service) Entries(ctx context.Context, kinds []string, paging httpx.Paging) (httpx.Page[credits.Entry], error) {
	p, err := paging.Resolve(25)
	if err != nil {
		return httpx.Page[credits.Entry]{}, err
	}
	var out httpx.Page[credits.Entry]
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		items, total, err := credits.Entries(tx, kinds, p.PageSize, p.Offset())
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}
