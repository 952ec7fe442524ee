package roles

import (
	"time"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Role is a role with its permissions, as the roles & permissions page shows it.
type Role struct {
	ID           int64               `json:"id"`
	Name         string              `json:"name"`
	Description  string              `json:"description"`
	IsSuperAdmin bool                `json:"isSuperAdmin"`
	IsSystem     bool                `json:"isSystem"`
	Permissions  map[string][]string `json:"permissions" enum:"read,write"`
	MemberCount  int64               `json:"memberCount"`
	CreatedAt    time.Time           `json:"createdAt"`
}

// Permission is a grantable key of the role editor's catalogue: its label and the actions a role
// may hold on it. Fields in key order, as the map this replaced wrote them.
type Permission struct {
	Actions []string `json:"actions" enum:"read,write"`
	Key     string   `json:"key"`
	Label   string   `json:"label"`
}

// RoleRef names a role.
type RoleRef struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// User is a person as the roles pages show them: their access and their roles.
type User struct {
	PersonID     int64      `json:"personId"`
	FullName     string     `json:"fullName"`
	Email        string     `json:"email"`
	Mobile       string     `json:"mobile"`
	AdminAccess  bool       `json:"adminAccess"`
	HasLogin     bool       `json:"hasLogin"`
	IsActive     bool       `json:"isActive"`
	IsLocked     bool       `json:"isLocked"`
	IsSuperAdmin bool       `json:"isSuperAdmin"`
	Roles        []RoleRef  `json:"roles"`
	LastLoginAt  *time.Time `json:"lastLoginAt"`
}

// Grants is a permission set: key → actions. Write implies read.
type Grants map[authz.Key]map[authz.Action]bool

func (g Grants) has(k authz.Key, a authz.Action) bool { return g[k][a] }

func (g Grants) add(k authz.Key, a authz.Action) {
	if g[k] == nil {
		g[k] = map[authz.Action]bool{}
	}
	g[k][a] = true
	if a == authz.Write {
		g[k][authz.Read] = true
	}
}

// wire is the permissions map of the API: every grantable key, actions in read, write order.
func (g Grants) wire(all bool) map[string][]string {
	out := map[string][]string{}
	for _, k := range authz.GrantableKeys {
		acts := []string{}
		for _, a := range []authz.Action{authz.Read, authz.Write} {
			if all || g.has(k, a) {
				acts = append(acts, string(a))
			}
		}
		out[string(k)] = acts
	}
	return out
}

// Errors of the roles pages.
var (
	errRoleNotFound = httpx.E(httpx.KindNotFound, "Role not found")
	errNameTaken    = httpx.E(httpx.KindConflict, "A role with this name already exists")
	errLastSuper    = httpx.E(httpx.KindConflict, "A church must keep at least one super admin")
	errSystemRename = httpx.E(httpx.KindConflict, "System roles cannot be renamed")
	errSystemDelete = httpx.E(httpx.KindConflict, "System roles cannot be deleted")
	errSuperRole    = httpx.E(httpx.KindConflict, "The Super Admin role cannot be changed")
	errOwnAccess    = httpx.E(httpx.KindConflict, "You cannot disable your own admin access")
	errEscalation   = httpx.E(httpx.KindForbidden, "You cannot grant permissions you do not have")
	errSuperOnly    = httpx.E(httpx.KindForbidden, "Only a super admin can do this")
)

func invalid(msg string) error { return httpx.E(httpx.KindInvalid, msg) }
