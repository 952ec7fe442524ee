package auditapi

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
)

// Service reads the trail for the audit pages: one transaction per call in the church's schema,
// the actors' names and the search by name through the people domain.
type Service struct {
	Tenants *db.Tenants
	People  audit.People
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
}

// search finds, for a text search, the people whose name or e-mail contain the text.
func (s *Service) search(tx *gorm.DB, q *audit.Query) (err error) {
	if q.Text != "" {
		q.Actors, err = s.People.Matching(tx, q.Text)
	}
	return err
}

// List is one page of the entries f matches, newest first, with their actors' names.
func (s *Service) List(ctx context.Context, f Filter, paging httpx.Paging) (httpx.Page[audit.Item], error) {
	var out httpx.Page[audit.Item]
	p, err := paging.Resolve(20)
	if err != nil {
		return out, err
	}
	w, err := f.build(tenancy.FromContext(ctx))
	if err != nil {
		return out, err
	}
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		if err := s.search(tx, &w.Query); err != nil {
			return err
		}
		total, err := audit.Count(tx, w.Query)
		if err != nil {
			return err
		}
		items, err := audit.Items(tx, w.Query, p.PageSize, p.Offset())
		if err != nil {
			return err
		}
		out = httpx.PageOf(items, total, p)
		return audit.Name(tx, s.People, items)
	})
	return out, err
}
