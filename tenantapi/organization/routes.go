package organization

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the organisation calls (docs/organization-api.md): the organisation pages need the
// organization key (read to look, write to change); system settings and tooltips are read by every
// signed-in user; the profile update is one's own (open); the logo image is public because the
// sign-in screen shows it.
func Routes(h Handler) []httpx.Route {
	read := func(path string, fn httpx.Endpoint) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/organization/" + path, Key: authz.Organization, Action: authz.Read, Handler: fn}
	}
	write := func(path string, fn httpx.Endpoint) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/organization/" + path, Key: authz.Organization, Action: authz.Write, Handler: fn}
	}
	return []httpx.Route{
		{Method: http.MethodGet, Path: "/api/org/logo/:kind", Public: true, Handler: httpx.File("image/*", nil, h.LogoGet)},
		{Method: http.MethodPost, Path: "/api/user/profile/update", Key: authz.Open, Action: authz.Write, Handler: httpx.Multipart([]httpx.FormField{{Name: "firstName"}, {Name: "lastName"}, {Name: "email"}, {Name: "mobile"}}, h.ProfileUpdate)},
		{Method: http.MethodPost, Path: "/api/organization/system-settings/get", Key: authz.Open, Action: authz.Read, Handler: httpx.Bound(h.SystemSettingsGet)},
		{Method: http.MethodPost, Path: "/api/organization/tooltips/list", Key: authz.Open, Action: authz.Read, Handler: httpx.Bound(h.TooltipsList)},

		read("get", httpx.Bound(h.Get)),
		write("general/update", httpx.Bound(h.GeneralUpdate)),
		read("social-media/get", httpx.Bound(h.SocialMediaGet)),
		write("social-media/update", httpx.Bound(h.SocialMediaUpdate)),
		write("colors/update", httpx.Bound(h.ColorsUpdate)),
		write("colors/reset", httpx.Bound(h.ColorsReset)),
		write("logo/update", httpx.Multipart([]httpx.FormField{{Name: "logoType", Required: true}, {Name: "logo", File: true, Required: true}}, h.LogoUpdate)),
		write("logo/delete", httpx.Bound(h.LogoDelete)),
		read("messaging/get", httpx.Bound(h.MessagingGet)),
		write("messaging/update", httpx.Bound(h.MessagingUpdate)),
		write("email-template/update", httpx.Bound(h.EmailTemplateUpdate)),
		write("system-settings/update", httpx.Bound(h.SystemSettingsUpdate)),
		write("tooltips/update", httpx.Bound(h.TooltipsUpdate)),
		write("tooltips/reset", httpx.Bound(h.TooltipsReset)),
		read("qrcodes/list", httpx.Bound(h.QRCodesList)),
		{Method: http.MethodGet, Path: "/api/organization/qrcodes/download", Key: authz.Organization, Action: authz.Read, Handler: httpx.File("image/*", nil, h.QRCodeDownload)},
	}
}
