package auth

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
)

// Handler binds the auth calls to HTTP: the caller's address and browser, the bound request, the
// service's answer.
type Handler struct{ S *Service }

func client(c *gin.Context) Client { return Client{IP: c.ClientIP(), UserAgent: c.Request.UserAgent()} }

// Login is POST /api/auth/login: a session, or a 2FA challenge when the account has 2FA on.
func (h Handler) Login(c *gin.Context, req loginRequest) (LoginResult, error) {
	return h.S.Login(c.Request.Context(), req, client(c))
}

// VerifyTwoFactor is POST /api/auth/verify-2fa.
func (h Handler) VerifyTwoFactor(c *gin.Context, req verifyRequest) (LoginResult, error) {
	return h.S.VerifyTwoFactor(c.Request.Context(), req.personID, req.AdvancedAccessCode, client(c))
}

// TokenLogin is POST /api/auth/token-login.
func (h Handler) TokenLogin(c *gin.Context, req tokenLoginRequest) (LoginResult, error) {
	return h.S.TokenLogin(c.Request.Context(), req.UserToken, client(c))
}

// Signup is POST /api/auth/signup.
func (h Handler) Signup(c *gin.Context, req signupRequest) (httpx.None, error) {
	return httpx.None{}, h.S.Signup(c.Request.Context(), req, client(c))
}

// Forgot is POST /api/auth/forgot: answered at once, the same whether an account matches or not.
func (h Handler) Forgot(c *gin.Context, req forgotRequest) (httpx.None, error) {
	return httpx.None{}, h.S.Forgot(c.Request.Context(), req, client(c))
}

// VerifyResetToken is POST /api/auth/verify-reset-token.
func (h Handler) VerifyResetToken(c *gin.Context, req verifyTokenRequest) (httpx.None, error) {
	return httpx.None{}, h.S.VerifyResetToken(c.Request.Context(), req)
}

// Reset is POST /api/auth/reset; the message names what was reset.
func (h Handler) Reset(c *gin.Context, req resetRequest) (httpx.None, error) {
	msg, err := h.S.Reset(c.Request.Context(), req, client(c))
	if err == nil {
		httpx.SetMessage(c, msg)
	}
	return httpx.None{}, err
}

// Logout is POST /api/auth/logout.
func (h Handler) Logout(c *gin.Context, _ httpx.ClientContext) (httpx.None, error) {
	return httpx.None{}, h.S.Logout(c.Request.Context(), auth.UserFrom(c.Request.Context()), client(c))
}
