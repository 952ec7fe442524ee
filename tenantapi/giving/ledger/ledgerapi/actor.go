// Package ledgerapi is the HTTP side giving's handlers share: the request's actor.
package ledgerapi

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/audit/auditapi"
	"congregate/tenantapi/giving/ledger"
)

// Actor is the signed-in staff member making the request's change.
func Actor(c *gin.Context) ledger.Actor {
	a := ledger.Actor{Entry: func(event string, details map[string]any) audit.Entry { return auditapi.By(c, event, details) }}
	if u := auth.UserFrom(c.Request.Context()); u != nil {
		id := u.PersonID
		a.ID = &id
	}
	return a
}
