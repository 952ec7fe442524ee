package auditapi

import (
	"strings"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/tenantapi/audit"
)

// By builds a successful entry for a change made by the request's signed-in person. The actor's
// name is kept in the row so the trail still reads when the person is later removed.
func By(c *gin.Context, event string, details map[string]any) audit.Entry {
	e := audit.Entry{Event: event, Success: true, IP: c.ClientIP(), UserAgent: c.Request.UserAgent(), Details: details}
	if u := auth.UserFrom(c.Request.Context()); u != nil {
		id := u.PersonID
		e.PersonID = &id
		e.Actor = strings.TrimSpace(u.FirstName + " " + u.LastName)
	}
	return e
}
