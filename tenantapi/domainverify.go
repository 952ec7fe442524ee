package tenantapi

import (
	"crypto/subtle"
	"net/http"

	"github.com/gin-gonic/gin"
)

// domainVerifyPath is where a custom domain proves it points at us: an operator's verify call
// (controlplane/ops/churches) fetches http://<domain>/.well-known/congregate-verify/<token>.
const domainVerifyPath = "/.well-known/congregate-verify/"

// domainVerify answers the token of the pending custom domain named by the Host header; any
// other host or token is 404. The domain is not served yet (the resolver serves verified
// domains only), so this route runs before the church is resolved.
func (a *App) domainVerify(c *gin.Context) {
	token, err := a.Resolver.PendingToken(c.Request.Context(), c.Request.Host)
	if err != nil {
		c.String(http.StatusServiceUnavailable, "try again")
		return
	}
	if token == "" || subtle.ConstantTimeCompare([]byte(token), []byte(c.Param("token"))) != 1 {
		c.String(http.StatusNotFound, "not found")
		return
	}
	c.Header("Cache-Control", "no-store")
	c.String(http.StatusOK, token)
}
