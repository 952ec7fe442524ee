// Package tenantapi is the API and console host of every church. routes() below is THE route
// table: every call declares its permission key and action there, and nowhere else.
package tenantapi

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit/auditapi"
	"congregate/tenantapi/auth"
	"congregate/tenantapi/dashboard"
	"congregate/tenantapi/org"
	"congregate/tenantapi/organization"
	"congregate/tenantapi/people"
	"congregate/tenantapi/people/attendance"
	"congregate/tenantapi/people/directory"
	"congregate/tenantapi/people/households"
	"congregate/tenantapi/people/imports"
	"congregate/tenantapi/people/imports/importsapi"
	"congregate/tenantapi/people/notes"
	"congregate/tenantapi/profile"
	"congregate/tenantapi/roles"
)

// Route is an entry of the route table.
type Route = httpx.Route

func (a *App) routes() []Route {
	authH := auth.Handler{S: a.Auth}
	profileH := profile.Handler{S: &profile.Service{Tenants: a.Tenants, Enforcer: a.Enforcer, People: directory.Directory{}}}
	dashH := dashboard.Handler{S: &dashboard.Service{Tenants: a.Tenants, People: directory.Directory{}}}
	rs := []Route{
		{Method: http.MethodGet, Path: "/api/org/info", Public: true, Handler: httpx.Plain(org.Get)},
		{Method: http.MethodGet, Path: "/api/org/favicon.svg", Public: true, Handler: httpx.File("image/svg+xml", nil, org.Favicon)},

		{Method: http.MethodPost, Path: "/api/auth/login", Public: true, Handler: httpx.Bound(authH.Login)},
		{Method: http.MethodPost, Path: "/api/auth/verify-2fa", Public: true, Handler: httpx.Bound(authH.VerifyTwoFactor)},
		{Method: http.MethodPost, Path: "/api/auth/token-login", Public: true, Handler: httpx.Bound(authH.TokenLogin)},
		{Method: http.MethodPost, Path: "/api/auth/signup", Public: true, Handler: httpx.Bound(authH.Signup)},
		{Method: http.MethodPost, Path: "/api/auth/forgot", Public: true, Handler: httpx.Bound(authH.Forgot)},
		{Method: http.MethodPost, Path: "/api/auth/verify-reset-token", Public: true, Handler: httpx.Bound(authH.VerifyResetToken)},
		{Method: http.MethodPost, Path: "/api/auth/reset", Public: true, Handler: httpx.Bound(authH.Reset)},
		{Method: http.MethodPost, Path: "/api/auth/logout", Key: authz.Open, Action: authz.Write, DuringLockdown: true, Handler: httpx.Handle("Logged out", authH.Logout)},

		{Method: http.MethodPost, Path: "/api/user/profile", Key: authz.Open, Action: authz.Read, DuringLockdown: true, Handler: httpx.Handle("Profile", profileH.Get)},
		{Method: http.MethodPost, Path: "/api/dashboard/default", Key: authz.Open, Action: authz.Read, DuringLockdown: true, Handler: httpx.Handle("Dashboard", dashH.Get)},
	}
	rs = append(rs, people.Routes(people.Handler{Tenants: a.Tenants, Logo: a.PeopleLogo})...)
	rs = append(rs, households.Routes(households.Handler{S: &households.Service{Tenants: a.Tenants}})...)
	rs = append(rs, notes.Routes(notes.Handler{S: &notes.Service{Tenants: a.Tenants}})...)
	rs = append(rs, attendance.Routes(attendance.Handler{S: &attendance.Service{Tenants: a.Tenants}})...)
	rs = append(rs, importsapi.Routes(importsapi.Handler{S: imports.Service{Tenants: a.Tenants, Jobs: a.Imports}})...)
	rs = append(rs, organization.Routes(a.organization())...)
	rs = append(rs, roles.Routes(roles.Handler{S: &roles.Service{Tenants: a.Tenants, Enforcer: a.Enforcer}})...)
	rs = append(rs, auditapi.Routes(auditapi.Handler{S: &auditapi.Service{Tenants: a.Tenants, People: directory.Directory{}}})...)
	rs = append(rs, a.docRoutes()...)
	return rs
}

// organization builds the organisation pages' handler.
func (a *App) organization() organization.Handler {
	return organization.Handler{Tenants: a.Tenants, Control: a.Control, Resolver: a.Resolver, Store: a.Storage, ChurchURL: a.Config.ChurchURL,
		People: directory.Directory{}}
}
