package keywords

import (
	"context"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
)

// Service holds the keyword rules; each call is one transaction in the church's schema.
type Service struct {
	Tenants *db.Tenants
}

var constraints = db.Constraints{"smart_keywords_keyword_key": errInUse}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// List is one page of the keywords, alphabetical; search is a keyword's start.
func (s *Service) List(ctx context.Context, r listRequest) (httpx.Page[Keyword], error) {
	p, err := r.Paging.Resolve(50)
	if err != nil {
		return httpx.Page[Keyword]{}, err
	}
	var out httpx.Page[Keyword]
	err = s.run(ctx, func(tx *gorm.DB) error {
		items, total, err := list(tx, strings.ToUpper(strings.TrimSpace(r.Search)), p.PageSize, p.Offset())
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

func checkGroup(tx *gorm.DB, id *int64) error {
	if id == nil {
		return nil
	}
	ok, err := groupExists(tx, *id)
	if err == nil && !ok {
		err = errGroupNotFound
	}
	return err
}

// Add makes a keyword.
func (s *Service) Add(ctx context.Context, r addRequest) (*Keyword, error) {
	var out *Keyword
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := checkGroup(tx, r.ContactGroupID); err != nil {
			return err
		}
		id, err := insert(tx, keywordFields{r.Keyword, r.Reply, r.ContactGroupID, r.Active})
		if err != nil {
			return err
		}
		out, err = load(tx, id)
		return err
	})
	return out, err
}

// Update changes a keyword (its match count stays).
func (s *Service) Update(ctx context.Context, r updateRequest) (*Keyword, error) {
	var out *Keyword
	err := s.run(ctx, func(tx *gorm.DB) error {
		if _, err := load(tx, r.ID); err != nil {
			return err
		}
		if err := checkGroup(tx, r.ContactGroupID); err != nil {
			return err
		}
		if err := update(tx, r.ID, keywordFields{r.Keyword, r.Reply, r.ContactGroupID, r.Active}); err != nil {
			return err
		}
		var err error
		out, err = load(tx, r.ID)
		return err
	})
	return out, err
}

// Delete removes a keyword.
func (s *Service) Delete(ctx context.Context, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error { return remove(tx, id) })
}
