package roles

import (
	"context"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"gorm.io/gorm"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/people/directory"
)

// Service holds the rules of roles and permissions. Every change is one transaction in the
// church's schema (with its audit entry) followed by Enforcer.Invalidate, so it is effective on
// the next request on every replica.
type Service struct {
	Tenants  *db.Tenants
	Enforcer *authz.Enforcer
}

// People is what roles reads and changes of the people domain: the people table is people's, so
// who may use the console, their sign-in state and the users pages' lists come through it.
type People interface {
	Account(tx *gorm.DB, id int64, lock bool) (directory.Account, error)
	Accounts(tx *gorm.DB, f directory.AccountFilter, limit, offset int) ([]directory.Account, int64, error)
	FindAccounts(tx *gorm.DB, q string, limit int) ([]directory.Account, error)
	WithConsoleAccess(tx *gorm.DB, ids []int64) ([]int64, error)
	SetAdminAccess(tx *gorm.DB, id int64, enabled bool) error
	EnableAccount(tx *gorm.DB, id int64) error
}

// people is the people domain's side. A package value rather than a Service field: the policy
// loader and KeepASuperAdmin are called by the router and by people without a Service.
var people People = directory.Directory{}

// Actor is who makes a change: their person id and how to write their audit entries.
type Actor struct {
	PersonID int64
	Entry    func(event string, details map[string]any) audit.Entry
}

// change runs fn in the church's schema and, when it committed, invalidates the church's policy.
func (s *Service) change(ctx context.Context, fn func(tx *gorm.DB) error) error {
	if err := s.Tenants.Run(ctx, fn); err != nil {
		return err
	}
	return s.Enforcer.Invalidate(ctx, tenancy.FromContext(ctx).ID)
}

// actorRights are what the actor may do, read in the change's transaction.
type actorRights struct {
	super  bool
	grants Grants
}

func rightsOf(tx *gorm.DB, a Actor) (actorRights, error) {
	super, g, err := effective(tx, a.PersonID)
	return actorRights{super, g}, err
}

// mayGrant refuses grants in next that are not in prev unless the actor holds them: nobody hands
// out more than they have.
func (r actorRights) mayGrant(prev, next Grants) error {
	if r.super {
		return nil
	}
	for k, acts := range next {
		for a, on := range acts {
			if on && !prev.has(k, a) && !r.grants.has(k, a) {
				return errEscalation
			}
		}
	}
	return nil
}

// mayGive checks the actor may put a person in a role.
func (r actorRights) mayGive(role *Role, g Grants) error {
	if r.super {
		return nil
	}
	if role.IsSuperAdmin {
		return errSuperOnly
	}
	return r.mayGrant(Grants{}, g)
}

// RoleInput is what add and update change; nil leaves a part as it is.
type RoleInput struct {
	Name        *string
	Description *string
	Permissions *map[string][]string
}

func cleanName(s string) (string, error) {
	s = strings.TrimSpace(s)
	switch {
	case s == "":
		return "", invalid("Role name is required")
	case utf8.RuneCountInString(s) > 60:
		return "", invalid("Role name must be at most 60 characters")
	case strings.ContainsFunc(s, unicode.IsControl):
		return "", invalid("Role name must not contain control characters")
	}
	return s, nil
}

func cleanDescription(s string) (string, error) {
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) > 300 {
		return "", invalid("Description must be at most 300 characters")
	}
	return s, nil
}

// parseGrants reads the API's permissions map.
func parseGrants(m map[string][]string) (Grants, error) {
	g := Grants{}
	for k, acts := range m {
		key := authz.Key(k)
		if !grantable(key) {
			return nil, invalid("Unknown permission key: " + k)
		}
		for _, a := range acts {
			if a != string(authz.Read) && a != string(authz.Write) {
				return nil, invalid("Unknown action: " + a)
			}
			g.add(key, authz.Action(a))
		}
	}
	return g, nil
}

func grantable(k authz.Key) bool {
	for _, x := range authz.GrantableKeys {
		if x == k {
			return true
		}
	}
	return false
}

// Roles lists the church's roles.
func (s *Service) Roles(ctx context.Context, q string) ([]Role, error) {
	var out []Role
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		var err error
		out, err = listRoles(tx, q)
		return err
	})
	return out, err
}

// RoleDetail is a role with the people who hold it.
type RoleDetail struct {
	Role
	Members []User `json:"members"`
}

// Role reads one role and its members.
func (s *Service) Role(ctx context.Context, id int64) (*RoleDetail, error) {
	var out *RoleDetail
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		r, err := getRole(tx, id, false)
		if err != nil {
			return err
		}
		members, err := roleMembers(tx, id)
		out = &RoleDetail{Role: *r, Members: members}
		return err
	})
	return out, err
}

// NameAvailable tells whether a role name is free (ignoring case), excluding one role.
func (s *Service) NameAvailable(ctx context.Context, name string, excludeID int64) (bool, error) {
	name, err := cleanName(name)
	if err != nil {
		return false, err
	}
	var taken bool
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		taken, err = nameTaken(tx, name, excludeID)
		return err
	})
	return !taken, err
}

// Create adds a role with the chosen permissions.
func (s *Service) Create(ctx context.Context, a Actor, in RoleInput) (*Role, error) {
	if in.Name == nil {
		return nil, invalid("Role name is required")
	}
	name, err := cleanName(*in.Name)
	if err != nil {
		return nil, err
	}
	desc := ""
	if in.Description != nil {
		if desc, err = cleanDescription(*in.Description); err != nil {
			return nil, err
		}
	}
	g := Grants{}
	if in.Permissions != nil {
		if g, err = parseGrants(*in.Permissions); err != nil {
			return nil, err
		}
	}
	var out *Role
	err = s.change(ctx, func(tx *gorm.DB) error {
		rights, err := rightsOf(tx, a)
		if err != nil {
			return err
		}
		if err := rights.mayGrant(Grants{}, g); err != nil {
			return err
		}
		if taken, err := nameTaken(tx, name, 0); err != nil || taken {
			if err == nil {
				err = errNameTaken
			}
			return err
		}
		id, err := insertRole(tx, name, desc)
		if err != nil {
			return err
		}
		if err := setGrants(tx, id, g); err != nil {
			return err
		}
		if out, err = getRole(tx, id, false); err != nil {
			return err
		}
		return audit.Write(tx, a.Entry(audit.EventRoleCreated, map[string]any{
			"roleId": id, "roleName": name, "description": desc, "permissions": out.Permissions}))
	})
	return out, err
}

// Update changes a role's name, description or (whole) permission set.
func (s *Service) Update(ctx context.Context, a Actor, id int64, in RoleInput) (*Role, error) {
	var next Grants
	var err error
	if in.Permissions != nil {
		if next, err = parseGrants(*in.Permissions); err != nil {
			return nil, err
		}
	}
	var out *Role
	err = s.change(ctx, func(tx *gorm.DB) error {
		r, err := getRole(tx, id, true)
		if err != nil {
			return err
		}
		if r.IsSuperAdmin {
			return errSuperRole
		}
		name, desc := r.Name, r.Description
		if in.Name != nil {
			if name, err = cleanName(*in.Name); err != nil {
				return err
			}
			if name != r.Name && r.IsSystem {
				return errSystemRename
			}
		}
		if in.Description != nil {
			if desc, err = cleanDescription(*in.Description); err != nil {
				return err
			}
		}
		if name != r.Name {
			if taken, err := nameTaken(tx, name, id); err != nil || taken {
				if err == nil {
					err = errNameTaken
				}
				return err
			}
		}
		if err := updateRoleText(tx, id, name, desc); err != nil {
			return err
		}
		if next != nil {
			prev, err := roleGrants(tx, []int64{id})
			if err != nil {
				return err
			}
			rights, err := rightsOf(tx, a)
			if err != nil {
				return err
			}
			if err := rights.mayGrant(prev[id], next); err != nil {
				return err
			}
			if err := setGrants(tx, id, next); err != nil {
				return err
			}
		}
		if out, err = getRole(tx, id, false); err != nil {
			return err
		}
		changes := audit.Diff(map[string]any{"name": r.Name, "description": r.Description, "permissions": r.Permissions},
			map[string]any{"name": out.Name, "description": out.Description, "permissions": out.Permissions})
		if changes == nil {
			return nil
		}
		return audit.Write(tx, a.Entry(audit.EventRoleUpdated, map[string]any{"roleId": id, "roleName": out.Name, "changes": changes}))
	})
	return out, err
}

// Delete removes a role. A role that people hold is removed only when the caller confirms
// (unassignMembers); system roles stay.
func (s *Service) Delete(ctx context.Context, a Actor, id int64, unassignMembers bool) error {
	return s.change(ctx, func(tx *gorm.DB) error {
		if err := lockSuperAdmins(tx); err != nil {
			return err
		}
		r, err := getRole(tx, id, true)
		if err != nil {
			return err
		}
		if r.IsSystem || r.IsSuperAdmin {
			return errSystemDelete
		}
		members, err := roleMemberIDs(tx, id)
		if err != nil {
			return err
		}
		if len(members) > 0 && !unassignMembers {
			return conflictf("This role is assigned to %d %s. Unassign them first or confirm removal.", len(members), plural(len(members), "person", "people"))
		}
		if err := deleteRole(tx, id); err != nil {
			return err
		}
		if err := keepsASuperAdmin(tx); err != nil {
			return err
		}
		return audit.Write(tx, a.Entry(audit.EventRoleDeleted, map[string]any{
			"roleId": id, "roleName": r.Name, "permissions": r.Permissions, "unassignedPeople": members}))
	})
}

// Permissions is the catalogue of grantable keys for the role editor.
func Permissions() []Permission {
	out := make([]Permission, 0, len(authz.GrantableKeys))
	for _, k := range authz.GrantableKeys {
		out = append(out, Permission{Key: string(k), Label: keyLabels[k], Actions: []string{"read", "write"}})
	}
	return out
}

var keyLabels = map[authz.Key]string{
	authz.People: "People", authz.Organization: "Organisation", authz.LivestreamSermons: "Livestream & sermons",
	authz.ECommerce: "E-commerce", authz.FellowshipPrequest: "Fellowship prayer requests",
	authz.FellowshipPreport: "Fellowship prayer reports", authz.Generosity: "Generosity (giving)", authz.Children: "Children",
	authz.UnifiedCommunications: "Unified communications", authz.FollowUp: "Follow-up", authz.CalendarEvents: "Calendar & events",
	authz.Billing: "Billing",
}

func conflictf(format string, args ...any) error {
	return httpxConflict(fmt.Sprintf(format, args...))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
