package auth

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the sign-in calls, public (no session yet), and logout, open to anyone signed in and
// working during a lock-down.
func Routes(h Handler) []httpx.Route {
	public := func(path string, e httpx.Endpoint) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/auth/" + path, Public: true, Handler: e}
	}
	return []httpx.Route{
		public("login", httpx.Handle(msgLoggedIn, h.Login)),
		public("verify-2fa", httpx.Handle(msgLoggedIn, h.VerifyTwoFactor)),
		public("token-login", httpx.Handle(msgLoggedIn, h.TokenLogin)),
		public("signup", httpx.HandleCreated(msgSignupDone, h.Signup)),
		public("forgot", httpx.Handle(msgForgotSent, h.Forgot)),
		public("verify-reset-token", httpx.Handle(msgTokenValid, h.VerifyResetToken)),
		public("reset", httpx.Handle(msgPasswordIsNew, h.Reset)),

		{Method: http.MethodPost, Path: "/api/auth/logout", Key: authz.Open, Action: authz.Write, DuringLockdown: true,
			Handler: httpx.Handle(msgLoggedOut, h.Logout)},
	}
}
