package households

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// Service holds the rules of households; every call is one transaction in the church's schema.
type Service struct {
	Tenants *db.Tenants
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// List is one page of households whose name contains q.
func (s *Service) List(ctx context.Context, q string, paging httpx.Paging) (httpx.Page[Summary], error) {
	p, err := paging.Resolve(20)
	if err != nil {
		return httpx.Page[Summary]{}, err
	}
	var out httpx.Page[Summary]
	err = s.run(ctx, func(tx *gorm.DB) error {
		items, total, err := list(tx, q, p.PageSize, p.Offset())
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

// Get is a household with its members.
func (s *Service) Get(ctx context.Context, id int64) (out *Household, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		out, err = Load(tx, id)
		return err
	})
	return out, err
}

// Add makes a household with its first members.
func (s *Service) Add(ctx context.Context, r addRequest) (out *Household, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		id, err := insert(tx, r.Name, r.Address)
		if err != nil {
			return err
		}
		for _, m := range r.Members {
			if err := AddMember(tx, id, m.PersonID, m.Relationship); err != nil {
				return err
			}
		}
		out, err = Load(tx, id)
		return err
	})
	return out, err
}

// Update changes the name or address sent.
func (s *Service) Update(ctx context.Context, r updateRequest) (out *Household, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		cur, err := Load(tx, r.ID)
		if err != nil {
			return err
		}
		name, address := cur.Name, cur.Address
		if r.Name.Set {
			name = r.Name.V
		}
		if r.Address.Set {
			address = r.Address.V
		}
		if name, address, err = fields(name, address); err != nil {
			return err
		}
		if err := update(tx, r.ID, name, address); err != nil {
			return err
		}
		out, err = Load(tx, r.ID)
		return err
	})
	return out, err
}

// Delete deletes a household; its members become household-less.
func (s *Service) Delete(ctx context.Context, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		found, err := remove(tx, id)
		if err == nil && !found {
			return errNotFound
		}
		return err
	})
}

// AddMember puts a person in a household (or changes their relationship in it).
func (s *Service) AddMember(ctx context.Context, r memberRequest) (out *Household, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := AddMember(tx, r.HouseholdID, r.PersonID, r.Relationship); err != nil {
			return err
		}
		out, err = Load(tx, r.HouseholdID)
		return err
	})
	return out, err
}

// RemoveMember takes a person out of a household.
func (s *Service) RemoveMember(ctx context.Context, r removeRequest) (out *Household, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := lock(tx, r.HouseholdID); err != nil {
			return err
		}
		found, err := removeMember(tx, r.HouseholdID, r.PersonID)
		if err != nil {
			return err
		}
		if !found {
			return fault.E(fault.NotFound, "This person is not in the household")
		}
		out, err = Load(tx, r.HouseholdID)
		return err
	})
	return out, err
}
