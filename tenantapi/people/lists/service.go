package lists

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/tenantapi/people/person"
	"congregate/tenantapi/people/query"
)

// Service holds the rules of the named and saved lists: what a delete does to an item's holders,
// how many lists a church keeps, that a saved list's filters are ones the listing accepts. Every
// call is one transaction in the church's schema.
type Service struct {
	Tenants *db.Tenants
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
	// Custom is the listing's custom-field condition (custom fields own it): saved filters are
	// checked with the listing's own rules, so a saved list always opens.
	Custom query.CustomFilter
}

var constraints = db.Constraints{
	"membership_types_name_key": errNameTaken,
	"titles_name_key":           errNameTaken,
	"salutations_name_key":      errNameTaken,
	"positions_name_key":        errNameTaken,
	"saved_lists_name_key":      fault.E(fault.Conflict, "A saved list with this name already exists"),
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// Items are a named list's entries by position, each with how many hold it.
func (s *Service) Items(ctx context.Context, k Kind) (out Items, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		out.Items, err = items(tx, k)
		return err
	})
	return out, err
}

// Add appends an item to a named list.
func (s *Service) Add(ctx context.Context, k Kind, name string) (out *Item, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		id, err := insertItem(tx, k, name)
		if err != nil {
			return err
		}
		out, err = loadItem(tx, k, id)
		return err
	})
	return out, err
}

// Rename changes an item's name.
func (s *Service) Rename(ctx context.Context, k Kind, id int64, name string) (out *Item, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := renameItem(tx, k, id, name); err != nil {
			return err
		}
		out, err = loadItem(tx, k, id)
		return err
	})
	return out, err
}

// Delete removes an item; its holders move to another item (required for membership types) or
// lose it. Locking the list first keeps two deletes from moving holders onto each other's item.
func (s *Service) Delete(ctx context.Context, k Kind, id, moveTo int64) (out Moved, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		ids, err := lockItems(tx, k)
		if err != nil {
			return err
		}
		if !slices.Contains(ids, id) {
			return k.notFound()
		}
		if k.MoveRequired && len(ids) == 1 {
			return fault.E(fault.Conflict, "The last "+k.Label+" cannot be deleted")
		}
		used, err := holders(tx, k, id)
		if err != nil {
			return err
		}
		if moveTo != 0 && (moveTo == id || !slices.Contains(ids, moveTo)) {
			return fault.E(fault.Invalid, "Choose another "+k.Label+" to move the members to")
		}
		if used > 0 && moveTo == 0 && k.MoveRequired {
			return fault.E(fault.Conflict, fmt.Sprintf("%d %s this %s. Choose a %s to move them to.", used, peopleHave(used), k.Label, k.Label))
		}
		var target *int64
		if moveTo != 0 {
			target = &moveTo
		}
		if used > 0 {
			if err := moveHolders(tx, k, id, target); err != nil {
				return err
			}
		}
		if err := moveDefault(tx, k, id, target); err != nil {
			return err
		}
		out.Moved = used
		return deleteItem(tx, k, id)
	})
	return out, err
}

func peopleHave(n int64) string {
	if n == 1 {
		return "person has"
	}
	return "people have"
}

// Reposition moves an item to a 0-based position; the others close up around it.
func (s *Service) Reposition(ctx context.Context, k Kind, id int64, to int) (out Items, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := db.Reposition(tx, tableOf(k).name, id, to, k.notFound()); err != nil {
			return err
		}
		out.Items, err = items(tx, k)
		return err
	})
	return out, err
}

// SavedLists are every saved list of the church, by name.
func (s *Service) SavedLists(ctx context.Context) (out SavedLists, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		out.Items, err = savedLists(tx)
		return err
	})
	return out, err
}

// Save keeps a new list by me, within the church's limit.
func (s *Service) Save(ctx context.Context, me int64, name string, f SavedFilters) (out *SavedList, err error) {
	if f, err = s.check(f); err != nil {
		return nil, err
	}
	err = s.run(ctx, func(tx *gorm.DB) error {
		// The count is read under a lock, so two saves at once cannot pass the limit together.
		n, err := lockedSavedListCount(tx)
		if err != nil {
			return err
		}
		if n >= MaxSavedLists {
			return errTooManyLists
		}
		id, err := insertSavedList(tx, name, f, me)
		if err != nil {
			return err
		}
		out, err = loadSavedList(tx, id)
		return err
	})
	return out, err
}

// UpdateSaved renames a list, or replaces its filters.
func (s *Service) UpdateSaved(ctx context.Context, r savedUpdateRequest) (out *SavedList, err error) {
	if r.Filters != nil {
		f, err := s.check(*r.Filters)
		if err != nil {
			return nil, err
		}
		r.Filters = &f
	}
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := updateSavedList(tx, r.ID, r.Name, r.Filters); err != nil {
			return err
		}
		out, err = loadSavedList(tx, r.ID)
		return err
	})
	return out, err
}

// DeleteSaved deletes a saved list.
func (s *Service) DeleteSaved(ctx context.Context, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error { return deleteSavedList(tx, id) })
}

// check folds the search's spaces and refuses filters the listing would refuse, with its messages.
func (s *Service) check(f SavedFilters) (SavedFilters, error) {
	f.Q = strings.Join(strings.Fields(f.Q), " ")
	if person.TooLong(f.Q, 100) {
		return f, fault.E(fault.Invalid, "The search is too long")
	}
	return f, f.query().Check(s.Clock.Now(), s.Custom)
}
