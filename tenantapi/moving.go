package tenantapi

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
)

// MsgMoving answers a write while the church's schema is being moved to another cluster.
const MsgMoving = "This church is being moved to another database server: changes are paused for a few minutes. Please try again shortly."

// moveRetryAfter is the Retry-After of MsgMoving, in seconds.
const moveRetryAfter = "30"

// refuseWritesWhileMoving answers 503 with Retry-After to a church's writes while bin/ops church
// move copies its schema (Church.MovingTo). Reads go on: GET and HEAD, and the spec's POST reads
// (a signed-in route whose action is read); a public POST (sign-in, forgot password) writes. A
// write that got past this before the move began waits on the move's table locks, then fails: it
// never lands in a copy nobody serves (docs/placement.md).
func refuseWritesWhileMoving(rt Route) gin.HandlerFunc {
	read := rt.Method == http.MethodGet || rt.Method == http.MethodHead || (!rt.Public && rt.Action == authz.Read)
	return func(c *gin.Context) {
		church, ok := tenancy.Lookup(c.Request.Context())
		if read || !ok || !church.Moving() || c.Request.Method == http.MethodHead {
			c.Next()
			return
		}
		c.Header("Retry-After", moveRetryAfter)
		c.AbortWithStatusJSON(http.StatusServiceUnavailable, httpx.Envelope{ResponseCode: "10", ResponseMessage: MsgMoving})
	}
}
