package celebrations

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
)

// Service answers which celebrations fall in a period; a period left out is the current one.
type Service struct {
	Tenants *db.Tenants
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
}

var constraints = db.Constraints{}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// List is one page of the celebrations of the requested kinds and period.
func (s *Service) List(ctx context.Context, r listRequest) (httpx.Page[Celebration], error) {
	from, to, err := r.period(s.Clock.Now())
	if err != nil {
		return httpx.Page[Celebration]{}, err
	}
	kinds, err := r.kinds()
	if err != nil {
		return httpx.Page[Celebration]{}, err
	}
	p, err := r.Paging.Resolve(50)
	if err != nil {
		return httpx.Page[Celebration]{}, err
	}
	var out httpx.Page[Celebration]
	err = s.run(ctx, func(tx *gorm.DB) error {
		items, total, err := celebrations(tx, from, to, kinds, p.PageSize, p.Offset())
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}
