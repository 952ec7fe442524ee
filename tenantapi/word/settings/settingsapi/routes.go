package settingsapi

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the settings' calls (key livestreamSermons).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/word/settings/", Key: authz.LivestreamSermons}
	return []httpx.Route{
		g.Read("get", httpx.Handle("Settings", h.Get)),
		g.Write("update", httpx.Handle("Settings updated", h.Update)),
	}
}
