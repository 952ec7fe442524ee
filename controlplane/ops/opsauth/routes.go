package opsauth

import (
	"net/http"

	"congregate/internal/platform/httpx"
)

// Routes are the sign-in calls (public: no session yet) and the signed-in operator's own.
func Routes(h Handler) []httpx.Route {
	public := func(path string, e httpx.Endpoint) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/ops/auth/" + path, Public: true, Handler: e}
	}
	g := Group("/api/ops/auth/")
	return []httpx.Route{
		public("login", httpx.Handle(msgChallenge, h.Login)),
		public("verify", httpx.Handle(msgSignedIn, h.Verify)),
		public("recover", httpx.Handle(msgSignedIn, h.Recover)),
		g.Read("logout", httpx.Handle(msgSignedOut, h.Logout)),
		g.Read("me", httpx.Handle(msgMe, h.Me)),
	}
}
