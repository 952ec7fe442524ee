package roles

import (
	"errors"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"gorm.io/gorm"

	"congregate/internal/platform/authz"
	"congregate/tenantapi/auth/accounts"
	"congregate/tenantapi/people/directory"
)

// The SQL of the roles pages. Every function runs in a transaction bound to one church's schema.

type roleRow struct {
	ID           int64
	Name         string
	Description  string
	IsSuperAdmin bool
	IsSystem     bool
	MemberCount  int64
	CreatedAt    time.Time
}

const roleSelect = `SELECT r.id, r.name, r.description, r.is_super_admin, r.is_system, r.created_at,
	(SELECT count(*) FROM person_roles pr WHERE pr.role_id = r.id) AS member_count FROM roles r`

func listRoles(tx *gorm.DB, q string) ([]Role, error) {
	var rows []roleRow
	query, args := roleSelect, []any{}
	if q = strings.TrimSpace(q); q != "" {
		query += ` WHERE r.name ILIKE ? OR r.description ILIKE ?`
		like := "%" + escapeLike(q) + "%"
		args = append(args, like, like)
	}
	if err := tx.Raw(query+` ORDER BY r.is_super_admin DESC, lower(r.name)`, args...).Scan(&rows).Error; err != nil {
		return nil, err
	}
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	grants, err := roleGrants(tx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]Role, len(rows))
	for i, r := range rows {
		out[i] = r.toRole(grants[r.ID])
	}
	return out, nil
}

func (r roleRow) toRole(g Grants) Role {
	return Role{ID: r.ID, Name: r.Name, Description: r.Description, IsSuperAdmin: r.IsSuperAdmin, IsSystem: r.IsSystem,
		Permissions: g.wire(r.IsSuperAdmin), MemberCount: r.MemberCount, CreatedAt: r.CreatedAt}
}

// getRole reads one role; lock takes its row for update.
func getRole(tx *gorm.DB, id int64, lock bool) (*Role, error) {
	q := roleSelect + ` WHERE r.id = ?`
	if lock {
		q += ` FOR UPDATE OF r`
	}
	var rows []roleRow
	if err := tx.Raw(q, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, errRoleNotFound
	}
	g, err := roleGrants(tx, []int64{id})
	if err != nil {
		return nil, err
	}
	r := rows[0].toRole(g[id])
	return &r, nil
}

func roleGrants(tx *gorm.DB, ids []int64) (map[int64]Grants, error) {
	out := map[int64]Grants{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []struct {
		RoleID        int64
		PermissionKey string
		Action        string
	}
	if err := tx.Raw(`SELECT role_id, permission_key, action FROM role_permissions WHERE role_id IN ?`, ids).Scan(&rows).Error; err != nil {
		return nil, err
	}
	for _, r := range rows {
		if out[r.RoleID] == nil {
			out[r.RoleID] = Grants{}
		}
		out[r.RoleID].add(authz.Key(r.PermissionKey), authz.Action(r.Action))
	}
	return out, nil
}

func nameTaken(tx *gorm.DB, name string, excludeID int64) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM roles WHERE lower(name) = lower(?) AND id <> ?`, name, excludeID).Scan(&n).Error
	return n > 0, err
}

func insertRole(tx *gorm.DB, name, description string) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO roles (name, description) VALUES (?, ?) RETURNING id`, name, description).Scan(&id).Error
	return id, mapErr(err)
}

func updateRoleText(tx *gorm.DB, id int64, name, description string) error {
	return mapErr(tx.Exec(`UPDATE roles SET name = ?, description = ? WHERE id = ?`, name, description, id).Error)
}

// setGrants replaces a role's permissions; write rows come with their read row.
func setGrants(tx *gorm.DB, roleID int64, g Grants) error {
	if err := tx.Exec(`DELETE FROM role_permissions WHERE role_id = ?`, roleID).Error; err != nil {
		return err
	}
	for _, k := range authz.GrantableKeys {
		for _, a := range []authz.Action{authz.Read, authz.Write} {
			if g.has(k, a) {
				if err := tx.Exec(`INSERT INTO role_permissions (role_id, permission_key, action) VALUES (?, ?, ?)`, roleID, string(k), string(a)).Error; err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func deleteRole(tx *gorm.DB, id int64) error {
	return tx.Exec(`DELETE FROM roles WHERE id = ?`, id).Error
}

func roleMemberIDs(tx *gorm.DB, roleID int64) ([]int64, error) {
	ids := []int64{}
	err := tx.Raw(`SELECT person_id FROM person_roles WHERE role_id = ? ORDER BY person_id`, roleID).Scan(&ids).Error
	return ids, err
}

// lockSuperAdmins serialises every change that could remove a super admin: they all take the
// super-admin roles' rows first, so the count that follows sees the others' committed changes.
func lockSuperAdmins(tx *gorm.DB) error {
	var ids []int64
	return tx.Raw(`SELECT id FROM roles WHERE is_super_admin ORDER BY id FOR UPDATE`).Scan(&ids).Error
}

// superAdminCount counts the people who are super admins in effect: active, with admin access,
// holding a super-admin role.
func superAdminCount(tx *gorm.DB) (int64, error) {
	var ids []int64
	if err := tx.Raw(`SELECT DISTINCT pr.person_id FROM person_roles pr JOIN roles r ON r.id = pr.role_id
		WHERE r.is_super_admin ORDER BY 1`).Scan(&ids).Error; err != nil {
		return 0, err
	}
	live, err := people.WithConsoleAccess(tx, ids)
	return int64(len(live)), err
}

// KeepASuperAdmin runs a change that could end someone's super-admin powers (a role taken away,
// console access or the account switched off) and refuses it when the church would be left
// without a super admin. Call it inside the change's transaction.
func KeepASuperAdmin(tx *gorm.DB, change func() error) error {
	if err := lockSuperAdmins(tx); err != nil {
		return err
	}
	if err := change(); err != nil {
		return err
	}
	return keepsASuperAdmin(tx)
}

// keepsASuperAdmin fails the change when it left the church without a super admin.
func keepsASuperAdmin(tx *gorm.DB) error {
	n, err := superAdminCount(tx)
	if err != nil {
		return err
	}
	if n == 0 {
		return errLastSuper
	}
	return nil
}

// withRoles reads the roles of the listed people and makes Users of them.
func withRoles(tx *gorm.DB, list []directory.Account) ([]User, error) {
	out := make([]User, len(list))
	if len(list) == 0 {
		return out, nil
	}
	ids := make([]int64, len(list))
	for i, a := range list {
		ids[i] = a.ID
	}
	var held []struct {
		PersonID     int64
		RoleID       int64
		Name         string
		IsSuperAdmin bool
	}
	if err := tx.Raw(`SELECT pr.person_id, r.id AS role_id, r.name, r.is_super_admin FROM person_roles pr
		JOIN roles r ON r.id = pr.role_id WHERE pr.person_id IN ? ORDER BY r.is_super_admin DESC, lower(r.name)`, ids).Scan(&held).Error; err != nil {
		return nil, err
	}
	byPerson := map[int64]*User{}
	for i, a := range list {
		out[i] = User{PersonID: a.ID, FullName: a.FullName, Email: a.Email, Mobile: a.Mobile, AdminAccess: a.AdminAccess, HasLogin: a.HasLogin,
			IsActive: a.IsActive, IsLocked: a.IsLocked, LastLoginAt: a.LastLoginAt, Roles: []RoleRef{}}
		byPerson[a.ID] = &out[i]
	}
	for _, h := range held {
		u := byPerson[h.PersonID]
		u.Roles = append(u.Roles, RoleRef{ID: h.RoleID, Name: h.Name})
		u.IsSuperAdmin = u.IsSuperAdmin || h.IsSuperAdmin
	}
	return out, nil
}

// loadUser reads one live person; lock takes their row for update.
func loadUser(tx *gorm.DB, personID int64, lock bool) (*User, error) {
	a, err := people.Account(tx, personID, lock)
	if err != nil {
		return nil, err
	}
	us, err := withRoles(tx, []directory.Account{a})
	if err != nil {
		return nil, err
	}
	return &us[0], nil
}

// UsersQuery filters the users-with-roles list.
type UsersQuery struct {
	Q           string
	RoleID      *int64
	AdminAccess *bool
}

// holderIDs are the people who hold a role.
func holderIDs(tx *gorm.DB) ([]int64, error) {
	ids := []int64{}
	err := tx.Raw(`SELECT DISTINCT person_id FROM person_roles ORDER BY person_id`).Scan(&ids).Error
	return ids, err
}

// listUsers is a page of the people who hold a role (the one asked for, or any) or have admin
// access: roles names the holders, people filters, orders and pages them.
func listUsers(tx *gorm.DB, f UsersQuery, page, size int) ([]User, int64, error) {
	pf := directory.AccountFilter{Q: f.Q, AdminAccess: f.AdminAccess}
	var err error
	if f.RoleID != nil {
		pf.IDs, err = roleMemberIDs(tx, *f.RoleID)
	} else {
		pf.IDs, err = holderIDs(tx)
		pf.OrAdmins = true
	}
	if err != nil {
		return nil, 0, err
	}
	found, total, err := people.Accounts(tx, pf, size, page*size)
	if err != nil {
		return nil, 0, err
	}
	us, err := withRoles(tx, found)
	return us, total, err
}

// roleMembers are the live people who hold a role, by name.
func roleMembers(tx *gorm.DB, roleID int64) ([]User, error) {
	ids, err := roleMemberIDs(tx, roleID)
	if err != nil {
		return nil, err
	}
	found, _, err := people.Accounts(tx, directory.AccountFilter{IDs: ids}, 0, 0)
	if err != nil {
		return nil, err
	}
	return withRoles(tx, found)
}

func searchPeople(tx *gorm.DB, q string, limit int) ([]User, error) {
	found, err := people.FindAccounts(tx, q, limit)
	if err != nil {
		return nil, err
	}
	return withRoles(tx, found)
}

// assign gives a person a role; it reports whether anything changed.
func assign(tx *gorm.DB, personID, roleID int64) (bool, error) {
	res := tx.Exec(`INSERT INTO person_roles (person_id, role_id) VALUES (?, ?) ON CONFLICT DO NOTHING`, personID, roleID)
	return res.RowsAffected > 0, res.Error
}

func unassign(tx *gorm.DB, personID, roleID int64) (bool, error) {
	res := tx.Exec(`DELETE FROM person_roles WHERE person_id = ? AND role_id = ?`, personID, roleID)
	return res.RowsAffected > 0, res.Error
}

func setAdminAccess(tx *gorm.DB, personID int64, enabled bool) error {
	if err := people.SetAdminAccess(tx, personID, enabled); err != nil {
		return err
	}
	if enabled {
		return nil
	}
	return accounts.EndSessions(tx, personID)
}

func enableAccount(tx *gorm.DB, personID int64) error {
	return people.EnableAccount(tx, personID)
}

func activeSessions(tx *gorm.DB, personID int64) (int64, error) {
	return accounts.OpenSessions(tx, personID)
}

// effective is what a person may do through all their roles, read from the tables (the enforcer
// answers the same from its cache; checks inside a transaction need the transaction's view).
func effective(tx *gorm.DB, personID int64) (bool, Grants, error) {
	live, err := people.WithConsoleAccess(tx, []int64{personID})
	if err != nil || len(live) == 0 {
		return false, Grants{}, err
	}
	var rows []struct {
		IsSuperAdmin  bool
		PermissionKey *string
		Action        *string
	}
	if err := tx.Raw(`SELECT r.is_super_admin, rp.permission_key, rp.action FROM person_roles pr
		JOIN roles r ON r.id = pr.role_id LEFT JOIN role_permissions rp ON rp.role_id = r.id
		WHERE pr.person_id = ?`, personID).Scan(&rows).Error; err != nil {
		return false, nil, err
	}
	g, super := Grants{}, false
	for _, r := range rows {
		super = super || r.IsSuperAdmin
		if r.PermissionKey != nil && r.Action != nil {
			g.add(authz.Key(*r.PermissionKey), authz.Action(*r.Action))
		}
	}
	return super, g, nil
}

func mapErr(err error) error {
	var pg *pgconn.PgError
	if errors.As(err, &pg) && pg.ConstraintName == "roles_name_key" {
		return errNameTaken
	}
	return err
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// HoldsAnyRole says whether a person holds a role (what a merge must not silently hand over).
func HoldsAnyRole(tx *gorm.DB, personID int64) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM person_roles WHERE person_id = ?`, personID).Scan(&n).Error
	return n > 0, err
}

// allGrants are every role's permissions, for the enforcer.
func allGrants(tx *gorm.DB) ([]authz.Grant, error) {
	var rows []struct {
		RoleID        int64
		PermissionKey string
		Action        string
	}
	if err := tx.Raw(`SELECT role_id, permission_key, action FROM role_permissions`).Scan(&rows).Error; err != nil {
		return nil, err
	}
	var out []authz.Grant
	for _, g := range rows {
		out = append(out, authz.Grant{RoleID: g.RoleID, Key: authz.Key(g.PermissionKey), Action: authz.Action(g.Action)})
	}
	return out, nil
}

// memberships are who holds which role, whatever their console access.
func memberships(tx *gorm.DB) ([]authz.Membership, error) {
	var rows []struct{ PersonID, RoleID int64 }
	if err := tx.Raw(`SELECT person_id, role_id FROM person_roles`).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]authz.Membership, len(rows))
	for i, m := range rows {
		out[i] = authz.Membership{PersonID: m.PersonID, RoleID: m.RoleID}
	}
	return out, nil
}

func superRoleIDs(tx *gorm.DB) ([]int64, error) {
	var ids []int64
	err := tx.Raw(`SELECT id FROM roles WHERE is_super_admin`).Scan(&ids).Error
	return ids, err
}

func heldRoleNames(tx *gorm.DB, personID int64) ([]string, error) {
	names := []string{}
	err := tx.Raw(`SELECT r.name FROM roles r JOIN person_roles pr ON pr.role_id = r.id WHERE pr.person_id = ? ORDER BY r.name`, personID).Scan(&names).Error
	return names, err
}

// SuperAdmins are the ids of the people who are super admins in effect (active, with console
// access, holding a super-admin role), lowest id first: the operators' support sign-in uses the first.
func SuperAdmins(tx *gorm.DB) ([]int64, error) {
	var ids []int64
	if err := tx.Raw(`SELECT DISTINCT pr.person_id FROM person_roles pr JOIN roles r ON r.id = pr.role_id
		WHERE r.is_super_admin ORDER BY 1`).Scan(&ids).Error; err != nil {
		return nil, err
	}
	return people.WithConsoleAccess(tx, ids)
}

// IsSuperAdmin says whether a person with console access holds a super-admin role (read with
// tx, bound to the church's schema): what only the church's super admin may do asks this.
func IsSuperAdmin(tx *gorm.DB, personID int64) (bool, error) {
	super, _, err := effective(tx, personID)
	return super, err
}
