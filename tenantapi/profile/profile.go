// Package profile answers the signed-in user's profile with userRolesAndPermissions (spec §3).
package profile

import (
	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/people/directory"
	"congregate/tenantapi/roles"
)

// Handler serves the profile call.
type Handler struct {
	Tenants  *db.Tenants
	Enforcer *authz.Enforcer
	People   People
}

// People is what the profile reads of the people domain.
type People interface {
	Self(tx *gorm.DB, id int64, lock bool) (directory.Self, error)
}

// Profile is the signed-in user's profile (responseData of /api/user/profile).
type Profile struct {
	UserID         int64  `json:"userId"`
	FirstName      string `json:"firstName"`
	LastName       string `json:"lastName"`
	Email          string `json:"email"`
	Mobile         string `json:"mobile"`
	RecordsPerPage int    `json:"recordsPerPage"`
	TwoFactor      bool   `json:"twoFactorEnabled"`
	// UserRolesAndPermissions holds isSuperAdmin, roles and, per permission key, its actions.
	UserRolesAndPermissions map[string]any `json:"userRolesAndPermissions" gorm:"-"`
}

// Get is POST /api/user/profile.
func (h Handler) Get(c *gin.Context, _ httpx.ClientContext) (Profile, error) {
	ctx := c.Request.Context()
	u := auth.UserFrom(ctx)
	var p Profile
	err := h.Tenants.Run(ctx, func(tx *gorm.DB) error {
		s, err := h.People.Self(tx, u.PersonID, false)
		p = Profile{UserID: s.ID, FirstName: s.FirstName, LastName: s.LastName, Email: s.Email, Mobile: s.Mobile,
			RecordsPerPage: s.RecordsPerPage, TwoFactor: s.TwoFactor}
		return err
	})
	if err != nil {
		return Profile{}, err
	}
	church := tenancy.FromContext(ctx)
	isSuper, perms, err := h.Enforcer.Permissions(ctx, church.ID, u.PersonID, roles.PolicyLoader(h.Tenants))
	if err != nil {
		return Profile{}, err
	}
	names, err := roles.Names(ctx, h.Tenants, u.PersonID)
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
