package auth

import (
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/people/logins"
)

// Authenticate admits a request only with a live session of this church: the bearer JWT names the
// session, and the server checks it is not revoked, not idle past the limit (spec §9: 30 minutes)
// and that the person still has console access. Each request extends the session.
func (s *Service) Authenticate() gin.HandlerFunc {
	return func(c *gin.Context) {
		ctx := c.Request.Context()
		church := tenancy.FromContext(ctx)
		raw, ok := strings.CutPrefix(c.GetHeader("Authorization"), "Bearer ")
		if !ok {
			httpx.Fail(c, httpx.E(httpx.KindUnauthorized, httpx.MsgUnauthorized))
			return
		}
		claims, err := s.Signer.Parse(strings.TrimSpace(raw))
		if err != nil || claims.ChurchID != church.ID {
			// A token of another church is as good as none here.
			httpx.Fail(c, httpx.E(httpx.KindUnauthorized, httpx.MsgUnauthorized))
			return
		}
		var p *logins.ConsoleUser
		var timedOut bool
		err = s.Tenants.Qualified(ctx, func(g *gorm.DB, schema string) error {
			var err error
			p, err = touchSession(g, schema, s.People.ConsoleSQL(schema), claims.SessionID, claims.PersonID, s.Idle)
			return err
		})
		if err == nil && p == nil {
			err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
				var err error
				if timedOut, err = sessionTimedOut(tx, claims.SessionID, s.Idle); err != nil || !timedOut {
					return err
				}
				return audit.Write(tx, audit.Entry{PersonID: &claims.PersonID, Event: audit.EventSessionTimeout, Success: true,
					IP: c.ClientIP(), UserAgent: c.Request.UserAgent()})
			})
		}
		switch {
		case err != nil:
			httpx.Fail(c, err)
			return
		case timedOut:
			httpx.Fail(c, httpx.E(httpx.KindSessionTimeout, httpx.MsgSessionTimeout))
			return
		case p == nil:
			httpx.Fail(c, httpx.E(httpx.KindUnauthorized, httpx.MsgUnauthorized))
			return
		}
		c.Request = c.Request.WithContext(auth.WithUser(ctx, &auth.User{
			PersonID: p.ID, SessionID: claims.SessionID, FirstName: p.FirstName, LastName: p.LastName,
			RecordsPerPage: p.RecordsPerPage,
		}))
		c.Next()
	}
}
