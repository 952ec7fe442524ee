package export

import (
	"gorm.io/gorm"

	"congregate/tenantapi/roles"
)

// The church's side reads only who may export (the roles domain's); the exports' rows are
// internal/exports' (control.church_exports).

// requireSuperAdmin refuses a person who holds no super-admin role.
func requireSuperAdmin(tx *gorm.DB, personID int64) error {
	ok, err := roles.IsSuperAdmin(tx, personID)
	if err != nil {
		return err
	}
	if !ok {
		return errSuperOnly
	}
	return nil
}
