// Package roles owns the church's roles, their permissions and who holds them: it feeds the casbin
// enforcer (policy.go) and serves the roles & permissions pages (docs/organization-api.md). Every
// change goes through the tables and Enforcer.Invalidate, so it holds on the next request.
package roles

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/db"
)

// PolicyLoader reads the policy of the church in ctx for the enforcer.
func PolicyLoader(tenants *db.Tenants) authz.Loader {
	return func(ctx context.Context) (authz.Policy, error) {
		var p authz.Policy
		err := tenants.Run(ctx, func(tx *gorm.DB) error {
			var grants []struct {
				RoleID        int64
				PermissionKey string
				Action        string
			}
			if err := tx.Raw(`SELECT role_id, permission_key, action FROM role_permissions`).Scan(&grants).Error; err != nil {
				return err
			}
			for _, g := range grants {
				p.Grants = append(p.Grants, authz.Grant{RoleID: g.RoleID, Key: authz.Key(g.PermissionKey), Action: authz.Action(g.Action)})
			}
			var members []struct{ PersonID, RoleID int64 }
			if err := tx.Raw(`SELECT pr.person_id, pr.role_id FROM person_roles pr JOIN people p ON p.id = pr.person_id
				WHERE p.admin_access AND p.is_active`).Scan(&members).Error; err != nil {
				return err
			}
			for _, m := range members {
				p.Members = append(p.Members, authz.Membership{PersonID: m.PersonID, RoleID: m.RoleID})
			}
			return tx.Raw(`SELECT id FROM roles WHERE is_super_admin`).Scan(&p.SuperRoles).Error
		})
		return p, err
	}
}

// Names lists the role names a person holds.
func Names(ctx context.Context, tenants *db.Tenants, personID int64) ([]string, error) {
	names := []string{}
	err := tenants.Run(ctx, func(tx *gorm.DB) error {
		return tx.Raw(`SELECT r.name FROM roles r JOIN person_roles pr ON pr.role_id = r.id WHERE pr.person_id = ? ORDER BY r.name`, personID).Scan(&names).Error
	})
	return names, err
}
