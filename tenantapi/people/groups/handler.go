package groups

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/roster"
)

// Handler serves the groups and service units calls: the bound request in, the service's answer out.
type Handler struct{ S *Service }

// GroupsList is POST /api/people/groups/list.
func (h Handler) GroupsList(c *gin.Context, req listRequest) (httpx.Page[Group], error) {
	return h.S.Groups(c.Request.Context(), req)
}

// GroupsAdd is POST /api/people/groups/add.
func (h Handler) GroupsAdd(c *gin.Context, req groupAddRequest) (*Group, error) {
	return h.S.AddGroup(c.Request.Context(), nameDescRequest(req))
}

// GroupsUpdate is POST /api/people/groups/update.
func (h Handler) GroupsUpdate(c *gin.Context, req groupUpdateRequest) (*Group, error) {
	return h.S.UpdateGroup(c.Request.Context(), nameDescRequest(req))
}

// GroupsDelete is POST /api/people/groups/delete.
func (h Handler) GroupsDelete(c *gin.Context, req idRequest) (Deleted, error) {
	return Deleted{}, h.S.DeleteGroup(c.Request.Context(), req.ID)
}

// GroupUsers is POST /api/people/groups/users (spec: group users, page size 50).
func (h Handler) GroupUsers(c *gin.Context, req groupUsersRequest) (httpx.Page[Member], error) {
	return h.S.GroupUsers(c.Request.Context(), req)
}

// GroupUsersAdd is POST /api/people/groups/users/add.
func (h Handler) GroupUsersAdd(c *gin.Context, req groupUsersAddRequest) (roster.Added, error) {
	return h.S.AddGroupUsers(c.Request.Context(), req)
}

// GroupUsersRemove is POST /api/people/groups/users/remove.
func (h Handler) GroupUsersRemove(c *gin.Context, req groupUsersRemoveRequest) (roster.Removed, error) {
	return h.S.RemoveGroupUsers(c.Request.Context(), req)
}

// UnitsList is POST /api/people/service-units/list.
func (h Handler) UnitsList(c *gin.Context, req listRequest) (httpx.Page[ServiceUnit], error) {
	return h.S.Units(c.Request.Context(), req)
}

// UnitsAdd is POST /api/people/service-units/add.
func (h Handler) UnitsAdd(c *gin.Context, req unitAddRequest) (*ServiceUnit, error) {
	return h.S.AddUnit(c.Request.Context(), nameDescRequest(req))
}

// UnitsUpdate is POST /api/people/service-units/update.
func (h Handler) UnitsUpdate(c *gin.Context, req unitUpdateRequest) (*ServiceUnit, error) {
	return h.S.UpdateUnit(c.Request.Context(), nameDescRequest(req))
}

// UnitsDelete is POST /api/people/service-units/delete.
func (h Handler) UnitsDelete(c *gin.Context, req idRequest) (Deleted, error) {
	return Deleted{}, h.S.DeleteUnit(c.Request.Context(), req.ID)
}

// UnitMembers is POST /api/people/service-units/members.
func (h Handler) UnitMembers(c *gin.Context, req unitMembersRequest) (httpx.Page[Member], error) {
	return h.S.UnitMembers(c.Request.Context(), req)
}

// UnitMembersAdd is POST /api/people/service-units/members/add.
func (h Handler) UnitMembersAdd(c *gin.Context, req unitMembersChange) (roster.Added, error) {
	return h.S.AddUnitMembers(c.Request.Context(), req)
}

// UnitMembersRemove is POST /api/people/service-units/members/remove.
func (h Handler) UnitMembersRemove(c *gin.Context, req unitMembersChange) (roster.Removed, error) {
	return h.S.RemoveUnitMembers(c.Request.Context(), req)
}

// UnitMembersSetPosition is POST /api/people/service-units/members/set-position.
func (h Handler) UnitMembersSetPosition(c *gin.Context, req setPositionRequest) (*Member, error) {
	return h.S.SetPosition(c.Request.Context(), req)
}
