package httpx

import (
	"github.com/gin-gonic/gin"

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

// Legacy wraps a handler that binds and answers by itself. It is the step between the old
// handlers and typed ones: the OpenAPI test lists every route still built this way.
func Legacy(fn gin.HandlerFunc) Endpoint { return Endpoint{Serve: fn, Body: BodyJSON} }
