package roles

import (
	"encoding/json"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/audit/auditapi"
)

// Handler serves the roles & permissions calls: bind, check, call the service, answer.
type Handler struct{ S *Service }

func httpxConflict(msg string) error { return httpx.E(httpx.KindConflict, msg) }

func actor(c *gin.Context) Actor {
	return Actor{PersonID: auth.UserFrom(c.Request.Context()).PersonID,
		Entry: func(event string, details map[string]any) audit.Entry { return auditapi.By(c, event, details) }}
}

// Request structs are flat (only ClientContext embedded): encoding/json names embedded structs in
// its type errors, and the console should read "Field id must be a number", not a Go type name.

func requireID(id int64, name string) error {
	if id <= 0 {
		return invalid(name + " is required")
	}
	return nil
}

type qRequest struct {
	httpx.ClientContext
	Q string `json:"q"`
}

type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

func (r idRequest) Validate() error { return requireID(r.ID, "id") }

type personRequest struct {
	httpx.ClientContext
	PersonID int64 `json:"personId"`
}

func (r personRequest) Validate() error { return requireID(r.PersonID, "personId") }

// PermissionsList is POST /api/roles/permissions.
func (h Handler) PermissionsList(c *gin.Context, req httpx.ClientContext) (PermissionList, error) {
	return PermissionList{Items: Permissions()}, nil
}

// PermissionList answers the permissions call: every key with its actions and labels.
type PermissionList struct {
	Items []Permission `json:"items"`
}

// RoleList answers the roles listing.
type RoleList struct {
	Items []Role `json:"items"`
}

// NameCheck answers whether a role name is free.
type NameCheck struct {
	Available bool `json:"available"`
}

// Deleted names the deleted role.
type Deleted struct {
	ID int64 `json:"id"`
}

// UserPage is one page of the users with roles or admin access.
type UserPage struct {
	Items      []User `json:"items"`
	Total      int64  `json:"total"`
	Page       int    `json:"page"`
	PageSize   int    `json:"pageSize"`
	TotalPages int64  `json:"totalPages"`
}

// UserList answers the people search of the role pages.
type UserList struct {
	Items []User `json:"items"`
}

// List is POST /api/roles/list.
func (h Handler) List(c *gin.Context, req qRequest) (RoleList, error) {
	out, err := h.S.Roles(c.Request.Context(), req.Q)
	return RoleList{Items: out}, err
}

// Get is POST /api/roles/get.
func (h Handler) Get(c *gin.Context, req idRequest) (*RoleDetail, error) {
	return h.S.Role(c.Request.Context(), req.ID)
}

type checkRequest struct {
	httpx.ClientContext
	Name      string `json:"name"`
	ExcludeID int64  `json:"excludeId"`
}

// Check is POST /api/roles/check: is a role name free?
func (h Handler) Check(c *gin.Context, req checkRequest) (NameCheck, error) {
	ok, err := h.S.NameAvailable(c.Request.Context(), req.Name, req.ExcludeID)
	return NameCheck{Available: ok}, err
}

// roleBody is the body of add and update (flat, so binding errors name the JSON field).
type roleBody struct {
	httpx.ClientContext
	ID          int64           `json:"id"`
	Name        *string         `json:"name"`
	Description *string         `json:"description"`
	Permissions json.RawMessage `json:"permissions"`
	input       RoleInput
}

func (b *roleBody) Validate() error {
	b.input = RoleInput{Name: b.Name, Description: b.Description}
	if len(b.Permissions) == 0 || string(b.Permissions) == "null" {
		return nil
	}
	var m map[string][]string
	if err := json.Unmarshal(b.Permissions, &m); err != nil {
		return invalid(`permissions must map each key to a list of actions, e.g. {"people": ["read", "write"]}`)
	}
	b.input.Permissions = &m
	return nil
}

// Add is POST /api/roles/add.
func (h Handler) Add(c *gin.Context, req roleBody) (*Role, error) {
	if req.ID != 0 {
		return nil, invalid(`Unknown field "id"`)
	}
	return h.S.Create(c.Request.Context(), actor(c), req.input)
}

// Update is POST /api/roles/update.
func (h Handler) Update(c *gin.Context, req roleBody) (*Role, error) {
	if err := requireID(req.ID, "id"); err != nil {
		return nil, err
	}
	return h.S.Update(c.Request.Context(), actor(c), req.ID, req.input)
}

type deleteRequest struct {
	httpx.ClientContext
	ID              int64 `json:"id"`
	UnassignMembers bool  `json:"unassignMembers"`
}

func (r deleteRequest) Validate() error { return requireID(r.ID, "id") }

// Delete is POST /api/roles/delete.
func (h Handler) Delete(c *gin.Context, req deleteRequest) (Deleted, error) {
	return Deleted{ID: req.ID}, h.S.Delete(c.Request.Context(), actor(c), req.ID, req.UnassignMembers)
}

type usersRequest struct {
	httpx.ClientContext
	Q           string `json:"q"`
	RoleID      *int64 `json:"roleId"`
	AdminAccess *bool  `json:"adminAccess"`
	Page        int    `json:"page"`
	PageSize    int    `json:"pageSize"`
}

func (r *usersRequest) Validate() error {
	p, err := httpx.Paging{Page: r.Page, PageSize: r.PageSize}.Resolve(20)
	r.Page, r.PageSize = p.Page, p.PageSize
	return err
}

// Users is POST /api/roles/users: people with roles or admin access, paged.
func (h Handler) Users(c *gin.Context, req usersRequest) (UserPage, error) {
	items, total, err := h.S.Users(c.Request.Context(), UsersQuery{Q: req.Q, RoleID: req.RoleID, AdminAccess: req.AdminAccess}, req.Page, req.PageSize)
	return UserPage{Items: items, Total: total, Page: req.Page, PageSize: req.PageSize,
		TotalPages: (total + int64(req.PageSize) - 1) / int64(req.PageSize)}, err
}

type searchRequest struct {
	httpx.ClientContext
	Q     string `json:"q"`
	Limit int    `json:"limit"`
}

func (r *searchRequest) Validate() error {
	if r.Limit == 0 {
		r.Limit = 10
	}
	if r.Limit < 1 || r.Limit > 20 {
		return invalid("limit must be between 1 and 20")
	}
	return nil
}

// Search is POST /api/roles/search: people to give a role.
func (h Handler) Search(c *gin.Context, req searchRequest) (UserList, error) {
	out, err := h.S.Search(c.Request.Context(), req.Q, req.Limit)
	return UserList{Items: out}, err
}

type assignRequest struct {
	httpx.ClientContext
	PersonID int64 `json:"personId"`
	RoleID   int64 `json:"roleId"`
}

// assignBody is assign's: adminAccess true also switches the person's console access on (the
// assign dialog's "Also give admin access"); false or absent leaves it as it is.
type assignBody struct {
	assignRequest
	AdminAccess bool `json:"adminAccess"`
}

func (r assignRequest) Validate() error {
	if err := requireID(r.RoleID, "roleId"); err != nil {
		return err
	}
	return requireID(r.PersonID, "personId")
}

// Assign is POST /api/roles/assign.
func (h Handler) Assign(c *gin.Context, req assignBody) (*User, error) {
	return h.S.Assign(c.Request.Context(), actor(c), req.PersonID, req.RoleID, req.AdminAccess)
}

// Unassign is POST /api/roles/unassign.
func (h Handler) Unassign(c *gin.Context, req assignRequest) (*User, error) {
	return h.S.SetUserRoles(c.Request.Context(), actor(c), req.PersonID, nil, []int64{req.RoleID}, false)
}

type setRolesRequest struct {
	httpx.ClientContext
	PersonID int64   `json:"personId"`
	RoleIDs  []int64 `json:"roleIds"`
}

func (r setRolesRequest) Validate() error {
	switch {
	case r.RoleIDs == nil:
		return invalid("roleIds is required")
	case len(r.RoleIDs) > 100:
		return invalid("At most 100 roles")
	}
	return requireID(r.PersonID, "personId")
}

// SetUserRoles is POST /api/roles/set-user-roles.
func (h Handler) SetUserRoles(c *gin.Context, req setRolesRequest) (*User, error) {
	return h.S.SetUserRoles(c.Request.Context(), actor(c), req.PersonID, dedupe(req.RoleIDs), nil, true)
}

func dedupe(ids []int64) []int64 {
	seen, out := map[int64]bool{}, []int64{}
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// Administrator is POST /api/roles/administrator.
func (h Handler) Administrator(c *gin.Context, req personRequest) (*AdministratorView, error) {
	return h.S.Administrator(c.Request.Context(), req.PersonID)
}

type accessRequest struct {
	httpx.ClientContext
	PersonID int64 `json:"personId"`
	Enabled  *bool `json:"enabled"`
}

func (r accessRequest) Validate() error {
	if err := requireID(r.PersonID, "personId"); err != nil {
		return err
	}
	if r.Enabled == nil {
		return invalid("enabled is required")
	}
	return nil
}

// AdminAccess is POST /api/roles/admin-access.
// It answers "Admin access enabled" or, when it switched access off, "Admin access disabled".
func (h Handler) AdminAccess(c *gin.Context, req accessRequest) (*User, error) {
	if !*req.Enabled {
		httpx.SetMessage(c, "Admin access disabled")
	}
	return h.S.SetAdminAccess(c.Request.Context(), actor(c), req.PersonID, *req.Enabled)
}

// EnableAccount is POST /api/roles/enable-account.
func (h Handler) EnableAccount(c *gin.Context, req personRequest) (*User, error) {
	return h.S.EnableAccount(c.Request.Context(), actor(c), req.PersonID)
}
