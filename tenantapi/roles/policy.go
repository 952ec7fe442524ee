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

// PolicyLoader reads the policy of the church in ctx for the enforcer: every grant, the roles held
// by the people who may use the console (people says who), and the super-admin roles.
func PolicyLoader(tenants *db.Tenants) authz.Loader {
	return func(ctx context.Context) (authz.Policy, error) {
		var p authz.Policy
		err := tenants.Run(ctx, func(tx *gorm.DB) (err error) {
			if p.Grants, err = allGrants(tx); err != nil {
				return err
			}
			members, err := memberships(tx)
			if err != nil {
				return err
			}
			holders := make([]int64, 0, len(members))
			for _, m := range members {
				holders = append(holders, m.PersonID)
			}
			live, err := people.WithConsoleAccess(tx, holders)
			if err != nil {
				return err
			}
			console := make(map[int64]bool, len(live))
			for _, id := range live {
				console[id] = true
			}
			for _, m := range members {
				if console[m.PersonID] {
					p.Members = append(p.Members, m)
				}
			}
			p.SuperRoles, err = superRoleIDs(tx)
			return err
		})
		return p, err
	}
}

// Names lists the role names a person holds.
func Names(ctx context.Context, tenants *db.Tenants, personID int64) ([]string, error) {
	var names []string
	err := tenants.Run(ctx, func(tx *gorm.DB) (err error) {
		names, err = heldRoleNames(tx, personID)
		return err
	})
	return names, err
}
