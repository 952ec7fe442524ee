// Package contactgroupsapi serves the contact groups over HTTP; the groups' core (Members,
// AddMember) and their SQL are communications/contactgroups, gin-free.
package contactgroupsapi

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/audit/auditapi"
	"congregate/tenantapi/communications/contactgroups"
)

// Handler serves the contact groups calls.
type Handler struct{ S *Service }

func actor(c *gin.Context) Actor {
	return Actor{Entry: func(event string, details map[string]any) audit.Entry { return auditapi.By(c, event, details) }}
}

// List is POST /api/communications/contact-groups/list.
func (h Handler) List(c *gin.Context, req listRequest) (httpx.Page[contactgroups.ContactGroup], error) {
	return h.S.List(c.Request.Context(), req)
}

// Add is POST /api/communications/contact-groups/add.
func (h Handler) Add(c *gin.Context, req addRequest) (*contactgroups.ContactGroup, error) {
	return h.S.Add(c.Request.Context(), actor(c), req)
}

// Rename is POST /api/communications/contact-groups/rename.
func (h Handler) Rename(c *gin.Context, req renameRequest) (*contactgroups.ContactGroup, error) {
	return h.S.Rename(c.Request.Context(), actor(c), req)
}

// Delete is POST /api/communications/contact-groups/delete.
func (h Handler) Delete(c *gin.Context, req idRequest) (contactgroups.Deleted, error) {
	return contactgroups.Deleted{ID: req.ID}, h.S.Delete(c.Request.Context(), actor(c), req.ID)
}

// Members is POST /api/communications/contact-groups/members.
func (h Handler) Members(c *gin.Context, req membersRequest) (httpx.Page[contactgroups.GroupMember], error) {
	return h.S.Members(c.Request.Context(), req)
}

// AddMembers is POST /api/communications/contact-groups/add-members.
func (h Handler) AddMembers(c *gin.Context, req addMembersRequest) (contactgroups.Added, error) {
	return h.S.AddMembers(c.Request.Context(), actor(c), req)
}

// RemoveMembers is POST /api/communications/contact-groups/remove-members.
func (h Handler) RemoveMembers(c *gin.Context, req removeMembersRequest) (contactgroups.RemovedCount, error) {
	return h.S.RemoveMembers(c.Request.Context(), actor(c), req)
}
