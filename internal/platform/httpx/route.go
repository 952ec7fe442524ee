package httpx

import (
	"net/http"

	"congregate/internal/platform/authz"
)

// Route is one API call of the tenant API's route table: method, path, the permission it needs
// and its handler. Domain packages export their routes; tenantapi/router.go lists them all.
type Route struct {
	Method string
	Path   string
	Public bool         // no session needed (sign-in and friends)
	Key    authz.Key    // spec §6 permission key; authz.Open = any signed-in user
	Action authz.Action // read or write on Key
	// DuringLockdown keeps the call working while the church is suspended (spec §6: the dashboard
	// and billing stay reachable). Billing routes are always allowed.
	DuringLockdown bool
	Handler        Endpoint
}

// Group is a domain's slice of the route table: POST calls under one path prefix, all needing one
// permission key; Read and Write say which action.
type Group struct {
	Prefix string // "/api/people/"
	Key    authz.Key
}

// Read is a call that needs read on the group's key.
func (g Group) Read(path string, e Endpoint) Route {
	return Route{Method: http.MethodPost, Path: g.Prefix + path, Key: g.Key, Action: authz.Read, Handler: e}
}

// Write is a call that needs write on the group's key.
func (g Group) Write(path string, e Endpoint) Route {
	return Route{Method: http.MethodPost, Path: g.Prefix + path, Key: g.Key, Action: authz.Write, Handler: e}
}
