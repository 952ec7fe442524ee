// Package opsauth signs operators in (password, then a TOTP code or a recovery code), keeps their
// server-side sessions (the ops_session cookie) and says who is calling.
package opsauth

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// Roles: an operator changes things; support reads only.
const (
	RoleOperator = "operator"
	RoleSupport  = "support"
)

// CookieName is the operator session's cookie (HttpOnly, SameSite=Strict, Secure on https).
const CookieName = "ops_session"

// Session lifetimes: at most 12 hours, and 30 minutes without a call ends it.
const (
	SessionAbsolute = 12 * time.Hour
	SessionIdle     = 30 * time.Minute
)

// Messages of the session check.
const (
	MsgSignIn  = "Sign in again"
	MsgNoRight = "Your operator role cannot do this"
)

// Operator is the signed-in operator.
type Operator struct {
	ID    int64  `json:"id"`
	Email string `json:"email"`
	Name  string `json:"name"`
	Role  string `json:"role" enum:"operator,support"`
}

const operatorKey = "ops.operator"

// FromContext is the operator of an authenticated ops call (nil on public calls).
func FromContext(c *gin.Context) *Operator {
	if v, ok := c.Get(operatorKey); ok {
		return v.(*Operator)
	}
	return nil
}

// SetOperator puts the operator in the call's context (the session check; tests).
func SetOperator(c *gin.Context, op *Operator) { c.Set(operatorKey, op) }

// HashToken is how session, challenge and recovery tokens are stored (auth.HashToken).
func HashToken(token string) string { return auth.HashToken(token) }

// Sessions stores operator sessions in control.operator_sessions.
type Sessions struct {
	DB  *gorm.DB
	Now func() time.Time // nil = Clock
}

func (s *Sessions) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return Clock()
}

// Start opens a session for an operator and returns the cookie's value.
func (s *Sessions) Start(ctx context.Context, operatorID int64, ip, userAgent string) (string, error) {
	token := auth.NewToken(32)
	err := insertSession(s.DB.WithContext(ctx), HashToken(token), operatorID, ip, truncate(userAgent, 300), s.now(), s.now().Add(SessionAbsolute))
	return token, err
}

// End deletes the session of a cookie value (sign-out).
func (s *Sessions) End(ctx context.Context, token string) error {
	return deleteSession(s.DB.WithContext(ctx), HashToken(token))
}

// EndAll deletes every session of an operator (disabled, role changed, TOTP reset).
func EndAll(tx *gorm.DB, operatorID int64) error {
	return deleteSessionsOf(tx, operatorID)
}

// Check finds the operator of a session token: unknown, expired, idle or disabled is MsgSignIn.
// A live session's idle clock restarts.
func (s *Sessions) Check(ctx context.Context, token string) (*Operator, error) {
	if token == "" {
		return nil, fault.E(fault.Unauthorized, MsgSignIn)
	}
	now := s.now()
	var op Operator
	res := touchSession(s.DB.WithContext(ctx), HashToken(token), now, now.Add(-SessionIdle), &op)
	if res.Error != nil {
		return nil, res.Error
	}
	if op.ID == 0 {
		return nil, fault.E(fault.Unauthorized, MsgSignIn)
	}
	return &op, nil
}

// Authenticate is the middleware of every non-public ops call: the cookie's session, or 401.
func (s *Sessions) Authenticate(c *gin.Context) {
	token, _ := c.Cookie(CookieName)
	op, err := s.Check(c.Request.Context(), token)
	if err != nil {
		httpx.Fail(c, err)
		c.Abort()
		return
	}
	SetOperator(c, op)
	c.Next()
}

// SetCookie writes the session cookie; an empty token with maxAge < 0 clears it.
func SetCookie(c *gin.Context, token string, maxAge int) {
	secure := c.Request.TLS != nil || c.GetHeader("X-Forwarded-Proto") == "https"
	http.SetCookie(c.Writer, &http.Cookie{Name: CookieName, Value: token, Path: "/", MaxAge: maxAge,
		HttpOnly: true, Secure: secure, SameSite: http.SameSiteStrictMode})
}

// ErrNoOperator is a session check without an operator in context (a route-table mistake).
var ErrNoOperator = errors.New("opsauth: no operator in context")

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// Key is the ops API's permission key in the route table: read = any operator, write = role
// operator (the document's x-permission says ops:read or ops:write).
const Key authz.Key = "ops"

// Group is an ops route group: POST calls under prefix, Read for any operator, Write for role
// operator.
func Group(prefix string) httpx.Group { return httpx.Group{Prefix: prefix, Key: Key} }
