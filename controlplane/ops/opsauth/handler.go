package opsauth

import (
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

// Handler serves the sign-in calls.
type Handler struct{ S *Service }

// NewHandler builds the sign-in over the control database, the sessions, the per-address limiter
// the audit trail's writer and the box of the TOTP secrets.
func NewHandler(db *gorm.DB, sessions *Sessions, limiter Limiter, audit Auditor, box *SecretBox) Handler {
	return Handler{S: &Service{DB: db, Sessions: sessions, Limiter: limiter, Audit: audit, Box: box}}
}

func client(c *gin.Context) Client { return Client{IP: c.ClientIP(), UserAgent: c.Request.UserAgent()} }

// cookieMaxAge is the session cookie's lifetime in seconds (the session's absolute limit).
const cookieMaxAge = int(SessionAbsolute / time.Second)

// Login is POST /api/ops/auth/login: the password; the answer says what the second step is.
func (h Handler) Login(c *gin.Context, req loginRequest) (SignInStep, error) {
	step, err := h.S.Login(c.Request.Context(), req, client(c))
	if err != nil {
		return SignInStep{}, err
	}
	return *step, nil
}

// Verify is POST /api/ops/auth/verify: the TOTP code of a challenge; sets the session cookie.
func (h Handler) Verify(c *gin.Context, req verifyRequest) (SignedIn, error) {
	out, token, err := h.S.Verify(c.Request.Context(), req, client(c))
	if err != nil {
		return SignedIn{}, err
	}
	SetCookie(c, token, cookieMaxAge)
	return *out, nil
}

// Recover is POST /api/ops/auth/recover: a recovery code instead of the TOTP code.
func (h Handler) Recover(c *gin.Context, req recoverRequest) (SignedIn, error) {
	out, token, err := h.S.Recover(c.Request.Context(), req, client(c))
	if err != nil {
		return SignedIn{}, err
	}
	SetCookie(c, token, cookieMaxAge)
	return *out, nil
}

// Logout is POST /api/ops/auth/logout: the session ends and the cookie is cleared.
func (h Handler) Logout(c *gin.Context, _ emptyRequest) (httpx.None, error) {
	token, _ := c.Cookie(CookieName)
	if err := h.S.Logout(c.Request.Context(), FromContext(c), token, client(c)); err != nil {
		return httpx.None{}, err
	}
	SetCookie(c, "", -1)
	return httpx.None{}, nil
}

// Me is POST /api/ops/auth/me: the signed-in operator.
func (h Handler) Me(c *gin.Context, _ emptyRequest) (Operator, error) {
	op := FromContext(c)
	if op == nil {
		return Operator{}, ErrNoOperator
	}
	return *op, nil
}
