package allergies

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/children/kit"
)

// Service holds the allergy types' rules; each call one transaction in the church's schema.
type Service struct {
	Tenants *db.Tenants
}

var constraints = db.Constraints{
	"children_allergy_types_name_key":         errTaken,
	"children_allergies_allergy_type_id_fkey": errInUse,
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// List is every type in the church's order.
func (s *Service) List(ctx context.Context) (List, error) {
	var out List
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out.Items, err = list(tx)
		return err
	})
	return out, err
}

// Add adds a type at the end of the order.
func (s *Service) Add(ctx context.Context, a kit.Actor, name string) (*AllergyType, error) {
	var out *AllergyType
	err := s.run(ctx, func(tx *gorm.DB) error {
		id, err := insert(tx, name)
		if err != nil {
			return err
		}
		if out, err = load(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventAllergyAdd, map[string]any{"allergyTypeId": id, "name": name}))
	})
	return out, err
}

// Rename renames a type.
func (s *Service) Rename(ctx context.Context, a kit.Actor, id int64, name string) (*AllergyType, error) {
	var out *AllergyType
	err := s.run(ctx, func(tx *gorm.DB) error {
		before, err := load(tx, id)
		if err != nil {
			return err
		}
		if err := rename(tx, id, name); err != nil {
			return err
		}
		if out, err = load(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventAllergyRename, map[string]any{"allergyTypeId": id, "from": before.Name, "to": name}))
	})
	return out, err
}

// Reposition puts every type in the order of ids (each once).
func (s *Service) Reposition(ctx context.Context, a kit.Actor, ids []int64) (List, error) {
	var out List
	err := s.run(ctx, func(tx *gorm.DB) error {
		all, err := allIDs(tx)
		if err != nil {
			return err
		}
		if !kit.SameSet(all, ids) {
			return fault.E(fault.Invalid, msgOrder)
		}
		if err := reposition(tx, ids); err != nil {
			return err
		}
		if out.Items, err = list(tx); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventAllergyReposition, map[string]any{"ids": ids}))
	})
	return out, err
}

// Delete deletes a type no child's profile has.
func (s *Service) Delete(ctx context.Context, a kit.Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		if err := lock(tx, id); err != nil {
			return err
		}
		t, err := load(tx, id)
		if err != nil {
			return err
		}
		if t.ChildCount > 0 {
			return errInUse
		}
		if err := remove(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventAllergyDelete, map[string]any{"allergyTypeId": id, "name": t.Name}))
	})
}
