package profile

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/roles"
)

// Service reads a person's profile: their record, then what the enforcer gives them.
type Service struct {
	Tenants  *db.Tenants
	Enforcer *authz.Enforcer
	People   People
}

// Profile is person id's record with their roles and permissions.
func (s *Service) Profile(ctx context.Context, id int64) (Profile, error) {
	var p Profile
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		self, err := s.People.Self(tx, id, false)
		p = Profile{UserID: self.ID, FirstName: self.FirstName, LastName: self.LastName, Email: self.Email, Mobile: self.Mobile,
			RecordsPerPage: self.RecordsPerPage, TwoFactor: self.TwoFactor}
		return err
	})
	if err != nil {
		return Profile{}, err
	}
	isSuper, perms, err := s.Enforcer.Permissions(ctx, tenancy.FromContext(ctx).ID, id, roles.PolicyLoader(s.Tenants))
	if err != nil {
		return Profile{}, err
	}
	names, err := roles.Names(ctx, s.Tenants, id)
	if err != nil {
		return Profile{}, err
	}
	urp := map[string]any{"isSuperAdmin": isSuper, "roles": names}
	for k, acts := range perms {
		urp[string(k)] = acts
	}
	p.UserRolesAndPermissions = urp
	return p, nil
}
