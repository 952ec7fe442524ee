// Package classroomsapi is the HTTP side of classroom categories and classrooms.
package classroomsapi

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/children/classrooms"
	"congregate/tenantapi/children/kit/kitapi"
)

// Handler serves the categories' and classrooms' calls.
type Handler struct{ S *classrooms.Service }

// Categories is POST /api/children/categories/list.
func (h Handler) Categories(c *gin.Context, _ httpx.ClientContext) (classrooms.Categories, error) {
	return h.S.Categories(c.Request.Context())
}

// AddCategory is POST /api/children/categories/add.
func (h Handler) AddCategory(c *gin.Context, req classrooms.CategoryAddRequest) (*classrooms.Category, error) {
	return h.S.AddCategory(c.Request.Context(), kitapi.Actor(c), req.Name)
}

// RenameCategory is POST /api/children/categories/rename.
func (h Handler) RenameCategory(c *gin.Context, req classrooms.CategoryRenameRequest) (*classrooms.Category, error) {
	return h.S.RenameCategory(c.Request.Context(), kitapi.Actor(c), req.ID, req.Name)
}

// RepositionCategories is POST /api/children/categories/reposition.
func (h Handler) RepositionCategories(c *gin.Context, req classrooms.RepositionRequest) (classrooms.Categories, error) {
	return h.S.RepositionCategories(c.Request.Context(), kitapi.Actor(c), req.IDs)
}

// DeleteCategory is POST /api/children/categories/delete.
func (h Handler) DeleteCategory(c *gin.Context, req classrooms.IDRequest) (classrooms.Deleted, error) {
	return classrooms.Deleted{ID: req.ID}, h.S.DeleteCategory(c.Request.Context(), kitapi.Actor(c), req.ID)
}

// Classrooms is POST /api/children/classrooms/list.
func (h Handler) Classrooms(c *gin.Context, req classrooms.ListRequest) (classrooms.Classrooms, error) {
	return h.S.Classrooms(c.Request.Context(), req.CategoryID, req.IncludeInactive)
}

// AddClassroom is POST /api/children/classrooms/add.
func (h Handler) AddClassroom(c *gin.Context, req classrooms.ClassroomAddRequest) (*classrooms.Classroom, error) {
	return h.S.AddClassroom(c.Request.Context(), kitapi.Actor(c), req.Fields())
}

// UpdateClassroom is POST /api/children/classrooms/update.
func (h Handler) UpdateClassroom(c *gin.Context, req classrooms.ClassroomUpdateRequest) (*classrooms.Classroom, error) {
	return h.S.UpdateClassroom(c.Request.Context(), kitapi.Actor(c), req.ID, req.Fields())
}

// ActiveClassroom is POST /api/children/classrooms/active.
func (h Handler) ActiveClassroom(c *gin.Context, req classrooms.ActiveRequest) (*classrooms.Classroom, error) {
	return h.S.SetActive(c.Request.Context(), kitapi.Actor(c), req.ID, req.Active)
}

// DeleteClassroom is POST /api/children/classrooms/delete.
func (h Handler) DeleteClassroom(c *gin.Context, req classrooms.IDRequest) (classrooms.Deleted, error) {
	return classrooms.Deleted{ID: req.ID}, h.S.DeleteClassroom(c.Request.Context(), kitapi.Actor(c), req.ID)
}
