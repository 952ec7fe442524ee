package classroomsapi

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the categories' and classrooms' calls (key children); the success messages are the
// spec's toasts.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/children/", Key: authz.Children}
	return []httpx.Route{
		g.Read("categories/list", httpx.Handle("Categories", h.Categories)),
		g.Write("categories/add", httpx.HandleCreated("Category added", h.AddCategory)),
		g.Write("categories/rename", httpx.Handle("Category renamed", h.RenameCategory)),
		g.Write("categories/reposition", httpx.Handle("Categories reordered", h.RepositionCategories)),
		g.Write("categories/delete", httpx.Handle("Category deleted", h.DeleteCategory)),

		g.Read("classrooms/list", httpx.Handle("Classrooms", h.Classrooms)),
		g.Write("classrooms/add", httpx.HandleCreated("Classroom added", h.AddClassroom)),
		g.Write("classrooms/update", httpx.Handle("Classroom updated", h.UpdateClassroom)),
		g.Write("classrooms/active", httpx.Handle("Classroom updated", h.ActiveClassroom)),
		g.Write("classrooms/delete", httpx.Handle("Classroom deleted", h.DeleteClassroom)),
	}
}
