package fellowship

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/roster"
)

// Handler serves the house fellowship and leadership calls: the bound request in, the service's
// answer out.
type Handler struct{ S *Service }

// DistrictsList is POST /api/people/house-fellowship/districts/list.
func (h Handler) DistrictsList(c *gin.Context, req districtsListRequest) (httpx.Page[District], error) {
	return h.S.Districts(c.Request.Context(), req)
}

// DistrictsAdd is POST /api/people/house-fellowship/districts/add.
func (h Handler) DistrictsAdd(c *gin.Context, req districtRequest) (*District, error) {
	return h.S.SaveDistrict(c.Request.Context(), req, true)
}

// DistrictsUpdate is POST /api/people/house-fellowship/districts/update.
func (h Handler) DistrictsUpdate(c *gin.Context, req districtRequest) (*District, error) {
	return h.S.SaveDistrict(c.Request.Context(), req, false)
}

// DistrictsDelete is POST /api/people/house-fellowship/districts/delete.
func (h Handler) DistrictsDelete(c *gin.Context, req idRequest) (Deleted, error) {
	return Deleted{}, h.S.DeleteDistrict(c.Request.Context(), req.ID)
}

// ZonesList is POST /api/people/house-fellowship/zones/list.
func (h Handler) ZonesList(c *gin.Context, req zonesListRequest) (httpx.Page[Zone], error) {
	return h.S.Zones(c.Request.Context(), req)
}

// ZonesAdd is POST /api/people/house-fellowship/zones/add.
func (h Handler) ZonesAdd(c *gin.Context, req zoneAddRequest) (*Zone, error) {
	return h.S.SaveZone(c.Request.Context(), zoneRequest(req), true)
}

// ZonesUpdate is POST /api/people/house-fellowship/zones/update.
func (h Handler) ZonesUpdate(c *gin.Context, req zoneUpdateRequest) (*Zone, error) {
	return h.S.SaveZone(c.Request.Context(), zoneRequest(req), false)
}

// ZonesDelete is POST /api/people/house-fellowship/zones/delete.
func (h Handler) ZonesDelete(c *gin.Context, req idRequest) (Deleted, error) {
	return Deleted{}, h.S.DeleteZone(c.Request.Context(), req.ID)
}

// FellowshipsList is POST /api/people/house-fellowship/fellowships/list.
func (h Handler) FellowshipsList(c *gin.Context, req fellowshipsListRequest) (httpx.Page[Fellowship], error) {
	return h.S.Fellowships(c.Request.Context(), req)
}

// FellowshipsAdd is POST /api/people/house-fellowship/fellowships/add.
func (h Handler) FellowshipsAdd(c *gin.Context, req fellowshipAddRequest) (*Fellowship, error) {
	return h.S.SaveFellowship(c.Request.Context(), fellowshipRequest(req), true)
}

// FellowshipsUpdate is POST /api/people/house-fellowship/fellowships/update.
func (h Handler) FellowshipsUpdate(c *gin.Context, req fellowshipUpdateRequest) (*Fellowship, error) {
	return h.S.SaveFellowship(c.Request.Context(), fellowshipRequest(req), false)
}

// FellowshipsDelete is POST /api/people/house-fellowship/fellowships/delete.
func (h Handler) FellowshipsDelete(c *gin.Context, req idRequest) (Deleted, error) {
	return Deleted{}, h.S.DeleteFellowship(c.Request.Context(), req.ID)
}

// FellowshipMembers is POST /api/people/house-fellowship/fellowships/members.
func (h Handler) FellowshipMembers(c *gin.Context, req membersRequest) (httpx.Page[Member], error) {
	return h.S.Members(c.Request.Context(), req)
}

// FellowshipMembersAdd is POST /api/people/house-fellowship/fellowships/members/add; a person
// belongs to one fellowship, so adding moves them.
func (h Handler) FellowshipMembersAdd(c *gin.Context, req membersRequest) (roster.Added, error) {
	return h.S.AddMembers(c.Request.Context(), req)
}

// FellowshipMembersRemove is POST /api/people/house-fellowship/fellowships/members/remove.
func (h Handler) FellowshipMembersRemove(c *gin.Context, req membersRequest) (roster.Removed, error) {
	return h.S.RemoveMembers(c.Request.Context(), req)
}

// LeadersList is POST /api/people/leadership/list.
func (h Handler) LeadersList(c *gin.Context, _ httpx.ClientContext) (Leaders, error) {
	return h.S.Leaders(c.Request.Context())
}

// LeadersSave is POST /api/people/leadership/save (spec "add or update").
func (h Handler) LeadersSave(c *gin.Context, req leaderSaveRequest) (*Leader, error) {
	return h.S.SaveLeader(c.Request.Context(), req)
}

// LeadersDelete is POST /api/people/leadership/delete.
func (h Handler) LeadersDelete(c *gin.Context, req idRequest) (Deleted, error) {
	return Deleted{}, h.S.DeleteLeader(c.Request.Context(), req.ID)
}

// LeadersChange is POST /api/people/leadership/change: the leader's place in the directory.
func (h Handler) LeadersChange(c *gin.Context, req repositionRequest) (Leaders, error) {
	return h.S.MoveLeader(c.Request.Context(), req)
}

// LeadersSearchUser is POST /api/people/leadership/search-user: active people not yet leaders.
func (h Handler) LeadersSearchUser(c *gin.Context, req searchRequest) (Candidates, error) {
	return h.S.Candidates(c.Request.Context(), req.Q)
}
