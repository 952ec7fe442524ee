// Package profile answers the signed-in user's profile with userRolesAndPermissions (spec §3). It
// has no store: the record is the people domain's (People), the roles and permissions roles'.
package profile

import (
	"gorm.io/gorm"

	"congregate/tenantapi/people/directory"
)

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
