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
		read("permissions", httpx.Bound(h.PermissionsList)),
		read("list", httpx.Bound(h.List)),
		read("get", httpx.Bound(h.Get)),
		read("check", httpx.Bound(h.Check)),
		read("users", httpx.Bound(h.Users)),
		read("search", httpx.Bound(h.Search)),
		read("administrator", httpx.Bound(h.Administrator)),
		write("add", httpx.Bound(h.Add)),
		write("update", httpx.Bound(h.Update)),
		write("delete", httpx.Bound(h.Delete)),
		write("assign", httpx.Bound(h.Assign)),
		write("unassign", httpx.Bound(h.Unassign)),
		write("set-user-roles", httpx.Bound(h.SetUserRoles)),
		write("admin-access", httpx.Bound(h.AdminAccess)),
		write("enable-account", httpx.Bound(h.EnableAccount)),
	}
}
