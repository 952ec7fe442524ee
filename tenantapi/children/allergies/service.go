package allergies

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/children/kit"
)

// Service holds the allergy types' rules (kit.Ordered's: an ordered name list); each call one
// transaction in the church's schema.
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
		out.Items, err = kit.OrderedList[AllergyType](tx, allergyTypes)
		return err
	})
	return out, err
}

// Add adds a type at the end of the order.
func (s *Service) Add(ctx context.Context, a kit.Actor, name string) (out *AllergyType, err error) {
	err = s.run(ctx, func(tx *gorm.DB) (err error) {
		out, err = kit.OrderedAdd[AllergyType](tx, allergyTypes, a, name)
		return err
	})
	return out, err
}

// Rename renames a type.
func (s *Service) Rename(ctx context.Context, a kit.Actor, id int64, name string) (out *AllergyType, err error) {
	err = s.run(ctx, func(tx *gorm.DB) (err error) {
		out, err = kit.OrderedRename[AllergyType](tx, allergyTypes, a, id, name)
		return err
	})
	return out, err
}

// Reposition puts every type in the order of ids (each once).
func (s *Service) Reposition(ctx context.Context, a kit.Actor, ids []int64) (out List, err error) {
	err = s.run(ctx, func(tx *gorm.DB) (err error) {
		out.Items, err = kit.OrderedReposition[AllergyType](tx, allergyTypes, a, ids)
		return err
	})
	return out, err
}

// Delete deletes a type no child's profile has.
func (s *Service) Delete(ctx context.Context, a kit.Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		return kit.OrderedDelete(tx, allergyTypes, a, id)
	})
}
