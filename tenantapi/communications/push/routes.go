package push

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are open to anyone signed in: a browser asks for the key and subscribes its person.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/communications/push/", Key: authz.Open}
	return []httpx.Route{
		g.Read("key", httpx.Handle("Push key", h.Key)),
		g.Write("subscribe", httpx.Handle("Subscribed to notifications", h.Subscribe)),
	}
}
