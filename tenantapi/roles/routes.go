package roles

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the roles & permissions calls: the organisation pages' key, reads need read and
// changes write (docs/organization-api.md).
func Routes(h Handler) []httpx.Route {
	read := func(path string, fn gin.HandlerFunc) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/roles/" + path, Key: authz.Organization, Action: authz.Read, Handler: httpx.Legacy(fn)}
	}
	write := func(path string, fn gin.HandlerFunc) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/roles/" + path, Key: authz.Organization, Action: authz.Write, Handler: httpx.Legacy(fn)}
	}
	return []httpx.Route{
		read("permissions", h.PermissionsList),
		read("list", h.List),
		read("get", h.Get),
		read("check", h.Check),
		read("users", h.Users),
		read("search", h.Search),
		read("administrator", h.Administrator),
		write("add", h.Add),
		write("update", h.Update),
		write("delete", h.Delete),
		write("assign", h.Assign),
		write("unassign", h.Unassign),
		write("set-user-roles", h.SetUserRoles),
		write("admin-access", h.AdminAccess),
		write("enable-account", h.EnableAccount),
	}
}
