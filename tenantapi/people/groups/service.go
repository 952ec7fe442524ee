package groups

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/roster"
)

// Service holds the rules of groups and service units; every call is one transaction in the
// church's schema.
type Service struct {
	Tenants *db.Tenants
}

// The rosters: a group's users with their role, a unit's members with their position.
var (
	groupRoster = roster.Roster{Of: groupMembers, Exists: groups.exists}
	unitRoster  = roster.Roster{Of: unitMembers, Exists: units.exists}
)

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// Groups is one page of groups whose name contains q.
func (s *Service) Groups(ctx context.Context, r listRequest) (httpx.Page[Group], error) {
	return page[Group](ctx, s, groups, r)
}

// AddGroup adds a group.
func (s *Service) AddGroup(ctx context.Context, r nameDescRequest) (*Group, error) {
	return add[Group](ctx, s, groups, r)
}

// UpdateGroup changes the name and description sent.
func (s *Service) UpdateGroup(ctx context.Context, r nameDescRequest) (*Group, error) {
	return change[Group](ctx, s, groups, r)
}

// DeleteGroup deletes a group and its memberships.
func (s *Service) DeleteGroup(ctx context.Context, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error { return remove(tx, groups, id) })
}

// Units is one page of service units whose name contains q.
func (s *Service) Units(ctx context.Context, r listRequest) (httpx.Page[ServiceUnit], error) {
	return page[ServiceUnit](ctx, s, units, r)
}

// AddUnit adds a service unit.
func (s *Service) AddUnit(ctx context.Context, r nameDescRequest) (*ServiceUnit, error) {
	return add[ServiceUnit](ctx, s, units, r)
}

// UpdateUnit changes the name and description sent.
func (s *Service) UpdateUnit(ctx context.Context, r nameDescRequest) (*ServiceUnit, error) {
	return change[ServiceUnit](ctx, s, units, r)
}

// DeleteUnit deletes a service unit and its memberships.
func (s *Service) DeleteUnit(ctx context.Context, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error { return remove(tx, units, id) })
}

func page[T any](ctx context.Context, s *Service, k kind, r listRequest) (httpx.Page[T], error) {
	return paged(ctx, s, r.Paging, 20, func(tx *gorm.DB, limit, offset int) ([]T, int64, error) {
		return list[T](tx, k, r.Q, limit, offset)
	})
}

func add[T any](ctx context.Context, s *Service, k kind, r nameDescRequest) (out *T, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		id, err := insert(tx, k, r.Name.V, r.Description.V)
		if err != nil {
			return err
		}
		out, err = load[T](tx, k, id)
		return err
	})
	return out, err
}

func change[T any](ctx context.Context, s *Service, k kind, r nameDescRequest) (out *T, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := update(tx, k, r); err != nil {
			return err
		}
		out, err = load[T](tx, k, r.ID)
		return err
	})
	return out, err
}

// GroupUsers is one page of a group's users (50 by default).
func (s *Service) GroupUsers(ctx context.Context, r groupUsersRequest) (httpx.Page[Member], error) {
	return s.members(ctx, groupRoster, r.GroupID, r.Q, r.Paging, 50)
}

// AddGroupUsers adds people to a group with a role; people already in it keep theirs.
func (s *Service) AddGroupUsers(ctx context.Context, r groupUsersAddRequest) (roster.Added, error) {
	return s.add(ctx, groupRoster, r.GroupID, r.PersonIDs, r.Role)
}

// RemoveGroupUsers takes people out of a group.
func (s *Service) RemoveGroupUsers(ctx context.Context, r groupUsersRemoveRequest) (roster.Removed, error) {
	return s.remove(ctx, groupRoster, r.GroupID, r.PersonIDs)
}

// UnitMembers is one page of a service unit's members, by position then name.
func (s *Service) UnitMembers(ctx context.Context, r unitMembersRequest) (httpx.Page[Member], error) {
	return s.members(ctx, unitRoster, r.ServiceUnitID, r.Q, r.Paging, 20)
}

// AddUnitMembers adds people to a service unit with a position (or none); people already in it
// keep theirs.
func (s *Service) AddUnitMembers(ctx context.Context, r unitMembersChange) (roster.Added, error) {
	return s.add(ctx, unitRoster, r.ServiceUnitID, r.PersonIDs, r.PositionID)
}

// RemoveUnitMembers takes people out of a service unit.
func (s *Service) RemoveUnitMembers(ctx context.Context, r unitMembersChange) (roster.Removed, error) {
	return s.remove(ctx, unitRoster, r.ServiceUnitID, r.PersonIDs)
}

// SetPosition gives a member of a service unit a position, or none.
func (s *Service) SetPosition(ctx context.Context, r setPositionRequest) (out *Member, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		found, err := setPosition(tx, r.ServiceUnitID, r.PersonID, r.PositionID)
		if err != nil {
			return err
		}
		if !found {
			return errNotInUnit
		}
		out, err = unitMembers.Member(tx, r.ServiceUnitID, r.PersonID, errNotInUnit)
		return err
	})
	return out, err
}

func (s *Service) members(ctx context.Context, rs roster.Roster, id int64, q string, paging httpx.Paging, size int) (httpx.Page[Member], error) {
	return paged(ctx, s, paging, size, func(tx *gorm.DB, limit, offset int) ([]Member, int64, error) {
		return rs.Page(tx, id, q, limit, offset)
	})
}

func (s *Service) add(ctx context.Context, rs roster.Roster, id int64, ids []int64, extra any) (out roster.Added, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		out, err = rs.Add(tx, id, ids, extra)
		return err
	})
	return out, err
}

func (s *Service) remove(ctx context.Context, rs roster.Roster, id int64, ids []int64) (out roster.Removed, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		out, err = rs.Remove(tx, id, ids)
		return err
	})
	return out, err
}

// paged is one page of a list (size rows unless the request says), read in one transaction.
func paged[T any](ctx context.Context, s *Service, paging httpx.Paging, size int, read func(tx *gorm.DB, limit, offset int) ([]T, int64, error)) (httpx.Page[T], error) {
	p, err := paging.Resolve(size)
	if err != nil {
		return httpx.Page[T]{}, err
	}
	var out httpx.Page[T]
	err = s.run(ctx, func(tx *gorm.DB) error {
		items, total, err := read(tx, p.PageSize, p.Offset())
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}
