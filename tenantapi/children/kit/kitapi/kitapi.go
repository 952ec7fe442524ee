// Package kitapi is the HTTP side children's ministry's handlers share: the request's actor.
package kitapi

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/audit/auditapi"
	"congregate/tenantapi/children/kit"
)

// Actor is the signed-in staff member making the request's change.
func Actor(c *gin.Context) kit.Actor {
	a := kit.Actor{Entry: func(event string, details map[string]any) audit.Entry { return auditapi.By(c, event, details) }}
	if u := auth.UserFrom(c.Request.Context()); u != nil {
		id := u.PersonID
		a.ID = &id
	}
	return a
}

// Me is the signed-in person's id.
func Me(c *gin.Context) int64 {
	if u := auth.UserFrom(c.Request.Context()); u != nil {
		return u.PersonID
	}
	return 0
}
