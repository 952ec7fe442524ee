package auth

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
)

// Handler binds the auth calls to HTTP.
type Handler struct{ S *Service }

func client(c *gin.Context) Client { return Client{IP: c.ClientIP(), UserAgent: c.Request.UserAgent()} }

type loginRequest struct {
	httpx.ClientContext
	EmailOrPhone string `json:"emailOrPhone"`
	Email        string `json:"email"`
	Password     string `json:"password"`
	Mobile       string `json:"mobile"`
	Pin          string `json:"pin"`
}

// Login is POST /api/auth/login.
func (h Handler) Login(c *gin.Context, req loginRequest) {
	id := req.EmailOrPhone
	if id == "" {
		id = req.Email // the spec's other reading of the credential
	}
	res, err := h.S.Login(c.Request.Context(), Credentials{EmailOrPhone: id, Password: req.Password, Mobile: req.Mobile, PIN: req.Pin}, client(c))
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.OK(c, "Login successful", res)
}

type verifyRequest struct {
	httpx.ClientContext
	AdvancedAccessCode string `json:"advancedAccessCode"`
}

// VerifyTwoFactor is POST /api/auth/verify-2fa. The userId of the body names the challenge.
func (h Handler) VerifyTwoFactor(c *gin.Context, req verifyRequest) {
	var userID int64
	if err := parseID(req.UserID, &userID); err != nil {
		httpx.Fail(c, err)
		return
	}
	res, err := h.S.VerifyTwoFactor(c.Request.Context(), userID, req.AdvancedAccessCode, client(c))
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.OK(c, "Login successful", res)
}

type tokenLoginRequest struct {
	httpx.ClientContext
	UserToken string `json:"userToken"`
}

// TokenLogin is POST /api/auth/token-login.
func (h Handler) TokenLogin(c *gin.Context, req tokenLoginRequest) {
	res, err := h.S.TokenLogin(c.Request.Context(), req.UserToken, client(c))
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.OK(c, "Login successful", res)
}

type signupRequest struct {
	httpx.ClientContext
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
	Email     string `json:"email"`
	Mobile    string `json:"mobile"`
	Password  string `json:"password"`
	Password2 string `json:"password2"`
	Agreement bool   `json:"agreement"`
}

// Signup is POST /api/auth/signup.
func (h Handler) Signup(c *gin.Context, req signupRequest) {
	err := h.S.Signup(c.Request.Context(), SignupInput{FirstName: req.FirstName, LastName: req.LastName, Email: req.Email,
		Mobile: req.Mobile, Password: req.Password, Password2: req.Password2, Agreement: req.Agreement}, client(c))
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.Created(c, msgSignupDone, nil)
}

type forgotRequest struct {
	httpx.ClientContext
	EmailOrPhone string `json:"emailOrPhone"`
	TokenType    string `json:"tokenType"`
}

// Forgot is POST /api/auth/forgot.
func (h Handler) Forgot(c *gin.Context, req forgotRequest) {
	if req.TokenType == "" {
		req.TokenType = string(ResetPassword)
	}
	if err := h.S.Forgot(c.Request.Context(), req.EmailOrPhone, TokenType(req.TokenType), client(c)); err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.OK(c, msgForgotSent, nil)
}

type verifyTokenRequest struct {
	httpx.ClientContext
	Token     string `json:"token"`
	TokenType string `json:"tokenType"`
}

// VerifyResetToken is POST /api/auth/verify-reset-token.
func (h Handler) VerifyResetToken(c *gin.Context, req verifyTokenRequest) {
	if err := h.S.VerifyResetToken(c.Request.Context(), req.Token, TokenType(req.TokenType)); err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.OK(c, "Token is valid", nil)
}

type resetRequest struct {
	httpx.ClientContext
	Token     string `json:"token"`
	TokenType string `json:"tokenType"`
	Password  string `json:"password"`
	Pin       string `json:"pin"`
}

// Reset is POST /api/auth/reset.
func (h Handler) Reset(c *gin.Context, req resetRequest) {
	msg, err := h.S.Reset(c.Request.Context(), ResetInput{Token: req.Token, TokenType: TokenType(req.TokenType), Password: req.Password, PIN: req.Pin}, client(c))
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.OK(c, msg, nil)
}

// Logout is POST /api/auth/logout.
func (h Handler) Logout(c *gin.Context, _ httpx.ClientContext) (any, error) {
	return nil, h.S.Logout(c.Request.Context(), auth.UserFrom(c.Request.Context()), client(c))
}
