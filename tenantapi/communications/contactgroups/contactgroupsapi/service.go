package contactgroupsapi

import (
	"context"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/communications/contactgroups"
	"congregate/tenantapi/people/person"
)

// Service serves the contact groups pages: each call one transaction in the church's schema.
type Service struct {
	Tenants *db.Tenants
}

// Actor is the signed-in staff member's audit entry builder.
type Actor struct {
	Entry func(event string, details map[string]any) audit.Entry
}

var constraints = db.Constraints{
	"contact_groups_name_key": fault.E(fault.Conflict, "A contact group with this name already exists"),
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// List is one page of the groups by name.
func (s *Service) List(ctx context.Context, r listRequest) (httpx.Page[contactgroups.ContactGroup], error) {
	p, err := r.Paging.Resolve(25)
	if err != nil {
		return httpx.Page[contactgroups.ContactGroup]{}, err
	}
	var out httpx.Page[contactgroups.ContactGroup]
	err = s.run(ctx, func(tx *gorm.DB) error {
		items, total, err := contactgroups.Groups(tx, r.Search, p.PageSize, p.Offset())
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

// Add creates a group; a name another group has (in any case) is refused.
func (s *Service) Add(ctx context.Context, a Actor, r addRequest) (*contactgroups.ContactGroup, error) {
	var out *contactgroups.ContactGroup
	err := s.run(ctx, func(tx *gorm.DB) error {
		if taken, err := contactgroups.NameTaken(tx, r.Name, 0); err != nil || taken {
			if taken {
				return contactgroups.ErrNameTaken(r.Name)
			}
			return err
		}
		id, err := contactgroups.InsertGroup(tx, r.Name, r.Description)
		if err != nil {
			return err
		}
		if out, err = contactgroups.LoadGroup(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Entry(audit.EventContactGroupCreated, map[string]any{"contactGroupId": id, "name": r.Name}))
	})
	return out, err
}

// Rename changes a group's name and description.
func (s *Service) Rename(ctx context.Context, a Actor, r renameRequest) (*contactgroups.ContactGroup, error) {
	var out *contactgroups.ContactGroup
	err := s.run(ctx, func(tx *gorm.DB) error {
		before, err := contactgroups.LoadGroup(tx, r.ID)
		if err != nil {
			return err
		}
		if taken, err := contactgroups.NameTaken(tx, r.Name, r.ID); err != nil || taken {
			if taken {
				return contactgroups.ErrNameTaken(r.Name)
			}
			return err
		}
		if err := contactgroups.UpdateGroup(tx, r.ID, r.Name, r.Description); err != nil {
			return err
		}
		if out, err = contactgroups.LoadGroup(tx, r.ID); err != nil {
			return err
		}
		return audit.Write(tx, a.Entry(audit.EventContactGroupUpdated, map[string]any{"contactGroupId": r.ID,
			"changes": audit.Diff(map[string]any{"name": before.Name, "description": before.Description},
				map[string]any{"name": r.Name, "description": r.Description})}))
	})
	return out, err
}

// Delete removes a group and its members; a group a smart keyword adds people to is kept until
// the keyword is changed.
func (s *Service) Delete(ctx context.Context, a Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		g, err := contactgroups.LoadGroup(tx, id)
		if err != nil {
			return err
		}
		ks, err := contactgroups.KeywordsOf(tx, id)
		if err != nil {
			return err
		}
		if len(ks) > 0 {
			return fault.E(fault.Conflict, "The smart keyword "+strings.Join(ks, ", ")+" adds people to this group: change or delete it first")
		}
		if err := contactgroups.DeleteGroup(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Entry(audit.EventContactGroupDeleted, map[string]any{"contactGroupId": id, "name": g.Name, "members": g.Members}))
	})
}

// Members is one page of a group's members by name.
func (s *Service) Members(ctx context.Context, r membersRequest) (httpx.Page[contactgroups.GroupMember], error) {
	p, err := r.Paging.Resolve(25)
	if err != nil {
		return httpx.Page[contactgroups.GroupMember]{}, err
	}
	var out httpx.Page[contactgroups.GroupMember]
	err = s.run(ctx, func(tx *gorm.DB) error {
		if _, err := contactgroups.LoadGroup(tx, r.ID); err != nil {
			return err
		}
		items, total, err := contactgroups.GroupMembers(tx, r.ID, p.PageSize, p.Offset())
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

// AddMembers adds people of the directory and typed-in contacts (phones read with the church's
// country, e-mails lower-cased); those already in the group are not added again.
func (s *Service) AddMembers(ctx context.Context, a Actor, r addMembersRequest) (contactgroups.Added, error) {
	country := person.Country(ctx)
	contacts := make([]contactgroups.Member, 0, len(r.Contacts))
	for _, c := range r.Contacts {
		m, err := contactgroups.TypedContact(c, country)
		if err != nil {
			return contactgroups.Added{}, err
		}
		contacts = append(contacts, m)
	}
	var out contactgroups.Added
	err := s.run(ctx, func(tx *gorm.DB) error {
		if _, err := contactgroups.LoadGroup(tx, r.ID); err != nil {
			return err
		}
		if len(r.PersonIDs) > 0 {
			if err := person.RequireLiveAll(tx, r.PersonIDs); err != nil {
				return err
			}
		}
		before, err := contactgroups.MemberCount(tx, r.ID)
		if err != nil {
			return err
		}
		if err := contactgroups.InsertPeople(tx, r.ID, r.PersonIDs, contactgroups.SourceStaff); err != nil {
			return err
		}
		for _, m := range contacts {
			if err := contactgroups.AddMember(tx, r.ID, m, contactgroups.SourceStaff); err != nil {
				return err
			}
		}
		after, err := contactgroups.MemberCount(tx, r.ID)
		if err != nil {
			return err
		}
		out.Added = after - before
		return audit.Write(tx, a.Entry(audit.EventContactGroupMembers, map[string]any{"contactGroupId": r.ID,
			"personIds": r.PersonIDs, "contacts": len(contacts), "added": out.Added}))
	})
	return out, err
}

// RemoveMembers takes members (by their member ids) out of the group.
func (s *Service) RemoveMembers(ctx context.Context, a Actor, r removeMembersRequest) (contactgroups.RemovedCount, error) {
	var out contactgroups.RemovedCount
	err := s.run(ctx, func(tx *gorm.DB) error {
		if _, err := contactgroups.LoadGroup(tx, r.ID); err != nil {
			return err
		}
		n, err := contactgroups.DeleteMembers(tx, r.ID, r.MemberIDs)
		if err != nil {
			return err
		}
		if n == 0 {
			return fault.E(fault.NotFound, "None of these members is in the group")
		}
		out.Removed = n
		return audit.Write(tx, a.Entry(audit.EventContactGroupMembersOut, map[string]any{"contactGroupId": r.ID,
			"memberIds": r.MemberIDs, "removed": n}))
	})
	return out, err
}
