package organization

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the organisation calls (docs/organization-api.md): the organisation pages need the
// organization key (read to look, write to change); system settings and tooltips are read by every
// signed-in user; the profile update is one's own (open); the logo image is public because the
// sign-in screen shows it.
func Routes(h Handler) []httpx.Route {
	read := func(path string, fn gin.HandlerFunc) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/organization/" + path, Key: authz.Organization, Action: authz.Read, Handler: httpx.Legacy(fn)}
	}
	write := func(path string, fn gin.HandlerFunc) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/organization/" + path, Key: authz.Organization, Action: authz.Write, Handler: httpx.Legacy(fn)}
	}
	return []httpx.Route{
		{Method: http.MethodGet, Path: "/api/org/logo/:kind", Public: true, Handler: httpx.Legacy(h.LogoGet)},
		{Method: http.MethodPost, Path: "/api/user/profile/update", Key: authz.Open, Action: authz.Write, Handler: httpx.Legacy(h.ProfileUpdate)},
		{Method: http.MethodPost, Path: "/api/organization/system-settings/get", Key: authz.Open, Action: authz.Read, Handler: httpx.Legacy(h.SystemSettingsGet)},
		{Method: http.MethodPost, Path: "/api/organization/tooltips/list", Key: authz.Open, Action: authz.Read, Handler: httpx.Legacy(h.TooltipsList)},

		read("get", h.Get),
		write("general/update", h.GeneralUpdate),
		read("social-media/get", h.SocialMediaGet),
		write("social-media/update", h.SocialMediaUpdate),
		write("colors/update", h.ColorsUpdate),
		write("colors/reset", h.ColorsReset),
		write("logo/update", h.LogoUpdate),
		write("logo/delete", h.LogoDelete),
		read("messaging/get", h.MessagingGet),
		write("messaging/update", h.MessagingUpdate),
		write("email-template/update", h.EmailTemplateUpdate),
		write("system-settings/update", h.SystemSettingsUpdate),
		write("tooltips/update", h.TooltipsUpdate),
		write("tooltips/reset", h.TooltipsReset),
		read("qrcodes/list", h.QRCodesList),
		{Method: http.MethodGet, Path: "/api/organization/qrcodes/download", Key: authz.Organization, Action: authz.Read, Handler: httpx.Legacy(h.QRCodeDownload)},
	}
}
