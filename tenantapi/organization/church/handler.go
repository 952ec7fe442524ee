package church

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/audit/auditapi"
)

// Handler serves organisation info; the church is the Host's (resolved before the call).
type Handler struct{}

// Info is GET /api/org/info?domain= or ?orgId= (public: the console reads it before sign-in).
func (Handler) Info(c *gin.Context) (Info, error) {
	fwd := ""
	if c.GetHeader("X-Forwarded-Prefix") != "" {
		fwd = c.GetHeader("X-Forwarded-Host") // the console under /{church}/ on the onboarding host
	}
	return info(tenancy.FromContext(c.Request.Context()), infoQuery{Domain: c.Query("domain"), OrgID: c.Query("orgId")}, c.Request.Host, fwd)
}

// ActorOf is the signed-in person of the request as the author of a change.
func ActorOf(c *gin.Context) Actor {
	return Actor{PersonID: auth.UserFrom(c.Request.Context()).PersonID,
		Entry: func(event string, details map[string]any) audit.Entry { return auditapi.By(c, event, details) }}
}
