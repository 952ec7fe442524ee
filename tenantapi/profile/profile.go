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
	"congregate/tenantapi/roles"
)

// Handler serves the profile call.
type Handler struct {
	Tenants  *db.Tenants
	Enforcer *authz.Enforcer
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
		return tx.Raw(`SELECT id AS user_id, first_name, last_name, email, mobile, records_per_page, two_factor_enabled AS two_factor
			FROM people WHERE id = ?`, u.PersonID).Scan(&p).Error
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
