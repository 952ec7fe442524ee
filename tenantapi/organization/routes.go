package organization

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the overview and general details (the organization key: read to look, write to
// change) and the profile update, which is one's own (open). The sub-packages church, branding
// and settings have their own.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/organization/", Key: authz.Organization}
	profileFields := []httpx.FormField{{Name: "firstName"}, {Name: "lastName"}, {Name: "email"}, {Name: "mobile"}}
	return []httpx.Route{
		{Method: http.MethodPost, Path: "/api/user/profile/update", Key: authz.Open, Action: authz.Write, Handler: httpx.Form("Profile updated", profileFields, h.ProfileUpdate)},
		g.Read("get", httpx.Handle("Organisation", h.Get)),
		g.Write("general/update", httpx.Handle("Organisation details saved", h.GeneralUpdate)),
	}
}
