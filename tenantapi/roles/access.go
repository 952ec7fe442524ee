package roles

import (
	"context"
	"slices"
	"strings"
	"unicode/utf8"

	"gorm.io/gorm"

	"congregate/tenantapi/audit"
)

// Who holds which role, and who may use the console: the users-with-roles pages.

// Users lists the people who hold a role or have admin access.
func (s *Service) Users(ctx context.Context, f UsersQuery, page, size int) ([]User, int64, error) {
	var out []User
	var total int64
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		var err error
		out, total, err = listUsers(tx, f, page, size)
		return err
	})
	return out, total, err
}

// Search finds active people to give a role.
func (s *Service) Search(ctx context.Context, q string, limit int) ([]User, error) {
	out := []User{}
	if utf8.RuneCountInString(strings.TrimSpace(q)) < 2 {
		return out, nil
	}
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		var err error
		out, err = searchPeople(tx, q, limit)
		return err
	})
	return out, err
}

// SetUserRoles gives a person the roles in add and takes those in remove; with exact, add is the
// whole set the person should hold (set-user-roles) and remove is worked out.
func (s *Service) SetUserRoles(ctx context.Context, a Actor, personID int64, add, remove []int64, exact bool) (*User, error) {
	var out *User
	err := s.change(ctx, func(tx *gorm.DB) error {
		if err := setRoles(tx, a, personID, add, remove, exact); err != nil {
			return err
		}
		var err error
		out, err = loadUser(tx, personID, false)
		return err
	})
	return out, err
}

// Assign gives a person one role; with withAccess it also switches their console access on in the
// same transaction (audited as the admin-access switch is), so a role does not land on someone who
// cannot sign in to use it, and neither change is kept without the other.
func (s *Service) Assign(ctx context.Context, a Actor, personID, roleID int64, withAccess bool) (*User, error) {
	var out *User
	err := s.change(ctx, func(tx *gorm.DB) error {
		if err := setRoles(tx, a, personID, []int64{roleID}, nil, false); err != nil {
			return err
		}
		if withAccess {
			if err := switchAccess(tx, a, personID, true); err != nil {
				return err
			}
		}
		var err error
		out, err = loadUser(tx, personID, false)
		return err
	})
	return out, err
}

// setRoles is SetUserRoles inside the caller's transaction.
func setRoles(tx *gorm.DB, a Actor, personID int64, add, remove []int64, exact bool) error {
	if err := lockSuperAdmins(tx); err != nil {
		return err
	}
	u, err := loadUser(tx, personID, true)
	if err != nil {
		return err
	}
	if exact {
		// Only the difference is a change: keeping a role is not granting it again.
		want, held := map[int64]bool{}, map[int64]bool{}
		for _, id := range add {
			want[id] = true
		}
		remove, add = nil, nil
		for _, r := range u.Roles {
			held[r.ID] = true
			if !want[r.ID] {
				remove = append(remove, r.ID)
			}
		}
		for id := range want {
			if !held[id] {
				add = append(add, id)
			}
		}
		slices.Sort(add)
	}
	rights, err := rightsOf(tx, a)
	if err != nil {
		return err
	}
	grants, err := roleGrants(tx, append(append([]int64{}, add...), remove...))
	if err != nil {
		return err
	}
	changed := false
	for _, roleID := range add {
		r, err := getRole(tx, roleID, false)
		if err != nil {
			return err
		}
		if err := rights.mayGive(r, grants[roleID]); err != nil {
			return err
		}
		did, err := assign(tx, personID, roleID)
		if err != nil {
			return err
		}
		if did {
			changed = true
			if err := audit.Write(tx, a.Entry(audit.EventRoleAssigned, roleDetails(u, r))); err != nil {
				return err
			}
		}
	}
	for _, roleID := range remove {
		r, err := getRole(tx, roleID, false)
		if err != nil {
			return err
		}
		if r.IsSuperAdmin && !rights.super {
			return errSuperOnly
		}
		did, err := unassign(tx, personID, roleID)
		if err != nil {
			return err
		}
		if did {
			changed = true
			if err := audit.Write(tx, a.Entry(audit.EventRoleUnassigned, roleDetails(u, r))); err != nil {
				return err
			}
		}
	}
	if changed {
		return keepsASuperAdmin(tx)
	}
	return nil
}

func roleDetails(u *User, r *Role) map[string]any {
	return map[string]any{"personId": u.PersonID, "personName": u.FullName, "roleId": r.ID, "roleName": r.Name}
}

// AdministratorView is the view-administrator page.
type AdministratorView struct {
	User
	Permissions    map[string]any `json:"permissions"`
	ActiveSessions int64          `json:"activeSessions"`
	RecentActivity []audit.Item   `json:"recentActivity"`
}

// Administrator reads a person's access, effective permissions and latest activity.
func (s *Service) Administrator(ctx context.Context, personID int64) (*AdministratorView, error) {
	var out *AdministratorView
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		u, err := loadUser(tx, personID, false)
		if err != nil {
			return err
		}
		super, g, err := effective(tx, personID)
		if err != nil {
			return err
		}
		perms := map[string]any{"isSuperAdmin": super}
		for k, v := range g.wire(super) {
			perms[k] = v
		}
		n, err := activeSessions(tx, personID)
		if err != nil {
			return err
		}
		recent, err := audit.Recent(tx, personID, 10)
		for i := range recent {
			recent[i].PersonName = u.FullName // every item is theirs
		}
		out = &AdministratorView{User: *u, Permissions: perms, ActiveSessions: n, RecentActivity: recent}
		return err
	})
	return out, err
}

// mayRestore checks the actor may give a person back console access with all their roles.
func mayRestore(tx *gorm.DB, rights actorRights, u *User) error {
	if rights.super {
		return nil
	}
	if u.IsSuperAdmin {
		return errSuperOnly
	}
	ids := make([]int64, len(u.Roles))
	for i, r := range u.Roles {
		ids[i] = r.ID
	}
	grants, err := roleGrants(tx, ids)
	if err != nil {
		return err
	}
	all := Grants{}
	for _, g := range grants {
		for k, acts := range g {
			for act, on := range acts {
				if on {
					all.add(k, act)
				}
			}
		}
	}
	return rights.mayGrant(Grants{}, all)
}

// SetAdminAccess enables or disables a person's console access; disabling ends their sessions.
func (s *Service) SetAdminAccess(ctx context.Context, a Actor, personID int64, enabled bool) (*User, error) {
	var out *User
	err := s.change(ctx, func(tx *gorm.DB) error {
		if err := switchAccess(tx, a, personID, enabled); err != nil {
			return err
		}
		var err error
		out, err = loadUser(tx, personID, false)
		return err
	})
	return out, err
}

// switchAccess is SetAdminAccess inside the caller's transaction.
func switchAccess(tx *gorm.DB, a Actor, personID int64, enabled bool) error {
	if err := lockSuperAdmins(tx); err != nil {
		return err
	}
	u, err := loadUser(tx, personID, true)
	if err != nil {
		return err
	}
	if !enabled && personID == a.PersonID {
		return errOwnAccess
	}
	rights, err := rightsOf(tx, a)
	if err != nil {
		return err
	}
	if enabled {
		err = mayRestore(tx, rights, u)
	} else if u.IsSuperAdmin && !rights.super {
		err = errSuperOnly
	}
	if err != nil {
		return err
	}
	if u.AdminAccess == enabled {
		return nil
	}
	if err := setAdminAccess(tx, personID, enabled); err != nil {
		return err
	}
	if !enabled {
		if err := keepsASuperAdmin(tx); err != nil {
			return err
		}
	}
	event := audit.EventAdminEnabled
	if !enabled {
		event = audit.EventAdminDisabled
	}
	return audit.Write(tx, a.Entry(event, map[string]any{"personId": personID, "personName": u.FullName,
		"changes": map[string]audit.Change{"adminAccess": {From: u.AdminAccess, To: enabled}}}))
}

// EnableAccount reactivates a person's account and clears a sign-in lock-out.
func (s *Service) EnableAccount(ctx context.Context, a Actor, personID int64) (*User, error) {
	var out *User
	err := s.change(ctx, func(tx *gorm.DB) error {
		u, err := loadUser(tx, personID, true)
		if err != nil {
			return err
		}
		rights, err := rightsOf(tx, a)
		if err != nil {
			return err
		}
		if err := mayRestore(tx, rights, u); err != nil {
			return err
		}
		if u.IsActive && !u.IsLocked {
			out = u
			return nil
		}
		if err := enableAccount(tx, personID); err != nil {
			return err
		}
		if err := audit.Write(tx, a.Entry(audit.EventAccountEnabled, map[string]any{"personId": personID, "personName": u.FullName,
			"changes": map[string]audit.Change{"isActive": {From: u.IsActive, To: true}, "isLocked": {From: u.IsLocked, To: false}}})); err != nil {
			return err
		}
		out, err = loadUser(tx, personID, false)
		return err
	})
	return out, err
}
