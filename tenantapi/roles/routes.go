package roles

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the roles & permissions calls: the organisation pages' key, reads need read and
// changes write (docs/organization-api.md).
func Routes(h Handler) []httpx.Route {
	read := func(path string, fn httpx.Endpoint) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/roles/" + path, Key: authz.Organization, Action: authz.Read, Handler: fn}
	}
	write := func(path string, fn httpx.Endpoint) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/roles/" + path, Key: authz.Organization, Action: authz.Write, Handler: fn}
	}
	return []httpx.Route{
		read("permissions", httpx.Handle("Permissions", h.PermissionsList)),
		read("list", httpx.Handle("Roles", h.List)),
		read("get", httpx.Handle("Role", h.Get)),
		read("check", httpx.Handle("Role name checked", h.Check)),
		read("users", httpx.Handle("Users with roles", h.Users)),
		read("search", httpx.Handle("People", h.Search)),
		read("administrator", httpx.Handle("Administrator", h.Administrator)),
		write("add", httpx.HandleCreated("Role created", h.Add)),
		write("update", httpx.Handle("Role updated", h.Update)),
		write("delete", httpx.Handle("Role deleted", h.Delete)),
		write("assign", httpx.Handle("Role assigned", h.Assign)),
		write("unassign", httpx.Handle("Role removed", h.Unassign)),
		write("set-user-roles", httpx.Handle("Roles saved", h.SetUserRoles)),
		write("admin-access", httpx.Handle("Admin access enabled", h.AdminAccess)),
		write("enable-account", httpx.Handle("Account enabled", h.EnableAccount)),
	}
}
