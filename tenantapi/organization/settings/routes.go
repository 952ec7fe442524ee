package settings

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the settings calls: the organization key (read to look, write to change); the
// system settings and the tooltips are read by every signed-in user (the whole console uses them).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/organization/", Key: authz.Organization}
	open := func(path string, e httpx.Endpoint) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: g.Prefix + path, Key: authz.Open, Action: authz.Read, Handler: e}
	}
	return []httpx.Route{
		open("system-settings/get", httpx.Handle("System settings", h.SystemSettingsGet)),
		open("tooltips/list", httpx.Handle("Tooltips", h.TooltipsList)),

		g.Read("social-media/get", httpx.Handle("Social media", h.SocialMediaGet)),
		g.Write("social-media/update", httpx.Handle("Social media saved", h.SocialMediaUpdate)),
		g.Read("messaging/get", httpx.Handle("Messaging settings", h.MessagingGet)),
		g.Write("messaging/update", httpx.Handle("Messaging settings saved", h.MessagingUpdate)),
		g.Write("email-template/update", httpx.Handle("E-mail template saved", h.EmailTemplateUpdate)),
		g.Write("system-settings/update", httpx.Handle("System settings saved", h.SystemSettingsUpdate)),
		g.Write("tooltips/update", httpx.Handle("Tooltip saved", h.TooltipsUpdate)),
		g.Write("tooltips/reset", httpx.Handle("Tooltip saved", h.TooltipsReset)),
	}
}
